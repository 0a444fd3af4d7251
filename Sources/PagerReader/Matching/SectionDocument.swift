import PagerKit

/// One section of a text (a file of a diff, a commit of a log): a view of the lines from
/// ``start`` up to ``end`` of the text it cuts, which it never copies. Lines keep the numbers
/// they have in the whole text, for the gutter and the status line.
///
/// ``start`` and ``end`` count the text's lines from its very first, those a spool dropped from
/// its front included (``TextDocument/firstLineNumber``), so a section stays on its own lines
/// while older text goes. The last section has no end yet while its text may grow: it grows
/// with it.
package final class SectionDocument: TextDocument {
  /// The whole text.
  package let base: any TextDocument
  /// The text's line the section starts on, counted from the text's first line ever.
  package let start: Int
  /// The text's line after the section's last, once the next section has begun.
  package var end: Int?

  /// Lines `start` up to `end` (nil: on to the text's end) of `base`.
  package init(base: any TextDocument, start: Int, end: Int? = nil) {
    self.base = base
    self.start = start
    self.end = end
  }

  /// Where the section starts among the lines `base` has now.
  private var baseStart: Int { max(0, start - base.firstLineNumber) }

  /// The section's lines known now.
  package var lineCount: Int {
    let baseEnd = end.map { $0 - base.firstLineNumber } ?? base.lineCount
    return max(0, min(baseEnd, base.lineCount) - baseStart)
  }
  /// Whether every line is known: its end is, or the whole text's is.
  package var isComplete: Bool {
    (end.map { base.lineCount + base.firstLineNumber >= $0 } ?? false) || base.isComplete
  }
  /// The bytes of the section's line `index`.
  package func line(_ index: Int) -> [UInt8] { base.line(baseStart + index) }
  /// The length of the section's line `index`.
  package func lineLength(_ index: Int) -> Int { base.lineLength(baseStart + index) }
  /// Whether the `index`th line ended with `\r\n`.
  package func lineEndsWithReturn(_ index: Int) -> Bool {
    base.lineEndsWithReturn(baseStart + index)
  }
  /// The bytes `range` of the section's line `index`.
  package func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    base.bytes(ofLine: baseStart + index, in: range)
  }
  /// The number the section's line `index` has in the whole text.
  package func lineNumber(ofLine index: Int) -> Int { start + index + 1 }
  /// The number before the section's first line in the whole text.
  package var firstLineNumber: Int { start }
  /// Where the section's line `index` starts among the text's bytes.
  package func byteOffset(ofLine index: Int) -> Int? { base.byteOffset(ofLine: baseStart + index) }
  /// Whether the whole text reads on when asked, while the section has not ended.
  package var readsOnRequest: Bool { !isComplete && base.readsOnRequest }
  /// Learns the whole text's lines as far as the section's line `index` (``Int/max``: its end),
  /// never past the section's end.
  @discardableResult package func prepareLines(through index: Int) -> Int {
    let first = baseStart
    var through = index > Int.max - first ? Int.max : first + index
    if let end { through = min(through, end - base.firstLineNumber - 1) }
    base.prepareLines(through: through)
    return lineCount
  }
}
