import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Tabs opened and closed in the program: `:e`, `:!`, `x`, `:d`, and Tab completing a name.
@Suite struct TabsWhileRunningAppTests {
  static func type(_ text: String, into pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  @Test func eOpensAFileAndBangACommandAfterTheLast() throws {
    let first = try TemporaryFile(named: "first.txt", "first text\n")
    let second = try TemporaryFile(named: "second.txt", "second text\n")
    let pilot = try Pilot(["--duration", "0", first.path])
    pilot.press(.character(":"))
    #expect(pilot.lines.last?.hasPrefix(" :") == true)
    Self.type("e " + second.path, into: pilot)
    pilot.press(.enter)
    #expect(pilot.lines[0].contains("first.txt") && pilot.lines[0].contains("second.txt"))
    #expect(pilot.lines[2].hasPrefix("second text"))
    #expect(pilot.lines.last?.hasSuffix("2/2 ") == true)
    pilot.press(.character(":"))
    Self.type("!echo from a command", into: pilot)
    pilot.press(.enter)
    pilot.waitUntil { $0[2].hasPrefix("from a command") }
    #expect(pilot.lines.last?.contains("3/3") == true)
  }

  @Test func aFileOpenedWithTheNameOfAnotherIsToldApartByItsFolder() throws {
    let first = try TemporaryFile(named: "app.log", "first text\n")
    let second = try TemporaryFile(named: "app.log", "second text\n")
    let pilot = try Pilot(["--duration", "0", first.path])
    pilot.press(.character(":"))
    Self.type("e " + second.path, into: pilot)
    pilot.press(.enter)
    let folder = String(second.folder.split(separator: "/").last!)
    #expect(pilot.lines[0].contains("\(folder)/app.log"), "\(pilot.lines[0])")
  }

  @Test func xClosesTheTabAndClosingTheLastQuits() throws {
    let first = try TemporaryFile(named: "first.txt", "first text\n")
    let second = try TemporaryFile(named: "second.txt", "second text\n")
    let pilot = try Pilot(["--duration", "0", first.path, second.path])
    pilot.press(.character("x"))
    #expect(
      pilot.lines[1].hasPrefix("second text"),
      "the tab after the closed one is shown, below the bar of one tab")
    #expect(!pilot.lines[0].contains("first.txt"))
    #expect(pilot.lines.last?.contains("1/1") == true)
    pilot.press(.character(":"), .character("d"), .enter)
    #expect(pilot.status == 0)
  }

  @Test func tabCompletesTheFileNameAfterE() throws {
    let file = try TemporaryFile(named: "completed-name.txt", "done\n")
    let shown = try TemporaryFile(named: "shown.txt", "shown\n")
    let pilot = try Pilot(["--duration", "0", shown.path])
    // :e opens the line with "e " typed.
    pilot.press(.character(":"))
    Self.type("e" + file.folder + "/compl", into: pilot)
    pilot.press(.tab)
    #expect(pilot.lines.last?.contains("completed-name.txt") == true)
    pilot.press(.enter)
    #expect(pilot.lines.last?.contains("2/2") == true)
  }

  @Test func aTabOpenedWithECompletedIsClosedByXAndXOnTheLastQuits() throws {
    let first = try TemporaryFile(named: "first.txt", "the first file\n")
    let second = try TemporaryFile(named: "second.txt", "the second file\n")
    let pilot = try Pilot(["--duration", "0", first.path])
    pilot.press(.character(":"))
    Self.type("e " + second.folder + "/sec", into: pilot)
    pilot.press(.tab)
    #expect(pilot.lines.last?.contains("/second.txt ") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.enter)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("the second file"))
    #expect(pilot.lines[0].contains("first.txt") && pilot.lines[0].contains("second.txt"))
    #expect(pilot.lines.last?.hasSuffix("2/2 ") == true)
    pilot.press(.character("x"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("the first file"))
    #expect(!pilot.lines[0].contains("second.txt"))
    #expect(pilot.lines.last?.contains("1/1") == true)
    pilot.press(.character("x"))
    #expect(pilot.status == 0, "closing the last tab quits")
  }

  @Test func aMistakeSaysWhatTheCommandsAre() throws {
    let file = try TemporaryFile(named: "notes.txt", "text\n")
    let pilot = try Pilot([file.path])
    pilot.press(.character(":"), .character("z"))
    #expect(pilot.lines.last?.contains("Unknown command :z") == true)
  }
}
