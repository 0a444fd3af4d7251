/// One bar drawn upright in cells of eighths: its height scaled to the tallest bar's, its errors
/// stacked at the bottom.
package struct TimelineColumn: Equatable, Sendable {
  /// How one cell of the bar looks.
  package struct Cell: Equatable, Sendable {
    /// Eighths of the cell filled from its bottom, 1 to 8.
    package var eighths: Int
    /// Whether errors fill half of it or more (or any of the bottom cell), so that it is drawn
    /// in the errors' colour.
    package var isError: Bool
  }

  /// The bar's cells from the bottom up, as many as it is tall.
  package let cells: [Cell]

  /// The block that fills `eighths` eighths of a cell from its bottom.
  package static func block(_ eighths: Int) -> Character {
    let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    return blocks[max(1, min(8, eighths)) - 1]
  }

  /// The bar of `count` on `rows` rows, scaled so that `peak` lines fill them all: a bar with a
  /// line shows at least an eighth, and its errors at least an eighth.
  package init(_ count: TimelineCounts.Count, peak: Int, rows: Int) {
    guard count.lines > 0, peak > 0, rows > 0 else {
      cells = []
      return
    }
    let full = rows * 8
    func eighths(_ lines: Int) -> Int {
      lines <= 0 ? 0 : max(1, (lines * full + peak / 2) / peak)
    }
    let total = min(full, eighths(count.lines))
    let errors = min(total, eighths(min(count.errors, count.lines)))
    cells = stride(from: 0, to: total, by: 8).map { bottom in
      let filled = min(8, total - bottom)
      let errorEighths = max(0, min(filled, errors - bottom))
      // Any error shows, in the bottom cell at least.
      return Cell(
        eighths: filled, isError: errorEighths > 0 && (errorEighths * 2 >= filled || bottom == 0))
    }
  }
}
