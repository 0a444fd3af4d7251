import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A match found on a tab not shown, then a tab before it closed (`x`): `n` still shows the
/// match on its own tab and line (issue 31), where it once pointed one tab on, or past the end.
@Suite struct ClosedTabMatchAppTests {
  static func smallFile(_ name: String) throws -> TemporaryFile {
    try TemporaryFile(named: name, "no match in \(name)\n")
  }

  /// Goes to tab `tab` (counted from 1), searches `needle` there while the workers hold it,
  /// goes one tab left, and lets the workers find it: the match waits for `n`.
  static func findNeedle(onTab tab: Int, in pilot: Pilot) {
    for _ in 1..<tab { pilot.press(.character("l")) }
    SearchOnWorkersAppTests.search("needle", in: pilot)
    pilot.press(.backTab)
    pilot.letWorkersFinish()
    let status = SearchOnWorkersAppTests.status(pilot)
    #expect(status.contains("found on line 250000 of tab \(tab): n shows it"), "\(status)")
  }

  @Test func nShowsTheMatchOnTheLastTabAfterATabBeforeItCloses() throws {
    let first = try Self.smallFile("first.txt")
    let second = try Self.smallFile("second.txt")
    let big = try SearchOnWorkersAppTests.file()
    let pilot = try Pilot(
      ["--duration", "0", first.path, second.path, big.path],
      workers: MatchWorkers(mode: .held))
    Self.findNeedle(onTab: 3, in: pilot)
    // Closes second.txt: big.txt is now the second tab of two, and shown.
    pilot.press(.character("x"))
    #expect(!pilot.lines[0].contains("second.txt"))
    pilot.press(.character("n"))
    #expect(pilot.lines[pilot.firstTextRow].contains("the needle is here"))
    #expect(pilot.lines.last?.contains("2/2") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func nShowsTheMatchOnItsTabNotTheOneThatTookItsPlace() throws {
    let first = try Self.smallFile("first.txt")
    let big = try SearchOnWorkersAppTests.file()
    let third = try Self.smallFile("third.txt")
    let pilot = try Pilot(
      ["--duration", "0", first.path, big.path, third.path],
      workers: MatchWorkers(mode: .held))
    Self.findNeedle(onTab: 2, in: pilot)
    // Closes first.txt: big.txt is now the first tab, third.txt the second.
    pilot.press(.character("x"))
    pilot.press(.character("l"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("no match in third.txt"))
    pilot.press(.character("n"))
    #expect(pilot.lines[pilot.firstTextRow].contains("the needle is here"))
    #expect(pilot.lines.last?.contains("1/2") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func nAfterTheMatchsOwnTabClosesSearchesTheShownTab() throws {
    let first = try Self.smallFile("first.txt")
    let big = try SearchOnWorkersAppTests.file()
    let pilot = try Pilot(
      ["--duration", "0", first.path, big.path], workers: MatchWorkers(mode: .held))
    Self.findNeedle(onTab: 2, in: pilot)
    // The match's tab goes: n has nothing waiting, and searches the tab shown, which has none.
    pilot.press(.character("l"))
    pilot.press(.character("x"))
    pilot.press(.character("n"))
    #expect(pilot.status == nil)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("no match in first.txt"))
  }
}
