import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Marks: `m` and a letter, `'` and the letter, `''` back from the last jump.
@Suite struct MarkTests {
  static func screen() throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["a", "b"]), size: Size(columns: 60, rows: 12),
      animationDuration: 250,
      documents: [MemoryDocument(numberedLines(1...200)), MemoryDocument(numberedLines(1...90))])
  }

  static func name(_ screen: inout PagerScreen, _ action: Marks.Action, _ letter: Character) {
    screen.update(.mark(.begin(action)), at: .zero)
    #expect(screen.inputMode == .markName)
    screen.update(.mark(.name(letter)), at: .zero)
    #expect(screen.inputMode == .normal)
  }

  @Test func capitalMMarksTheLastLineShownOnItsRowAndEscMForgetsIt() throws {
    var screen = try Self.screen()
    screen.update(.scroll(.lines(50)), at: .zero)
    let shown = try #require(screen.shownLines)
    Self.name(&screen, .setAtBottom, "x")
    #expect(screen.marks.places["x"]?.line == shown.upperBound)
    #expect(screen.marks.places["x"]?.row == shown.upperBound - shown.lowerBound)
    screen.update(.scroll(.top), at: .zero)
    Self.name(&screen, .jump, "x")
    #expect(screen.shownLines == shown, "the marked line is the last shown again")

    Self.name(&screen, .clear, "x")
    #expect(screen.message == "Mark x cleared" && screen.marks.places["x"] == nil)
    Self.name(&screen, .clear, "x")
    #expect(screen.message == "No mark x")
    Self.name(&screen, .jump, "x")
    #expect(screen.message == "No mark x")
  }

  @Test func aBottomMarkNearTheStartGoesAsHighAsTheTextAllows() throws {
    var screen = try Self.screen()
    // Marked on the last row, line 9 comes back there: the text's start stops it no higher.
    let shown = try #require(screen.shownLines)
    Self.name(&screen, .setAtBottom, "y")
    screen.update(.scroll(.bottom), at: .zero)
    Self.name(&screen, .jump, "y")
    #expect(screen.shownLines == shown && screen.pages[0].viewport.topLine == 0)
  }

  @Test func aMarkRemembersItsTabAndGoingThereSlides() throws {
    var screen = try Self.screen()
    screen.update(.scroll(.lines(50)), at: .zero)
    Self.name(&screen, .set, "x")
    #expect(screen.message == "Mark x set")
    screen.update(.pager(.next), at: .zero)
    screen.update(.tick, at: at(1000))
    screen.update(.scroll(.lines(7)), at: at(1000))
    Self.name(&screen, .jump, "x")
    #expect(screen.pager.selectedIndex == 0)
    #expect(screen.pages[0].viewport.topLine == 50)
    #expect(screen.isMoving(at: at(100)), "it slides to the mark's tab")

    Self.name(&screen, .jump, "'")
    #expect(screen.pager.selectedIndex == 1)
    #expect(screen.pages[1].viewport.topLine == 7, "'' goes back to where the jump left")
    Self.name(&screen, .jump, "'")
    #expect(screen.pager.selectedIndex == 0 && screen.pages[0].viewport.topLine == 50)
  }

  @Test func gAndGAreJumpsThatQuoteQuoteUndoes() throws {
    var screen = try Self.screen()
    screen.update(.scroll(.lines(30)), at: .zero)
    screen.update(.scroll(.bottom), at: .zero)
    Self.name(&screen, .jump, "'")
    #expect(screen.pages[0].viewport.topLine == 30)
  }

  @Test func aMatchFoundIsAJumpToo() throws {
    var screen = try Self.screen()
    screen.submitSearch(for: "line 150", at: .zero)
    #expect(screen.pages[0].viewport.topLine == 149)
    Self.name(&screen, .jump, "'")
    #expect(screen.pages[0].viewport.topLine == 0)
  }

  @Test func unknownMarksAndNamesThatAreNotLettersSaySo() throws {
    var screen = try Self.screen()
    Self.name(&screen, .jump, "q")
    #expect(screen.message == "No mark q")
    Self.name(&screen, .jump, "'")
    #expect(screen.message == "No jump to go back from")
    Self.name(&screen, .set, "1")
    #expect(screen.message == "A mark is named by a letter")
    screen.update(.mark(.begin(.set)), at: .zero)
    #expect(render(screen).lines.last?.hasPrefix(" set mark: ") == true)
    screen.update(.mark(.cancel), at: .zero)
    #expect(screen.inputMode == .normal && screen.marks.places.isEmpty)
  }
}
