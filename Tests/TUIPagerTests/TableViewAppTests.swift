import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Tables (`--columns`, `Esc-t`) in the program: CSV, TSV and aligned output shown as aligned
/// columns under a header that stays on top, and text left alone where it is no table.
@Suite struct TableViewAppTests {
  /// A CSV of `rows` people after its header, the second record's city a quoted line end, the
  /// first's name a quoted comma.
  static func people(rows: Int = 60) -> String {
    var text = "name,city,age\n\"Smith, Ann\",Paris,34\nBob,\"New\nYork\",7\n"
    for index in 3...rows { text += "person \(index),Town \(index),\(index)\n" }
    return text
  }

  /// The rows shown after `key` (`/` or `&`) and `text` typed at its prompt.
  static func shown(after key: Character, typing text: String, in pilot: Pilot) -> [String] {
    pilot.press(.character(key))
    ShellKeysAppTests.type(text, into: pilot)
    pilot.press(.enter)
    pilot.settle()
    return shown(pilot)
  }

  static func shown(_ pilot: Pilot) -> [String] {
    pilot.lines[pilot.firstTextRow...].map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test func aCSVShowsAlignedColumnsARecordARowAndTheHeaderStaysOnTop() throws {
    let file = try TemporaryFile(named: "people.csv", Self.people())
    let pilot = try Pilot([file.path])
    let rows = Self.shown(pilot)
    #expect(rows[0].hasPrefix("name       │ city     │ age"), "\(rows[0])")
    #expect(rows[1].hasPrefix("Smith, Ann │ Paris    │  34"), "\(rows[1])")
    #expect(rows[2].hasPrefix("Bob        │ New↵York │   7"), "the record is one row: \(rows[2])")
    #expect(rows[3].hasPrefix("person 3   │ Town 3"), "\(rows[3])")
    #expect(pilot.lines.contains { $0.contains("CSV table, 3 columns") })
    pilot.press(.character(" "))
    let after = Self.shown(pilot)
    #expect(after[0].hasPrefix("name       │ city"), "the header on top: \(after[0])")
    #expect(after[1].hasPrefix("person "), "\(after[1])")
    #expect(!after.contains { $0.hasPrefix("Smith, Ann") })
  }

  /// A CSV of `rows` records after its header, every thousandth of two lines.
  static func long(rows: Int) -> String {
    var text = "id,name,note\n"
    for index in 1...rows {
      text += index % 1000 == 0 ? "\(index),n,\"two\nlines\"\n" : "\(index),n,x\n"
    }
    return text
  }

  /// A CSV longer than one look at its rows: each look reads a slice of its lines, so no turn
  /// reads it whole; looking on finds every record as one row.
  @Test func aLongCSVsRowsAreFoundASliceALook() throws {
    let rows = TableDocument.linesPerLook * 6
    let file = try TemporaryFile(named: "long.csv", Self.long(rows: rows))
    let base = try FileDocument(path: file.path)
    let table = TableDocument(base: base, reader: .csv, kind: .csv)
    // Asking the count reads nothing; a page's rows are found as far as one look reaches, in
    // a text whose lines are all known (as once the workers have indexed it).
    #expect(table.lineCount == 0)
    base.prepareLines(through: .max)
    table.prepareLines(through: 40)
    #expect(table.lineCount > 40)
    #expect(table.lineCount <= TableDocument.linesPerLook + TableDocument.sampleRows * 2)
    #expect(table.linesFoundFraction.map { $0 > 0 && $0 < 1 } == true)
    #expect(!table.isComplete)
    table.prepareLines(through: .max)
    #expect(!table.isComplete, "one look reads a slice, not the rest")
    var looks = 0
    while table.indexAhead(budget: PagerScreen.defaultIndexAheadBudget), looks < 100 { looks += 1 }
    #expect(looks >= 2)
    #expect(table.isComplete)
    #expect(table.linesFoundFraction == nil)
    #expect(table.lineCount == rows + 1, "each record of two lines is one row")
    #expect(table.lineNumber(ofLine: rows) == base.lineCount)
  }

  /// `G` in a CSV whose rows are still being found waits for them and lands on the last row.
  @Test func gInALongCSVLandsOnTheLastRow() throws {
    let rows = TableDocument.linesPerLook * 3
    let file = try TemporaryFile(named: "long.csv", Self.long(rows: rows))
    let pilot = try Pilot(["--header=0", file.path])
    pilot.press(.character("G"))
    // The status counts rows: the records and the header.
    let count = rows + 1
    let thousands = String(count % 1000)
    let total = "\(count / 1000)," + String(repeating: "0", count: 3 - thousands.count) + thousands
    pilot.waitUntil { lines in lines.last?.contains("–\(total) of \(total)") == true }
    let lastRow = Self.shown(pilot)[Self.shown(pilot).count - 2]
    #expect(lastRow.contains("│ n") && lastRow.hasSuffix("│ x"), "\(lastRow)")
  }

  @Test func aTSVShowsAlignedColumns() throws {
    var text = "id\tword\tcount\n"
    for index in 1...10 { text += "\(index)\tword\(index)\t\(index * 100)\n" }
    let file = try TemporaryFile(named: "words.tsv", text)
    let pilot = try Pilot([file.path])
    let rows = Self.shown(pilot)
    #expect(rows[0].hasPrefix("id │ word   │ count"), "\(rows[0])")
    #expect(rows[1].hasPrefix(" 1 │ word1  │   100"), "\(rows[1])")
    #expect(rows[10].hasPrefix("10 │ word10 │  1000"), "\(rows[10])")
  }

  @Test func aTableOptionComesFromTheTUIPagerVariableToo() throws {
    let file = try TemporaryFile(named: "words.txt", "a\tb\n1\t2\n")
    let pilot = try Pilot([file.path], variables: ["TUIPAGER": "--columns=tsv"])
    #expect(Self.shown(pilot)[0].hasPrefix("a │ b"), "\(Self.shown(pilot)[0])")
  }

  static let processes = """
    USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
    root           1  0.0  0.1 167744 11520 ?        Ss   Jan01   0:09 /sbin/init splash
    root           2  0.0  0.0      0     0 ?        S    Jan01   0:00 [kthreadd]
    alice       4242 12.5  3.2 912344 65432 pts/0    Sl+  10:02   1:23 python3 serve.py --port 8080
    bob          777  0.3  0.0  12345  2345 pts/1    R    10:05   0:00 ps aux

    """

  @Test func psShapedOutputWithColumnsSpaceIsCutAtItsGaps() throws {
    let file = try TemporaryFile(named: "ps.txt", Self.processes)
    let pilot = try Pilot(["--columns=space", file.path])
    let rows = Self.shown(pilot)
    #expect(rows[0].hasPrefix("USER  │  PID │ %CPU │"), "\(rows[0])")
    #expect(rows[3].hasPrefix("alice │ 4242 │ 12.5 │"), "\(rows[3])")
    #expect(rows[3].contains("│ python3 serve.py --port"), "\(rows[3])")
  }

  @Test func columnsNoneLeavesACSVAsText() throws {
    let file = try TemporaryFile(named: "people.csv", Self.people())
    let pilot = try Pilot(["--columns=none", file.path])
    let rows = Self.shown(pilot)
    #expect(rows[0].hasPrefix("name,city,age"), "\(rows[0])")
    #expect(rows[2] == "Bob,\"New" || rows[2].hasPrefix("Bob,\"New "), "\(rows[2])")
  }

  @Test(arguments: [
    "It was a dark night, and the rain fell in torrents.\nExcept at occasional intervals, when it\nwas checked by a violent gust of wind, which swept up the streets.\nFor it is in London that our scene lies, rattling along\nthe housetops, and fiercely agitating the scanty flame.\n",
    "2024-01-01 10:00:01 INFO server started, port 8080\n2024-01-01 10:00:02 WARN slow request, 2.3s\n2024-01-01 10:00:03 INFO request done, 200\n2024-01-01 10:00:04 ERROR failed to connect, retrying\n2024-01-01 10:00:05 INFO connected\n",
  ])
  func autoLeavesProseAndLogsAsText(_ text: String) throws {
    let file = try TemporaryFile(named: "notes.txt", text)
    let pilot = try Pilot(["--columns=auto", file.path])
    let first = String(text.prefix { $0 != "\n" })
    #expect(Self.shown(pilot)[0] == first)
    #expect(!pilot.lines.contains { $0.contains("table") })
  }

  @Test func escTShowsTheTextAgainAndTheTableOnceMore() throws {
    let file = try TemporaryFile(named: "people.csv", Self.people())
    let pilot = try Pilot([file.path])
    #expect(Self.shown(pilot)[0].hasPrefix("name       │"))
    pilot.press(.escape, .character("t"))
    #expect(Self.shown(pilot)[0] == "name,city,age", "\(Self.shown(pilot)[0])")
    #expect(Self.shown(pilot)[3] == "York\",7", "each line its own row again")
    pilot.press(.escape, .character("t"))
    #expect(Self.shown(pilot)[0].hasPrefix("name       │"))
    #expect(pilot.lines.contains { $0.contains("CSV table, 3 columns") })
  }

  @Test func aMalformedCSVLineStaysVisibleAndMarked() throws {
    var text = "a,b,c\n1,2,3\n4,\"5\"x,6\n"
    for index in 7...12 { text += "\(index),\(index),\(index)\n" }
    let file = try TemporaryFile(named: "broken.csv", text)
    let pilot = try Pilot(["--columns=csv", file.path])
    let rows = Self.shown(pilot)
    #expect(rows[1].hasPrefix(" 1 │  2 │  3"), "\(rows[1])")
    #expect(rows[2] == "! 4,\"5\"x,6", "\(rows[2])")
    #expect(rows[3].hasPrefix(" 7 │  7 │  7"), "\(rows[3])")
  }

  @Test func searchFindsTheLaidOutRows() throws {
    let file = try TemporaryFile(named: "people.csv", Self.people())
    let pilot = try Pilot([file.path])
    let rows = Self.shown(after: "/", typing: "Town 20", in: pilot)
    #expect(rows[0].hasPrefix("name "), "the header stays: \(rows[0])")
    #expect(rows[1].hasPrefix("person 20  │ Town 20"), "\(rows[1])")
  }

  @Test func aBadColumnsValueIsAOneLineUsageError() {
    let message = usageError(["--columns=bogus(", "x.csv"])
    #expect(message?.hasPrefix("--columns bogus(: ") == true, "\(message ?? "none")")
    #expect(message?.contains("\n") == false)
  }
}

extension TableViewAppTests {
  @Test func theFilterKeepsLaidOutRowsUnderTheHeader() throws {
    let file = try TemporaryFile(named: "people.csv", Self.people())
    let pilot = try Pilot([file.path])
    let rows = Self.shown(after: "&", typing: "Town 5", in: pilot)
    #expect(rows[0].hasPrefix("name       │"), "\(rows[0])")
    #expect(rows[1].hasPrefix("person 5   │ Town 5 "), "\(rows[1])")
    #expect(rows[2].hasPrefix("person 50  │ Town 50"), "\(rows[2])")
    #expect(!rows.contains { $0.hasPrefix("person 6") })
  }
}

extension TableViewAppTests {
  /// A stream that prints a table and waits (`kubectl get pods -w`) is shown as a table once
  /// its first lines have been still for a moment, not only after a hundred lines.
  @Test func aStreamThatWaitsAfterATableIsShownAsOneOnceStill() throws {
    let pilot = try Pilot([
      "--command",
      "printf 'NAME     READY   STATUS    AGE\\nweb-1    1/1     Running   5m\\n"
        + "web-2    1/1     Running   5m\\ndb-1     0/1     Pending   2m\\n"
        + "cache-1  1/1     Running   1h\\n'; sleep 30",
    ])
    pilot.waitUntil { $0.contains { $0.hasPrefix("cache-1  1/1") } }
    #expect(!pilot.lines.contains { $0.contains("│") }, "still arriving: text")
    pilot.pause(PagerScreen.tableSampleStill)
    #expect(
      pilot.lines.contains { $0.hasPrefix("NAME    │ READY │ STATUS  │ AGE") }, "\(pilot.lines)")
    #expect(pilot.lines.contains { $0.contains("Table of aligned columns") })
    #expect(pilot.screen.pages[0].document?.isComplete == false, "the command still runs")
  }
}

extension TableViewAppTests {
  /// A stream of too few lines for a sample, still, sets no deadline: the loop waits for its
  /// text, idle, rather than turning without end.
  @Test func aStillStreamOfTooFewLinesLeavesTheLoopIdle() throws {
    let pilot = try Pilot(["--command", "echo one; sleep 30"])
    pilot.waitUntil { $0.contains { $0.hasPrefix("one") } }
    pilot.pause(2 * PagerScreen.tableSampleStill)
    #expect(pilot.screen.millisecondsToDueTable(at: pilot.clock.now()) == nil)
    let waits = pilot.clock.waits.suffix(3)
    #expect(waits.allSatisfy { $0 != 0 }, "no turn without a wait: \(waits)")
  }

  /// `:e people.csv` opens a table, as the same file named at the start does.
  @Test func aCSVOpenedWhileRunningIsATable() throws {
    let text = try TemporaryFile(named: "notes.txt", "notes\n")
    let csv = try TemporaryFile(named: "people.csv", Self.people())
    let pilot = try Pilot([text.path])
    LessCountAppTests.press(":e", pilot)
    LessCountAppTests.press(csv.path, pilot)
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(Self.shown(pilot)[0].hasPrefix("name       │ city     │ age"), "\(Self.shown(pilot))")
  }
}
