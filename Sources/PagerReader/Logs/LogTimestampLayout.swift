/// Where a file's lines have their times: the format, and the byte offset most lines have it at
/// (0 at the line's start; after a prefix such as `<34>1 `, `[INFO] ` or a host, further on).
package struct LogTimestampLayout: Hashable, Sendable {
  /// The format of the file's timestamps.
  package var format: LogTimestampFormat
  /// The offset most of the sample's timestamps start at: the first place a line is read at.
  /// A line whose prefix is longer or shorter (`[WARNING] ` beside `[INFO] `) has its timestamp
  /// looked for through the format's whole search window.
  package var offset: Int

  /// The layout of `format` at `offset`.
  package init(format: LogTimestampFormat, offset: Int = 0) {
    self.format = format
    self.offset = offset
  }
}
