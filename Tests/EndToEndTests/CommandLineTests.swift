import Foundation
import Testing

/// The command-line interface, run directly with pipes (no terminal at all).
@Suite("Command line")
struct CommandLineTests {
  // What the options mean, every usage error word for word, and the text of --help are tested in
  // process (TUIPagerTests); here, only how the program answers through its streams and status.

  @Test("--help and --version answer on stdout and exit 0")
  func helpAndVersion() async throws {
    let help = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--help"])
    #expect(help.status == 0)
    #expect(!help.timedOut)
    #expect(help.standardOutput.hasPrefix("Usage: TUIPager"))
    #expect(help.standardError.isEmpty)

    let version = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput.split(separator: "\n").count == 1, "\(version.standardOutput)")
    #expect(version.standardOutput.contains { $0.isNumber })
    #expect(version.standardError.isEmpty)
  }

  @Test("A bad option exits 2 at once with one line on stderr naming it and mentioning --help")
  func badOption() async throws {
    let result = try await ProcessRunner.run(
      try TUIPagerBinary.path(), ["--duration", "0", "--bogus"])
    expectUsageError(result, named: ["--bogus"])
    #expect(result.standardError == "TUIPager: unknown option '--bogus' (see TUIPager --help)\n")
  }

  // With text to show (files, or standard input as here), output that is not a terminal gets
  // the text copied instead (DropInPagerTests); the demo has none.
  @Test("The demo not on a terminal (pipes): exit 1 with a clear message and nothing on stdout")
  func notATerminal() async throws {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--preset", "menu"])
    #expect(result.status == 1)
    #expect(!result.timedOut, "it must not wait for input when there is no terminal")
    #expect(result.standardOutput.isEmpty, "stdout got: \(result.standardOutput.debugDescription)")
    #expect(!result.standardError.isEmpty)
    #expect(!result.standardError.contains("\u{1b}"), "no escape sequences on a non-terminal")
    #expect(result.standardError.lowercased().contains("terminal"))
  }

  @Test("Valid options without a terminal still refuse to run (exit 1)")
  func validOptionsNotATerminal() async throws {
    let result = try await ProcessRunner.run(
      try TUIPagerBinary.path(), ["--preset", "titles", "--duration", "100", "--start", "2"])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
  }
}
