import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `dpkg -l` in the program: `--columns auto` finds its table under the legend, the columns
/// where its rule of runs puts them, and the legend stays on top with the header.
@Suite struct DpkgListAppTests {
  /// A package: its status, name, version, architecture and description.
  typealias Package = (status: String, name: String, version: String, arch: String, about: String)

  static let packages: [Package] = [
    ("ii", "adduser", "3.134", "all", "add and remove users and groups"),
    ("ii", "apt", "2.6.1", "amd64", "commandline package manager"),
    ("ii", "bash", "5.2.15-2+b2", "amd64", "GNU Bourne Again SHell"),
    ("rc", "libssl1.1:amd64", "1.1.1n-0+deb11u5", "amd64", "Secure Sockets Layer toolkit"),
    ("ii", "libreoffice-style-colibre-extra", "1:7.4.7-1", "all", "office suite -- colibre style"),
    ("ii", "tar", "1.34+dfsg-1.2", "amd64", "GNU version of the tar archiving utility"),
    ("iU", "tzdata", "2024a-0+deb12u1", "all", "time zone and daylight-saving time data"),
  ]

  /// `text` padded with spaces to `width` characters, as `printf("%-*s")` does; longer text
  /// runs past it.
  static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// `dpkg -l`'s output for `packages`: the legend, the header, the rule, a line a package,
  /// names 14 wide, versions 16, architectures 6, as dpkg lays them out for a narrow terminal.
  static func listed(_ packages: [Package] = packages) -> String {
    let line = { (status: String, name: String, version: String, arch: String, about: String) in
      [
        Self.padded(status, 3), Self.padded(name, 14), Self.padded(version, 16),
        Self.padded(arch, 6), about,
      ].joined(separator: " ")
    }
    return """
      Desired=Unknown/Install/Remove/Purge/Hold
      | Status=Not/Inst/Conf-files/Unpacked/halF-conf/Half-inst/trig-aWait/Trig-pend
      |/ Err?=(none)/Reinst-required (Status,Err: uppercase=bad)
      \(line("||/", "Name", "Version", "Arch", "Description"))
      +++-==============-================-======-===============

      """ + packages.map { line($0.status, $0.name, $0.version, $0.arch, $0.about) + "\n" }.joined()
  }

  static func pilot(rows: Int = 14) throws -> (Pilot, TemporaryFile) {
    let file = try TemporaryFile(named: "packages.txt", listed())
    let pilot = try Pilot(["--columns=auto", file.path], size: Size(columns: 100, rows: rows))
    return (pilot, file)
  }

  static func shown(_ pilot: Pilot) -> [String] { TableViewAppTests.shown(pilot) }

  /// The cells of `row` as shown, between the separators, blanks around them left out.
  static func cells(_ row: String) -> [String] {
    row.split(separator: "│", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func dpkgListIsATableUnderItsLegendItsColumnsWhereTheRuleSays() throws {
    let (pilot, file) = try Self.pilot()
    _ = file
    let rows = Self.shown(pilot)
    #expect(rows[0] == "Desired=Unknown/Install/Remove/Purge/Hold", "\(rows)")
    #expect(rows[2].hasPrefix("|/ Err?=(none)"), "\(rows[2])")
    #expect(Self.cells(rows[3]) == ["||/", "Name", "Version", "Arch", "Description"])
    #expect(rows[4].hasPrefix("────┼────────────────"), "the rule drawn across: \(rows[4])")
    #expect(
      Self.cells(rows[5]) == ["ii", "adduser", "3.134", "all", "add and remove users and groups"])
    // A name longer than its column (which pushed the rest of its line right) is one cell, and
    // the rest of the line is in theirs.
    #expect(
      Self.cells(rows[9]) == [
        "ii", "libreoffice-style-colibre-extra", "1:7.4.7-1", "all",
        "office suite -- colibre style",
      ], "\(rows[9])")
    #expect(pilot.lines.last?.contains("Table of aligned columns, 5 columns") == true)
  }

  /// The legend is the key to the first column's letters, which every row has: it stays on top
  /// with the header, unmarked, as rows scroll under them and as they sort.
  @Test func theLegendStaysOnTopUnmarkedAsRowsScrollAndSort() throws {
    let (pilot, file) = try Self.pilot(rows: 10)
    _ = file
    pilot.press(.character("G"))
    var rows = Self.shown(pilot)
    #expect(rows[0].hasPrefix("Desired=") && rows[3].hasPrefix("||/ │ Name"), "\(rows)")
    #expect(rows.contains { $0.hasPrefix("iU  │ tzdata") }, "\(rows)")
    let legend = pilot.firstTextRow + 1
    #expect(
      !(0..<pilot.frame.width).contains {
        pilot.frame[$0, legend].style.attributes.contains(.reverse)
      }, "the current column is marked in the header, not in the legend")
    #expect(
      (0..<pilot.frame.width).contains {
        pilot.frame[$0, pilot.firstTextRow + 3].style.attributes.contains(.reverse)
      }, "the header's current column in reverse")

    pilot.press(.right, .character("S"), .character("S"))
    rows = Self.shown(pilot)
    #expect(rows[0].hasPrefix("Desired=") && rows[4].hasPrefix("────┼"), "\(rows)")
    #expect(rows[5].hasPrefix("iU  │ tzdata"), "\(rows[5])")
    #expect(pilot.lines.last?.contains("sorted by Name ↓") == true, "\(pilot.lines.last ?? "")")
  }

  /// Saved as CSV, the view has the header and the packages, not the legend, which is no row.
  @Test func theLegendIsNoRowOfTheCSV() throws {
    let (pilot, file) = try Self.pilot()
    let out = file.folder + "/packages.csv"
    defer { unlink(out) }
    pilot.press(.character("s"))
    ShellKeysAppTests.type(out, into: pilot)
    pilot.press(.enter)
    guard case .success(let bytes) = TextFile.bytes(out) else {
      Issue.record("nothing saved")
      return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("||/,Name,Version,Arch,Description\nii,adduser,3.134,all,"), "\(text)")
    #expect(!text.contains("Desired"), "\(text)")
  }
}
