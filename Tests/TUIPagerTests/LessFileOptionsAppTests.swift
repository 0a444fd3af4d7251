import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's options about files and keys through the whole program in-process: `--file-size`
/// counts a file as it opens, `--intr` names the key that stops `F`, `--modelines` takes tab
/// stops from a vim modeline, `--rmouse` and `--emouse` say what the mouse does, `--tty` names
/// where keys come from.
@Suite struct LessFileOptionsAppTests {
  @Test func fileSizeShowsTheTotalInTheFirstFrame() throws {
    // Past the megabyte the first frame counts of a file by itself.
    let lines = (1...300_000).map { "line \($0)\n" }.joined()
    let file = try TemporaryFile(named: "big.txt", lines)
    let counted = try Pilot(["-M", "--file-size", file.path])
    let first = try #require(counted.terminal.frames.first?.lines.last)
    #expect(first.contains("of 300,000"), "the total at once: \(first)")
    let plain = try Pilot(["-M", file.path])
    let unknown = try #require(plain.terminal.frames.first?.lines.last)
    #expect(!unknown.contains("of 300,000"), "without it, counted later: \(unknown)")
  }

  @Test func intrNamesTheKeyThatStopsFollowingCtrlXByDefault() throws {
    let file = try TemporaryFile(named: "app.log", "one\ntwo\n")
    let pilot = try Pilot(["--intr=q", file.path, "--duration", "0"])
    pilot.press(.character("F"))
    pilot.press(.character("q"))
    #expect(pilot.status == nil, "q stops following first")
    #expect(pilot.lines.last?.contains("Stopped following") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("q"))
    #expect(pilot.status == 0, "then q is q again")
    let byDefault = try Pilot([file.path, "--duration", "0"])
    byDefault.press(.character("F"))
    byDefault.press(Key.control("X"))
    #expect(byDefault.lines.last?.contains("Stopped following") == true)
    #expect(usageError(["--intr=é", file.path]) != nil)
  }

  @Test func modelinesTakeTheTabStopsOfAVimModelineInTheFirstLines() throws {
    let text = "# notes\n# vim: set ts=4 sw=4 :\na\tb\n"
    let file = try TemporaryFile(named: "notes.txt", text)
    let other = try TemporaryFile(named: "plain.txt", "c\td\n")
    let pilot = try Pilot(["--modelines=5", file.path, other.path])
    pilot.settle()
    #expect(pilot.lines.contains { $0.hasPrefix("a   b ") }, "\(pilot.lines)")
    pilot.press(.tab)
    pilot.settle()
    #expect(pilot.lines.contains { $0.hasPrefix("c       d ") }, "its own: \(pilot.lines)")
    for arguments in [["--modelines=1"], []] {
      let unread = try Pilot(arguments + [file.path])
      #expect(unread.lines.contains { $0.hasPrefix("a       b ") }, "\(arguments)")
    }
  }

  @Test func aModelineIsReadAsLessReadsIt() {
    func stops(_ line: String) -> TabStops? { VimModeline.tabStops(in: Array(line.utf8)) }
    #expect(stops("/* vi:ts=2 */") == TabStops(every: 2))
    #expect(stops("vim: noai:ts=3:sw=3") == TabStops(every: 3))
    #expect(stops("# ex: set tabstop=4,8 : ts=2") == TabStops(at: [4, 8]))
    #expect(stops("less: set ts=6 :") == TabStops(every: 6))
    #expect(stops("less: ts=6") == nil, "less: needs set")
    #expect(stops("xvim: ts=6") == nil, "after a space only")
    #expect(stops("vim: ts=") == nil)
  }

  @Test func rmouseTurnsTheWheelAndEmouseChoosesWhatTheMouseDoes() throws {
    let file = try TemporaryFile(named: "long.txt", (1...100).map { "row \($0)\n" }.joined())
    /// The top line after a notch of the wheel down.
    func afterWheel(_ arguments: [String]) throws -> String {
      let pilot = try Pilot(arguments + ["--duration", "0", "--wheel-lines=5", file.path])
      pilot.press(.character("g"))
      pilot.press(.character("1"), .character("0"), .character("g"))
      pilot.send(.mouse(MouseEvent(column: 5, row: 5, action: .wheelDown)))
      pilot.settle()
      let top = pilot.lines[1].split(separator: " ").prefix(2).joined(separator: " ")
      return top
    }
    #expect(try afterWheel([]) == "row 15")
    #expect(try afterWheel(["--rmouse"]) == "row 5", "down the wheel goes up the text")
    #expect(try afterWheel(["--emouse=click"]) == "row 10", "no wheel")
    #expect(try afterWheel(["--emouse=vsc"]) == "row 15", "cut short")
    #expect(runOptions(["--emouse=-", "notes.txt"])?.capturesMouse == false)
    #expect(runOptions(["--emouse=-", "--emouse=all", "notes.txt"])?.capturesMouse == true)
  }

  @Test func ttyNamesTheFileTheKeysComeFrom() throws {
    let file = try TemporaryFile(named: "notes.txt", "one\n")
    #expect(ProgramTests.run(["--tty=/tmp/keys", file.path]).keysFile == "/tmp/keys")
    #expect(ProgramTests.run([file.path]).keysFile == nil, "the terminal's own")
    let missing = "/nonexistent/keys"
    let failure = try #require(throws: TerminalError.self) {
      try Terminal(TerminalRequest(keysFile: missing))
    }
    #expect(failure.description.hasPrefix(missing + " cannot be opened"))
  }
}
