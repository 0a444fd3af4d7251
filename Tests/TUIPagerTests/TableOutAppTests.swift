import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// What leaves a table in the program: the current cell or row copied (OSC 52), the view saved
/// as CSV with `s`; and the columns shown by their titles (`Esc-c`), and the table put back as
/// first shown (`Esc-T`).
@Suite struct TableOutAppTests {
  /// A CSV whose second record's note holds a comma, a quote and a line end.
  static let text =
    "id,name,city,note\n1,Ann,Paris,plain\n2,Bob,Lyon,\"a, \"\"b\"\"\nc\"\n3,Cy,Nice,x\n"
    + "4,Di,Metz,y\n"

  static func pilot() throws -> (Pilot, TemporaryFile) {
    let file = try TemporaryFile(named: "people.csv", text)
    return (try Pilot([file.path], size: Size(columns: 60, rows: 12)), file)
  }

  static func type(_ text: String, _ pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  @Test func escYCopiesTheCurrentCellAsReadAndEscShiftYTheRowAsCSV() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.right, .right, .right)
    // The current cell is on the first row under the header, until a click or a match.
    pilot.press(.escape, .character("y"))
    #expect(pilot.terminal.copied.last == "plain")
    #expect(pilot.lines.contains { $0.contains("Copied note of line 2: 5 bytes") })
    _ = TableViewAppTests.shown(after: "/", typing: "Lyon", in: pilot)
    pilot.press(.escape, .character("y"))
    #expect(pilot.terminal.copied.last == "Lyon", "a match makes its cell current")
    pilot.press(.right)
    pilot.press(.escape, .character("y"))
    #expect(pilot.terminal.copied.last == "a, \"b\"\nc")
    pilot.press(.escape, .character("Y"))
    #expect(pilot.terminal.copied.last == "2,Bob,Lyon,\"a, \"\"b\"\"\nc\"")
  }

  @Test func escCShowsTheColumnsWhoseTitlesMatchAndEnterAloneAllOfThem() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.escape, .character("c"))
    Self.type("name|note", pilot)
    pilot.press(.enter)
    #expect(pilot.lines.contains { $0.contains("2 of 4 columns shown") })
    let header = TableColumnsAppTests.row(0, of: pilot)
    #expect(header.hasPrefix("name │ note"), "\(header)")
    #expect(TableColumnsAppTests.row(1, of: pilot).hasPrefix("Ann  │ plain"))
    // The cursor counts the columns shown: Right is on `note`, which copies as `note`.
    pilot.press(.right)
    pilot.press(.escape, .character("y"))
    #expect(pilot.terminal.copied.last == "plain")
    #expect(pilot.screen.currentTableColumn == 3)
    pilot.press(.escape, .character("c"))
    pilot.press(.enter)
    #expect(TableColumnsAppTests.row(0, of: pilot).hasPrefix("id │ name │ city"))
    #expect(pilot.lines.contains { $0.contains("All 4 columns shown") })
  }

  @Test func aSortAfterHidingColumnsSortsByTheColumnShownCurrent() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.escape, .character("c"))
    Self.type("city", pilot)
    pilot.press(.enter)
    pilot.press(.character("S"))
    #expect(pilot.lines.contains { $0.contains("sorted by city ↑") }, "\(pilot.lines)")
    #expect(TableColumnsAppTests.row(1, of: pilot).hasPrefix("Lyon"))
  }

  @Test func sSavesTheViewAsCSVTheRowsKeptInTheirOrderTheColumnsShown() throws {
    let (pilot, file) = try Self.pilot()
    let out = file.folder + "/out.csv"
    defer { unlink(out) }
    pilot.press(.escape, .character("c"))
    Self.type("name|note", pilot)
    pilot.press(.enter)
    pilot.press(.character("S"))
    pilot.press(.character("S"))
    _ = TableViewAppTests.shown(after: "&", typing: "!Cy", in: pilot)
    pilot.press(.character("s"))
    Self.type(out, pilot)
    pilot.press(.enter)
    #expect(pilot.lines.contains { $0.contains("Saved 4 rows as CSV to") }, "\(pilot.lines)")
    guard case .success(let bytes) = TextFile.bytes(out) else {
      Issue.record("nothing saved")
      return
    }
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "name,note\nDi,y\nBob,\"a, \"\"b\"\"\nc\"\nAnn,plain\n")
  }

  @Test func escShiftTPutsTheTableBackAsFirstShown() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.escape, .character("c"))
    Self.type("name|city", pilot)
    pilot.press(.enter)
    pilot.press(.right)
    pilot.press(.character("S"))
    pilot.press(.character(">"))
    pilot.press(.escape, .character("f"))
    pilot.press(.escape, .character("T"))
    #expect(pilot.lines.contains { $0.contains("Table as first shown") })
    #expect(TableColumnsAppTests.row(0, of: pilot).hasPrefix("id │ name │ city  │ note"))
    #expect(TableColumnsAppTests.row(1, of: pilot).hasPrefix(" 1 │ Ann"), "the order read")
    #expect(pilot.screen.currentTableColumn == 0)
  }

  @Test func tableKeysOnTextSaySoAndSSavesTextAsBefore() throws {
    let file = try TemporaryFile(named: "notes.txt", "one\ntwo\n")
    let pilot = try Pilot([file.path])
    pilot.press(.escape, .character("c"))
    #expect(pilot.lines.contains { $0.contains("Not a table") })
    pilot.press(.escape, .character("y"))
    #expect(pilot.lines.contains { $0.contains("Not a table") })
    #expect(pilot.terminal.copied.isEmpty)
  }
}

/// Cells written back as CSV: quoted where RFC 4180 needs it, as they were otherwise.
@Suite struct CSVWriterTests {
  @Test func fieldsAreQuotedOnlyWhereTheyMustBe() {
    func field(_ text: String) -> String {
      String(decoding: CSVWriter.field(Array(text.utf8)), as: UTF8.self)
    }
    #expect(field("plain") == "plain")
    #expect(field("") == "")
    #expect(field(" spaced ") == " spaced ")
    #expect(field("a,b") == "\"a,b\"")
    #expect(field("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(field("two\nlines") == "\"two\nlines\"")
    #expect(field("cr\r") == "\"cr\r\"")
    #expect(field("\"") == "\"\"\"\"")
  }

  @Test func aRecordReadsBackAsItsCells() {
    let cells: [[UInt8]] = [Array("a,b".utf8), [], Array("x\"y\nz".utf8), Array("é".utf8)]
    var reader = CSVRecordReader()
    var rows: [TableRow] = []
    for line in CSVWriter.record(cells).split(separator: 10, omittingEmptySubsequences: false) {
      rows += reader.read(Array(line), endsWithReturn: false)
    }
    rows += reader.finish()
    #expect(rows.count == 1)
    #expect(rows.first?.cells == cells)
  }
}
