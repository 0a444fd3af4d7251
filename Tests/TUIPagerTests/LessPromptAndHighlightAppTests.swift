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

  /// The style of the cell at `column` of page row `row`.
  static func style(_ pilot: Pilot, row: Int, column: Int) -> Style {
    pilot.frame[column, pilot.firstTextRow + row].style
  }

  @Test func theMatchFoundStandsApartAndNMovesItToTheNextLine() throws {
    let file = try TemporaryFile(named: "current.txt", Self.text)
    let pilot = try Pilot([file.path])
    Self.search(pilot, for: "needle")
    // "line 1 needle": the match starts at column 7.
    let current = Self.style(pilot, row: 0, column: 7)
    let other = Self.style(pilot, row: 1, column: 7)
    #expect(current.attributes.isSuperset(of: [.reverse, .bold, .underline]), "\(current)")
    #expect(other.attributes.contains(.reverse) && !other.attributes.contains(.underline))
    pilot.press(.character("n"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 2 needle"))
    #expect(Self.style(pilot, row: 0, column: 7) == current, "the next line's is current now")
  }

  @Test func dashDColoursMatchesTheCurrentOneAndSubPatterns() throws {
    let file = try TemporaryFile(named: "colours.txt", Self.text)
    let pilot = try Pilot(["-DSkG", "-DJkY", "--color=2-u", file.path])
    Self.search(pilot, for: "(line) [0-9]+ (nee)dle")
    let green = Style(foreground: .indexed(0), background: .indexed(10))
    let yellow = Style(foreground: .indexed(0), background: .indexed(11))
    #expect(Self.style(pilot, row: 0, column: 0) == yellow, "the current match, -DJ")
    #expect(Self.style(pilot, row: 1, column: 0).background == .indexed(3), "sub-pattern 1, less's")
    #expect(Self.style(pilot, row: 1, column: 5) == green, "the rest of a match, -DS")
    #expect(Self.style(pilot, row: 1, column: 7).attributes == .underline, "sub-pattern 2, -D2")
    #expect(Self.highlightedRows(pilot).isEmpty, "no reverse video left")
  }

  @Test func hiliteTargetUnderlinesTheLineTheSearchLandedOn() throws {
    let file = try TemporaryFile(named: "target.txt", Self.text)
    let pilot = try Pilot(["--hilite-target", file.path])
    Self.search(pilot, for: "needle")
    #expect(Self.style(pilot, row: 0, column: 0).attributes == .underline)
    #expect(Self.style(pilot, row: 1, column: 0).attributes.isEmpty)
    let plain = try Pilot([file.path])
    Self.search(plain, for: "needle")
    #expect(Self.style(plain, row: 0, column: 0).attributes.isEmpty, "only with the option")
  }

  @Test func statusLineShowsAMarkedLineWholeInReverse() throws {
    let file = try TemporaryFile(named: "marked.txt", Self.text)
    let pilot = try Pilot(["--status-line", file.path])
    pilot.press(.character("m"), .character("a"))
    #expect((0..<13).allSatisfy { Self.style(pilot, row: 0, column: $0).attributes == .reverse })
    #expect(Self.style(pilot, row: 1, column: 0).attributes.isEmpty, "the line below is not marked")
    let plain = try Pilot([file.path])
    plain.press(.character("m"), .character("a"))
    #expect(Self.style(plain, row: 0, column: 0).attributes.isEmpty, "only with the option")
  }
}
