import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's keys in the program, on the fake terminal: they do what they do in less wherever a
/// tab key does not take them.
@Suite struct LessKeysAppTests {
  /// A 40×8 screen: the bar of one tab, six text rows (1…6), the status line (7).
  static let size = Size(columns: 40, rows: 8)

  static func numbered(_ count: Int) throws -> TemporaryFile {
    try TemporaryFile(
      named: "notes.txt", (1...count).map { "line \($0)" }.joined(separator: "\n") + "\n")
  }

  static func pilot(_ file: TemporaryFile, _ more: [String] = []) throws -> Pilot {
    try Pilot([file.path, "--status", "--duration", "0"] + more, size: size)
  }

  static func top(_ pilot: Pilot) -> String {
    pilot.lines[pilot.firstTextRow].trimmingTrailingBlanks
  }

  static func status(_ pilot: Pilot) -> String { pilot.lines[7] }

  static func type(_ text: String, into pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  @Test(arguments: [
    [Key.character("e")], [.control("E")], [.control("N")], [.character("j")], [.enter],
  ])
  func aLineDown(_ keys: [Key]) throws {
    let file = try Self.numbered(50)
    let pilot = try Self.pilot(file)
    for key in keys { pilot.press(key) }
    #expect(Self.top(pilot) == "line 2")
  }

  @Test(arguments: [
    [Key.character("y")], [.control("Y")], [.control("P")], [.control("K")], [.character("k")],
  ])
  func aLineUp(_ keys: [Key]) throws {
    let file = try Self.numbered(50)
    let pilot = try Self.pilot(file)
    pilot.press(.character("d"))
    let before = try #require(Int(Self.top(pilot).dropFirst(5)))
    for key in keys { pilot.press(key) }
    #expect(Self.top(pilot) == "line \(before - 1)")
  }

  @Test func zAndWGoAWindowDownAndUp() throws {
    let file = try Self.numbered(50)
    let pilot = try Self.pilot(file)
    pilot.press(.character("z"))
    #expect(Self.top(pilot) == "line 7")
    pilot.press(.character("z"))
    #expect(Self.top(pilot) == "line 13")
    pilot.press(.character("w"))
    #expect(Self.top(pilot) == "line 7")
  }

  @Test func capitalJGoesOnPastTheEndAndKComesBack() throws {
    let file = try Self.numbered(8)
    let pilot = try Self.pilot(file)
    pilot.press(.character("G"))
    #expect(Self.top(pilot) == "line 3")
    pilot.press(.character("J"), .character("J"))
    #expect(Self.top(pilot) == "line 5")
    #expect(pilot.lines[5].trimmingTrailingBlanks.isEmpty, "blank below the last line")
    pilot.press(.character("K"))
    #expect(Self.top(pilot) == "line 4")
  }

  @Test func pAndPercentAloneGoToTheStartAndACountAtTheColonGoesToAPercentage() throws {
    let file = try Self.numbered(201)
    let pilot = try Self.pilot(file)
    pilot.press(.character("G"))
    pilot.press(.character("p"))
    #expect(Self.top(pilot) == "line 1")
    Self.type(":50%", into: pilot)
    pilot.press(.enter)
    #expect(Self.top(pilot) == "line 101")
    pilot.press(.character("%"))
    #expect(Self.top(pilot) == "line 1")
    Self.type(":10p", into: pilot)
    pilot.press(.enter)
    #expect(Self.top(pilot) == "line 21")
    Self.type(":120", into: pilot)
    pilot.press(.enter)
    #expect(Self.top(pilot) == "line 120")
    Self.type(":7g", into: pilot)
    pilot.press(.enter)
    #expect(Self.top(pilot) == "line 7")
  }

  @Test func digitsAloneStillJumpToTabsAfterAMoment() throws {
    let first = try Self.numbered(20)
    let second = try TemporaryFile(named: "other.txt", "other\n")
    let pilot = try Pilot(
      [first.path, second.path, "--status", "--duration", "0"], size: Self.size)
    pilot.press(.character("2"))
    pilot.pause(TypedCount.moment)
    #expect(Self.top(pilot) == "other")
  }

  @Test func lessThanAndGreaterThanAreTheFirstAndLastLine() throws {
    let file = try Self.numbered(50)
    let pilot = try Self.pilot(file)
    pilot.press(.character(">"))
    #expect(Self.top(pilot) == "line 45")
    pilot.press(.character("<"))
    #expect(Self.top(pilot) == "line 1")
    pilot.press(.escape, .character(">"))
    #expect(Self.top(pilot) == "line 45")
  }

  @Test func escAndParenthesesScrollCutLinesSideways() throws {
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let file = try TemporaryFile(
      named: "wide.txt", String(repeating: alphabet, count: 4) + "\n")
    let pilot = try Self.pilot(file, ["--chop"])
    #expect(Self.top(pilot).hasPrefix("ABC"))
    pilot.press(.escape, .character(")"))
    #expect(Self.top(pilot).hasPrefix("UVW"), "half of 40 columns: 20 scrolled")
    pilot.press(.escape, .character("("))
    #expect(Self.top(pilot).hasPrefix("ABC"))
  }

  @Test func questionMarkSearchesBackwardAndNKeepsItsWay() throws {
    let file = try TemporaryFile(
      named: "notes.txt",
      (1...60).map { [10, 30, 50].contains($0) ? "needle \($0)" : "line \($0)" }
        .joined(separator: "\n") + "\n")
    let pilot = try Self.pilot(file)
    pilot.press(.character("G"))
    pilot.press(.character("?"))
    #expect(Self.status(pilot).hasPrefix(" ?"))
    Self.type("needle", into: pilot)
    pilot.press(.enter)
    #expect(Self.top(pilot) == "needle 50")
    pilot.press(.character("n"))
    #expect(Self.top(pilot) == "needle 30", "n goes on backward")
    pilot.press(.character("N"))
    #expect(Self.top(pilot) == "needle 50", "N goes the other way")
    #expect(pilot.lines.allSatisfy { !$0.contains("Keys") }, "? is no longer help")
  }

  @Test(arguments: [Key.character("H"), .function(1)])
  func hAndF1ShowTheHelp(_ key: Key) throws {
    let file = try Self.numbered(20)
    let pilot = try Self.pilot(file)
    pilot.press(key)
    #expect(pilot.lines.contains { $0.contains("│ Keys") })
  }

  @Test func escNeverQuits() throws {
    let file = try Self.numbered(50)
    let pilot = try Self.pilot(file)
    pilot.press(.escape)
    pilot.press(.escape)
    #expect(pilot.status == nil)
    pilot.press(.character("j"))
    #expect(Self.top(pilot) == "line 2", "a key after Esc does what it does")
    #expect(pilot.status == nil)
  }

  @Test(arguments: [
    [Key.character("q")], [.character("Q")], [.character("Z"), .character("Z")],
    [.character(":"), .character("q"), .enter], [.character(":"), .character("Q"), .enter],
  ])
  func theseQuitWithStatus0(_ keys: [Key]) throws {
    let file = try Self.numbered(20)
    let pilot = try Self.pilot(file)
    for key in keys { pilot.press(key) }
    #expect(pilot.status == 0)
  }

  @Test func aZAloneDoesNotQuit() throws {
    let file = try Self.numbered(20)
    let pilot = try Self.pilot(file)
    pilot.press(.character("Z"), .character("j"))
    #expect(pilot.status == nil)
    #expect(Self.top(pilot) == "line 2")
  }

  @Test func colonNPAndXGoBetweenTabs() throws {
    let files = try (1...3).map { try TemporaryFile(named: "f\($0).txt", "file \($0)\n") }
    let pilot = try Pilot(files.map(\.path) + ["--status", "--duration", "0"], size: Self.size)
    Self.type(":n", into: pilot)
    pilot.press(.enter)
    #expect(Self.top(pilot) == "file 2")
    Self.type(":n", into: pilot)
    pilot.press(.enter)
    Self.type(":p", into: pilot)
    pilot.press(.enter)
    #expect(Self.top(pilot) == "file 2")
    Self.type(":x", into: pilot)
    pilot.press(.enter)
    #expect(Self.top(pilot) == "file 1")
  }

  @Test(arguments: [
    [Key.character("=")], [.control("G")], [.character(":"), .character("f")],
  ])
  func thePositionIsSaidOnTheStatusLine(_ keys: [Key]) throws {
    let file = try Self.numbered(100)
    let pilot = try Pilot(
      [file.path, "--status", "--duration", "0"], size: Size(columns: 100, rows: 8))
    pilot.press(.character("d"))
    for key in keys { pilot.press(key) }
    // "line 1\n" … "line 9\n" are 7 bytes, "line 10\n" on 8: lines 4–9 end at byte 63.
    let total = 9 * 7 + 90 * 8 + 9
    let percent = 63 * 100 / total
    #expect(
      pilot.lines[7].hasPrefix(
        " notes.txt · lines 4–9 of 100 · byte 63 of \(total) · \(percent)%"))
  }

  @Test func escUTurnsTheMatchesHighlightingOffAndOn() throws {
    let file = try TemporaryFile(named: "notes.txt", "a needle\nhay\n")
    let pilot = try Self.pilot(file)
    Self.type("/needle", into: pilot)
    pilot.press(.enter)
    #expect(pilot.frame[2, 1].style.attributes.contains(.reverse))
    pilot.press(.escape, .character("u"))
    #expect(!pilot.frame[2, 1].style.attributes.contains(.reverse))
    #expect(Self.status(pilot).contains("highlighting of matches off"))
    pilot.press(.escape, .character("u"))
    #expect(pilot.frame[2, 1].style.attributes.contains(.reverse))
  }

  @Test(arguments: [(Key.character("c"), "c"), (.control("T"), "Ctrl-T"), (.function(9), "F9")])
  func aKeyBoundToNothingSaysSo(_ key: Key, _ name: String) throws {
    let file = try Self.numbered(20)
    let pilot = try Self.pilot(file)
    pilot.press(key)
    #expect(Self.status(pilot).hasPrefix(" \(name): no command here · H for help"))
  }

  @Test func theHelpKeyNamedIsTheOneInEffect() throws {
    let config = try TemporaryFile(named: "config", "bind F2 help\nbind H quit\n")
    let file = try Self.numbered(20)
    let pilot = try Pilot(
      ["--config", config.path, file.path, "--status", "--duration", "0"], size: Self.size)
    pilot.press(.character("c"))
    #expect(Self.status(pilot).hasPrefix(" c: no command here · F1 for help"))
  }
}

extension String {
  /// The text without the blanks that pad it to the row's width.
  var trimmingTrailingBlanks: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
