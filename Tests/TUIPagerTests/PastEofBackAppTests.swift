import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's `--past-eof` going back: every backward scroll goes on past the beginning, as
/// `K` always does, leaving blank rows above the first line until it is on the page's last
/// row (less's `back` forced, forwback.c); with header lines it stops below them, as less's
/// does.
@Suite struct PastEofBackAppTests {
  static func file() throws -> TemporaryFile {
    try TemporaryFile(named: "short.txt", (1...60).map { "row \($0)\n" }.joined())
  }

  /// The rows of the page, under the bar and above the status line.
  static func page(_ pilot: Pilot) -> ArraySlice<String> {
    pilot.lines[pilot.firstTextRow..<(pilot.lines.count - 1)]
  }

  static func isBlank(_ row: String) -> Bool { row.allSatisfy { $0 == " " } }

  @Test func withItKGoesPastTheBeginningAndBUntilTheFirstLineIsAtTheBottom() throws {
    let file = try Self.file()
    let pilot = try Pilot(["--past-eof", file.path])
    pilot.press(.character("k"))
    pilot.settle()
    var page = Self.page(pilot)
    #expect(page.first.map(Self.isBlank) == true, "a blank row above")
    #expect(page.dropFirst().first?.hasPrefix("row 1 ") == true, "\(page)")
    pilot.press(.character("b"))
    pilot.settle()
    page = Self.page(pilot)
    #expect(page.last?.hasPrefix("row 1 ") == true, "the first line on the last row: \(page)")
    #expect(page.dropLast().allSatisfy(Self.isBlank))
    pilot.press(.character("j"))
    pilot.settle()
    page = Self.page(pilot)
    #expect(page.last?.hasPrefix("row 2 ") == true, "down again, the text moves up: \(page)")
    pilot.press(.character("g"))
    pilot.settle()
    #expect(Self.page(pilot).first?.hasPrefix("row 1 ") == true)
  }

  @Test func withoutItOnlyCapitalKGoesPastTheBeginning() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path])
    pilot.press(.character("k"), .character("b"))
    pilot.settle()
    #expect(Self.page(pilot).first?.hasPrefix("row 1 ") == true, "k and b stay")
    pilot.press(.character("K"))
    pilot.settle()
    let page = Self.page(pilot)
    #expect(page.first.map(Self.isBlank) == true, "\(page)")
    #expect(page.dropFirst().first?.hasPrefix("row 1 ") == true, "\(page)")
  }

  @Test func headerLinesAreNotScrolledBackPastWhileTheTextIs() throws {
    let file = try Self.file()
    for (header, first) in [([String](), "row 1 "), (["--header=1"], "row 2 ")] {
      let pilot = try Pilot(["--past-eof"] + header + [file.path])
      pilot.press(.character("k"), .character("u"))
      pilot.settle()
      let page = Self.page(pilot)
      let text = page.drop { Self.isBlank($0) && header.isEmpty }
      #expect((text.count < page.count) == header.isEmpty, "\(header): \(page)")
      #expect(
        text.dropFirst(header.isEmpty ? 0 : 1).first?.hasPrefix(first) == true,
        "\(header): \(page)")
    }
  }
}
