import PagerKit

/// The hyperlink chosen on a page (`^O^N`, `^O^P`), shown in reverse video and opened by `^O^O`:
/// a run of cells of one link on one line.
package struct LinkSelection: Hashable, Sendable {
  /// The line it is on.
  package var line: Int
  /// The cell of the line's display where the run begins.
  package var column: Int
  /// The link.
  package var link: Hyperlink

  /// A run of `link` from cell `column` of line `line`.
  package init(line: Int, column: Int, link: Hyperlink) {
    self.line = line
    self.column = column
    self.link = link
  }

  /// Every run of linked cells in `display` (line `line`), left to right: a run ends where its
  /// link does or another begins.
  static func runs(in display: DisplayLine, line: Int) -> [LinkSelection] {
    var runs: [LinkSelection] = []
    var previous: Hyperlink?
    for (column, cell) in display.cells.enumerated() {
      defer { previous = cell.style.link }
      guard let link = cell.style.link, link != previous else { continue }
      runs.append(LinkSelection(line: line, column: column, link: link))
    }
    return runs
  }

  /// The cells of this run in `display`, where it is that line's.
  func cells(in display: DisplayLine) -> Range<Int> {
    guard column < display.cells.count, display.cells[column].style.link == link else {
      return column..<column
    }
    var end = column
    while end < display.cells.count, display.cells[end].style.link == link { end += 1 }
    return column..<end
  }
}
