import Foundation
import Testing

/// `man ./docs/TUIPager.1` shows what `--help` shows: every option and every key.
@Suite("Manual page")
struct ManPageTests {
  static var manual: String {
    get throws {
      try String(
        contentsOf: TUIPagerBinary.packageRoot.appendingPathComponent("docs/TUIPager.1"),
        encoding: .utf8
      )
      .replacingOccurrences(of: "\\-", with: "-")
    }
  }

  @Test("Every option of --help is in the manual page")
  func everyOption() async throws {
    let help = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--help"]).standardOutput
    let options = Set(
      help.split(whereSeparator: { " ,\n".contains($0) })
        .filter { $0.hasPrefix("--") && $0.count > 2 }
        .map { String($0.prefix { $0 == "-" || $0.isLetter }) })
    #expect(options.count >= 15, "found \(options.sorted())")
    let manual = try Self.manual
    for option in options { #expect(manual.contains(option), "\(option) is missing from the page") }
  }

  @Test("Every key of --help is in the manual page")
  func everyKey() async throws {
    let help = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--help"]).standardOutput
    let keysSection =
      help.components(separatedBy: "Keys:").last?.components(separatedBy: "Mouse:").first ?? ""
    let manual = try Self.manual
    var checked = 0
    for line in keysSection.split(separator: "\n") {
      // "Right  l  Tab        next tab": the keys stand before the first wide gap.
      let keys = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "   ")[0]
      for key in keys.split(separator: " ") where key != "…" {
        let word = key.hasPrefix("/") ? String(key.dropFirst()) : String(key)
        let pattern =
          "(^|[^A-Za-z])" + NSRegularExpression.escapedPattern(for: word)
          + "([^A-Za-z]|$)"
        #expect(manual.range(of: pattern, options: .regularExpression) != nil, "key \(word)")
        checked += 1
      }
    }
    #expect(checked >= 25, "found \(checked) keys")
  }
}
