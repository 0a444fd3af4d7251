import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's `-m`, `-M`, `-g` and `-G` through the whole program in-process: a prompt that says
/// how far through the text the page is, and matches highlighted on one line or none.
@Suite struct LessPromptAndHighlightAppTests {
  static let text = (1...100).map { "line \($0) needle\n" }.joined()

  @Test func theMediumPromptSaysThePercentage() throws {
    let file = try TemporaryFile(named: "medium.txt", Self.text)
    let short = try Pilot([file.path]).lines.last ?? ""
    let medium = try Pilot(["-m", file.path]).lines.last ?? ""
    #expect(!short.contains("%"))
    #expect(medium.contains("% · lines 1–"), "\(medium)")
    #expect(medium.hasSuffix(" of 100  1/1 "))
  }

  @Test func theLongPromptSaysTheByteAndTheEnd() throws {
    let file = try TemporaryFile(named: "long.txt", Self.text)
    let pilot = try Pilot(["-M", file.path])
    // Under a million, the bytes have one comma at most.
    let digits = String(Self.text.utf8.count)
    let bytes = digits.count > 3 ? digits.dropLast(3) + "," + digits.suffix(3) : digits
    #expect(pilot.lines.last?.contains("of \(bytes) · ") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("G"))
    #expect(
      pilot.lines.last?.contains("100% · (END) · lines ") == true, "\(pilot.lines.last ?? "")")
  }

  /// The rows of the page with a reversed cell.
  static func highlightedRows(_ pilot: Pilot) -> [Int] {
    (pilot.firstTextRow..<pilot.frame.height - 1).filter { row in
      (0..<pilot.frame.width).contains { pilot.frame[$0, row].style.attributes.contains(.reverse) }
    }
  }

  static func search(_ pilot: Pilot, for pattern: String) {
    pilot.press(.character("/"))
    for character in pattern { pilot.press(.character(character)) }
    pilot.press(.enter)
  }

  @Test func withGOneLineIsHighlighted() throws {
    let file = try TemporaryFile(named: "g.txt", Self.text)
    let all = try Pilot([file.path])
    Self.search(all, for: "needle")
    let one = try Pilot(["-g", file.path])
    Self.search(one, for: "needle")
    #expect(Self.highlightedRows(all).count > 1)
    #expect(Self.highlightedRows(one) == [one.firstTextRow], "the match found is at the top")
  }

  @Test func withCapitalGNoneIsHighlightedUntilEscU() throws {
    let file = try TemporaryFile(named: "G.txt", Self.text)
    let pilot = try Pilot(["-G", file.path])
    Self.search(pilot, for: "needle")
    #expect(Self.highlightedRows(pilot).isEmpty)
    pilot.press(.escape, .character("u"))
    #expect(Self.highlightedRows(pilot).count > 1)
  }
}
