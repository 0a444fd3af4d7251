import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// A search through a long line in slices of a byte budget finds what a search at once finds, and
/// `/` on a screen goes on a tick at a time, dropped by any key.
@Suite struct SlicedSearchTests {
  /// A long line that is mostly not ASCII, with `NEEDLE` near its end.
  static let line = SlicedLayoutTests.mixedLine(2_000_000) + Array("NEEDLE".utf8) + Array("é".utf8)

  @Test(arguments: [1, 5_000, 100_000])
  func aSlicedScanFindsWhatAWholeOneFinds(budget: Int) {
    let document = PiecewiseDocument([Array("first".utf8), Self.line])
    let search = TextSearch(pattern: "NEEDLE")
    let whole = search.firstMatchColumn(inLine: 1, of: document)
    #expect(whole != nil)
    var scan = LongLineScan(
      line: 1, length: Self.line.count, search: search, renderer: LineRenderer(), pieceSize: 4000)
    var calls = 0
    var outcome = LongLineScan.Outcome.paused
    while outcome == .paused {
      let before = scan.offset
      outcome = scan.advance(budget: budget, in: document)
      #expect(scan.offset - before <= budget + 4000, "the budget, and at most one piece more")
      calls += 1
    }
    #expect(outcome == .found(column: whole!))
    #expect(calls >= Self.line.count / (budget + 4000))
    var missing = LongLineScan(
      line: 1, length: Self.line.count, search: TextSearch(pattern: "ABSENT"),
      renderer: LineRenderer())
    var last = LongLineScan.Outcome.paused
    while last == .paused { last = missing.advance(budget: 300_000, in: document) }
    #expect(last == .notFound)
  }

  /// Once a slice's time is up the scan stops after the piece it is on, whatever its budget:
  /// a key waits on one piece at most.
  @Test func aScanPausesAfterAPieceOnceItsTimeIsUp() {
    let document = PiecewiseDocument([Self.line])
    var scan = LongLineScan(
      line: 0, length: Self.line.count, search: TextSearch(pattern: "NEED[L]E"),
      renderer: LineRenderer())
    var outcome = LongLineScan.Outcome.paused
    var calls = 0
    while outcome == .paused {
      let before = scan.offset
      outcome = scan.advance(budget: .max, in: document, pausing: { true })
      #expect(scan.offset - before <= LongLineScan.defaultPieceSize, "one piece a call")
      calls += 1
    }
    let whole = TextSearch(pattern: "NEED[L]E").firstMatchColumn(inLine: 0, of: document)
    #expect(outcome == .found(column: whole!))
    #expect(calls > Self.line.count / LongLineScan.defaultPieceSize)
  }

  /// A regular expression's match that begins in one piece of a long line and ends in a later
  /// one is found, as on the line matched whole; plain text's too.
  @Test(arguments: [
    ("start.*end", true), ("start[a-z ]*?end", true), ("start[0-9]+end", false),
    ("start x", true), ("t xxx", true), ("(st|ar)art x+ end", true),
  ])
  func aMatchAcrossPiecesIsFound(pattern: String, matches: Bool) {
    // `start` near the end of the first 4,000-byte piece, `end` in the third.
    let line = Array(
      (String(repeating: "-", count: 3_990) + "start " + String(repeating: "x", count: 5_000)
        + " end" + String(repeating: "-", count: 3_000)).utf8)
    let document = PiecewiseDocument([line])
    let search = TextSearch(pattern: pattern)
    let whole = search.find(in: LineRenderer().render(line))
    #expect(whole.isFound == matches, "matched whole")
    var scan = LongLineScan(
      line: 0, length: line.count, search: search, renderer: LineRenderer(), pieceSize: 4000)
    var outcome = LongLineScan.Outcome.paused
    while outcome == .paused { outcome = scan.advance(budget: 1, in: document) }
    if case .found(let range) = whole {
      #expect(outcome == .found(column: range.lowerBound))
    } else {
      #expect(outcome == .notFound)
    }
  }

  /// Counts and filters walk lines a budget at a time, a huge line included: before, a count
  /// started by a pattern typed at the prompt scanned a 48 MB line in one go, for seconds.
  @Test(arguments: ["NEEDLE", "NEED[L]E", "ABSENT", "ABSEN[T]"])
  func aWalkLooksAtAHugeLineABudgetAtATime(pattern: String) {
    let document = PiecewiseDocument([
      Array("NEEDLE first".utf8), Self.line, Array("last".utf8), Array("NEEDLE".utf8),
    ])
    let search = TextSearch(pattern: pattern)
    var walk = LineWalk(search: search)
    var visited: [Int: Bool] = [:]
    var calls = 0
    var caughtUp = false
    while !caughtUp {
      let walked = walk.advance(in: document, budget: 100_000, renderer: LineRenderer()) {
        for line in $0 { visited[line] = $1 }
      }
      #expect(walked.spent <= 100_000 + LinePiece.size, "the budget, and at most one piece more")
      caughtUp = walked.caughtUp
      calls += 1
    }
    #expect(calls > Self.line.count / (100_000 + LinePiece.size))
    let expected = (0..<4).map {
      search.hasMatch(inLine: $0, of: document, renderer: LineRenderer())
    }
    #expect((0..<4).map { visited[$0] } == expected)
    #expect(expected[1] == pattern.hasPrefix("NEED"))
  }

  @Test func searchingAHugeLineGoesOnATickAtATimeUnderScrollingAndEscDropsIt() throws {
    let document = PiecewiseDocument([Array("first".utf8), Self.line, Array("last".utf8)])
    func screen() throws -> PagerScreen {
      var screen = try PagerScreen(
        preset: .documents(titled: ["doc"]), size: Size(columns: 40, rows: 12),
        animationDuration: 0, documents: [document])
      screen.update(.prompt(.open), at: .zero)
      for character in "NEEDLE" { screen.update(.prompt(.insert(character)), at: .zero) }
      screen.update(.prompt(.submit), at: .zero)
      return screen
    }
    var searching = try screen()
    #expect(searching.pendingSearch != nil && searching.isMoving(at: .zero))
    #expect(render(searching).lines[11].contains("searching…"))
    var ticks = 0
    while searching.pendingSearch != nil, ticks < 1000 {
      searching.update(.tick, at: .zero)
      ticks += 1
    }
    #expect(ticks > 3)
    #expect(render(searching).lines.contains { $0.contains("NEEDLE") })
    #expect(searching.pages[0].viewport.topLine == 1)

    // A scroll acts at once and the search goes on; the match it finds then waits for `n`.
    var scrolled = try screen()
    scrolled.update(.scroll(.lines(1)), at: .zero)
    #expect(scrolled.pages[0].viewport.topLine == 1)
    #expect(scrolled.pendingSearch != nil)
    let scrolledTo = scrolled.pages[0].viewport
    ticks = 0
    while scrolled.pendingSearch != nil, ticks < 1000 {
      scrolled.update(.tick, at: .zero)
      ticks += 1
    }
    #expect(scrolled.pages[0].viewport == scrolledTo, "the page stays where the user took it")
    #expect(!render(scrolled).lines.contains { $0.contains("NEEDLE") })
    #expect(scrolled.message == "found on line 2: n shows it")
    scrolled.update(.repeatSearch(reversed: false), at: .zero)
    #expect(render(scrolled).lines.contains { $0.contains("NEEDLE") })

    var dropped = try screen()
    dropped.update(.cancelSearch, at: .zero)
    // The search is dropped; counting the tab's matches goes on in the background.
    #expect(dropped.pendingSearch == nil && dropped.isCounting)
    #expect(!render(dropped).lines[11].contains("searching…"))
  }

  /// Issue 29, case 18: a line that is one emoji joined to the next 28,086 times is one
  /// grapheme cluster, which pieces of the line cut in two. The page's pieces left a lone `👨`
  /// at its end, highlighted, while the count and the search cut the line elsewhere and found
  /// nothing there ("Pattern not found", a title count of 0). Both now cut it alike.
  @Test func aLineOfOneHugeClusterIsCountedWhereItIsHighlighted() throws {
    let man = "\u{1F468}"
    let line = man + String(repeating: "\u{200D}" + man, count: 28_086)
    var screen = try PagerScreen(
      preset: .documents(titled: ["doc"]), size: Size(columns: 60, rows: 12),
      animationDuration: 0, documents: [MemoryDocument(["first", line, "last"])])
    screen.submitSearch(for: man, at: .zero)
    for _ in 0..<100 where screen.isCounting || screen.pendingSearch != nil {
      screen.update(.tick, at: .zero)
    }
    let frame = render(screen)
    let highlighted = (0..<frame.height - 1).filter { row in
      !columns(frame, row: row) { $0.style.attributes.contains(.reverse) }.isEmpty
    }
    #expect(!highlighted.isEmpty, "the page shows the match")
    #expect(screen.pages[0].matchCount?.count == 1, "and the count has it")
    #expect(screen.message?.hasPrefix("Pattern not found") != true, "\(screen.message ?? "")")
  }
}
