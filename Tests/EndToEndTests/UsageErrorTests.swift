import Foundation
import Testing

/// Usage errors of the newer options (`--color`, `--status`/`--no-status`, `--reduce-motion`,
/// `-c`): exit 2, one line on stderr naming the option and the problem, pointing to --help.
@Suite("Usage errors of the newer options")
struct UsageErrorTests {
  struct BadUsage: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    /// Words the message must all contain: the option, and the bad value where there is one.
    var named: [String]
    var testDescription: String { arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ") }
  }

  @Test(
    "Exit 2 with one line on stderr naming the option and pointing to --help",
    arguments: [
      BadUsage(arguments: ["--color", "sometimes"], named: ["--color", "sometimes"]),
      BadUsage(arguments: ["--color=sometimes"], named: ["--color", "sometimes"]),
      BadUsage(arguments: ["--color"], named: ["--color"]),
      BadUsage(arguments: ["--color", "never", "--color", "always"], named: ["--color"]),
      BadUsage(arguments: ["--status", "--no-status"], named: ["--status", "--no-status"]),
      BadUsage(arguments: ["--no-status", "--status"], named: ["--status", "--no-status"]),
      BadUsage(arguments: ["--status=yes"], named: ["--status"]),
      BadUsage(arguments: ["--reduce-motion=yes"], named: ["--reduce-motion"]),
      BadUsage(arguments: ["-c"], named: ["-c"]),
      BadUsage(arguments: ["--command"], named: ["--command"]),
      BadUsage(arguments: ["--duration", "0", "-c"], named: ["-c"]),
      BadUsage(arguments: ["-c", ""], named: ["-c"]),
    ])
  func badUsage(_ bad: BadUsage) async throws {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), bad.arguments)
    expectUsageError(result, named: bad.named, namesAll: true)
    // The problem is said, not only the option: more words than the option and "--help".
    let line = result.standardError.split(separator: "\n").first ?? ""
    let words = line.split(separator: " ").filter {
      !bad.named.contains(String($0)) && !$0.contains("--help") && !$0.hasPrefix("TUIPager")
    }
    #expect(words.count >= 2, "the message should say what is wrong: \(line)")
  }

  @Test("The newer options given right parse: without a terminal it is exit 1, not 2")
  func validOptionsParse() async throws {
    for arguments in [
      ["--color", "never", "--status", "--reduce-motion"],
      ["--color=always", "--no-status", "--preset", "floating"],
      ["--color", "auto", "-c", "echo hi", "--command", "true"],
    ] {
      let result = try await ProcessRunner.run(try TUIPagerBinary.path(), arguments)
      #expect(result.status == 1, "\(arguments): stderr \(result.standardError)")
      #expect(result.standardError.lowercased().contains("terminal"))
    }
  }
}
