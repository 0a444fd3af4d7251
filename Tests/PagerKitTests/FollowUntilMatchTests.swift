import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// less's `Esc-F`: following the end until a line that arrives matches the last search.
@Suite struct FollowUntilMatchTests {
  static func searched(_ pattern: String, in document: GrowingDocument) throws -> PagerScreen {
    var screen = try FollowingTests.screen([document], following: [])
    screen.update(.prompt(.open), at: .zero)
    for character in pattern { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.prompt(.submit), at: .zero)
    return screen
  }

  @Test func followingStopsAtTheFirstLineThatArrivesMatching() throws {
    let document = GrowingDocument(numberedLines(1...30) + ["hit before"])
    var screen = try Self.searched("hit", in: document)
    screen.update(.followUntilMatch(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].follows, "a match there before does not count")
    document.append(numberedLines(31...60))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].follows && screen.pages[0].isFollowing)
    document.append(numberedLines(61...70) + ["a hit at last"] + numberedLines(71...99))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(!screen.pages[0].follows, "following stopped")
    // The matching line is the 72nd of the text (index 71), on the bottom row.
    let rows = screen.documentLayout.rows
    #expect(screen.pages[0].viewport.topLine == 71 - (rows - 1))
    #expect(screen.message?.contains("Pattern found on line 72") == true)
    document.append(numberedLines(100...120))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 71 - (rows - 1), "the page stays")
  }

  @Test func withNoSearchItSaysSoAndDoesNotFollow() throws {
    let document = GrowingDocument(numberedLines(1...30))
    var screen = try FollowingTests.screen([document], following: [])
    screen.update(.followUntilMatch(tab: screen.tabList[0]), at: .zero)
    #expect(!screen.pages[0].follows)
    #expect(screen.message?.contains("No previous search") == true)
  }
}

/// less's bracket commands on a screen, and the matching itself.
@Suite struct BracketMatchTests {
  static func lines(_ text: [String]) -> (Int) -> [UInt8] { { Array(text[$0].utf8) } }

  @Test func nestingIsCountedBothWays() {
    let text = ["a { b { c", "} d", "e } f"]
    let forward = BracketMatch(bracket: UInt8(ascii: "{"))!
    #expect(
      forward.find(fromLine: 0, lineCount: 3, lines: Self.lines(text)) == .found(line: 2, byte: 2))
    var second = forward
    second.nth = 2
    #expect(
      second.find(fromLine: 0, lineCount: 3, lines: Self.lines(text)) == .found(line: 1, byte: 0))
    let back = BracketMatch(bracket: UInt8(ascii: "}"))!
    #expect(
      back.find(fromLine: 2, lineCount: 3, lines: Self.lines(text)) == .found(line: 0, byte: 2))
    #expect(
      back.find(fromLine: 1, lineCount: 3, lines: Self.lines(text)) == .found(line: 0, byte: 6))
  }

  @Test func noBracketAndNoMatchAreToldApart() {
    let forward = BracketMatch(bracket: UInt8(ascii: "("))!
    #expect(forward.find(fromLine: 0, lineCount: 2, lines: Self.lines(["x", "("])) == .noBracket)
    #expect(forward.find(fromLine: 1, lineCount: 2, lines: Self.lines(["x", "( ("])) == .noMatch)
    #expect(BracketMatch(bracket: UInt8(ascii: "x")) == nil)
  }
}
