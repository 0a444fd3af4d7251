import PagerKit

/// A table's widths, learned from its first rows, grow to the wider cells of the rows shown
/// later (an id of six digits under a hundred ids of three), at most once a second, so the page
/// does not jump as each new row scrolls in.
extension PagerScreen {
  /// The least time between two changes of a table's widths, in milliseconds.
  package static let tableWidthsInterval = 1000.0

  /// Widens the shown table's columns to the wider cells its rows shown so far hold, unless they
  /// grew less than a second ago.
  mutating func refineTableWidths(at now: Instant) {
    guard millisecondsToTableWidths(at: now) == 0,
      let table = table(ofTab: pager.selectedIndex), table.adoptWiderCells()
    else { return }
    settings.tableWidthsGrew = now
    revealTableColumn()
  }

  /// Milliseconds until the shown table's widths are due to grow to its wider cells shown; nil
  /// when none is wider.
  package func millisecondsToTableWidths(at now: Instant) -> Double? {
    guard let table = table(ofTab: pager.selectedIndex), table.hasWiderCells else { return nil }
    guard let last = settings.tableWidthsGrew else { return 0 }
    return max(0, Self.tableWidthsInterval - (now.milliseconds - last.milliseconds))
  }
}
