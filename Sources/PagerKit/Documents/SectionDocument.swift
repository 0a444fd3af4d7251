/// One section of a text (a file of a diff, a commit of a log): a view of the lines from
/// ``start`` up to ``end`` of the text it cuts, which it never copies. Lines keep the numbers
/// they have in the whole text, for the gutter and the status line.
///
/// The last section has no end yet while its text may grow: it grows with it.
public final class SectionDocument: TextDocument {
  /// The whole text.
  public let base: any TextDocument
  /// The text's line the section starts on.
  public let start: Int
  /// The text's line after the section's last, once the next section has begun.
  public var end: Int?

  /// Lines `start` up to `end` (nil: on to the text's end) of `base`.
  public init(base: any TextDocument, start: Int, end: Int? = nil) {
    self.base = base
    self.start = start
    self.end = end
  }

  /// The section's lines known now.
  public var lineCount: Int { max(0, min(end ?? base.lineCount, base.lineCount) - start) }
  /// Whether every line is known: its end is, or the whole text's is.
  public var isComplete: Bool {
    (end.map { base.lineCount >= $0 } ?? false) || base.isComplete
  }
  /// The bytes of the section's line `index`.
  public func line(_ index: Int) -> [UInt8] { base.line(start + index) }
  /// The length of the section's line `index`.
  public func lineLength(_ index: Int) -> Int { base.lineLength(start + index) }
  /// The bytes `range` of the section's line `index`.
  public func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    base.bytes(ofLine: start + index, in: range)
  }
  /// The number the section's line `index` has in the whole text.
  public func lineNumber(ofLine index: Int) -> Int { base.lineNumber(ofLine: start + index) }
  /// The number before the section's first line in the whole text.
  public var firstLineNumber: Int { base.lineNumber(ofLine: start) - 1 }
  /// Where the section's line `index` starts among the text's bytes.
  public func byteOffset(ofLine index: Int) -> Int? { base.byteOffset(ofLine: start + index) }
  /// Learns the whole text's lines as far as the section's line `index` (``Int/max``: its end),
  /// never past the section's end.
  @discardableResult public func prepareLines(through index: Int) -> Int {
    var through = index > Int.max - start ? Int.max : start + index
    if let end { through = min(through, end - 1) }
    base.prepareLines(through: through)
    return lineCount
  }
}
