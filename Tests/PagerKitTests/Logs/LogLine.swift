@testable import PagerReader

/// A log line of the tests as the readers take it: bytes in a buffer, no terminator.
enum LogLine {
  /// `format`'s first timestamp in `text`, and where it starts.
  static func first(_ format: LogTimestampFormat, in text: String) -> (
    timestamp: LogTimestamp, start: Int
  )? {
    Array(text.utf8).withUnsafeBufferPointer { format.firstTimestamp(in: $0) }
  }

  /// `format`'s timestamp starting at `start` in `text`, and where it ends.
  static func at(_ start: Int, _ format: LogTimestampFormat, in text: String) -> (
    timestamp: LogTimestamp, end: Int
  )? {
    Array(text.utf8).withUnsafeBufferPointer { format.timestamp(in: $0, at: start) }
  }

  /// `format`'s first timestamp in `text` in milliseconds since 1970, a missing year 2024 and a
  /// missing zone UTC.
  static func utc(_ format: LogTimestampFormat, _ text: String) -> Int64? {
    first(format, in: text)?.timestamp.milliseconds(defaultYear: 2024, localOffset: 0)
  }

  /// `text` cut into lines as bytes, as a file's sample.
  static func sample(_ text: String) -> [[UInt8]] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
  }
}
