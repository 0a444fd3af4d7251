import Foundation
import Testing

/// Option values and combinations the preset options refuse, run with pipes (no terminal).
@Suite("Preset options")
struct PresetOptionTests {
  struct BadOptions: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    /// Words of which the message must contain at least one.
    var named: [String]
    var testDescription: String {
      arguments.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: " ")
    }
  }

  @Test(
    "A bad preset option exits 2 with one line on stderr naming it",
    arguments: [
      BadOptions(arguments: ["--bar", "sideways"], named: ["--bar", "sideways"]),
      BadOptions(arguments: ["--indicator", "zigzag"], named: ["--indicator", "zigzag"]),
      BadOptions(arguments: ["--jump", "teleport"], named: ["--jump", "teleport"]),
      BadOptions(arguments: ["--preset", "nope"], named: ["--preset", "nope"]),
      BadOptions(arguments: ["--tabs", ""], named: ["--tabs"]),
      BadOptions(arguments: ["--tabs", "A,,B"], named: ["--tabs", "A,,B"]),
      BadOptions(arguments: ["--bar", "top", "--bar", "bottom"], named: ["--bar"]),
      BadOptions(arguments: ["--start", "4", "--tabs", "A,B"], named: ["--start"]),
    ])
  func badOptions(_ bad: BadOptions) async throws {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), bad.arguments)
    expectUsageError(result, named: bad.named)
  }
}
