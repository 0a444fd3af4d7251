import Testing

@testable import TUIPager

/// The program's exit statuses that need no terminal, with its arguments, its standard streams'
/// nature and its messages all in-process.
@Suite struct ProgramTests {
  /// What a run printed and returned.
  struct Outcome {
    var status: Int32
    var output: CapturedStream
    var error: CapturedStream
  }

  private static func run(
    _ arguments: [String], standardInputIsTerminal: Bool = true,
    standardOutputIsTerminal: Bool = true
  ) -> Outcome {
    let output = CapturedStream()
    let error = CapturedStream()
    let status = Program.main(
      Program.Environment(
        arguments: arguments, standardInputIsTerminal: standardInputIsTerminal,
        standardOutputIsTerminal: standardOutputIsTerminal, output: output, error: error))
    return Outcome(status: status, output: output, error: error)
  }

  @Test func aUsageErrorExits2WithOneLineNamingTheProblem() {
    let outcome = Self.run(["--duration", "abc"])
    #expect(outcome.status == 2)
    #expect(outcome.output.text.isEmpty)
    #expect(outcome.error.lines.count == 1)
    let line = outcome.error.lines.first ?? ""
    #expect(line.hasPrefix("TUIPager: --duration: "))
    #expect(line.contains("abc"))
    #expect(line.hasSuffix(" (see TUIPager --help)"))
  }

  @Test func helpExits0AndPrintsUsage() {
    let outcome = Self.run(["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.output.text == Usage.help)
    #expect(outcome.error.text.isEmpty)
  }

  @Test func versionExits0AndPrintsOneLine() {
    let outcome = Self.run(["--version"])
    #expect(outcome.status == 0)
    #expect(outcome.output.text == Usage.version + "\n")
    #expect(outcome.error.text.isEmpty)
  }

  @Test func standardOutputNotATerminalExits1() {
    let outcome = Self.run([], standardOutputIsTerminal: false)
    #expect(outcome.status == 1)
    #expect(outcome.output.text.isEmpty)
    #expect(outcome.error.text == "TUIPager: standard output is not a terminal\n")
  }

  @Test func standardInputNotATerminalAndNotATabExits1() {
    let outcome = Self.run(["-c", "true"], standardInputIsTerminal: false)
    #expect(outcome.status == 1)
    #expect(outcome.error.text == "TUIPager: standard input is not a terminal\n")
  }

  @Test func allFilesMissingExits1WithALineForEach() throws {
    let folder = try TemporaryFile(named: "present.txt", "")
    let missing = ["\(folder.folder)/a.log", "\(folder.folder)/b.log"]
    let outcome = Self.run(missing)
    #expect(outcome.status == 1)
    #expect(outcome.output.text.isEmpty)
    #expect(outcome.error.lines == missing.map { "TUIPager: \($0): No such file or directory" })
  }
}
