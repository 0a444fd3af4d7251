import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Grapheme clusters of several code points are measured whole, rendered in one cell, and never
/// cut by fitting text into a width.
@Suite struct GraphemeWidthTests {
  @Test(arguments: GraphemeSample.all)
  func eachClusterIsOneCharacterOfItsWidth(_ sample: GraphemeSample) {
    #expect(sample.text.count == 1, "Swift segments it as one Character")
    #expect(ColumnWidth.of(Character(sample.text)) == sample.columns)
    #expect(ColumnWidth.of(sample.text + "|") == sample.columns + 1)
  }

  @Test(arguments: GraphemeSample.all)
  func theRendererPutsTheWholeClusterInOneCellAndWhatFollowsAfterIt(_ sample: GraphemeSample) {
    let line = LineRenderer().render(Array("a\(sample.text)|b".utf8))
    #expect(line.cells[1].glyph == sample.text)
    #expect(Int(line.cells[1].width) == sample.columns)
    if sample.columns == 2 { #expect(line.cells[2] == Cell(glyph: "", width: 0, style: .plain)) }
    #expect(line.cells[1 + sample.columns].glyph == "|")
    #expect(line.columns == sample.columns + 3)
  }

  @Test func aJoinerAtTheEndDoesNotMakeALetterOrDigitWide() {
    #expect(ColumnWidth.of(Character("1\u{200D}")) == 1)
    #expect(ColumnWidth.of(Character("1\u{20E3}")) == 1)
  }

  @Test func truncatingNeverCutsACluster() {
    let flags = "🇫🇷🇩🇪🇮🇹"
    #expect(ColumnWidth.of(flags) == 6)
    #expect(TextFit.truncate(flags, toColumns: 5) == "🇫🇷🇩🇪…")
    #expect(TextFit.truncate(flags, toColumns: 4) == "🇫🇷…")
    let family = "👨\u{200D}👩\u{200D}👧"
    #expect(TextFit.truncate(family + "abc", toColumns: 4) == family + "a…")
    #expect(TextFit.truncate(family + "abc", toColumns: 2) == "…")
    #expect(TextFit.truncate("👍🏽👍🏽", toColumns: 3) == "👍🏽…")
  }

  @Test func aFrameWritesAClusterIntoOneCell() {
    var frame = Frame(width: 6, height: 1)
    #expect(frame.write("🇫🇷x👍🏽", column: 0, row: 0, style: .plain) == 5)
    #expect(frame[0, 0].glyph == "🇫🇷")
    #expect(frame[2, 0].glyph == "x")
    #expect(frame[3, 0].glyph == "👍🏽")
  }
}
