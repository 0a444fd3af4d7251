import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The bytes that write cells past ncurses: each moved to unless it follows the one before,
/// styled only when its style changes, inside its link, and the terminal left reset, home and
/// unlinked as ncurses left it.
@Suite struct CellOverlayTests {
  private let sequences = CellOverlay.Sequences(
    moveTo: { row, column in "<\(row),\(column)>" },
    reset: "<reset>",
    style: { style in style.attributes.isEmpty ? "" : "<\(style.attributes.rawValue)>" })

  @Test func nothingToWriteStillLeavesTheTerminalAsNcursesDid() {
    #expect(CellOverlay().text(with: sequences) == "<reset><0,0>")
  }

  @Test func eachClusterGoesWhereTheFramePutItInItsStyle() {
    var overlay = CellOverlay()
    let bold = Style(attributes: .bold)
    overlay.add("👨‍👩‍👧‍👦", row: 3, column: 10, columns: 2, style: .plain)
    overlay.add("🏳️‍🌈", row: 3, column: 14, columns: 2, style: bold)
    overlay.add("🏳️‍🌈", row: 5, column: 0, columns: 2, style: bold)
    #expect(
      overlay.text(with: sequences)
        == "<3,10><reset>👨‍👩‍👧‍👦<3,14><reset><1>🏳️‍🌈<5,0>🏳️‍🌈<reset><0,0>")
    overlay.removeAll()
    #expect(overlay.isEmpty)
  }

  @Test func aLinkIsOpenedOnceAroundItsCellsAndClosedAfter() throws {
    let link = try #require(Hyperlink(uri: "https://example.com/a", id: "7"))
    var linked = Style(attributes: .underline)
    linked.link = link
    var overlay = CellOverlay()
    for (column, letter) in "ab".enumerated() {
      overlay.add(String(letter), row: 1, column: 4 + column, columns: 1, style: linked)
    }
    var other = linked
    other.link = Hyperlink(uri: "file:///tmp/x")
    overlay.add("c", row: 1, column: 6, columns: 1, style: other)
    overlay.add("d", row: 2, column: 0, columns: 1, style: other)
    let open = "\u{1B}]8;id=7;https://example.com/a\u{1B}\\"
    let second = "\u{1B}]8;;file:///tmp/x\u{1B}\\"
    let close = "\u{1B}]8;;\u{1B}\\"
    #expect(
      overlay.text(with: sequences)
        == "<1,4>\(open)<reset><4>ab\(close)\(second)<reset><4>c<2,0>d\(close)<reset><0,0>")
  }
}
