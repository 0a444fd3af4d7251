import CNcursesw
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// What a count does to the last of less's keys (``KeyCommand/counted(_:)``), and how their keys
/// are named and decoded.
@Suite struct KeyCommandCountTests {
  @Test func aCountBeforeSlashOrQuestionMarkIsTheMatchToGoTo() {
    #expect(
      KeyCommand.screen(.prompt(.open)).counted(3)
        == .screen(.prompt(.openForMatch(3, backward: false))))
    #expect(
      KeyCommand.screen(.prompt(.openBackward)).counted(2)
        == .screen(.prompt(.openForMatch(2, backward: true))))
    #expect(
      KeyCommand.screen(.prompt(.open)).counted(0)
        == .screen(.prompt(.openForMatch(1, backward: false))), "0 is the first, as in less")
    #expect(KeyCommand.screen(.prompt(.openFilter)).counted(3) == nil, "& takes no count")
  }

  @Test func aCountBeforeEscSpaceIsLinesAndTheEndsOfCutLinesTakeNone() {
    #expect(
      KeyCommand.screen(.scroll(.pagesPastEnd(1))).counted(4)
        == .screen(.scroll(.linesPastEnd(4))))
    #expect(KeyCommand.screen(.scroll(.firstColumn)).counted(4) == nil)
    #expect(KeyCommand.screen(.scroll(.longestLineEnd)).counted(4) == nil)
    #expect(KeyCommand.screen(.clearSearch).counted(4) == nil)
  }

  @Test func ctrlArrowsAreNamedAsKeyboardsPrintThem() {
    #expect(Key.controlRight.name == "Ctrl-Right" && Key.controlLeft.name == "Ctrl-Left")
    #expect(Key(named: "ctrl-right") == .controlRight && Key(named: "Ctrl-Left") == .controlLeft)
    #expect(KeyPattern.sequence([.escape, .character(" ")]).name == "Esc-Space")
  }
}
