import PagerKit

extension DocumentLayout {
  /// The columns of the longest line with a row on the page `viewport` shows, as less measures
  /// it for `Esc }`: its whole display, however far it runs past the right edge. A line too long
  /// to render whole (``LinePiece/wholeLineLimit``) counts a column a byte: an estimate, never
  /// a gigabyte rendered for one key.
  func longestLine(from viewport: DocumentViewport, in document: some TextDocument) -> Int {
    var longest = 0
    var line = viewport.topLine
    var rows = 0
    while rows < self.rows, document.prepareLines(through: line) > line {
      let length = document.lineLength(line)
      let columns =
        length > LinePiece.wholeLineLimit
        ? length : renderer.render(line: line, of: document).cells.count
      longest = max(longest, columns)
      // Cut lines take a row each; wrapped ones do not scroll sideways, so any count will do.
      rows += 1
      line += 1
    }
    return longest
  }
}
