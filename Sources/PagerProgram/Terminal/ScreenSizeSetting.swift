import PagerKit

/// `LESS_COLUMNS` and `LESS_LINES` (less 621): the size of the screen the pager uses, over the
/// terminal's, at start and after every resize; a negative value is that much less than the
/// terminal's. As in less, a value that leaves no column or row gives less's default size (80
/// columns, 24 rows); a size larger than the terminal's is drawn as far as the terminal goes.
struct ScreenSizeSetting: Equatable {
  /// `LESS_COLUMNS` as a number; nil when it is unset.
  var columns: Int?
  /// `LESS_LINES` as a number; nil when it is unset.
  var lines: Int?

  /// The setting of the two variables' values (nil or empty: unset).
  init(columns: String? = nil, lines: String? = nil) {
    self.columns = columns.flatMap { $0.isEmpty ? nil : Int(environmentValue: $0) }
    self.lines = lines.flatMap { $0.isEmpty ? nil : Int(environmentValue: $0) }
  }

  /// Whether neither variable is set.
  var isEmpty: Bool { columns == nil && lines == nil }

  /// less's screen size when a variable leaves none.
  static let fallback = Size(columns: 80, rows: 24)

  /// The size used on a terminal of `size`.
  func applied(to size: Size) -> Size {
    Size(
      columns: Self.applied(columns, to: size.columns, fallback: Self.fallback.columns),
      rows: Self.applied(lines, to: size.rows, fallback: Self.fallback.rows))
  }

  private static func applied(_ value: Int?, to actual: Int, fallback: Int) -> Int {
    guard let value else { return actual }
    let used = value < 0 ? actual + value : value
    return used > 0 ? used : fallback
  }
}
