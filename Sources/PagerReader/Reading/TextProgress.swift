import PagerKit

/// How far into its text a page is, as less's `=` and long prompt say it: the byte just past the
/// last line shown, the text's bytes, and the percentage (by bytes where the text knows them,
/// else by lines once they are all known). What the text cannot say yet is nil.
struct TextProgress: Hashable, Sendable {
  /// The byte just past the last line shown, counted from the text's first.
  var byte: Int?
  /// The text's length in bytes.
  var bytes: Int?
  /// How far the last line shown is into the text, from 0 to 100.
  var percent: Int?

  /// Where a page showing lines `shown` of `document` stands.
  init(document: any TextDocument, shown: ClosedRange<Int>) {
    byte = document.byteOffset(ofLine: shown.upperBound + 1)
    bytes = document.byteTotal
    if let byte, let bytes, bytes > 0 {
      percent = min(100, byte * 100 / bytes)
    } else if byte == nil, document.isComplete, document.lineCount > 0 {
      percent = min(100, (shown.upperBound + 1) * 100 / document.lineCount)
    }
  }
}
