import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A stream cut into 100,000 sections is 100,000 tabs, each only its section's first line and
/// title until it is shown: no page, section text or feed is made for a tab never looked at.
@Suite struct UnshownTabsAppTests {
  static let sections = 100_000

  @Test func onlyTheTabsShownHavePagesAndNoSectionHasAFeed() throws {
    let file = try TemporaryFile(
      named: "numbers.txt", (1...Self.sections).map { "line \($0)\n" }.joined())
    let pilot = try Pilot(["--split", ".", "--duration", "0", file.path])
    pilot.waitUntil { _ in pilot.screen.pages.count == Self.sections }
    #expect(pilot.screen.pages.madeCount == 1, "the first tab's page, shown")
    // A digit with several tabs jumps after a moment, when no command follows it.
    pilot.press(.character("5"))
    pilot.pause(TypedCount.moment * 2)
    #expect(pilot.lines.contains { $0.hasPrefix("line 5") }, "\(pilot.lines)")
    #expect(pilot.screen.pages.madeCount == 2, "the two tabs shown")
    #expect(pilot.tabFeeds.held.count == 1, "only the feed reading the stream")
    #expect(pilot.tabFeeds.count == Self.sections)
  }

  @Test func aSearchThroughEveryTabFindsTheMatchInATabNeverShown() throws {
    let file = try TemporaryFile(
      named: "numbers.txt", (1...300).map { "line \($0)\n" }.joined())
    let pilot = try Pilot(["--split", ".", "--duration", "0", file.path])
    pilot.waitUntil { _ in pilot.screen.pages.count == 300 }
    pilot.press(.character("/"))
    for character in "line 250$" { pilot.press(.character(character)) }
    pilot.press(.enter)
    pilot.waitUntil { _ in pilot.screen.pager.selectedIndex == 249 }
    #expect(pilot.lines.contains { $0.hasPrefix("line 250") }, "\(pilot.lines)")
  }

  @Test func aSectionsFeedIsMadeWhenAskedForAndSaysWhatTheStreamDoes() throws {
    let file = try TemporaryFile(
      named: "numbers.txt", (1...300).map { "line \($0)\n" }.joined())
    let pilot = try Pilot(["--split", ".", file.path])
    pilot.waitUntil { _ in pilot.screen.pages.count == 300 }
    let feed = pilot.tabFeeds[150]
    let section = try #require(feed.document as? SectionDocument)
    #expect(section.line(0) == Array("line 151".utf8))
    #expect(section.lineCount == 1)
    #expect(feed.status == pilot.tabFeeds[0].status)
    #expect(pilot.tabFeeds.byTab[pilot.screen.tabList[150]] == nil)
  }
}
