import Testing

@testable import PagerReader

/// Aligned output whose header a rule of runs underlines (`dpkg -l`, sqlite's column mode):
/// the columns read off the rule, the legend above the header kept as text.
@Suite struct AlignedColumnsRuleTests {
  /// `dpkg -l` as it prints on a narrow terminal: three lines of legend, the header, the rule,
  /// and a package name longer than its column, which pushes the rest of its line right.
  static let dpkg = """
    Desired=Unknown/Install/Remove/Purge/Hold
    | Status=Not/Inst/Conf-files/Unpacked/halF-conf/Half-inst/trig-aWait/Trig-pend
    |/ Err?=(none)/Reinst-required (Status,Err: uppercase=bad)
    ||/ Name                       Version                        Architecture Description
    +++-==========================-==============================-============-===============
    ii  adduser                    3.134                          all          add and remove users and groups
    ii  apt                        2.6.1                          amd64        commandline package manager
    ii  base-files                 12.4+deb12u5                   amd64        Debian base system miscellaneous files
    ii  bash                       5.2.15-2+b2                    amd64        GNU Bourne Again SHell
    ii  coreutils                  9.1-1                          amd64        GNU core utilities
    ii  dpkg                       1.21.22                        amd64        Debian package management system
    ii  libc6:amd64                2.36-9+deb12u4                 amd64        GNU C Library: Shared libraries
    ii  libreoffice-style-colibre-extra 1:7.4.7-1+deb12u1              all          office productivity suite -- colibre symbol style
    rc  libssl1.1:amd64            1.1.1n-0+deb11u5               amd64        Secure Sockets Layer toolkit - shared libraries
    ii  tar                        1.34+dfsg-1.2                  amd64        GNU version of the tar archiving utility
    iU  tzdata                     2024a-0+deb12u1                all          time zone and daylight-saving time data
    """

  static func lines(_ text: String) -> [[UInt8]] {
    text.split(separator: "\n").map { Array($0.utf8) }
  }

  static func strings(_ cells: [[UInt8]]) -> [String] { AlignedColumnsTests.strings(cells) }

  @Test func dpkgsColumnsAreItsRulesRunsUnderItsLegend() throws {
    let lines = Self.lines(Self.dpkg)
    let columns = try #require(AlignedColumns.learned(from: lines))
    #expect(columns.headerLine == 3)
    #expect(columns.spans == [0..<3, 4..<30, 31..<61, 62..<74, 75..<90])
    let rows = lines.indices.map { columns.row(lines[$0], at: $0) }
    #expect(rows.prefix(6).map(\.kind) == [.text, .text, .text, .header, .rule, .data])
    #expect(Self.strings(rows[0].cells) == ["Desired=Unknown/Install/Remove/Purge/Hold"])
    #expect(
      Self.strings(rows[3].cells) == ["||/", "Name", "Version", "Architecture", "Description"])
    #expect(
      Self.strings(rows[5].cells) == [
        "ii", "adduser", "3.134", "all", "add and remove users and groups",
      ])
    #expect(
      Self.strings(rows[15].cells) == [
        "iU", "tzdata", "2024a-0+deb12u1", "all", "time zone and daylight-saving time data",
      ])
  }

  @Test func aNameLongerThanItsColumnPushesTheRestButKeepsTheirCells() throws {
    let lines = Self.lines(Self.dpkg)
    let columns = try #require(AlignedColumns.ruled(lines))
    let long = try #require(lines.first { $0.starts(with: Array("ii  libreoffice".utf8)) })
    #expect(
      Self.strings(columns.cells(of: long)) == [
        "ii", "libreoffice-style-colibre-extra", "1:7.4.7-1+deb12u1", "all",
        "office productivity suite -- colibre symbol style",
      ])
    #expect(!columns.fits(long))
  }

  @Test func aRulesRunsAreRunsOfEqualsOrOfDashes() {
    let runs = { (rule: String) in AlignedColumns.runs(ofRule: Array(rule.utf8)) }
    #expect(runs("+++-=====-===") == [0..<3, 4..<9, 10..<13])
    #expect(runs("=====  ====") == [0..<5, 7..<11])
    #expect(runs("---  -----  --") == [0..<3, 5..<10, 12..<14])
    #expect(runs("----+-----") == nil, "psql's rule is a box table's")
    #expect(runs("--- a/data.csv") == nil)
    #expect(runs("- - -") == nil, "runs of one")
    #expect(AlignedColumns(rule: Array("=========".utf8), headerLine: 0) == nil, "one run")
  }

  @Test func sqlitesColumnModeReadsOffItsRuleToo() throws {
    let lines = Self.lines(
      """
      id  name   city
      --  -----  ------
      1   Alice  Paris
      2   Bob    Berlin
      """)
    let columns = try #require(AlignedColumns.learned(from: lines))
    #expect(columns.headerLine == 0 && columns.spans == [0..<2, 4..<9, 11..<17])
    #expect(Self.strings(columns.cells(of: lines[3])) == ["2", "Bob", "Berlin"])
  }

  @Test func aHeaderWhoseWordsCrossTheRulesGapsIsNotItsHeader() {
    let lines = Self.lines(
      """
      Some words of prose
      ----  -----  ------
      more prose here
      """)
    #expect(AlignedColumns.ruled(lines) == nil)
    #expect(AlignedColumns.learned(from: lines)?.headerLine == 0, "the first line, as before")
  }
}
