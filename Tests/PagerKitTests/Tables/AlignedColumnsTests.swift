import TestSupport
import Testing

@testable import PagerReader

/// Columns of aligned command output learned from the header and a sample: left- and
/// right-aligned columns, cells with single spaces inside, a last column that keeps its spaces.
@Suite struct AlignedColumnsTests {
  static func table(_ text: String) -> (AlignedColumns, [[String]]) {
    let lines = text.split(separator: "\n").map { Array($0.utf8) }
    let columns = AlignedColumns(header: lines[0], sample: Array(lines.dropFirst()))!
    let cells = lines.map { columns.cells(of: $0).map { String(decoding: $0, as: UTF8.self) } }
    return (columns, cells)
  }

  /// Several rows whose RSS has six digits run into the one space before TTY, and one whose VSZ
  /// has seven pushes its line right: the columns are still apart.
  @Test func psAuxWithCellsWiderThanTheirTitlesKeepsItsColumns() {
    let text = """
      USER       PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
      root      1001  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1002  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1003  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1004  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1005  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1006  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1007  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1008  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1009  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1010  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1011  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      1012  0.0  0.1  51084 11268 ?        S    07:39   0:00 /bin/a
      root      2001  0.0  0.4 872636 106152 ?        Sl   12:40   0:00 /bin/b c
      root      2002  0.0  0.4 872636 106152 ?        Sl   12:40   0:00 /bin/b c
      root      2003  0.0  0.4 872636 106152 ?        Sl   12:40   0:00 /bin/b c
      root      2004  0.0  0.4 872636 106152 ?        Sl   12:40   0:00 /bin/b c
      root     24977  1.1  0.5 1034456 123824 pts/1    Sl   13:16   0:00 /bin/swift test
      """
    let (columns, cells) = Self.table(text)
    #expect(columns.spans.count == 11)
    let lines = text.split(separator: "\n").map { Array($0.utf8) }
    #expect(TableDetector.kind(of: lines, isWhole: true) == .space, "found as a table by itself")
    #expect(
      cells[1] == [
        "root", "1001", "0.0", "0.1", "51084", "11268", "?", "S", "07:39", "0:00", "/bin/a",
      ])
    #expect(
      cells[13] == [
        "root", "2001", "0.0", "0.4", "872636", "106152", "?", "Sl", "12:40", "0:00", "/bin/b c",
      ])
    #expect(
      cells[17] == [
        "root", "24977", "1.1", "0.5", "1034456", "123824", "pts/1", "Sl", "13:16", "0:00",
        "/bin/swift test",
      ])
  }

  @Test func psAuxRightAlignsNumbersAndKeepsTheCommandWhole() {
    let (_, cells) = Self.table(
      """
      USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
      root           1  0.0  0.1 169584 13200 ?        Ss   Dec01   0:09 /sbin/init splash
      alice       4242  2.5  1.9 812344 98765 pts/0    Sl+  10:02   0:31 vim  notes.txt
      """)
    #expect(
      cells[0] == [
        "USER", "PID", "%CPU", "%MEM", "VSZ", "RSS", "TTY", "STAT", "START", "TIME", "COMMAND",
      ])
    #expect(
      cells[2] == [
        "alice", "4242", "2.5", "1.9", "812344", "98765", "pts/0", "Sl+", "10:02", "0:31",
        "vim  notes.txt",
      ])
  }

  @Test func dockerPsKeepsTwoWordTitlesAndSpacedCellsTogether() {
    let (columns, cells) = Self.table(
      """
      CONTAINER ID   IMAGE        CREATED        STATUS       PORTS      NAMES
      f2a3b4c5d6e7   nginx:1.25   2 hours ago    Up 2 hours   80/tcp     web
      0a1b2c3d4e5f   redis:7      5 hours ago    Up 5 hours              cache
      """)
    #expect(columns.spans.count == 6)
    #expect(cells[0] == ["CONTAINER ID", "IMAGE", "CREATED", "STATUS", "PORTS", "NAMES"])
    #expect(cells[2] == ["0a1b2c3d4e5f", "redis:7", "5 hours ago", "Up 5 hours", "", "cache"])
  }

  @Test func dfKeepsMountedOnAsTheLastTitle() {
    let (_, cells) = Self.table(
      """
      Filesystem      Size  Used Avail Use% Mounted on
      /dev/nvme0n1p2  468G  201G  244G  46% /
      tmpfs           7.8G  124M  7.7G   2% /dev/shm
      """)
    #expect(cells[0] == ["Filesystem", "Size", "Used", "Avail", "Use%", "Mounted on"])
    #expect(cells[1] == ["/dev/nvme0n1p2", "468G", "201G", "244G", "46%", "/"])
  }

  /// A cell wider than any sampled pushes the rest of its line right: the cells after it are
  /// found by the gaps, two spaces where the columns are wider apart, one where they are one.
  @Test func aLineLaterThanTheSampleWithWiderCellsStillSplits() {
    let pods = AlignedColumns(
      header: Array("NAME   READY   AGE".utf8), sample: [Array("api    1/1     3d".utf8)])!
    let wide = Array("a-much-longer-name   1/1     2 days".utf8)
    #expect(Self.strings(pods.cells(of: wide)) == ["a-much-longer-name", "1/1", "2 days"])
    #expect(!pods.fits(wide))
    #expect(pods.fits(Array("db     0/1     4m".utf8)))
    let ps = AlignedColumns(
      header: Array("USER  PID TTY".utf8), sample: [Array("root    1 ?".utf8)])!
    let pushed = Array("systemd-network 1234 pts/1".utf8)
    #expect(Self.strings(ps.cells(of: pushed)) == ["systemd-network", "1234", "pts/1"])
  }

  static func strings(_ cells: [[UInt8]]) -> [String] {
    cells.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func dpkgListsRuleIsARowOfItsOwnAndNoColumn() {
    let lines = [
      "||/ Name           Version      Architecture Description",
      "+++-==============-============-============-=================================",
      "ii  adduser        3.134        all          add and remove users and groups",
      "ii  apt            2.6.1        amd64        commandline package manager",
    ].map { Array($0.utf8) }
    let columns = AlignedColumns(header: lines[0], sample: Array(lines.dropFirst()))!
    let rows = lines.indices.map { columns.row(lines[$0], at: $0) }
    #expect(rows.map(\.kind) == [.header, .rule, .data, .data])
    #expect(
      Self.strings(rows[2].cells) == [
        "ii", "adduser", "3.134", "all", "add and remove users and groups",
      ])
    #expect(
      Self.strings(rows[0].cells) == ["||/", "Name", "Version", "Architecture", "Description"])
  }

  @Test func aHeaderWithoutWordsLearnsNothing() {
    #expect(AlignedColumns(header: Array("    ".utf8), sample: []) == nil)
  }

  /// Random tables of random words, each column padded left or right to its width with two
  /// spaces between: every line reads back as the words that made it.
  @Test func randomAlignedTablesReadBack() {
    var seeded = SeededGenerator(seed: 0xA11)
    for _ in 0..<300 {
      let columnCount = Int.random(in: 2...6, using: &seeded)
      let rowCount = Int.random(in: 1...8, using: &seeded)
      let table = (0...rowCount).map { row in
        (0..<columnCount).map { _ in
          row == 0
            ? "T" + String(Int.random(in: 0...999, using: &seeded))
            : String(
              (0..<Int.random(in: 1...7, using: &seeded)).map { _ in
                "abcxyz019é%/".randomElement(using: &seeded)!
              })
        }
      }
      let rightAligned = (0..<columnCount).map { _ in Bool.random(using: &seeded) }
      let widths = (0..<columnCount).map { column in table.map { $0[column].count }.max()! }
      let lines = table.map { row in
        row.indices.map { column in
          let padding = String(repeating: " ", count: widths[column] - row[column].count)
          return rightAligned[column] ? padding + row[column] : row[column] + padding
        }.joined(separator: "  ")
      }.map { Array($0.utf8) }
      let columns = AlignedColumns(header: lines[0], sample: Array(lines.dropFirst()))!
      for (line, row) in zip(lines, table) {
        #expect(columns.cells(of: line).map { String(decoding: $0, as: UTF8.self) } == row)
        #expect(columns.fits(line))
      }
    }
  }
}
