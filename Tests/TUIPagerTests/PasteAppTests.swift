import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

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

/// 100 KB typed at once without paste brackets (a multiplexer that does not bracket): taken
/// whole in one frame, the pattern compiled once, and Esc after it acts in the next frame.
@Suite struct TypedBurstAppTests {
  @Test func aBurstAtThePromptIsOneFrameAndEscActsAfterIt() throws {
    let (pilot, file) = try PasteAppTests.pilot()
    _ = file
    pilot.press(.character("/"))
    let frames = pilot.terminal.frames.count
    let previews = pilot.screen.previewsMade
    let burst = String(repeating: "word ", count: 20_000) + "END"
    pilot.send(burst.map { Input.key(.character($0)) } + [.key(.escape)])
    #expect(pilot.terminal.frames.count - frames <= 2, "one frame for the burst and the Esc")
    #expect(pilot.screen.previewsMade - previews <= 1, "one pattern at most for the burst")
    #expect(pilot.screen.prompt == nil, "Esc closed the prompt")
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 0"), "the page where it was")
  }

  @Test func aBurstShowsItsTail() throws {
    let (pilot, file) = try PasteAppTests.pilot()
    _ = file
    pilot.press(.character("/"))
    pilot.send((String(repeating: "word ", count: 20_000) + "END").map { .key(.character($0)) })
    #expect(pilot.lines.last?.hasPrefix(" /…") == true, "\(pilot.lines.last ?? "")")
    #expect(pilot.lines.last?.contains("word END") == true, "\(pilot.lines.last ?? "")")
  }
}
