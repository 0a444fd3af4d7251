import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's `-u` and `-U` through the whole program in-process: a man page's backspaces and its
/// tabs shown as controls.
@Suite struct LessControlCharactersAppTests {
  static let text = "N\u{8}NA\u{8}AM\u{8}ME\u{8}E\tls\n"

  static func firstRow(_ arguments: [String]) throws -> String {
    let file = try TemporaryFile(named: "man.txt", Self.text)
    let pilot = try Pilot(arguments + [file.path])
    return pilot.lines[pilot.firstTextRow]
  }

  @Test func byDefaultBackspacesOverstrikeAndTabsExpand() throws {
    #expect(try Self.firstRow([]).hasPrefix("NAME    ls"))
  }

  @Test func withLowerUBackspacesShowAndTabsExpand() throws {
    #expect(try Self.firstRow(["-u"]).hasPrefix("N^HNA^HAM^HME^HE        ls"))
  }

  @Test func withCapitalUTabsShowToo() throws {
    #expect(try Self.firstRow(["-U"]).hasPrefix("N^HNA^HAM^HME^HE^Ils"))
  }

  @Test func procBackspaceAndProcTabHandleThemWhateverUSays() throws {
    #expect(try Self.firstRow(["-U", "--proc-backspace"]).hasPrefix("NAME^Ils"))
    #expect(try Self.firstRow(["-U", "--proc-tab"]).hasPrefix("N^HNA^HAM^HME^HE        ls"))
    #expect(try Self.firstRow(["-u", "--proc-backspace"]).hasPrefix("NAME    ls"))
  }
}
