import PagerKit

/// How far the keys that scroll by screens and sideways go, as less's `-z` and `-#` set them;
/// by default a screen of rows (`f`, `b`, Space) and half the width (`<`, `>`).
public struct ScrollSteps: Hashable, Sendable {
  /// Rows a screen's scroll goes (`-z`): a positive number is that many rows, a negative one
  /// the screen's rows less that many; nil for a whole screen.
  package var window: Int?
  /// How far `<` and `>` go (`-#`); nil for half the width.
  package var sideways: Sideways?
  /// Rows half a screen's scroll goes (`d`, `u`), once a count before them set it; nil for
  /// half the screen.
  package var halfScreen: Int?
  /// Columns a search that scrolls sideways to a match off the page shows before it (less's
  /// `--match-shift`); nil for a quarter of the width.
  package var matchShift: Sideways?
  /// Whether every scroll goes on past the text's end, as `J` and `Esc Space` do (less's
  /// `--past-eof`).
  package var goesPastEnd = false
  /// Whether a scroll stops at a line that starts with a form feed, put at the top (less's
  /// `--form-feed`).
  package var stopsAtFormFeed = false

  /// A sideways step: a number of columns, or a fraction of the width (`-#.5`).
  package enum Sideways: Hashable, Sendable {
    /// This many columns (`-#8`).
    case columns(Int)
    /// This fraction of the width, worked out again when it changes (`-#.25`).
    case fraction(Double)
  }

  /// Steps as less's defaults set them.
  package init(window: Int? = nil, sideways: Sideways? = nil) {
    self.window = window
    self.sideways = sideways
  }

  /// Rows a screen's scroll goes on a page of `rows` rows: at least one.
  package func windowRows(onScreenOf rows: Int) -> Int {
    guard let window, window != 0 else { return max(1, rows) }
    return max(1, window > 0 ? window : rows + window)
  }

  /// Columns a sideways step goes on a page `width` columns wide: at least one.
  package func sidewaysColumns(onWidth width: Int) -> Int {
    switch sideways {
    case nil: max(1, width / 2)
    case .columns(let columns): max(1, columns)
    case .fraction(let fraction): max(1, Int((Double(width) * fraction).rounded(.down)))
    }
  }

  /// Columns shown before a match a search scrolls sideways to, on a page `width` columns wide.
  package func matchShiftColumns(onWidth width: Int) -> Int {
    switch matchShift {
    case nil: width / 4
    case .columns(let columns): columns
    case .fraction(let fraction): Int((Double(width) * fraction).rounded(.down))
    }
  }

  /// `amount` in rows and columns these steps say: screens as windows, half widths as sideways
  /// steps; other amounts as they are.
  func resolve(_ amount: ScrollAmount, rows: Int, width: Int) -> ScrollAmount {
    var amount = amount
    if goesPastEnd {
      switch amount {
      case .lines(let count): amount = .linesPastEnd(count)
      case .pages(let count): amount = .pagesPastEnd(count)
      case .halfPages(let count): amount = .linesPastEnd(count * (halfScreen ?? max(1, rows / 2)))
      default: break
      }
    }
    return switch amount {
    case .pages(let count) where window != nil:
      .lines(count * windowRows(onScreenOf: rows))
    case .halfPages(let count) where halfScreen != nil:
      .lines(count * max(1, halfScreen ?? 1))
    case .halfWidths(let count) where sideways != nil:
      .columns(count * sidewaysColumns(onWidth: width))
    case .halfWidthsUpToEnd(let count) where sideways != nil:
      .columnsUpToEnd(count * sidewaysColumns(onWidth: width))
    case .pagesPastEnd(let count):
      .linesPastEnd(count * windowRows(onScreenOf: rows))
    default: amount
    }
  }
}
