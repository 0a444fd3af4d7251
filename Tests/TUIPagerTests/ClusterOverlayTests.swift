import PagerKit
import Testing

@testable import TUIPager

/// The bytes that write clusters past ncurses: each moved to absolutely, styled only when its
/// style changes, and the terminal left reset and home as ncurses left it.
@Suite struct ClusterOverlayTests {
  private let sequences = ClusterOverlay.Sequences(
    moveTo: { row, column in "<\(row),\(column)>" },
    reset: "<reset>",
    style: { style in style == .plain ? "" : "<\(style.attributes.rawValue)>" })

  @Test func nothingToWriteStillLeavesTheTerminalAsNcursesDid() {
    #expect(ClusterOverlay().text(with: sequences) == "<reset><0,0>")
  }

  @Test func eachClusterGoesWhereTheFramePutItInItsStyle() {
    var overlay = ClusterOverlay()
    let bold = Style(attributes: .bold)
    overlay.add("👨‍👩‍👧‍👦", row: 3, column: 10, style: .plain)
    overlay.add("🏳️‍🌈", row: 3, column: 14, style: bold)
    overlay.add("🏳️‍🌈", row: 5, column: 0, style: bold)
    #expect(
      overlay.text(with: sequences)
        == "<3,10><reset>👨‍👩‍👧‍👦<3,14><reset><1>🏳️‍🌈<5,0>🏳️‍🌈<reset><0,0>")
    overlay.removeAll()
    #expect(overlay.isEmpty)
  }
}
