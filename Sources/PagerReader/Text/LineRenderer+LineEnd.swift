import PagerKit

/// The carriage return of a `\r\n` line end, shown as `^M` after the line's text as less's `-u`
/// and `-U` show it. A document's lines leave it out with the `\n` (searches, filters and counts
/// never see it); only the cells the screen lays out get it, from the bit the line index keeps.
extension LineRenderer {
  /// The cells that follow the text of a line ended by `\r\n` (`endsWithReturn`) or `\n`: `^M`
  /// in reverse video, as other controls show, when ``showsLineEndReturns``; none otherwise.
  package func lineEndCells(endsWithReturn: Bool) -> [Cell] {
    guard showsLineEndReturns, endsWithReturn else { return [] }
    var cells: [Cell] = []
    appendReturn(to: &cells)
    return cells
  }

  /// Adds `^M` to `cells` in the look ``DisplayLineBuilder`` gives controls (the base style in
  /// reverse video), straight into the line's own array: a frame of such lines makes no more.
  private func appendReturn(to cells: inout [Cell]) {
    var style = base
    style.attributes.formSymmetricDifference(.reverse)
    cells.append(Cell(glyph: "^", width: 1, style: style))
    cells.append(Cell(glyph: "M", width: 1, style: style))
  }

  /// The cells that follow the text of line `index` of `document`; the document is asked only
  /// while line ends' returns show.
  package func lineEndCells(ofLine index: Int, in document: some TextDocument) -> [Cell] {
    guard showsLineEndReturns else { return [] }
    return lineEndCells(endsWithReturn: document.lineEndsWithReturn(index))
  }

  /// Adds line `index`'s line end cells to `display`, the cells of its text, which wrap as one.
  package func end(_ display: inout DisplayLine, ofLine index: Int, in document: some TextDocument)
  {
    guard showsLineEndReturns, document.lineEndsWithReturn(index) else { return }
    appendReturn(to: &display.cells)
    display.unbrokenEnd = 2
  }

  /// Line `index` of `document` as the page lays it out: its text, then its line end's cells.
  package func render(line index: Int, of document: some TextDocument) -> DisplayLine {
    var display = render(document.line(index))
    end(&display, ofLine: index, in: document)
    return display
  }
}
