import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `--highlight`, `Esc-h`, Ctrl-T at the prompt and `Esc-H` through the whole program
/// in-process: several patterns, each in a look of its own, in every tab.
@Suite struct HighlightAppTests {
  static let text = "error 1 here\nwarn 2 there\nplain line\nTODO and FIXME\n"

  /// The style of column `column` of text line `line` on the shown page.
  static func style(_ pilot: Pilot, line: Int, column: Int = 0) -> Style {
    pilot.frame[column, pilot.firstTextRow + line].style
  }

  @Test func twoHighlightsShowInTwoColoursInEveryTab() throws {
    let first = try TemporaryFile(named: "first.log", Self.text)
    let second = try TemporaryFile(named: "second.log", Self.text)
    let pilot = try Pilot([
      "--highlight", "error [0-9]", "--highlight=warn", first.path, second.path,
    ])
    let looks = HighlightPalette.styles(depth: .palette256)
    for tab in 1...2 {
      #expect(pilot.lines.last?.hasSuffix(" \(tab)/2 ") == true, "\(pilot.lines.last ?? "")")
      #expect(Self.style(pilot, line: 0) == looks[0], "tab \(tab): error 1 in the first colour")
      #expect(Self.style(pilot, line: 0, column: 6) == looks[0])
      #expect(Self.style(pilot, line: 0, column: 8) != looks[0], "here is not highlighted")
      #expect(Self.style(pilot, line: 1) == looks[1], "tab \(tab): warn in the second colour")
      #expect(looks[0].background != looks[1].background)
      #expect(Self.style(pilot, line: 2) != looks[0] && Self.style(pilot, line: 2) != looks[1])
      pilot.press(.right)
      pilot.settle()
    }
  }

  @Test func withoutColourTheHighlightsDifferInTheirAttributes() throws {
    let file = try TemporaryFile(named: "plain.log", Self.text)
    let pilot = try Pilot(
      ["--highlight", "error", "--highlight", "warn", file.path], colorDepth: .none)
    let error = Self.style(pilot, line: 0)
    let warn = Self.style(pilot, line: 1)
    let plain = Self.style(pilot, line: 2)
    #expect(error.background == .standard && warn.background == .standard)
    #expect(error.attributes != warn.attributes)
    #expect(error.attributes != plain.attributes && warn.attributes != plain.attributes)
  }

  @Test func escHAddsTheLastSearchCtrlTThePromptsPatternAndEscCapitalHClears() throws {
    let file = try TemporaryFile(named: "keys.log", Self.text)
    let pilot = try Pilot([file.path])
    let looks = HighlightPalette.styles(depth: .palette256)
    let plain = Self.style(pilot, line: 0)
    LessPromptAndHighlightAppTests.search(pilot, for: "error")
    pilot.press(.escape, .character("h"))
    #expect(
      pilot.lines.last?.hasPrefix(" highlight 1: error ") == true, "\(pilot.lines.last ?? "")")
    // Another search leaves the highlight in its colour.
    LessPromptAndHighlightAppTests.search(pilot, for: "plain")
    #expect(Self.style(pilot, line: 0) == looks[0])
    pilot.press(.character("/"))
    for character in "warn" { pilot.press(.character(character)) }
    pilot.press(.control("T"))
    #expect(pilot.lines.last?.hasPrefix(" highlight 2: warn ") == true, "\(pilot.lines.last ?? "")")
    #expect(Self.style(pilot, line: 1) == looks[1])
    pilot.press(.escape, .character("H"))
    #expect(pilot.lines.last?.hasPrefix(" highlights cleared ") == true)
    #expect(Self.style(pilot, line: 0) == plain && Self.style(pilot, line: 1) == plain)
  }

  @Test func theConfigFilesHighlightsComeBeforeTheCommandLines() throws {
    let file = try TemporaryFile(named: "todo.log", Self.text)
    let home = try ConfigHome("highlight = TODO\nhighlight = FIXME\n")
    let pilot = try Pilot(["--highlight", "plain", file.path], variables: home.variables)
    let looks = HighlightPalette.styles(depth: .palette256)
    #expect(Self.style(pilot, line: 3) == looks[0], "TODO")
    #expect(Self.style(pilot, line: 3, column: 9) == looks[1], "FIXME")
    #expect(Self.style(pilot, line: 2) == looks[2], "plain")
  }

  @Test func aBadPatternExits2WithOneLineNamingIt() throws {
    let file = try TemporaryFile(named: "bad.log", Self.text)
    let outcome = ProgramTests.run(["--highlight", "error(", file.path])
    #expect(outcome.status == 2)
    #expect(outcome.terminal == nil, "before the terminal is touched")
    #expect(outcome.error.lines.count == 1)
    let line = outcome.error.lines.first ?? ""
    #expect(line.hasPrefix("TUIPager: --highlight: 'error(' is not a pattern: "), "\(line)")
    #expect(line.contains("parenthesis"), "PCRE2's reason: \(line)")
    let empty = ProgramTests.run(["--highlight=", file.path])
    #expect(empty.status == 2)
    #expect(
      empty.error.lines == ["TUIPager: --highlight: the pattern is empty (see TUIPager --help)"])
  }

  @Test func aBadPatternInTheConfigFileNamesItsLine() throws {
    let home = try ConfigHome("highlight = fine\nhighlight = a(b\nhighlight = also fine\n")
    let outcome = ProgramTests.run([], variables: home.variables)
    #expect(outcome.status == 2)
    let line = outcome.error.lines.first ?? ""
    #expect(
      line.hasPrefix("TUIPager: \(home.path):2: --highlight: 'a(b' is not a pattern"), "\(line)")
  }
}
