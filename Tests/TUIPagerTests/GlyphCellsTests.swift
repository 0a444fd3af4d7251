import CNcursesw
import Glibc
import TestSupport
import Testing

@testable import PagerProgram

/// What goes out for each grapheme cluster, measured as tmux 3.3 measures it (glibc's `wcwidth`
/// in a UTF-8 locale): the pieces always make the frame's width; only a printable cluster goes
/// out whole, where the terminal measures clusters.
@Suite struct GlyphCellsTests {
  /// glibc's width of `scalar` in a UTF-8 locale set for this thread only (setlocale would
  /// change it under every other test running at the same time).
  private static func systemWidth(_ scalar: Unicode.Scalar) -> Int {
    let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
    let previous = uselocale(utf8)
    defer {
      uselocale(previous)
      freelocale(utf8)
    }
    return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
  }

  private static func pieces(_ text: String, columns: Int) -> [[Unicode.Scalar]] {
    GlyphCells.pieces(of: text, columns: columns, width: systemWidth).map(\.scalars)
  }

  @Test(arguments: GraphemeSample.all)
  func thePiecesTakeTheFramesColumnsAndNeverEndInAJoiner(_ sample: GraphemeSample) {
    let pieces = GlyphCells.pieces(
      of: sample.text, columns: sample.columns, width: Self.systemWidth)
    #expect(pieces.reduce(0) { $0 + $1.width } == sample.columns)
    for piece in pieces {
      #expect(piece.width == Self.systemWidth(piece.scalars[0]))
      #expect(piece.scalars.count <= GlyphCells.maximumScalars)
      #expect(piece.scalars.last?.value != 0x200D)
    }
  }

  /// The shortcut for a cell of one scalar goes out as the pieces would: that scalar alone.
  @Test(arguments: GraphemeSample.all)
  func aLoneScalarIsWhatThePiecesWouldBe(_ sample: GraphemeSample) {
    let lone = GlyphCells.loneScalar(
      of: sample.text, columns: sample.columns, width: Self.systemWidth)
    let pieces = Self.pieces(sample.text, columns: sample.columns)
    if let lone { #expect(pieces == [[lone]]) }
    #expect((lone != nil) == (sample.text.unicodeScalars.count == 1 && pieces.count == 1))
  }

  @Test func aLoneScalarOfTheCellsWidthNeedsNoCutting() {
    #expect(GlyphCells.loneScalar(of: "a", columns: 1, width: Self.systemWidth) == "a")
    #expect(GlyphCells.loneScalar(of: "日", columns: 2, width: Self.systemWidth) == "日")
    #expect(GlyphCells.loneScalar(of: "日", columns: 1, width: Self.systemWidth) == nil)
    #expect(GlyphCells.loneScalar(of: "e\u{301}", columns: 1, width: Self.systemWidth) == nil)
    #expect(GlyphCells.loneScalar(of: "\u{7}", columns: 1, width: Self.systemWidth) == nil)
  }

  @Test func aZWJSequenceGoesOutWholeInOneCell() {
    let family: [Unicode.Scalar] = ["👨", "\u{200D}", "👩", "\u{200D}", "👧"]
    #expect(Self.pieces("👨\u{200D}👩\u{200D}👧", columns: 2) == [family])
    // tmux keeps no more of a family of four either.
    #expect(Self.pieces("👨\u{200D}👩\u{200D}👧\u{200D}👦", columns: 2) == [family])
  }

  @Test func aFlagIsTwoCellsOfOneColumn() {
    #expect(Self.pieces("🇫🇷", columns: 2) == [["🇫"], ["🇷"]])
  }

  @Test func whatTheTerminalWouldMeasureWiderIsLeftOut() {
    // tmux 3.3 gives the modifier 2 columns of its own.
    #expect(Self.pieces("👍🏽", columns: 2) == [["👍"]])
    #expect(Self.pieces("👩🏽\u{200D}💻", columns: 2) == [["👩"]])
  }

  @Test func whatSomeTerminalsWidenAndOthersDoNotShowsPlainAndPadded() {
    #expect(Self.pieces("❤\u{FE0F}", columns: 2) == [["❤"], [" "]])
    #expect(Self.pieces("1\u{FE0F}\u{20E3}", columns: 2) == [["1", "\u{20E3}"], [" "]])
    #expect(Self.pieces("🏳\u{FE0F}\u{200D}🌈", columns: 2) == [["🏳"], [" "]])
  }

  @Test func marksStayAndAStrayJoinerGoes() {
    #expect(Self.pieces("e\u{301}", columns: 1) == [["e", "\u{301}"]])
    #expect(Self.pieces("é\u{200D}", columns: 1) == [["é"]])
    #expect(
      Self.pieces("\u{915}\u{94D}\u{937}", columns: 2) == [["\u{915}", "\u{94D}"], ["\u{937}"]])
  }

  @Test func whatTheSystemCannotPrintIsAReplacementCharacter() {
    // U+0378 is unassigned: wcwidth says -1.
    #expect(Self.pieces("\u{378}", columns: 1) == [["\u{FFFD}"]])
    #expect(Self.pieces("中", columns: 1) == [["\u{FFFD}"]])
    #expect(Self.pieces("中", columns: 2) == [["中"]])
  }

  @Test func onlyPrintableClustersGoOutWhole() {
    #expect(GlyphCells.isPrintable("👍🏽", width: Self.systemWidth))
    #expect(!GlyphCells.isPrintable("a\u{378}", width: Self.systemWidth))
  }
}
