import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A table run or read again (`r` on a command, `R` on a file, `--watch`) keeps its view: its
/// sort, column filter, shown and frozen columns, widths set by hand and current column, where
/// its columns are the same, and drops what no longer applies where they are not.
@Suite struct TableAgainAppTests {
  /// Processes: root's cpu 0.5, 3.5 and 7.25 (init, sshd, cron).
  static let first = """
    user,pid,cpu,command
    root,1,0.5,init
    alice,20,9.0,vim
    root,30,3.5,sshd
    bob,40,1.0,bash
    root,50,7.25,cron

    """
  /// The next run: other numbers, and nginx.
  static let second = """
    user,pid,cpu,command
    root,1,4.0,init
    alice,20,0.5,vim
    root,30,0.25,sshd
    bob,40,8.0,bash
    root,50,2.0,cron
    root,60,6.5,nginx

    """

  static let size = Size(columns: 80, rows: 14)

  /// The cells of the rows shown (the header first), blanks around them left out; the rows
  /// below the table and the status line are not counted.
  static func cells(_ pilot: Pilot) -> [[String]] {
    TableFilterAppTests.shown(pilot).filter { $0.contains("│") }.map { row in
      row.split(separator: "│", omittingEmptySubsequences: false).map {
        String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      }
    }
  }

  /// The last cell of each row under the header: the command.
  static func commands(_ pilot: Pilot) -> [String] {
    cells(pilot).dropFirst().compactMap(\.last)
  }

  static func status(_ pilot: Pilot) -> String { pilot.lines.last ?? "" }

  /// Makes every kind of choice on the table `pilot` shows: rows whose user is root, pid
  /// hidden, user 3 columns wider, sorted by cpu descending, user and cpu frozen; the current
  /// column is cpu.
  static func choose(in pilot: Pilot) {
    TableFilterAppTests.submit(TableFilterAppTests.filterColumn, "root", in: pilot)
    TableFilterAppTests.submit(TableFilterAppTests.showColumns, "user|cpu|command", in: pilot)
    pilot.press(.character("3"), .character(">"))
    pilot.press(.right, .character("S"), .character("S"))
    pilot.press(.escape, .character("f"))
  }

  @Test func aCommandRunAgainKeepsItsSortFilterColumnsFrozenAndWidths() throws {
    let file = try TemporaryFile(named: "procs.csv", Self.first)
    let pilot = try Pilot(["--command", "cat \(file.path)"], size: Self.size)
    pilot.waitUntil { $0.contains { $0.contains("│ pid │") } }
    pilot.waitUntil { _ in pilot.screen.table(ofTab: 0)?.isComplete == true }
    Self.choose(in: pilot)
    #expect(Self.commands(pilot) == ["cron", "sshd", "init"], "\(Self.cells(pilot))")
    let header = TableFilterAppTests.shown(pilot)[0]
    #expect(header.hasPrefix("user     │  cpu │ command"), "user 3 wider: \(header)")
    let kept = pilot.screen.documentLayout(ofTab: 0).headerColumns
    #expect(kept > 0, "user and cpu frozen")

    rewrite(file.path, Self.second)
    pilot.press(.character("r"))
    pilot.waitUntil { _ in Self.commands(pilot).contains("nginx") }
    #expect(Self.commands(pilot) == ["nginx", "init", "cron", "sshd"], "\(Self.cells(pilot))")
    #expect(TableFilterAppTests.shown(pilot)[0] == header, "the same columns and widths")
    #expect(pilot.screen.documentLayout(ofTab: 0).headerColumns == kept, "still frozen")
    #expect(pilot.screen.currentTableColumn == 2, "still on cpu")
    #expect(!Self.status(pilot).contains("sorted by"), "said once: \(Self.status(pilot))")
    #expect(!Self.status(pilot).contains("CSV table"), "\(Self.status(pilot))")
    // The sort is the table's again: S goes on from it, to the order read.
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("table in the order read"), "\(Self.status(pilot))")
    #expect(Self.commands(pilot) == ["init", "sshd", "cron", "nginx"], "\(Self.cells(pilot))")
  }

  /// `ps aux --watch 2` sorted by %CPU stays sorted by %CPU at each run, without a word: the
  /// status line goes on saying which run it shows.
  @Test func aWatchedCommandStaysSortedAtEachRun() throws {
    let file = try TemporaryFile(named: "procs.csv", Self.first)
    let pilot = try Pilot(["--watch", "60", "--command", "cat \(file.path)"], size: Self.size)
    pilot.waitUntil { _ in pilot.screen.table(ofTab: 0)?.isComplete == true }
    pilot.press(.right, .right, .character("S"), .character("S"))
    #expect(Self.commands(pilot) == ["vim", "cron", "sshd", "bash", "init"])
    #expect(Self.status(pilot).contains("sorted by cpu ↓"), "\(Self.status(pilot))")
    // A key lets the message go, and the run shows there again.
    pilot.press(.character("g"))
    #expect(Self.status(pilot).contains("run 1 of 1"), "\(Self.status(pilot))")

    rewrite(file.path, Self.second)
    pilot.pause(60_000)
    pilot.waitUntil { $0.last?.contains("run 2 of 2") == true }
    #expect(
      Self.commands(pilot) == ["bash", "nginx", "init", "cron", "vim", "sshd"],
      "\(Self.cells(pilot))")
    #expect(Self.cells(pilot).first?.first == "user", "the header on top")
    // An older run is a table sorted so too.
    pilot.press(.character("o"))
    #expect(Self.commands(pilot) == ["vim", "cron", "sshd", "bash", "init"])
    #expect(Self.status(pilot).contains("run 1 of 2"), "\(Self.status(pilot))")
  }

  /// Scrolled down a sorted table, each run shows the same place of the order: not the rows
  /// of the lines shown before (they are elsewhere in the order now), nor the top.
  @Test func aWatchedSortedTableStaysWhereItWasScrolledTo() throws {
    let values = { (value: (Int) -> Int) in
      "n,v\n" + (1...30).map { "\($0),\(value($0))\n" }.joined()
    }
    let file = try TemporaryFile(named: "values.csv", values { $0 })
    let pilot = try Pilot(
      ["--watch", "60", "--command", "cat \(file.path)"], size: Size(columns: 40, rows: 10))
    pilot.waitUntil { _ in pilot.screen.table(ofTab: 0)?.isComplete == true }
    pilot.press(.right, .character("S"), .character("S"))
    pilot.press(.character("j"), .character("j"), .character("j"))
    #expect(Self.cells(pilot)[1] == ["27", "27"], "\(Self.cells(pilot))")

    rewrite(file.path, values { 31 - $0 })
    pilot.pause(60_000)
    pilot.waitUntil { $0.last?.contains("run 2 of 2") == true }
    #expect(Self.cells(pilot)[0] == ["n", "v"])
    #expect(Self.cells(pilot)[1] == ["4", "27"], "\(Self.cells(pilot))")
  }

  @Test func aFileReadAgainKeepsItsView() throws {
    let file = try TemporaryFile(named: "procs.csv", Self.first)
    let pilot = try Pilot([file.path], size: Self.size)
    Self.choose(in: pilot)
    let header = TableFilterAppTests.shown(pilot)[0]
    rewrite(file.path, Self.second)
    pilot.press(.character("R"))
    pilot.settle()
    #expect(Self.commands(pilot) == ["nginx", "init", "cron", "sshd"], "\(Self.cells(pilot))")
    #expect(TableFilterAppTests.shown(pilot)[0] == header)
    #expect(pilot.screen.currentTableColumn == 2)
  }

  /// A table of more rows than the loop sorts at once, read again, is sorted again by the
  /// workers, as `S` sorts it, showing the rows unsorted until the order is in.
  @Test func aBigFileReadAgainIsSortedAgainByTheWorkers() throws {
    let rows = TableDocument.rowsSortedAtOnce + 5_000
    let ids = { (first: Int) in
      "id,note\n" + (1...rows).map { "\(first + $0),x\n" }.joined()
    }
    let file = try TemporaryFile(named: "big.csv", ids(100_000))
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    pilot.press(.character("S"))
    pilot.letWorkersFinish()
    pilot.press(.character("S"))
    pilot.letWorkersFinish()
    #expect(TableSortAppTests.firstCells(pilot)[1] == "\(100_000 + rows)")

    // A key lets the message of the sort go: the one at the end is the workers' again.
    pilot.press(.character("g"))
    #expect(!TableSortAppTests.status(pilot).contains("sorted"), "\(pilot.lines)")
    rewrite(file.path, ids(200_000))
    pilot.press(.character("R"))
    #expect(TableSortAppTests.firstCells(pilot)[1] == "200001", "unsorted until the order is in")
    pilot.letWorkersFinish()
    #expect(TableSortAppTests.status(pilot).contains("sorted by id ↓"), "\(pilot.lines)")
    #expect(TableSortAppTests.firstCells(pilot)[1] == "\(200_000 + rows)", "\(pilot.lines)")
  }

  /// The second run has no pid and a column more: the sort by cpu follows cpu to its new place,
  /// and the filter of the pids, which are gone, goes without a word.
  @Test func aHeaderThatChangedKeepsWhatStillApplies() throws {
    let file = try TemporaryFile(named: "procs.csv", Self.first)
    let pilot = try Pilot(["--command", "cat \(file.path)"], size: Self.size)
    pilot.waitUntil { $0.contains { $0.contains("│ pid │") } }
    pilot.waitUntil { _ in pilot.screen.table(ofTab: 0)?.isComplete == true }
    pilot.press(.right)
    TableFilterAppTests.submit(TableFilterAppTests.filterColumn, "^[1-4]", in: pilot)
    pilot.press(.right, .character("S"), .character("S"))
    #expect(Self.commands(pilot) == ["vim", "sshd", "bash", "init"], "\(Self.cells(pilot))")
    // A key lets the message of the sort go.
    pilot.press(.character("g"))

    rewrite(
      file.path, "mem,user,cpu,command\n1,root,4.0,init\n2,alice,0.5,vim\n3,bob,8.0,bash\n")
    pilot.press(.character("r"))
    pilot.waitUntil { $0.contains { $0.contains("mem │ user") } }
    pilot.settle()
    #expect(Self.commands(pilot) == ["bash", "init", "vim"], "\(Self.cells(pilot))")
    #expect(pilot.screen.currentTableColumn == 2, "still on cpu, now the third column")
    #expect(!Self.status(pilot).contains("sorted"), "\(Self.status(pilot))")
    #expect(!Self.status(pilot).contains("pid"), "\(Self.status(pilot))")
  }

  /// A command run again is still running when its table shows: it is sorted as far as its
  /// rows have come, as `S` sorts a stream, and once more when they have all come, though
  /// they are too many to take their places in the order one by one as they come.
  @Test func aCommandStillRunningIsSortedAgainOnceItsRowsHaveAllCome() throws {
    let half = PagerScreen.rowsSortedAsTheyCome / 2 + 500
    let rows = { (range: ClosedRange<Int>) in
      "awk 'BEGIN { for (i = \(range.lowerBound); i <= \(range.upperBound); i++) "
        + "print 100000 + i \",x\" }'\n"
    }
    // The command's first run prints every row at once; the next waits a second halfway.
    let script = try TemporaryFile(named: "rows.sh", "echo id,note\n" + rows(1...2 * half))
    let pilot = try Pilot(["--command", "sh \(script.path)"], size: Self.size)
    pilot.waitUntil(seconds: 20) { _ in pilot.screen.table(ofTab: 0)?.base.isComplete == true }
    // G finds the rows a stream's table may not have found yet.
    pilot.press(.character("G"), .character("g"), .character("S"), .character("S"))
    #expect(TableSortAppTests.firstCells(pilot)[1] == "\(100_000 + 2 * half)")

    rewrite(
      script.path, "echo id,note\n" + rows(1...half) + "sleep 2\n" + rows(half + 1...2 * half))
    let old = pilot.screen.table(ofTab: 0)
    pilot.press(.character("r"))
    pilot.waitUntil { _ in pilot.screen.table(ofTab: 0).map { $0 !== old } == true }
    // While the command sleeps: the rows of its first half found so far, sorted (a machine too
    // busy to show the table before the command ends has no such moment).
    if pilot.screen.table(ofTab: 0)?.base.isComplete == false {
      let (lines, first) = try #require(Self.sortedFirstCells(pilot))
      #expect(lines <= half + 1 && first == "\(100_000 + lines - 1)", "\(lines) \(first)")
    }
    pilot.waitUntil(seconds: 20) { _ in pilot.screen.table(ofTab: 0)?.base.isComplete == true }
    pilot.settle()
    #expect(
      Self.sortedFirstCells(pilot).map { $0 == (2 * half + 1, "\(100_000 + 2 * half)") } == true)
    pilot.press(.character("g"))
    #expect(TableSortAppTests.firstCells(pilot)[1] == "\(100_000 + 2 * half)")
    #expect(!Self.status(pilot).contains("Too big"), "\(Self.status(pilot))")
  }

  /// The lines of the sorted view the first tab shows, and the first cell of its first row.
  static func sortedFirstCells(_ pilot: Pilot) -> (Int, String)? {
    guard
      let sorted = TableChain.layer(
        SortedTableDocument.self, under: pilot.screen.pages[0].document),
      sorted.lineCount > 1, let cell = sorted.row(1).cells.first
    else { return nil }
    return (sorted.lineCount, String(decoding: cell, as: UTF8.self))
  }

}
