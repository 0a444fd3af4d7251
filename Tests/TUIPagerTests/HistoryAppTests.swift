import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The prompts' history through the whole program in-process: read from less's file at the
/// start, walked with Up and Down, written back at the end.
@Suite struct HistoryAppTests {
  static let lessFile = """
    .less-history-file:
    .search
    "line 7
    "error
    .shell
    "true first
    "true second
    .mark
    m a 1 3 /tmp/x

    """

  /// A pilot on a file of 100 lines whose history is the file `history`.
  static func pilot(history: TemporaryFile, _ arguments: [String] = []) throws -> (
    Pilot, TemporaryFile
  ) {
    let text = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    let location = LessHistoryFile(variables: ["LESSHISTFILE": history.path], secure: false)
    let pilot = try Pilot(arguments + [text.path]) { $0.historyFile = location }
    return (pilot, text)
  }

  static func type(_ text: String, into pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  @Test func upAtTheSearchPromptBringsBackLesssSearches() throws {
    let history = try TemporaryFile(named: "lesshst", Self.lessFile)
    let (pilot, text) = try Self.pilot(history: history)
    _ = text
    pilot.press(.character("/"))
    pilot.press(.up)
    #expect(pilot.lines.last?.hasPrefix(" /error") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.up)
    #expect(pilot.lines.last?.hasPrefix(" /line 7") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.down)
    #expect(pilot.lines.last?.hasPrefix(" /error") == true)
    pilot.press(.down)
    #expect(pilot.lines.last?.hasPrefix(" /  ") == true, "back to what was typed: nothing")
    pilot.press(.up, .up, .enter)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 7"), "the search brought back runs")
  }

  @Test func theShellPromptsWalkTheShellCommands() throws {
    let history = try TemporaryFile(named: "lesshst", Self.lessFile)
    let (pilot, text) = try Self.pilot(history: history)
    _ = text
    pilot.press(.character("!"))
    Self.type("true f", into: pilot)
    pilot.press(.up)
    #expect(pilot.lines.last?.hasPrefix(" !true first") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.escape)
    pilot.press(.character("|"), .character("."))
    pilot.press(.up)
    #expect(pilot.lines.last?.contains("!true second") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.escape)
    // `:` and a line number opens the command line, which keeps no history.
    pilot.press(.character(":"), .character("1"), .up)
    #expect(pilot.lines.last?.hasPrefix(" :1 ") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func whatIsTypedIsWrittenBackAtTheEndBesideLesssOwn() throws {
    let history = try TemporaryFile(named: "lesshst", Self.lessFile)
    let (pilot, text) = try Self.pilot(history: history)
    _ = text
    pilot.press(.character("/"))
    Self.type("line 4", into: pilot)
    pilot.press(.enter)
    pilot.press(.character("&"))
    Self.type("!x", into: pilot)
    pilot.press(.enter)
    pilot.press(.character("!"))
    Self.type("true third", into: pilot)
    pilot.press(.enter)
    #expect(readFile(history.path) == Self.lessFile, "written at the end, not before")
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
    #expect(
      readFile(history.path) == """
        .less-history-file:
        .search
        "line 7
        "error
        "line 4
        "x
        .shell
        "true first
        "true second
        "true third
        .mark
        m a 1 3 /tmp/x

        """)
  }

  @Test func withNoHistoryFileNothingIsReadOrWritten() throws {
    let text = try TemporaryFile(named: "text.txt", lines: 10) { "line \($0)" }
    let none = LessHistoryFile(
      variables: ["LESSHISTFILE": "-", "HOME": text.folder], secure: false)
    #expect(none == nil)
    let pilot = try Pilot([text.path]) { $0.historyFile = none }
    pilot.press(.character("/"), .character("x"), .enter, .character("q"))
    #expect(pilot.status == 0)
    #expect(access(text.folder + "/.lesshst", F_OK) != 0)
  }
}
