import PagerKit

/// A table's widths, learned from its first rows, grow to the wider cells of the rows shown
/// later (an id of six digits under a hundred ids of three) and of every row, which workers
/// measure in a file or a stream that has ended, at most once a second, so the page does not
/// jump as each new row scrolls in or the measuring goes on.
extension PagerScreen {
  /// The least time between two changes of a table's widths, in milliseconds.
  package static let tableWidthsInterval = 1000.0

  /// Widens the shown table's columns to the wider cells its rows shown so far hold, and the
  /// workers measured, unless they grew less than a second ago; asks the workers to measure
  /// every row once the first frame is drawn.
  mutating func refineTableWidths(at now: Instant) {
    guard let table = table(ofTab: pager.selectedIndex) else { return }
    if settings.measuresTables, table.widthsJob == nil, table.lineCount >= table.headerRows,
      let scanner = table.base as? ScansTableRowsOffLoop
    {
      table.widthsJob = scanner.measureTableColumns(
        reader: table.rowReader, firstLine: table.firstDataLine)
    }
    table.takeMeasuredWidths()
    guard millisecondsToTableWidths(at: now) == 0, table.adoptWiderCells() else { return }
    settings.tableWidthsGrew = now
    revealTableColumn()
  }

  /// Notes that the first frame is drawn: from now on, workers may measure the tables' cells.
  package mutating func firstFrameDrawn(at now: Instant) {
    settings.measuresTables = true
    refineTableWidths(at: now)
  }

  /// Milliseconds until the shown table's widths are due to grow to its wider cells shown; nil
  /// when none is wider.
  package func millisecondsToTableWidths(at now: Instant) -> Double? {
    guard let table = table(ofTab: pager.selectedIndex), table.hasWiderCells else { return nil }
    guard let last = settings.tableWidthsGrew else { return 0 }
    return max(0, Self.tableWidthsInterval - (now.milliseconds - last.milliseconds))
  }
}
