import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Sorting a table by a column (`S` in a table): ascending, descending and back, the header on
/// top, with filters, search and line numbers, and a big table sorted by the workers while the
/// tab shows it unsorted.
@Suite struct TableSortAppTests {
  /// A CSV of sizes and names, the third record's name a quoted line end, one size empty.
  static let sizes = "size,name\n10K,ten\n2K,two\n30K,\"thirty\nlines\"\n,none\n1K,one\n"

  static func shown(_ pilot: Pilot) -> [String] { TableViewAppTests.shown(pilot) }

  /// The first cell of each row shown, spaces left out, the status line not counted.
  static func firstCells(_ pilot: Pilot) -> [String] {
    shown(pilot).dropLast().compactMap { row in
      guard let cell = row.split(separator: "│", omittingEmptySubsequences: false).first
      else { return nil }
      return String(cell.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
  }

  static func status(_ pilot: Pilot) -> String { pilot.lines.last ?? "" }

  @Test func sUpDownAndBackToTheOrderRead() throws {
    let file = try TemporaryFile(named: "sizes.csv", Self.sizes)
    let pilot = try Pilot([file.path])
    #expect(Array(Self.firstCells(pilot).prefix(6)) == ["size", "10K", "2K", "30K", "", "1K"])
    pilot.press(.character("S"))
    #expect(Array(Self.firstCells(pilot).prefix(6)) == ["size", "1K", "2K", "10K", "30K", ""])
    #expect(Self.status(pilot).contains("sorted by size ↑"), "\(Self.status(pilot))")
    #expect(Self.shown(pilot)[4].contains("thirty↵lines"), "a record stays one row")
    pilot.press(.character("S"))
    #expect(Array(Self.firstCells(pilot).prefix(6)) == ["size", "30K", "10K", "2K", "1K", ""])
    #expect(Self.status(pilot).contains("sorted by size ↓"), "\(Self.status(pilot))")
    pilot.press(.character("S"))
    #expect(Array(Self.firstCells(pilot).prefix(6)) == ["size", "10K", "2K", "30K", "", "1K"])
    #expect(Self.status(pilot).contains("table in the order read"), "\(Self.status(pilot))")
  }

  @Test func textSortsInNaturalOrderAndATableWithoutHeaderNamesTheColumn() throws {
    let file = try TemporaryFile(named: "files.tsv", "file10\tx\nfile2\ty\nFile1\tz\n")
    let pilot = try Pilot(["--columns=tsv", file.path])
    pilot.press(.character("S"))
    // A TSV's first line is its header, which stays.
    #expect(Array(Self.firstCells(pilot).prefix(3)) == ["file10", "File1", "file2"])
    #expect(Self.status(pilot).contains("sorted by file10 ↑"), "\(Self.status(pilot))")
  }

  @Test func sOutsideATableStillWrapsOrCutsLines() throws {
    let file = try TemporaryFile(named: "notes.txt", "just some prose\n")
    let pilot = try Pilot(["--columns=none", file.path])
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("long lines are cut"), "\(Self.status(pilot))")
  }

  @Test func aFilterKeepsItsRowsInTheSortedOrder() throws {
    let file = try TemporaryFile(named: "sizes.csv", Self.sizes)
    let pilot = try Pilot([file.path])
    pilot.press(.character("S"), .character("S"))
    let rows = TableViewAppTests.shown(after: "&", typing: "K", in: pilot)
    #expect(rows[0].hasPrefix("size"), "the header stays: \(rows[0])")
    let cells = Array(Self.firstCells(pilot).prefix(5))
    #expect(cells == ["size", "30K", "10K", "2K", "1K"], "\(cells)")
    // Sorting again under the filter keeps the filter.
    pilot.press(.character("S"))
    #expect(Array(Self.firstCells(pilot).prefix(5)) == ["size", "10K", "2K", "30K", "1K"])
  }

  /// Rows 1 to 60 after a header, `hit` in rows 5 and 55 only: sorted descending, a search
  /// finds 55 first, then 5.
  @Test func searchFindsInTheSortedOrder() throws {
    var text = "n,label\n"
    for index in 1...60 { text += "\(index),\(index % 50 == 5 ? "hit" : "miss")\n" }
    let file = try TemporaryFile(named: "hits.csv", text)
    let pilot = try Pilot([file.path], size: Size(columns: 60, rows: 12))
    pilot.press(.character("S"), .character("S"))
    #expect(Self.firstCells(pilot)[1] == "60")
    _ = TableViewAppTests.shown(after: "/", typing: "hit", in: pilot)
    #expect(Self.firstCells(pilot).contains("55"), "\(Self.shown(pilot))")
    #expect(!Self.firstCells(pilot).contains("5"), "\(Self.shown(pilot))")
    pilot.press(.character("n"))
    pilot.settle()
    #expect(Self.firstCells(pilot).contains("5"), "\(Self.shown(pilot))")
  }

  @Test func lineNumbersStayTheTextsOwn() throws {
    let file = try TemporaryFile(named: "sizes.csv", Self.sizes)
    let pilot = try Pilot(["-N", file.path])
    pilot.press(.character("S"))
    let rows = Self.shown(pilot)
    // 1K is on line 7 of the text, 2K on line 3, 30K's record on lines 4 and 5.
    #expect(rows[1].hasPrefix("      7   1K │ one"), "\(rows[1])")
    #expect(rows[2].hasPrefix("      3   2K │ two"), "\(rows[2])")
    #expect(rows[4].hasPrefix("      4  30K │ thirty↵lines"), "\(rows[4])")
  }

  @Test func escTDropsTheSortAndTheTableComesBackInTheOrderRead() throws {
    let file = try TemporaryFile(named: "sizes.csv", Self.sizes)
    let pilot = try Pilot([file.path])
    pilot.press(.character("S"))
    #expect(Self.firstCells(pilot)[1] == "1K")
    pilot.press(.escape, .character("t"))
    #expect(Self.shown(pilot)[0] == "size,name")
    pilot.press(.escape, .character("t"))
    #expect(Array(Self.firstCells(pilot).prefix(3)) == ["size", "10K", "2K"])
    // The next S starts ascending again.
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("sorted by size ↑"), "\(Self.status(pilot))")
  }

  @Test func aBoundSortColumnKeySortsToo() throws {
    let file = try TemporaryFile(named: "sizes.csv", Self.sizes)
    let home = try ConfigHome("bind X sort-column\n")
    let pilot = try Pilot([file.path], variables: home.variables)
    pilot.press(.character("X"))
    #expect(Self.firstCells(pilot)[1] == "1K", "\(Self.shown(pilot))")
  }

  /// A table of more rows than the loop sorts at once goes to the workers: the tab shows it
  /// unsorted, the status line how far they are, until the order is in.
  @Test func aBigTableIsSortedByTheWorkers() throws {
    let rows = TableDocument.rowsSortedAtOnce + 5_000
    // Ids of one width, so that the sampled widths show them whole.
    var text = "id,note\n"
    for index in 1...rows {
      let id = 100_000 + index
      text += index % 1000 == 0 ? "\(id),\"two\nlines\"\n" : "\(id),x\n"
    }
    let file = try TemporaryFile(named: "big.csv", text)
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("sorting… 0%"), "\(Self.status(pilot))")
    // Ascending is the order read: descending shows the order come in.
    pilot.letWorkersFinish()
    #expect(Self.firstCells(pilot)[1] == "100001")
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("sorting…"), "\(Self.status(pilot))")
    #expect(Self.firstCells(pilot)[1] == "100001", "unsorted until the order is in")
    pilot.letWorkersFinish()
    #expect(Self.status(pilot).contains("sorted by id ↓"), "\(Self.status(pilot))")
    let cells = Self.firstCells(pilot)
    let top = 100_000 + rows
    #expect(Array(cells.prefix(4)) == ["id", "\(top)", "\(top - 1)", "\(top - 2)"], "\(cells)")
    // The records of two lines are rows of their own, in order too.
    pilot.press(.character("G"))
    pilot.settle()
    let last = Self.firstCells(pilot)
    #expect(last.suffix(2) == ["100002", "100001"], "\(last)")
  }

  /// Names that agree in their first 8 bytes and more (`customer 123`) are told apart by the
  /// workers' further passes, in natural order.
  @Test func aBigTableOfLongNamesSortsInNaturalOrderOnTheWorkers() throws {
    let rows = TableDocument.rowsSortedAtOnce + 5_000
    var text = "name,n\n"
    for index in 0..<rows { text += "customer \((index * 7919) % rows + 1),\(index)\n" }
    let file = try TemporaryFile(named: "names.csv", text)
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    pilot.press(.character("S"))
    pilot.letWorkersFinish()
    #expect(Self.status(pilot).contains("sorted by name ↑"), "\(Self.status(pilot))")
    let cells = Array(Self.firstCells(pilot).prefix(12))
    #expect(cells == ["name"] + (1...11).map { "customer \($0)" }, "\(cells)")
    pilot.press(.character("S"))
    pilot.letWorkersFinish()
    let down = Array(Self.firstCells(pilot).prefix(3))
    #expect(down == ["name", "customer \(rows)", "customer \(rows - 1)"], "\(down)")
  }

  /// A table still finding its rows takes those a sort's worker found reading the whole file,
  /// and has then the rows it would have found itself.
  @Test func aTableTakesTheRowStartsAWorkerFound() throws {
    let rows = TableDocument.linesPerLook * 3
    let file = try TemporaryFile(named: "long.csv", TableViewAppTests.long(rows: rows))
    let base = try FileDocument(path: file.path)
    base.prepareLines(through: .max)
    let found = TableDocument(base: base, reader: .csv, kind: .csv)
    while found.indexAhead(budget: 1 << 20) {}
    let table = TableDocument(base: base, reader: .csv, kind: .csv)
    table.prepareLines(through: 40)
    #expect(!table.isComplete)
    let starts = (1..<found.lineCount).map { UInt32(found.lines(ofRow: $0).lowerBound) }
    #expect(!table.adopt(rowStarts: starts, lineCount: base.lineCount - 1), "lines unread")
    #expect(table.adopt(rowStarts: starts, lineCount: base.lineCount))
    #expect(table.isComplete && table.lineCount == found.lineCount)
    for row in [0, 1, 999, 1000, 1001, rows / 2, rows] {
      #expect(table.line(row) == found.line(row), "row \(row)")
      #expect(table.lineNumber(ofLine: row) == found.lineNumber(ofLine: row), "row \(row)")
    }
    #expect(!table.adopt(rowStarts: starts, lineCount: base.lineCount), "found already")
  }

  /// `--header` keeps the sorted view's first lines on top as it keeps a text's: the table's
  /// header and, with 2, the first row sorted.
  @Test func headerKeepsTheSortedViewsFirstLines() throws {
    var text = "n,label\n"
    for index in 1...60 { text += "\(index),row \(index)\n" }
    let file = try TemporaryFile(named: "rows.csv", text)
    let pilot = try Pilot(["--header=2", file.path], size: Size(columns: 60, rows: 12))
    pilot.press(.character("S"), .character("S"))
    pilot.press(.character(" "))
    let cells = Self.firstCells(pilot)
    #expect(Array(cells.prefix(2)) == ["n", "60"], "the two lines stay: \(cells)")
    #expect(Int(cells[2]).map { $0 < 59 } == true, "the page below moved on: \(cells)")
  }

  /// A big TSV is sorted by the workers too, a row a line, by a column of sizes.
  @Test func aBigTSVIsSortedByTheWorkers() throws {
    let rows = TableDocument.rowsSortedAtOnce + 5_000
    var text = "size\tname\n"
    for index in 0..<rows { text += "\((index * 7919) % rows + 1)K\tfile\n" }
    let file = try TemporaryFile(named: "sizes.tsv", text)
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("sorting…"), "\(Self.status(pilot))")
    pilot.letWorkersFinish()
    #expect(Self.status(pilot).contains("sorted by size ↑"), "\(Self.status(pilot))")
    let cells = Array(Self.firstCells(pilot).prefix(4))
    #expect(cells == ["size", "1K", "2K", "3K"], "\(cells)")
  }

  /// A big table of aligned columns (`ps`, `df`) is sorted by the workers, which cut its lines
  /// into cells at the columns learned from its header.
  @Test func aBigAlignedTableIsSortedByTheWorkers() throws {
    let rows = TableDocument.rowsSortedAtOnce + 5_000
    var text = "   RSS COMMAND\n"
    for index in 0..<rows {
      let rss = String((index * 7919) % rows + 1)
      text += String(repeating: " ", count: 6 - rss.count) + rss + " run \(index)\n"
    }
    let file = try TemporaryFile(named: "ps.txt", text)
    let pilot = try Pilot(["--columns=space", file.path], workers: MatchWorkers(mode: .held))
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("sorting…"), "\(Self.status(pilot))")
    pilot.letWorkersFinish()
    #expect(Self.status(pilot).contains("sorted by RSS ↑"), "\(Self.status(pilot))")
    #expect(Array(Self.firstCells(pilot).prefix(4)) == ["RSS", "1", "2", "3"])
  }

  /// A big psql table that came on a pipe is sorted by the workers once it has all come, from
  /// the spool it was kept in; its footer comes last; while it is still coming, `S` says why it
  /// waits.
  @Test func aBigPipedPsqlTableIsSortedByTheWorkersOnceItHasAllCome() throws {
    let rows = TableDocument.rowsSortedAtOnce + 5_000
    var text = "   n   | name\n-------+------\n"
    for index in 0..<rows {
      let value = String((index * 7919) % rows + 1)
      text += String(repeating: " ", count: 6 - value.count) + value + " | x\n"
    }
    text += "(\(rows) rows)\n\n"
    let file = try TemporaryFile(named: "query.out", text)
    let arriving = try Pilot(["--command", "cat \(file.path); sleep 30"])
    arriving.waitUntil { $0.contains { $0.contains("psql table") } }
    arriving.press(.character("S"))
    #expect(
      Self.status(arriving).contains("until its text has all come"), "\(Self.status(arriving))")
    let pilot = try Pilot(["--command", "cat \(file.path)"])
    pilot.waitUntil { $0.contains { $0.contains("psql table") } }
    pilot.waitUntil { _ in pilot.screen.pages[0].document?.isComplete == true }
    pilot.press(.character("S"))
    pilot.waitUntil { $0.last?.contains("sorted by n ↑") == true }
    let cells = Self.firstCells(pilot)
    #expect(cells.first == "n" && cells.compactMap { Int($0) }.prefix(3) == [1, 2, 3], "\(cells)")
    pilot.press(.character("G"))
    pilot.settle()
    #expect(pilot.lines.contains { $0.contains("(\(rows) rows)") }, "\(pilot.lines)")
  }

  /// A table sorted while its text still arrives takes the rows that come in their places, the
  /// page where it was (`kubectl get pods -w` sorted by name).
  @Test func rowsThatComeToASortedStreamTakeTheirPlaces() throws {
    let rows = ["pod-e", "pod-c", "pod-f", "pod-b", "pod-d"].map { "\($0)   1/1     Running" }
    let first = (["NAME    READY   STATUS"] + rows).joined(separator: "\\n")
    let later = "pod-a   0/1     Pending"
    let pilot = try Pilot([
      "--columns=space", "--command",
      "printf '\(first)\\n'; sleep 1; printf '\(later)\\n'; sleep 30",
    ])
    pilot.waitUntil { $0.last?.contains("Table of aligned columns") == true }
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("sorted by NAME ↑"), "\(Self.status(pilot))")
    #expect(
      Array(Self.firstCells(pilot).prefix(6)) == [
        "NAME", "pod-b", "pod-c", "pod-d", "pod-e", "pod-f",
      ])
    pilot.waitUntil { $0.contains { $0.hasPrefix("pod-a") } }
    let cells = Array(Self.firstCells(pilot).prefix(7))
    #expect(cells == ["NAME", "pod-a", "pod-b", "pod-c", "pod-d", "pod-e", "pod-f"], "\(cells)")
  }
}
