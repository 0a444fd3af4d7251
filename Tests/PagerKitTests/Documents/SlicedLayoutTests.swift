import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// A long line laid out in slices of a byte budget gives the same rows as laid out at once, and
/// `G` on it waits for the layout a tick at a time, dropped by any key.
@Suite struct SlicedLayoutTests {
  /// About `count` bytes of text that is mostly not ASCII: accents, wide glyphs, tabs, colours.
  static func mixedLine(_ count: Int) -> [UInt8] {
    let parts = ["é", "漢字", "\t", "\u{1B}[31mred\u{1B}[0m", "ascii words ", "ü"].map {
      Array($0.utf8)
    }
    var line: [UInt8] = []
    var random = SeededGenerator(seed: 9)
    while line.count < count { line += parts[Int(random.next() % UInt64(parts.count))] }
    return line
  }

  static func text(_ rows: [[Cell]]) -> [String] { rows.map { $0.map(\.glyph).joined() } }

  @Test(arguments: [1, 3_000, 50_000])
  func aSlicedLayoutEndsWhereAWholeOneDoes(budget: Int) {
    let document = PiecewiseDocument([Self.mixedLine(300_000)])
    let length = document.lineLength(0)
    var whole = LongLineLayout(length: length, width: 37, renderer: LineRenderer(), pieceSize: 2000)
    let rowCount = whole.rowCount(line: 0, in: document)
    var sliced = LongLineLayout(
      length: length, width: 37, renderer: LineRenderer(), pieceSize: 2000)
    var calls = 0
    var laidOut = 0.0
    while !sliced.advance(budget: budget, line: 0, in: document) {
      let now = sliced.laidOutFraction * Double(length)
      // The budget, and at most one piece more.
      #expect(now - laidOut <= Double(budget + 2000) + 1, "call \(calls)")
      #expect(now > laidOut, "every call gets on")
      laidOut = now
      calls += 1
    }
    #expect(calls >= length / (budget + 2000) - 1)
    #expect(sliced.isLaidOut && sliced.laidOutFraction == 1)
    #expect(sliced.rowCount(line: 0, in: document) == rowCount)
    for first in [0, 17, rowCount / 2, rowCount - 3] {
      #expect(
        Self.text(sliced.rows(from: first, count: 5, line: 0, in: document))
          == Self.text(whole.rows(from: first, count: 5, line: 0, in: document)))
    }
  }

  @Test func countingRowsUpToALimitLaysOutOnlyThatFar() {
    let document = PiecewiseDocument([Self.mixedLine(300_000)])
    var layout = LongLineLayout(
      length: document.lineLength(0), width: 40, renderer: LineRenderer(), pieceSize: 2000)
    #expect(layout.rowCount(atMost: 30, line: 0, in: document) == 30)
    #expect(layout.laidOutFraction < 0.05)
    #expect(!layout.isLaidOut)
  }

  @Test func aGrownLineKeepsItsLayoutAndEndsAsAFreshOne() {
    final class Growing: TextDocument {
      var bytes: [UInt8]
      init(_ bytes: [UInt8]) { self.bytes = bytes }
      var lineCount: Int { 1 }
      var isComplete: Bool { false }
      func line(_ index: Int) -> [UInt8] { bytes }
      func prepareLines(through index: Int) -> Int { 1 }
    }
    let full = Self.mixedLine(200_000)
    let document = Growing(Array(full[..<120_000]))
    var layout = LongLineLayout(
      length: 120_000, width: 50, renderer: LineRenderer(), pieceSize: 3000)
    _ = layout.rowCount(line: 0, in: document)
    document.bytes = full
    var grown = layout.extended(to: full.count)
    #expect(!grown.isLaidOut && grown.laidOutFraction < 0.6)
    var fresh = LongLineLayout(
      length: full.count, width: 50, renderer: LineRenderer(), pieceSize: 3000)
    let rows = fresh.rowCount(line: 0, in: document)
    #expect(grown.rowCount(line: 0, in: document) == rows)
    #expect(
      Self.text(grown.rows(from: rows - 4, count: 4, line: 0, in: document))
        == Self.text(fresh.rows(from: rows - 4, count: 4, line: 0, in: document)))
  }

  @Test func goingToTheEndOfAHugeLineWaitsATickAtATimeAndAKeyDropsIt() throws {
    let document = PiecewiseDocument([Array("first".utf8), Self.mixedLine(3_000_000)])
    var screen = try PagerScreen(
      preset: .documents(titled: ["doc"]), size: Size(columns: 40, rows: 12),
      animationDuration: 0, documents: [document])
    screen.update(.scroll(.bottom), at: .zero)
    #expect(screen.pendingScroll != nil && screen.isMoving(at: .zero))
    var ticks = 0
    var fractions: [Double] = []
    while let pending = screen.pendingScroll, ticks < 1000 {
      fractions.append(pending.fraction)
      screen.update(.tick, at: .zero)
      ticks += 1
    }
    #expect(ticks > 5, "a few megabytes take several ticks")
    #expect(fractions == fractions.sorted(), "it only goes on")
    #expect(!screen.isMoving(at: .zero))
    var expected = DocumentViewport()
    expected.scrollToBottom(in: document, layout: screen.documentLayout)
    #expect(screen.pages[0].viewport == expected)

    var again = try PagerScreen(
      preset: .documents(titled: ["doc"]), size: Size(columns: 41, rows: 12),
      animationDuration: 0, documents: [document])
    again.update(.scroll(.bottom), at: .zero)
    again.update(.tick, at: .zero)
    let status = render(again).lines[11]
    #expect(status.contains("laying out…"), "\(status)")
    again.update(.scroll(.top), at: .zero)
    #expect(again.pendingScroll == nil && !again.isMoving(at: .zero))
    #expect(again.pages[0].viewport == DocumentViewport())
  }
}
