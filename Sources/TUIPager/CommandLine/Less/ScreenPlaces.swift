/// The row where a search match or a jump to a line lands: less's `-j`.
enum TargetLine: Equatable, Sendable {
  /// Row N of the screen, 1 the top row; a negative N counts from the bottom, -1 the bottom row
  /// (`-j5`, `-j-2`).
  case row(Int)
  /// This fraction of the screen's height down from its top row, from 0 up to (not including)
  /// 1, worked out again when the screen's size changes (`-j.5`: the middle row).
  case fraction(Double)

  /// The row, counted from 0 at the top, of a screen `height` rows high; always on the screen.
  func row(onScreenOf height: Int) -> Int {
    guard height > 0 else { return 0 }
    let row: Int
    switch self {
    case .row(let number): row = number > 0 ? number - 1 : height + number
    case .fraction(let fraction): row = Int((Double(height) * fraction).rounded(.down))
    }
    return min(max(row, 0), height - 1)
  }
}

/// How far a screenful goes: less's `-z` (the scrolling window).
enum ScrollWindow: Equatable, Sendable {
  /// This many rows (`-z10`).
  case rows(Int)
  /// The screen's height less this many rows, worked out again when it changes (`-z-4`).
  case screenLess(Int)

  /// The rows a screenful moves on a screen `height` rows high: at least 1.
  func rows(onScreenOf height: Int) -> Int {
    switch self {
    case .rows(let rows): max(rows, 1)
    case .screenLess(let rows): max(height - rows, 1)
    }
  }
}

/// How many columns `<` and `>` move cut lines: less's `-#`.
enum HorizontalShift: Equatable, Sendable {
  /// Half the screen's width (`-#0`; less's default).
  case halfScreen
  /// This many columns (`-#8`).
  case columns(Int)
  /// This fraction of the screen's width, worked out again when it changes (`-#.25`).
  case fraction(Double)

  /// The columns moved on a screen `width` columns wide: at least 1.
  func columns(onScreenOf width: Int) -> Int {
    switch self {
    case .halfScreen: max(width / 2, 1)
    case .columns(let columns): max(columns, 1)
    case .fraction(let fraction): max(Int((Double(width) * fraction).rounded(.down)), 1)
    }
  }
}
