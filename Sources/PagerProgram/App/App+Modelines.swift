import PagerKit
import PagerReader

extension App {
  /// The longest part of a line looked through for a modeline.
  static let modelineBytes = 4096

  /// `--modelines N`: the shown tab's tab stops are those a vim modeline in its first N lines
  /// sets (`vim: set ts=4 :`), as less 704 sets them as it opens a file; a tab with none has the
  /// command line's (`-x`). Each tab's lines are read once, when it is first shown with its
  /// first N lines known (a pipe's may come later).
  mutating func applyModelineTabStops(at now: Instant) {
    let lines = openingOptions.less.modelineLines
    guard lines > 0, let tab = screen.shownTab, let feed = feedsByTab[tab], !feed.opensLater
    else { return }
    if modelineTabStops.index(forKey: tab) == nil {
      let document = feed.document
      let known = document.prepareLines(through: lines - 1)
      guard known >= lines || document.isComplete else { return }
      let set = (0..<min(lines, known)).compactMap { line in
        VimModeline.tabStops(in: document.bytes(ofLine: line, in: 0..<Self.modelineBytes))
      }.last
      // As -x allows them: no two stops further apart than its widest.
      modelineTabStops[tab] = set.flatMap { stops in
        zip([0] + stops.columns, stops.columns + [stops.columns.last! + stops.interval])
          .allSatisfy { $1 - $0 <= Options.widestTabStop } ? stops : nil
      }
    }
    let stops = modelineTabStops[tab].flatMap { $0 } ?? openingOptions.less.tabStops
    if stops != screen.tabStops { screen.update(.setting(.tabStops(stops)), at: now) }
  }
}
