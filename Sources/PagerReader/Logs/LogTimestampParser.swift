/// Reads the time of each line of a file whose ``LogTimestampLayout`` is known, as milliseconds
/// since 1970 in UTC. It holds what a line may leave out: the year (the file's), and the zone
/// (the machine's). A value made once and shared by the workers that read a file's lines: it
/// allocates nothing and makes no `String`.
package struct LogTimestampParser: Sendable {
  /// Where the file's lines have their times.
  package var layout: LogTimestampLayout
  /// The year of a line that has none: the year the file was last modified.
  package var defaultYear: Int
  /// The month the file was last modified, 1...12: a line without a year in a later month is
  /// from the year before ``defaultYear`` (December's lines in a file written in January).
  package var modifiedMonth: Int
  /// The local zone's offset from UTC in seconds, east positive, for a line without a zone
  /// (the caller's `tm_gmtoff`, as PagerReader calls no C library).
  package var localOffset: Int

  /// A parser for lines of `layout`; `modifiedMonth` 12 takes every line without a year as of
  /// `defaultYear`.
  package init(
    layout: LogTimestampLayout, defaultYear: Int, modifiedMonth: Int = 12, localOffset: Int
  ) {
    self.layout = layout
    self.defaultYear = defaultYear
    self.modifiedMonth = modifiedMonth
    self.localOffset = localOffset
  }

  /// The time `line` writes, as it writes it, or nil for a line with none (a stack trace's, a
  /// blank one). It is looked for at the layout's offset first, then from the line's start.
  package func timestamp(in line: UnsafeBufferPointer<UInt8>) -> LogTimestamp? {
    if let found = layout.format.timestamp(in: line, at: layout.offset) { return found.timestamp }
    return layout.format.firstTimestamp(in: line)?.timestamp
  }

  /// The time of `line` in milliseconds since 1970-01-01 UTC, or nil for a line with none.
  package func milliseconds(in line: UnsafeBufferPointer<UInt8>) -> Int64? {
    timestamp(in: line)?.milliseconds(
      defaultYear: defaultYear, modifiedMonth: modifiedMonth, localOffset: localOffset)
  }

  /// ``milliseconds(in:)-(UnsafeBufferPointer<UInt8>)`` of a line in an array.
  package func milliseconds(in line: [UInt8]) -> Int64? {
    line.withUnsafeBufferPointer { milliseconds(in: $0) }
  }
}
