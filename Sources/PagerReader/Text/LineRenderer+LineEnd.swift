import PagerKit

/// The carriage return of a `\r\n` line end, shown as `^M` after the line's text as less's `-u`
/// and `-U` show it. A document's lines leave it out with the `\n` (searches, filters and counts
/// never see it); only the cells the screen lays out get it, from the bit the line index keeps.
extension LineRenderer {
  /// The cells that follow the text of a line ended by `\r\n` (`endsWithReturn`) or `\n`: `^M`
  /// in reverse video, as other controls show, when ``showsLineEndReturns``; none otherwise.
  package func lineEndCells(endsWithReturn: Bool) -> [Cell] {
    guard showsLineEndReturns, endsWithReturn else { return [] }
    var builder = DisplayLineBuilder(base: base, capacity: 2)
    builder.appendCaret(0x0D)
    return builder.cells
  }

  /// The cells that follow the text of line `index` of `document`; the document is asked only
  /// while line ends' returns show.
  package func lineEndCells(ofLine index: Int, in document: some TextDocument) -> [Cell] {
    guard showsLineEndReturns else { return [] }
    return lineEndCells(endsWithReturn: document.lineEndsWithReturn(index))
  }

  /// `display`, the cells of line `index` of `document`, with its line end's cells after them.
  package func endingLine(
    _ display: DisplayLine, ofLine index: Int, in document: some TextDocument
  ) -> DisplayLine {
    let end = lineEndCells(ofLine: index, in: document)
    guard !end.isEmpty else { return display }
    var ended = display
    ended.cells += end
    ended.unbrokenEnd = end.count
    return ended
  }

  /// Line `index` of `document` as the page lays it out: its text, then its line end's cells.
  package func render(line index: Int, of document: some TextDocument) -> DisplayLine {
    endingLine(render(document.line(index)), ofLine: index, in: document)
  }
}
