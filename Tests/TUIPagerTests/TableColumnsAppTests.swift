import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Moving along a table's columns in the program: Right and Left a column at a time, Home and
/// End to the first and last, the current column and cell marked, columns frozen at the left
/// (`Esc-f`, `--header N,C`), widths changed with `<` and `>`.
@Suite struct TableColumnsAppTests {
  /// A CSV of `rows` records under its header, eight columns, wider together than 60 columns.
  static func wide(rows: Int = 40) -> String {
    var text = "id,name,city,amount,notes,country,email,phone\n"
    for index in 1...rows {
      text +=
        "\(index),Name\(index),City\(index % 7),\(index * 7).25,\"some, notes \(index)\","
        + "Country\(index % 5),user\(index)@example.com,+1-555-\(1000 + index)\n"
    }
    return text
  }

  static func pilot(_ arguments: [String] = [], rows: Int = 40) throws -> (Pilot, TemporaryFile) {
    let file = try TemporaryFile(named: "wide.csv", wide(rows: rows))
    let pilot = try Pilot(arguments + [file.path], size: Size(columns: 60, rows: 12))
    return (pilot, file)
  }

  /// The text of the page's row `row` (0: the header), blanks at its end left out.
  static func row(_ row: Int, of pilot: Pilot) -> String {
    let line = pilot.lines[pilot.firstTextRow + row]
    return String(line.reversed().drop { $0 == " " }.reversed())
  }

  /// The column `text` starts at in `line`, one character a column.
  static func column(of text: String, in line: String) -> Int? {
    let characters = Array(line)
    let wanted = Array(text)
    guard characters.count >= wanted.count else { return nil }
    return (0...(characters.count - wanted.count)).first {
      Array(characters[$0..<$0 + wanted.count]) == wanted
    }
  }

  /// The columns of the page's row `row` whose cells have `attribute`.
  static func columns(with attribute: TextAttributes, row: Int, of pilot: Pilot) -> [Int] {
    let frame = pilot.frame
    return (0..<frame.width).filter {
      frame[$0, pilot.firstTextRow + row].style.attributes.contains(attribute)
    }
  }

  @Test func rightAndLeftMoveTheCurrentColumnWhichIsMarkedInBoldItsHeaderInReverse() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    // The first column: `id`, its header in reverse, its cells in bold, the first row's cell in
    // reverse as the current cell.
    #expect(Self.columns(with: .reverse, row: 0, of: pilot) == [0, 1])
    // The last column's reverse `>` marks the row cut at the edge.
    #expect(Self.columns(with: .reverse, row: 1, of: pilot) == [0, 1, 59])
    #expect(Self.columns(with: .bold, row: 2, of: pilot) == [0, 1])
    pilot.press(.right)
    #expect(pilot.screen.currentTableColumn == 1)
    let start = try #require(Self.column(of: "name", in: Self.row(0, of: pilot)))
    #expect(Self.columns(with: .reverse, row: 0, of: pilot).first == start)
    #expect(Self.columns(with: .bold, row: 2, of: pilot).first == start)
    pilot.press(.left)
    pilot.press(.left)
    #expect(pilot.screen.currentTableColumn == 0, "Left stops at the first column")
  }

  @Test func theSeparatorsAreDim() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    let bar = try #require(Self.column(of: "│", in: Self.row(2, of: pilot)))
    #expect(pilot.frame[bar, pilot.firstTextRow + 2].style.attributes.contains(.dim))
    #expect(!pilot.frame[bar + 2, pilot.firstTextRow + 2].style.attributes.contains(.dim))
  }

  @Test func endGoesToTheLastColumnScrollingItIntoViewAndHomeBack() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    #expect(!Self.row(1, of: pilot).contains("+1-555-1001"))
    pilot.press(.end)
    #expect(pilot.screen.currentTableColumn == 7)
    #expect(Self.row(1, of: pilot).hasSuffix("+1-555-1001"), "\(Self.row(1, of: pilot))")
    #expect(Self.row(0, of: pilot).hasSuffix("phone"), "the header scrolls too")
    pilot.press(.home)
    #expect(pilot.screen.currentTableColumn == 0)
    #expect(Self.row(1, of: pilot).hasPrefix(" 1 │ Name1"), "\(Self.row(1, of: pilot))")
    #expect(Self.row(0, of: pilot).hasPrefix("id │ name"), "\(Self.row(0, of: pilot))")
  }

  @Test func movingRightAColumnAtATimeShowsEachWhole() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    for column in 1...7 {
      pilot.press(.right)
      let header = Self.row(0, of: pilot)
      let names = ["id", "name", "city", "amount", "notes", "country", "email", "phone"]
      #expect(header.contains(names[column]), "column \(column) shown: \(header)")
      #expect(!header.hasSuffix(">"))
    }
  }

  @Test func frozenColumnsStayAtTheLeftWhileTheRestMove() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.right)
    pilot.press(.escape, .character("f"))
    #expect(pilot.lines.contains { $0.contains("Frozen: id, name") })
    pilot.press(.end)
    let header = Self.row(0, of: pilot)
    #expect(header.hasPrefix("id │ name   │ "), "\(header)")
    #expect(header.hasSuffix("phone"), "\(header)")
    #expect(Self.row(1, of: pilot).hasPrefix(" 1 │ Name1  │ "), "\(Self.row(1, of: pilot))")
    #expect(Self.row(1, of: pilot).hasSuffix("+1-555-1001"))
    // Home goes back to the start of the rest too.
    pilot.press(.home)
    #expect(Self.row(0, of: pilot).hasPrefix("id │ name   │ city"), "\(Self.row(0, of: pilot))")
    // Again on a frozen column's edge lets them go.
    pilot.press(.right)
    pilot.press(.escape, .character("f"))
    #expect(pilot.lines.contains { $0.contains("No columns frozen") })
  }

  @Test func headerColumnsOfTheCommandLineFreezeTableColumns() throws {
    let (pilot, file) = try Self.pilot(["--header", ",1"])
    _ = file
    pilot.press(.end)
    #expect(Self.row(0, of: pilot).hasPrefix("id │ "), "\(Self.row(0, of: pilot))")
    #expect(!Self.row(0, of: pilot).contains("name"), "\(Self.row(0, of: pilot))")
    #expect(Self.row(2, of: pilot).hasPrefix(" 2 │ "))
  }

  @Test func greaterAndLessWidenAndNarrowTheCurrentColumnTextKeepsThemForLines() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.right)
    pilot.press(.character(">"))
    pilot.press(.character(">"))
    #expect(pilot.lines.contains { $0.contains("name: 8 columns wide") })
    #expect(Self.row(1, of: pilot).hasPrefix(" 1 │ Name1    │ City1"), "\(Self.row(1, of: pilot))")
    for _ in 0..<6 { pilot.press(.character("<")) }
    #expect(Self.row(1, of: pilot).hasPrefix(" 1 │ N… │ City1"), "\(Self.row(1, of: pilot))")
    pilot.press(.escape, .character("t"))
    pilot.press(.character(">"))
    #expect(pilot.lines.contains { $0.contains("+1-555-1040") }, "text: > goes to the end")
  }

  @Test func aClickChoosesTheCurrentCell() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    let column = try #require(Self.column(of: "City3", in: Self.row(3, of: pilot)))
    pilot.click(column: column + 1, row: pilot.firstTextRow + 3)
    #expect(pilot.screen.currentTableColumn == 2)
    #expect(Self.columns(with: .reverse, row: 3, of: pilot).contains(column))
    #expect(!Self.columns(with: .reverse, row: 1, of: pilot).contains(column))
  }

  @Test func aSearchMakesTheMatchsCellCurrent() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    _ = TableViewAppTests.shown(after: "/", typing: "Country3", in: pilot)
    #expect(pilot.screen.currentTableColumn == 5)
  }

  @Test func aTableIsCutNotWrappedAndTextWrapsAgain() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    #expect(
      Self.row(1, of: pilot).hasSuffix(">"), "a row cut at the edge: \(Self.row(1, of: pilot))")
    #expect(Self.row(2, of: pilot).hasPrefix(" 2 │"))
    pilot.press(.escape, .character("t"))
    #expect(Self.row(1, of: pilot).hasPrefix("1,Name1"))
    #expect(!Self.row(2, of: pilot).hasPrefix("2,Name2"), "text wraps: \(Self.row(2, of: pilot))")
  }
}

extension TableColumnsAppTests {
  @Test func aCountBeforeGreaterWidensByItAndInTextGoesToThatLine() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    pilot.press(.character("3"), .character(">"))
    #expect(pilot.lines.contains { $0.contains("id: 5 columns wide") })
    pilot.press(.escape, .character("t"))
    pilot.press(.character("5"), .character("<"))
    #expect(Self.row(0, of: pilot).hasPrefix("4,Name4"), "\(Self.row(0, of: pilot))")
  }
}

extension TableColumnsAppTests {
  /// A command's table run again is a table again, its current column kept, without saying so
  /// again; a file read again too.
  @Test func aTableRunOrReadAgainIsATableAgain() throws {
    let file = try TemporaryFile(named: "wide.csv", Self.wide(rows: 5))
    let pilot = try Pilot(
      ["--command", "cat \(file.path)"], size: Size(columns: 60, rows: 12))
    pilot.waitUntil { $0.contains { $0.hasPrefix("id │ name") } }
    pilot.press(.right)
    pilot.press(.character("r"))
    pilot.waitUntil { $0.contains { $0.hasPrefix(" 5 │ Name5") } }
    #expect(Self.row(0, of: pilot).hasPrefix("id │ name"), "\(Self.row(0, of: pilot))")
    #expect(pilot.screen.currentTableColumn == 1)
    #expect(!pilot.lines.contains { $0.contains("CSV table") }, "said once, at the first run")
    let reread = try Pilot([file.path], size: Size(columns: 60, rows: 12))
    reread.press(.character("R"))
    reread.settle()
    #expect(Self.row(0, of: reread).hasPrefix("id │ name"), "\(Self.row(0, of: reread))")
  }
}

extension TableColumnsAppTests {
  /// Ids of one digit, then five, then seven digits, a hundred rows each: wider than the first
  /// hundred rows' widths make room for.
  static func growingIDs(wider: Int = 1_000_000) -> String {
    var text = "id,name\n"
    for index in 1...300 {
      let id = index <= 100 ? index : index <= 200 ? 10_000 + index : wider + index
      text += "\(id),n\(index)\n"
    }
    return text
  }

  /// A stream still arriving: the widths grow to wider cells shown, once a second at most.
  @Test func widthsGrowToWiderCellsShownOnceASecondAtMost() throws {
    let file = try TemporaryFile(named: "ids.csv", Self.growingIDs())
    let pilot = try Pilot(
      ["--command", "cat \(file.path); sleep 30"], size: Size(columns: 60, rows: 12))
    pilot.waitUntil { $0.contains { $0.hasPrefix("id │ name") } }
    #expect(Self.row(1, of: pilot).hasPrefix(" 1 │ n1"), "\(Self.row(1, of: pilot))")
    pilot.press(.character("1"), .character("5"), .character("0"), .character("G"))
    pilot.pause(1)
    #expect(
      pilot.lines.contains { $0.hasPrefix("10150 │ n150") },
      "grown at once, the first time: \(pilot.lines)")
    pilot.press(.character("G"))
    #expect(pilot.lines.contains { $0.hasPrefix("1000… │ n300") }, "cut: \(pilot.lines)")
    pilot.pause(Double(PagerScreen.tableWidthsInterval))
    #expect(
      pilot.lines.contains { $0.hasPrefix("1000300 │ n300") }, "a second on: \(pilot.lines)")
    #expect(Self.row(0, of: pilot).hasPrefix("     id │ name"), "\(Self.row(0, of: pilot))")
  }

  @Test func aWidthSetByHandStaysAsSet() throws {
    let file = try TemporaryFile(named: "ids.csv", Self.growingIDs(wider: 100_000))
    let pilot = try Pilot(
      ["--command", "cat \(file.path); sleep 30"], size: Size(columns: 60, rows: 12))
    pilot.waitUntil { $0.contains { $0.hasPrefix("id │ name") } }
    pilot.press(.character(">"))
    pilot.press(.character("G"))
    pilot.pause(Double(PagerScreen.tableWidthsInterval))
    #expect(pilot.lines.contains { $0.hasPrefix("10… │ n300") }, "\(pilot.lines)")
  }

  /// A file's every row is measured by the workers once the first frame is drawn: its columns
  /// are as wide as its widest cells before any is shown.
  @Test func aFilesWidthsAreMeasuredOverEveryRow() throws {
    let file = try TemporaryFile(named: "ids.csv", Self.growingIDs())
    let workers = MatchWorkers(mode: .held)
    let pilot = try Pilot([file.path], size: Size(columns: 60, rows: 12), workers: workers)
    #expect(Self.row(1, of: pilot).hasPrefix(" 1 │ n1"), "the first rows' widths at first")
    pilot.letWorkersFinish()
    #expect(Self.row(0, of: pilot).hasPrefix("     id │ name"), "\(Self.row(0, of: pilot))")
    #expect(Self.row(1, of: pilot).hasPrefix("      1 │ n1"), "\(Self.row(1, of: pilot))")
    pilot.press(.character("G"))
    #expect(pilot.lines.contains { $0.hasPrefix("1000300 │ n300") }, "\(pilot.lines)")
  }

  /// Output that has ended is measured too, from the spool it was kept in; a cell longer than
  /// the cap widens its column to the cap.
  @Test func anEndedStreamsWidthsAreMeasuredToo() throws {
    var text = "name,id\n"
    for index in 1...300 {
      text += "\(index == 250 ? String(repeating: "w", count: 60) : "n"),\(index)\n"
    }
    let file = try TemporaryFile(named: "names.csv", text)
    let pilot = try Pilot(
      ["--command", "cat \(file.path)"], size: Size(columns: 80, rows: 12))
    let wide = "name" + String(repeating: " ", count: ColumnWidths.cap - 4) + " │  id"
    pilot.waitUntil { $0.contains { $0.hasPrefix(wide) } }
  }
}

extension TableColumnsAppTests {
  /// A slide shows the tab beside in its own layout: a table cut under its header beside text
  /// that wraps, whichever of them is shown.
  @Test func eachTabBesideTheShownOneIsLaidOutAsItsOwn() throws {
    let csv = try TemporaryFile(named: "wide.csv", Self.wide(rows: 5))
    let text = try TemporaryFile(named: "notes.txt", String(repeating: "word ", count: 40) + "\n")
    let pilot = try Pilot([csv.path, text.path], size: Size(columns: 60, rows: 12))
    pilot.press(.escape, .character("f"))
    let table = pilot.screen.documentLayout(ofTab: 0)
    let beside = pilot.screen.documentLayout(ofTab: 1)
    #expect(!table.wrapsLines && table.firstLine == 1 && table.headerColumns == 5)
    #expect(beside.wrapsLines && beside.firstLine == 0 && beside.headerColumns == 0)
    #expect(pilot.screen.headerRows(ofTab: 1) == 0)
    pilot.press(.tab)
    pilot.settle()
    #expect(pilot.screen.documentLayout(ofTab: 1) == beside)
    #expect(pilot.screen.documentLayout(ofTab: 0) == table)
    #expect(pilot.screen.headerRows(ofTab: 0) == 1)
  }
}
