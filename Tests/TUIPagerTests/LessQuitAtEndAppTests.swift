import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's `-e` and `-E` through the whole program in-process: paging forward at the end quits
/// with status 0, or goes on to the next file's tab.
@Suite struct LessQuitAtEndAppTests {
  static let text = (1...60).map { "line \($0)\n" }.joined()

  @Test func withEAMoveAtTheEndQuits() throws {
    let file = try TemporaryFile(named: "e.txt", Self.text)
    let pilot = try Pilot(["-e", file.path])
    pilot.press(.character(" "), .character(" "))
    #expect(pilot.status == nil, "the end reached once: \(pilot.lines.last ?? "")")
    #expect(pilot.lines.last?.contains("of 60") == true)
    pilot.press(.character(" "))
    #expect(pilot.status == 0)
  }

  @Test func withCapitalEReachingTheEndQuits() throws {
    let file = try TemporaryFile(named: "E.txt", Self.text)
    let pilot = try Pilot(["-E", file.path])
    pilot.press(.character(" "))
    #expect(pilot.status == nil, "lines 29 on show, not the end")
    pilot.press(.character(" "))
    #expect(pilot.status == 0)
  }

  @Test func withCapitalEGoingToTheEndQuits() throws {
    let file = try TemporaryFile(named: "jump.txt", Self.text)
    let pilot = try Pilot(["-E", file.path])
    pilot.press(.character("G"))
    #expect(pilot.status == 0)
    let stays = try Pilot(["-e", file.path])
    stays.press(.character("G"))
    #expect(stays.status == nil, "-e quits on a move past the end, not on G")
  }

  @Test func onATabNotTheLastTheNextSlidesIn() throws {
    let first = try TemporaryFile(named: "first.txt", Self.text)
    let second = try TemporaryFile(named: "second.txt", "just one line\n")
    let pilot = try Pilot(["-e", first.path, second.path])
    pilot.press(.character("G"))
    pilot.press(.character("j"))
    pilot.settle()
    #expect(pilot.status == nil)
    #expect(pilot.lines.contains { $0.hasPrefix("just one line") }, "\(pilot.lines)")
    pilot.press(.character("j"))
    #expect(pilot.status == 0, "the last tab's end quits")
  }
}
