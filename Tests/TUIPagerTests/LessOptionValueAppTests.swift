import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's options that take a value, changed while running through the whole program
/// in-process: `-x` (or `--tabs`) asks "Tab stops:", Enter applies the value and the screen
/// redraws; a bad value says why and changes nothing; nothing typed says how it is.
@Suite struct LessOptionValueAppTests {
  static func status(_ pilot: Pilot) -> String { pilot.lines.last ?? "" }

  static func type(_ text: String, into pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  static let tabbed = "a\tb\n" + (1...60).map { "line \($0)\n" }.joined()

  @Test func dashXAsksForTabStopsAndTheScreenRedrawsWithThem() throws {
    let file = try TemporaryFile(named: "tabs.txt", Self.tabbed)
    let pilot = try Pilot([file.path])
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("a       b"))
    pilot.press(.character("-"), .character("x"))
    #expect(Self.status(pilot).hasPrefix(" Tab stops: "), "\(Self.status(pilot))")
    Self.type("4", into: pilot)
    pilot.press(.enter)
    #expect(
      pilot.lines[pilot.firstTextRow].hasPrefix("a   b"), "\(pilot.lines[pilot.firstTextRow])")
    #expect(Self.status(pilot).contains("Tab stops every 4 columns"), "\(Self.status(pilot))")
    pilot.press(.character("-"), .character("+"), .character("x"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("a       b"), "-+x: every 8 again")
    #expect(Self.status(pilot).contains("Tab stops every 8 columns"))
  }

  @Test func aBadValueSaysWhyAndChangesNothing() throws {
    let file = try TemporaryFile(named: "tabs.txt", Self.tabbed)
    let pilot = try Pilot([file.path])
    let before = pilot.lines[pilot.firstTextRow]
    for bad in ["abc", "8,4", "40"] {
      pilot.press(.character("-"), .character("x"))
      Self.type(bad, into: pilot)
      pilot.press(.enter)
      #expect(
        Self.status(pilot).contains("--tabs: '\(bad)' is not tab stops"), "\(Self.status(pilot))")
      #expect(pilot.lines[pilot.firstTextRow] == before)
      #expect(pilot.screen.tabStops == TabStops())
    }
    pilot.press(.character("-"), .character("j"))
    Self.type("top", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).contains("--jump-target: 'top' is not a screen row"))
    #expect(pilot.screen.searchTarget == nil)
  }

  @Test func nothingTypedSaysHowItIsAndChangesNothing() throws {
    let file = try TemporaryFile(named: "tabs.txt", Self.tabbed)
    let pilot = try Pilot([file.path, "-x4"])
    pilot.press(.character("-"), .character("x"), .enter)
    #expect(Self.status(pilot).contains("Tab stops every 4 columns"), "\(Self.status(pilot))")
    #expect(pilot.screen.tabStops == TabStops(every: 4))
    pilot.press(.character("_"), .character("x"))
    #expect(Self.status(pilot).contains("Tab stops every 4 columns"))
  }

  @Test func theLongNameAsksForTheValueToo() throws {
    let file = try TemporaryFile(named: "tabs.txt", Self.tabbed)
    let pilot = try Pilot([file.path])
    pilot.press(.character("-"), .character("-"))
    Self.type("tabs", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).hasPrefix(" Tab stops: "), "\(Self.status(pilot))")
    Self.type("2,6", into: pilot)
    pilot.press(.enter)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("a b"))
    #expect(Self.status(pilot).contains("Tab stops at columns 2, 6, then every 4"))
  }

  @Test func dashHashSetsTheSidewaysStep() throws {
    let text = (1...40).map { "\($0) " + String(repeating: "0123456789", count: 30) + "\n" }
      .joined()
    let file = try TemporaryFile(named: "wide.txt", text)
    let pilot = try Pilot(["-S", file.path])
    pilot.press(.character("-"), .character("#"))
    #expect(Self.status(pilot).hasPrefix(" Horizontal shift: "))
    Self.type("10", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).contains("Esc-( and Esc-) scroll 10 columns"))
    pilot.press(.escape, .character(")"))
    #expect(
      pilot.lines[pilot.firstTextRow].hasPrefix("89012345"), "\(pilot.lines[pilot.firstTextRow])")
  }

  @Test func dashZSetsTheScreenfulSpaceScrolls() throws {
    let file = try TemporaryFile(named: "lines.txt", (1...100).map { "line \($0)\n" }.joined())
    let pilot = try Pilot([file.path])
    pilot.press(.character("-"), .character("z"))
    #expect(Self.status(pilot).hasPrefix(" Scroll window size: "))
    Self.type("5", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).contains("A screenful is 5 rows"))
    pilot.press(.character(" "))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 6 "))
  }

  @Test func dashJSetsTheRowASearchLandsOn() throws {
    let file = try TemporaryFile(named: "lines.txt", (1...100).map { "line \($0)\n" }.joined())
    let pilot = try Pilot([file.path])
    pilot.press(.character("-"), .character("j"))
    #expect(Self.status(pilot).hasPrefix(" Target line: "))
    Self.type("5", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).contains("Matches and jumps land on row 5"))
    pilot.press(.character("/"))
    Self.type("line 50$", into: pilot)
    pilot.press(.enter)
    #expect(pilot.lines[pilot.firstTextRow + 4].hasPrefix("line 50 "), "\(pilot.lines)")
  }

  @Test func rscrollByItsLongNameChangesTheCutMark() throws {
    let file = try TemporaryFile(
      named: "wide.txt", String(repeating: "0123456789", count: 30) + "\n")
    let pilot = try Pilot(["-S", file.path])
    #expect(pilot.lines[pilot.firstTextRow].hasSuffix(">"))
    pilot.press(.character("-"), .character("-"))
    Self.type("rscroll", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).hasPrefix(" rscroll character: "))
    pilot.press(.character("-"), .enter)
    #expect(Self.status(pilot).contains("Lines cut at the right edge are not marked"))
    #expect(!pilot.lines[pilot.firstTextRow].hasSuffix(">"))
  }

  @Test func lessValueOptionsThatDoNothingHereSaySo() throws {
    let file = try TemporaryFile(named: "lines.txt", "one\n")
    let pilot = try Pilot([file.path])
    for (letter, words) in [
      ("h", "back-scroll limit"), ("y", "forward-scroll limit"), ("P", "the prompt"),
    ] {
      pilot.press(.character("-"), .character(Character(letter)))
      #expect(
        Self.status(pilot).contains(
          "-\(letter) is not changed while running: it does nothing here (\(words))"),
        "\(Self.status(pilot))")
      #expect(pilot.screen.inputMode == .normal)
    }
  }
}
