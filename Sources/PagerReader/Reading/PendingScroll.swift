import PagerKit

/// A scroll to the end that waits on the layout of a long line: `G` on a gigabyte line with no
/// newline cannot know the last row until the line is laid out, which takes seconds for text
/// that is not plain ASCII. The screen lays it out a slice each ``ScreenEvent/tick``, showing
/// where it has got, so keys keep being answered; any key drops it. Before that, `G` on a file
/// still being indexed waits for the index to reach the end, which may take minutes for a huge
/// file: it is ``isReading`` meanwhile, and the indexing goes on a slice a tick, or on workers.
/// `G`, `N%` and `NG` on a filter still looking through its text wait for it likewise
/// (``isFinding``), and land where they would have had it been done at once.
package struct PendingScroll: Hashable, Sendable {
  /// Bytes of a long line searched or matched in one tick at most (plain ASCII counts a
  /// sixteenth); the slice's clock stops it sooner.
  package static let budget = 256 * 1024
  /// Bytes of a long line laid out in one tick at most: one piece, about 10 ms of text that is
  /// not ASCII, so a key waits no longer than that.
  package static let layoutBudget = LinePiece.size

  /// The tab whose page scrolls, by its id: a scroll whose tab closed ends.
  package let tab: TabID
  /// How far the layout of the line it waits on has got, 0 … 1; how far the index has got
  /// while ``isReading``.
  package internal(set) var fraction: Double
  /// Whether it waits for the document's lines to be learned to its end.
  package internal(set) var isReading = false
  /// Where it goes once the lines are known, when not to the end: a percentage of the lines.
  var percent: Int?
  /// Where it goes once the lines are known, when not to the end: this line, numbered from 1.
  var line: Int?
  /// Where it goes once the lines are known, when not to the end: the line holding this byte.
  var byte: Int?
  /// Whether it waits for lines to be found (a filter), rather than read.
  package internal(set) var isFinding = false

  /// "laying out… 37%", "reading… 37%" or "filtering… 37%", for the status line.
  package var summary: String {
    let doing = isFinding ? "filtering" : isReading ? "reading" : "laying out"
    return "\(doing)… \(Int(fraction * 100))%"
  }

  /// How far `document` has been read: the share of its bytes indexed, 0 when unknown.
  static func readFraction(of document: some TextDocument) -> Double {
    guard let total = document.byteTotal, total > 0,
      let known = document.byteOffset(ofLine: document.lineCount)
    else { return 0 }
    return min(1, Double(known) / Double(total))
  }
}

extension PageState {
  /// Goes a step towards the end of the document: lays out `budget` bytes more of the first long
  /// line not yet laid out among those the last page shows, and shows how far that has got; once
  /// none is left, goes to the end. Returns how far it has got, or nil once at the end.
  mutating func advanceToBottom(layout: DocumentLayout, budget: Int) -> Double? {
    guard let document else { return nil }
    guard let line = Self.unfinishedLineAtBottom(of: document, layout: layout) else {
      viewport.scrollToBottom(in: document, layout: layout)
      return nil
    }
    guard let (fraction, rows) = layout.advanceLayout(ofLine: line, in: document, budget: budget)
    else { return advanceToBottom(layout: layout, budget: 0) }
    viewport.show(line: line, row: rows - layout.rows)
    return fraction
  }

  /// The last long line not yet laid out whose rows the last page shows, walking up from the end
  /// as ``DocumentViewport`` finds the bottom.
  private static func unfinishedLineAtBottom(
    of document: some TextDocument, layout: DocumentLayout
  ) -> Int? {
    var line = document.lineCount - 1
    var remaining = layout.rows
    while line >= 0, remaining > 0 {
      if layout.isUnfinished(line: line, in: document) { return line }
      remaining -= layout.rowCount(ofLine: line, in: document)
      line -= 1
    }
    return nil
  }
}
