/// The text a tab shows: lines of bytes, possibly still arriving (a pipe, a running command) or
/// indexed lazily (a large file).
///
/// PagerKit reads a document only through this protocol and never does I/O itself; the program
/// implements it over files, pipes and command output, and tests implement it in memory.
public protocol TextDocument: AnyObject {
  /// Lines known now: the complete ones, plus an unterminated last line once the text has ended.
  var lineCount: Int { get }
  /// Whether every line is known: the file is indexed to its end, or the stream has closed.
  var isComplete: Bool { get }
  /// The bytes of line `index` (0 ≤ index < ``lineCount``), without its terminator (`\n` or
  /// `\r\n`).
  func line(_ index: Int) -> [UInt8]
  /// Learns the lines up to `index` where they exist (indexing lazily as far as needed) and
  /// returns ``lineCount`` afterwards.
  @discardableResult func prepareLines(through index: Int) -> Int
}
