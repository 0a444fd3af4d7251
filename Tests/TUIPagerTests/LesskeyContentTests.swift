import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `LESSKEY_CONTENT` and `--lesskey-content`: lesskey source given as text, as less 704 reads
/// it, the variable over the files and the option over the variable.
@Suite struct LesskeyContentTests {
  static let nowhere = LesskeyFile.SystemPlaces(sources: [], compiled: [], old: [])

  @Test func linesEndAtSemicolonsOrNewlines() {
    #expect(
      LesskeySource.text(ofContent: #"a quit;b back-line\;x"# + "\n#env;A=1")
        == "a quit\nb back-line;x\n#env\nA=1")
    let source = LesskeySource(content: "#env;LESS = -S;EDITOR=ed")
    #expect(source.variables.map(\.name) == ["LESS", "EDITOR"])
  }

  @Test func theVariableIsReadAfterTheUsersFileAndStandsOverIt() throws {
    let user = try TemporaryFile(named: "lesskey", "#env\nEDITOR = vi\nB = 2\n")
    let files = LesskeyFile.load(
      variables: ["LESSKEYIN": user.path, "LESSKEY_CONTENT": "x quit;#env;EDITOR = ed"],
      places: Self.nowhere)
    #expect(files.all.last?.commands.map(\.action) == ["quit"])
    let set = LesskeyFile.environment(files, over: [:])
    #expect(set.map(\.name) == ["EDITOR", "B"])
    #expect(set.map(\.value) == ["ed", "2"])
  }

  @Test func theUsersFileMaySetTheVariable() throws {
    let user = try TemporaryFile(named: "lesskey", "#env\nLESSKEY_CONTENT = y quit\n")
    let files = LesskeyFile.load(variables: ["LESSKEYIN": user.path], places: Self.nowhere)
    #expect(files.content?.commands.map(\.action) == ["quit"])
  }

  @Test func theVariablesKeysActAndTheCommandLinesGoOverThem() throws {
    let text = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    let variables = ["LESSKEY_CONTENT": "Q goto-end;x quit"]
    let pilot = try Pilot([text.path], size: Size(columns: 60, rows: 12), variables: variables)
    pilot.press(.character("Q"))
    #expect(pilot.status == nil, "Q no longer quits")
    #expect(pilot.lines[pilot.lines.count - 2].hasPrefix("line 99"), "\(pilot.lines)")
    let over = try Pilot(
      ["--lesskey-content", "x goto-end", text.path], size: Size(columns: 60, rows: 12),
      variables: variables)
    over.press(.character("x"))
    #expect(over.status == nil, "the command line's x")
    #expect(over.lines[over.lines.count - 2].hasPrefix("line 99"), "\(over.lines)")
  }

  @Test func inSecureModeNeitherIsRead() throws {
    var commandLine = GivenArguments()
    _ = try commandLine.read(["--lesskey-content", "x quit", "file"])
    let preferences = try Preferences.load(
      commandLine: commandLine, variables: ["LESSKEY_CONTENT": "y quit"], secureMode: .strict)
    #expect(try preferences.options(under: commandLine).keys == KeyMap.standard)
  }
}
