import PagerKit
import TestSupport
import Testing

/// `put(_:column:row:within:)` places a run of cells as placing each of them with
/// `put(_:column:row:)` would: continuations left to their wide glyphs, wide glyphs cut at the
/// frame's edge, the halves of glyphs written over blanked, only within the columns given.
@Suite struct FrameRunTests {
  /// A run as a line renders it: narrow and wide glyphs, each wide one followed by its
  /// continuation, in random looks; now and then a malformed one (a continuation alone, a wide
  /// glyph without its own), which placing cell by cell also takes.
  static func run(_ random: inout SeededGenerator) -> [Cell] {
    var run: [Cell] = []
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      let style = RandomFrames.looks.randomElement(using: &random)!
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        run.append(Cell(glyph: ["a", "é", " "].randomElement(using: &random)!, style: style))
      case 5..<8:
        run.append(Cell(glyph: "日", width: 2, style: style))
        run.append(Cell(glyph: "", width: 0, style: style))
      case 8: run.append(Cell(glyph: "", width: 0, style: style))
      default: run.append(Cell(glyph: "🙂", width: 2, style: style))
      }
    }
    return run
  }

  @Test func aRunIsPlacedAsItsCellsOneByOne() {
    var random = SeededGenerator(seed: 0xF_12A3)
    for step in 0..<3_000 {
      let size = Size(columns: Int.random(in: 1...9, using: &random), rows: 2)
      let frame = RandomFrames.frame(size, &random)
      let run = Self.run(&random)
      let column = Int.random(in: -4...size.columns + 1, using: &random)
      let row = Int.random(in: -1...2, using: &random)
      let lower = Int.random(in: -2...size.columns, using: &random)
      let columns = lower..<max(lower, Int.random(in: -1...size.columns + 2, using: &random))
      var placed = frame
      placed.put(run, column: column, row: row, within: columns)
      var oneByOne = frame
      for (offset, cell) in run.enumerated() {
        let at = column + offset
        if cell.width > 0, columns.contains(at) { oneByOne.put(cell, column: at, row: row) }
      }
      #expect(placed == oneByOne, "step \(step): \(run.count) cells at \(column) within \(columns)")
    }
  }

  @Test func aRunWritesOverTheHalvesOfWideGlyphsAtItsEnds() {
    var frame = Frame(width: 6, height: 1)
    frame.write("日日日", column: 0, row: 0, style: .plain)
    frame.put(
      [Cell(glyph: "a", style: .plain), Cell(glyph: "b", style: .plain)], column: 1, row: 0,
      within: 0..<6)
    #expect((0..<6).map { frame[$0, 0].glyph } == [" ", "a", "b", " ", "日", ""])
  }
}
