import Testing

@testable import PagerProgram

/// The version has one source: `.build/version` (what `make` took from `git describe`), else the
/// VERSION file. `--version` says it, and the manual page in the tree names the VERSION file's.
@Suite struct VersionTests {
  static func trimmed(_ text: String?) -> String? {
    text.map { String($0.filter { !$0.isNewline }) }
  }

  @Test func versionSaysTheVersionTheBuildRead() throws {
    let root = CodeLayoutTests.root
    let file = try #require(Self.trimmed(readFile(root + "/VERSION")), "no VERSION file")
    let built = Self.trimmed(readFile(root + "/.build/version")) ?? file
    #expect(Usage.version == "TUIPager \(built)")
    #expect(built.first?.isNumber == true)
  }

  @Test func theManualPageNamesTheVersionFile() throws {
    let root = CodeLayoutTests.root
    let file = try #require(Self.trimmed(readFile(root + "/VERSION")))
    let page = try #require(readFile(root + "/docs/TUIPager.1"))
    let heading = page.split(separator: "\n").first ?? ""
    #expect(heading.hasPrefix(".TH TUIPAGER 1 ") && heading.contains("\"TUIPager \(file)\""))
  }
}
