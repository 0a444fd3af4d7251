import TestSupport
import Testing

@testable import PagerReader

/// Lines cut at a delimiter given to `--columns`: literal bytes and patterns.
@Suite struct DelimitedRowTests {
  static func cells(_ text: String, _ delimiter: String) throws -> [String] {
    guard case .delimiter(let given) = try ColumnFormat(parsing: delimiter) else {
      Issue.record("\(delimiter) is not a delimiter")
      return []
    }
    return try DelimitedRow(given).cells(of: Array(text.utf8)).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test func literalDelimiters() throws {
    #expect(try Self.cells("a;b;;c", ";") == ["a", "b", "", "c"])
    #expect(try Self.cells("a::b:c::", "::") == ["a", "b:c", ""])
    #expect(try Self.cells("", ";") == [""])
    #expect(try Self.cells("x|y", "|") == ["x", "y"])
  }

  @Test func patternDelimiters() throws {
    #expect(try Self.cells("a ; b;c  ;d", "\\s*;\\s*") == ["a", "b", "c", "d"])
    #expect(
      try Self.cells("web   2 hours ago   Up 2 hours", " {2,}") == [
        "web", "2 hours ago", "Up 2 hours",
      ])
    #expect(try Self.cells("^a^b", "\\^") == ["", "a", "b"], "a ^ in the line is a plain byte")
  }

  /// Random fields joined by a random literal delimiter the fields do not hold: split back
  /// exactly, and the same through an equivalent pattern.
  @Test func randomFieldsSplitBack() throws {
    var random = SeededGenerator(seed: 0xDE1)
    let delimiters = [";", "::", "|", "<->", "\\t"]
    let patterns = [";", ":{2}", "\\|", "<->", "\\t"]
    let bytes = [UInt8](0x20...0x7E).filter { !Array(";:|<->\\t".utf8).contains($0) }
    for _ in 0..<500 {
      let which = Int.random(in: 0..<delimiters.count, using: &random)
      let joiner = which == 4 ? "\t" : delimiters[which]
      let fields = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        String(
          decoding: (0..<Int.random(in: 0...6, using: &random)).map { _ in
            bytes.randomElement(using: &random)!
          }, as: UTF8.self)
      }
      let line = fields.joined(separator: joiner)
      #expect(try Self.cells(line, delimiters[which]) == fields)
      let pattern = try DelimitedRow(.pattern(patterns[which]))
      #expect(
        pattern.cells(of: Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) } == fields)
    }
  }
}
