import PagerKit

/// What a table view's page marks: the current column in bold, its header and current cell in
/// reverse video, and the separators between columns dim, so the columns read apart.
package struct TableMark: Hashable, Sendable {
  /// Where each column lies on a row laid out (``TableDocument/columnSpans``).
  package var spans: [Range<Int>]
  /// The current column.
  package var column: Int
  /// The line of the view the current cell is on.
  package var cellLine: Int?

  /// A mark of column `column` of `spans`, its cell on line `cellLine`.
  package init(spans: [Range<Int>], column: Int, cellLine: Int?) {
    self.spans = spans
    self.column = column
    self.cellLine = cellLine
  }

  /// `display`, line `line` of the view (a header line when `isHeader`), marked.
  package func marked(_ display: DisplayLine, line: Int, isHeader: Bool = false) -> DisplayLine {
    var marked = display
    let cells = 0..<display.cells.count
    for (span, next) in zip(spans, spans.dropFirst()) where span.upperBound < next.lowerBound {
      for cell in (span.upperBound..<next.lowerBound).clamped(to: cells) {
        marked.cells[cell].style.attributes.insert(.dim)
      }
    }
    guard spans.indices.contains(column) else { return marked }
    let current = spans[column].clamped(to: cells)
    // A rule under a header is drawn, not read: it stays as it is.
    let isRule = current.allSatisfy { display.cells[$0].glyph == "─" }
    let inReverse = line == cellLine || (isHeader && !isRule)
    for cell in current where !isRule {
      marked.cells[cell].style.attributes.insert(inReverse ? .reverse : .bold)
    }
    return marked
  }
}
