import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Narrowing a table in the program: rows filtered by a pattern in the current column
/// (`Esc-&`), composed with `&` and `/`; columns shown by their names (`Esc-c`); the current
/// cell and row copied (`Esc-y`, `Esc-Y`); the view saved as CSV (`s`); `Esc-T` puts it back.
@Suite struct TableFilterAppTests {
  /// People in four columns: a quoted comma, a quoted line end, quotes, a lower-case `paris`.
  static let people = #"""
    name,city,age,note
    "Smith, Ann",Paris,34,"says ""hi"""
    Bob,"New
    York",7,
    Carol,Paris,51,x
    Dave,Berlin,29,y
    Eve,paris,40,z

    """#

  static func pilot(_ arguments: [String] = [], columns: Int = 80) throws -> (
    Pilot, TemporaryFile
  ) {
    let file = try TemporaryFile(named: "people.csv", people)
    let pilot = try Pilot(arguments + [file.path], size: Size(columns: columns, rows: 12))
    return (pilot, file)
  }

  /// The rows shown, blanks at their ends left out, the empty ones below the text and the
  /// status line too.
  static func shown(_ pilot: Pilot) -> [String] {
    TableViewAppTests.shown(pilot).dropLast().filter { !$0.isEmpty && $0 != "~" }
  }

  /// Opens the prompt of `keys`, types `text` and submits it.
  static func submit(_ keys: [Key], _ text: String, in pilot: Pilot) {
    pilot.send(keys.map(Input.key))
    ShellKeysAppTests.type(text, into: pilot)
    pilot.press(.enter)
    pilot.settle()
  }

  static let filterColumn: [Key] = [.escape, .character("&")]
  static let showColumns: [Key] = [.escape, .character("c")]

  /// The first cells of the rows shown under the header.
  static func names(_ pilot: Pilot) -> [String] {
    shown(pilot).dropFirst().map { String($0.prefix { $0 != "│" }).trimmingBlanks }
      .filter { !$0.hasPrefix("(END)") && !$0.isEmpty }
  }

  @Test func aColumnFilterKeepsTheHeaderAndTheRowsWhoseCellMatches() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.right)
    pilot.send(Self.filterColumn.map(Input.key))
    #expect(pilot.lines.last?.contains("&city:") == true, "\(pilot.lines.last ?? "")")
    ShellKeysAppTests.type("Paris", into: pilot)
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines.contains { $0.contains("city ~ Paris: 2 rows") })
    #expect(Self.shown(pilot).first?.hasPrefix("name       │ city") == true)
    // Upper case in the pattern: case matters, as in a search; `paris` is left out.
    #expect(Self.names(pilot) == ["Smith, Ann", "Carol"])
  }

  @Test func aBangKeepsTheRowsNotMatchingAndAnEmptyPatternDropsTheFilter() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.right)
    Self.submit(Self.filterColumn, "!Paris", in: pilot)
    #expect(Self.names(pilot) == ["Bob", "Dave", "Eve"])
    #expect(pilot.lines.contains { $0.contains("city !~ Paris: 3 rows") })
    Self.submit(Self.filterColumn, "", in: pilot)
    #expect(Self.names(pilot) == ["Smith, Ann", "Bob", "Carol", "Dave", "Eve"])
  }

  @Test func cellsAreMatchedInTheSearchsCaseAsASearchDoes() throws {
    let (pilot, file) = try Self.pilot(["-i"])
    _ = file
    pilot.press(.right)
    Self.submit(Self.filterColumn, "^par", in: pilot)
    #expect(Self.names(pilot) == ["Smith, Ann", "Carol", "Eve"], "-i: either case")
    Self.submit(Self.filterColumn, "Paris", in: pilot)
    #expect(Self.names(pilot) == ["Smith, Ann", "Carol"], "-i: upper case matters")
    // A regular expression: `^.{5}$` matches a cell of five characters, the whole cell.
    Self.submit(Self.filterColumn, "^.{5}$", in: pilot)
    #expect(Self.names(pilot) == ["Smith, Ann", "Carol", "Eve"])
  }

  @Test func theAmpersandFilterAndSearchWorkOverAColumnFilter() throws {
    let (pilot, file) = try Self.pilot(["-N"])
    _ = file
    pilot.press(.right)
    Self.submit(Self.filterColumn, "Paris", in: pilot)
    // Carol's row is the text's fifth line: the gutter says so.
    #expect(Self.shown(pilot).contains { $0.hasPrefix("      5 Carol") }, "\(Self.shown(pilot))")
    TableViewAppTests.shown(after: "&", typing: "says", in: pilot)
    #expect(Self.names(pilot).map { $0.drop { !$0.isLetter } } == ["Smith, Ann"])
    // Dropping `&` leaves the column filter.
    TableViewAppTests.shown(after: "&", typing: "", in: pilot)
    #expect(Self.names(pilot).count == 2)
    // A search looks in the rows kept: Carol's is there, Dave's is not.
    TableViewAppTests.shown(after: "/", typing: "Carol", in: pilot)
    #expect(!pilot.lines.contains { $0.contains("not found") }, "\(pilot.lines)")
    TableViewAppTests.shown(after: "/", typing: "Dave", in: pilot)
    #expect(pilot.lines.contains { $0.contains("not found") }, "\(pilot.lines)")
  }

  @Test func aColumnFilterWorksOverASortAndSOverItKeepsTheRowsSorted() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.character("S"))
    pilot.press(.character("S"))
    pilot.press(.right)
    Self.submit(Self.filterColumn, "!Paris", in: pilot)
    #expect(Self.names(pilot) == ["Eve", "Dave", "Bob"], "the sort's order, filtered")
    pilot.press(.escape, .character("T"))
    #expect(Self.names(pilot) == ["Smith, Ann", "Bob", "Carol", "Dave", "Eve"])
  }

  @Test func aSortKeepsTheRowsAColumnFilterKept() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.right)
    Self.submit(Self.filterColumn, "!Paris", in: pilot)
    pilot.press(.left)
    pilot.press(.character("S"))
    pilot.press(.character("S"))
    #expect(Self.names(pilot) == ["Eve", "Dave", "Bob"], "sorted down, still filtered")
    #expect(pilot.lines.contains { $0.contains("sorted by name ↓") })
    pilot.press(.character("S"))
    #expect(Self.names(pilot) == ["Bob", "Dave", "Eve"], "as read, still filtered")
  }

  @Test func escAmpersandOnTextSaysSo() throws {
    let file = try TemporaryFile(named: "notes.txt", "one\ntwo\n")
    let pilot = try Pilot([file.path])
    pilot.send(Self.filterColumn.map(Input.key))
    #expect(pilot.lines.contains { $0.contains("Not a table") })
    #expect(pilot.screen.prompt == nil)
  }
}

extension String {
  /// The text without blanks at either end.
  fileprivate var trimmingBlanks: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
