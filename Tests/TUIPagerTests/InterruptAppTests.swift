import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Ctrl-C as less takes it: it stops what goes on first, and with nothing going on it quits
/// quietly (status 0, so that man and git end without an error); with less's `-K` it exits at
/// once with status 2.
@Suite struct InterruptAppTests {
  static let size = Size(columns: 60, rows: 10)

  @Test func withNothingGoingOnCtrlCQuitsWithStatus0() throws {
    let pilot = try Pilot()
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == 0)
  }

  @Test func onAFileCtrlCQuitsWithStatus0() throws {
    let file = try TemporaryFile(named: "notes.txt", "one\ntwo\n")
    let pilot = try Pilot([file.path], size: Self.size)
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == 0)
  }

  @Test func quitsAtOnceOnInterruptExitsWithStatus2() throws {
    let file = try TemporaryFile(named: "notes.txt", "one\ntwo\n")
    let pilot = try Pilot([file.path], size: Self.size) { $0.quitsAtOnceOnInterrupt = true }
    pilot.press(.character("F"))
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == 2, "at once, though a tab follows")
  }

  @Test func quitsAtOnceOnInterruptExitsEvenMidSearch() throws {
    let long = String(repeating: "é", count: 3_000_000)
    let file = try TemporaryFile(named: "long.txt", "first\n" + long + "NEEDLE\n")
    let pilot = try Pilot([file.path]) { $0.quitsAtOnceOnInterrupt = true }
    for character in "/NEEDLE" { pilot.press(.character(character)) }
    pilot.press(.enter)
    #expect(pilot.lines.last?.contains("searching…") == true)
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == 2)
  }

  @Test func ctrlCFirstStopsFollowingThenQuits() throws {
    let file = try TemporaryFile(named: "app.log", "one\ntwo\n")
    let pilot = try Pilot([file.path, "--duration", "0"], size: Self.size)
    pilot.press(.character("F"))
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == nil)
    #expect(pilot.lines.last?.contains("Stopped following") == true, "\(pilot.lines.last ?? "")")
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == 0)
  }

  @Test func ctrlCFirstEndsARunningCommandKeepingItsText() throws {
    let pilot = try Pilot(
      ["--command", "echo started; exec sleep 30", "--duration", "0"], size: Self.size)
    pilot.waitUntil { $0.contains { $0.hasPrefix("started") } }
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == nil)
    #expect(pilot.lines.last?.contains("the command") == true, "\(pilot.lines.last ?? "")")
    #expect(pilot.lines.contains { $0.hasPrefix("started") }, "what it wrote stays")
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == 0)
  }

  @Test func ctrlCClosesThePromptAndTheHelpFirst() throws {
    let file = try TemporaryFile(named: "notes.txt", "one\ntwo\n")
    let pilot = try Pilot([file.path], size: Self.size)
    pilot.press(.character("/"))
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == nil)
    #expect(pilot.lines.last?.hasPrefix(" /") == false, "the prompt is closed")
    pilot.press(.character("H"))
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == nil)
    #expect(!pilot.lines.contains { $0.contains("│ Keys") }, "the help is closed")
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == 0)
  }

  @Test func otherSignalsKeepTheirStatuses() throws {
    let pilot = try Pilot { $0.quitsAtOnceOnInterrupt = true }
    pilot.send(.signal(SIGTERM))
    #expect(pilot.status == 143)
  }
}
