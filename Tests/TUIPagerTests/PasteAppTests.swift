import PagerKit
import Testing

@testable import TUIPager

/// A bracketed paste is text for a prompt, never a run of commands.
@Suite struct PasteAppTests {
  static func pilot() throws -> (Pilot, TemporaryFile) {
    let file = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    return (try Pilot([file.path]), file)
  }

  @Test func aPasteInNormalModeDoesNothing() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    let before = pilot.lines
    pilot.send(.paste("jjjq"))
    #expect(pilot.status == nil, "q pasted does not quit")
    #expect(pilot.lines == before, "nor does j scroll")
  }

  @Test func aPasteAtThePromptIsTypedInOneEdit() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.character("/"))
    pilot.press(.character("l"))
    pilot.send(.paste("ine 4\n2"))
    #expect(pilot.lines.last?.hasPrefix(" /line 4 2") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.backspace, .backspace)
    pilot.press(.enter)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 4"))
  }

  @Test func aHugePasteAtThePromptIsOneEditAndShowsItsTail() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.character("/"))
    pilot.send(.paste(String(repeating: "x", count: 100_000) + "END"))
    #expect(pilot.lines.last?.hasPrefix(" /…xxx") == true, "\(pilot.lines.last ?? "")")
    #expect(pilot.lines.last?.hasSuffix("xEND") == true, "[\(pilot.lines.last ?? "")]")
    pilot.press(.escape)
    #expect(pilot.lines.last?.contains("xEND") == false)
  }
}
