import Foundation
import Testing

/// The command-line interface, run directly with pipes (no terminal at all).
@Suite("Command line")
struct CommandLineTests {
  @Test("--help prints usage on stdout and exits 0")
  func help() async throws {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--help"])
    #expect(result.status == 0)
    #expect(!result.timedOut)
    #expect(result.standardOutput.lowercased().contains("usage"))
    for option in ["--duration", "--start", "--help", "--version"] {
      #expect(result.standardOutput.contains(option), "usage should mention \(option)")
    }
    #expect(result.standardError.isEmpty)
    #expect(!result.standardOutput.contains("\u{1b}"), "usage must not contain escape sequences")
  }

  @Test("--version prints one line with a version number and exits 0")
  func version() async throws {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--version"])
    #expect(result.status == 0)
    #expect(!result.timedOut)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 1, "got: \(result.standardOutput)")
    #expect(result.standardOutput.contains { $0.isNumber })
    #expect(result.standardError.isEmpty)
  }

  struct BadArguments: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    /// Words of which the message must contain at least one (the option or the bad value).
    var named: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    "A bad option or value exits 2 with one line on stderr naming it and mentioning --help",
    arguments: [
      BadArguments(arguments: ["--duration", "abc"], named: ["--duration", "abc"]),
      BadArguments(arguments: ["--duration", "-5"], named: ["--duration", "-5"]),
      BadArguments(arguments: ["--duration"], named: ["--duration"]),
      BadArguments(arguments: ["--start", "0"], named: ["--start"]),
      BadArguments(arguments: ["--start", "9"], named: ["--start"]),
      BadArguments(arguments: ["--start", "two"], named: ["--start", "two"]),
      BadArguments(arguments: ["--start"], named: ["--start"]),
      BadArguments(arguments: ["--bogus"], named: ["--bogus"]),
      BadArguments(arguments: ["--duration", "0", "--bogus"], named: ["--bogus"]),
    ])
  func badArguments(_ bad: BadArguments) async throws {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), bad.arguments)
    expectUsageError(result, named: bad.named)
  }

  @Test("Not on a terminal (pipes): exit 1 with a clear message and nothing on stdout")
  func notATerminal() async throws {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), [])
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
