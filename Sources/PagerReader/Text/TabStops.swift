import PagerKit

/// Where tabs stop, as less's `-x` sets them: at the columns given (counted from the line's
/// start, the first column 0), then on at the distance between the last two, or every `n`
/// columns when one number is given. `-x8` is the default; `-x4,8` stops at 4 and 8, then
/// every 4.
public struct TabStops: Hashable, Sendable {
  /// The columns of the stops given, ascending, each above 0.
  package let columns: [Int]
  /// The distance between stops after the last one given.
  package let interval: Int

  /// Tab stops every `width` columns (below 1 counts as 1).
  package init(every width: Int = 8) {
    interval = max(1, width)
    columns = [interval]
  }

  /// Tab stops at `columns` (ascending, each above 0), then on at the distance between the
  /// last two; nil when the columns are not ascending or none is given.
  package init?(at columns: [Int]) {
    guard let last = columns.last, columns.first! > 0,
      zip(columns, columns.dropFirst()).allSatisfy({ $0 < $1 })
    else { return nil }
    self.columns = columns
    interval = columns.count == 1 ? last : last - columns[columns.count - 2]
  }

  /// The first stop after `column`.
  package func stop(after column: Int) -> Int {
    if let given = columns.first(where: { $0 > column }) { return given }
    let last = columns[columns.count - 1]
    return last + ((column - last) / interval + 1) * interval
  }
}
