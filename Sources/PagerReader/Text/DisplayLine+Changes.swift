import PagerKit

extension DisplayLine {
  /// The runs of cells that differ from the same columns of `previous`, as `watch -d` marks a
  /// command's output against its last run: a different glyph (or a glyph's continuation where
  /// there was none), or a cell past `previous`'s end. What `previous` had past this line's end is
  /// not shown, so it is not marked.
  package func changes(from previous: DisplayLine) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var start: Int?
    for (column, cell) in cells.enumerated() {
      let changed =
        column >= previous.cells.count
        || previous.cells[column].glyph != cell.glyph
        || previous.cells[column].width != cell.width
      if changed, start == nil { start = column }
      if !changed, let first = start {
        spans.append(first..<column)
        start = nil
      }
    }
    if let first = start { spans.append(first..<cells.count) }
    return spans
  }

  /// The line with the cells of `spans` in reverse video (set, not toggled), as `watch -d`
  /// shows what changed.
  func emphasized(_ spans: [Range<Int>]) -> DisplayLine {
    var line = self
    for span in spans {
      for index in span.clamped(to: 0..<cells.count) {
        line.cells[index].style.attributes.insert(.reverse)
      }
    }
    return line
  }
}
