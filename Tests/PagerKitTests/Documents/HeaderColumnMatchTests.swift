import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Header columns passed over (`--no-search-header-columns`) on each way a line is matched: the
/// quick match on its bytes, the scan of many lines at once, and a long line's pieces all say
/// what matching the rendered line with the columns cut off says; header lines passed over
/// (`--no-search-header-lines`) are neither counted nor judged.
@Suite struct HeaderColumnMatchTests {
  static let skipping = MatchConditions(skippedColumns: 5)
  static let patterns = ["needle", "^needle", "\\bneedle", "ne+dle", "^\\w+", "dle$", "e\\b"]
  static let lines = [
    "needle in the header", "row  needle", "rowneedle past", "ID   needle", "needl",
    "\tneedle after a tab", "é    needle", "row  xneedle", "row  ",
  ]

  static func rendered(_ search: TextSearch, _ line: String) -> LineMatch {
    search.find(in: LineRenderer().render(Array(line.utf8)))
  }

  @Test func theQuickMatchOnTheBytesCutsTheColumnsOffAsTheRenderedLineDoes() {
    for pattern in Self.patterns {
      let search = TextSearch(pattern: pattern).meeting(Self.skipping)
      for line in Self.lines {
        #expect(
          search.find(inBytes: Array(line.utf8)) == Self.rendered(search, line),
          "\(pattern) on \(line)")
      }
    }
    let search = TextSearch(pattern: "^needle").meeting(Self.skipping)
    #expect(search.find(inBytes: Array("row  needle".utf8)) == .found(5..<11), "^ after them")
    #expect(search.find(inBytes: Array("needle in".utf8)) == .none)
  }

  @Test func aScanOfManyLinesFindsTheLinesEachMatchedAloneFinds() {
    let text = Array((Self.lines.joined(separator: "\n") + "\n").utf8)
    for pattern in Self.patterns {
      let search = TextSearch(pattern: pattern).meeting(Self.skipping)
      #expect(search.scansInChunks, "\(pattern): still a chunk at a time")
      let alone = Self.lines.indices.filter {
        search.find(inBytes: Array(Self.lines[$0].utf8)).isFound
      }
      #expect(ChunkScanTests.scanned(text, search).matches == alone, "\(pattern)")
    }
  }

  @Test func theMatchAcrossLinesIsKeptUnlessThePatternLooksBeforeItsStart() {
    #expect(TextSearch(pattern: "ne+dle").meeting(Self.skipping).acrossLines != nil)
    #expect(
      TextSearch(pattern: "need[l]e").meeting(MatchConditions(subpatterns: [1])).acrossLines != nil)
    #expect(TextSearch(pattern: "^needle").meeting(Self.skipping).acrossLines == nil)
    #expect(TextSearch(pattern: "\\bneedle").meeting(Self.skipping).acrossLines == nil)
    #expect(TextSearch(pattern: "^needle").acrossLines != nil)
  }

  @Test func aLongLinesPiecesPassOverTheColumnsToo() {
    let tail = String(repeating: "x", count: 300)
    let document = MemoryDocument(["needle " + tail, "row  needle " + tail, "^ " + tail])
    for (pattern, expected) in [
      ("needle", [false, true, false]), ("^needle", [false, true, false]),
    ] {
      let search = TextSearch(pattern: pattern).meeting(Self.skipping)
      let found = (0..<3).map {
        search.hasMatch(
          inLine: $0, of: document, renderer: LineRenderer(), wholeLineLimit: 100, pieceSize: 64)
      }
      #expect(found == expected, "\(pattern)")
      let column = search.firstMatchColumn(
        inLine: 1, of: document, wholeLineLimit: 100, pieceSize: 64)
      #expect(column == 5, "\(pattern)")
    }
    let plain = TextSearch(pattern: "needle")
    #expect(plain.hasMatch(inLine: 0, of: document, renderer: LineRenderer(), wholeLineLimit: 100))
  }

  @Test func headerLinesAreNotLookedAt() {
    let document = MemoryDocument(["needle head", "needle", "row", "needle"])
    let search = TextSearch(pattern: "needle").meeting(MatchConditions(skippedLines: 2))
    var count = MatchCount(search: search)
    _ = count.advance(budget: 1_000_000, in: document, renderer: LineRenderer())
    #expect(count.count == 1 && count.keptLines == [3])
    let filter = FilteredDocument(base: document, search: search, inverted: true, headerCount: 2)
    filter.advance(budget: 1_000_000)
    #expect(filter.keptCount == 1, "only the row is judged, and kept")
    #expect(filter.lineCount == 3, "the header's two lines and the row")
  }
}
