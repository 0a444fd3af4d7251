import Testing

@testable import PagerProgram

@Suite struct TabTitlesTests {
  @Test func filesAreTitledByTheirName() {
    let titles = TabTitles.titles(for: [.file(path: "/var/log/syslog"), .file(path: "notes.txt")])
    #expect(titles == ["syslog", "notes.txt"])
  }

  @Test func sameNamesTakeTheirParentFolders() {
    let titles = TabTitles.titles(for: [
      .file(path: "a/x.log"), .file(path: "b/x.log"), .file(path: "y.log"),
    ])
    #expect(titles == ["a/x.log", "b/x.log", "y.log"])
  }

  @Test func deeperFoldersWhenTheParentsAreTheSameToo() {
    let titles = TabTitles.titles(for: [.file(path: "p/a/x.log"), .file(path: "q/a/x.log")])
    #expect(titles == ["p/a/x.log", "q/a/x.log"])
  }

  @Test func theSameFileTwiceNeedsNoFolder() {
    #expect(TabTitles.titles(for: [.file(path: "./x"), .file(path: "x")]) == ["x", "x"])
  }

  @Test func standardInputAndCommands() {
    let titles = TabTitles.titles(for: [.standardInput, .command("make\n  test"), .command("ls")])
    #expect(titles == ["stdin", "make   test", "ls"])
  }

  @Test func cjkNamesStayWhole() {
    #expect(TabTitles.titles(for: [.file(path: "문서/보고서.txt")]) == ["보고서.txt"])
  }

  @Test func aNameFoundFromTheEndIsTheLastComponent() {
    for path in ["a/b.log", "./x.log", "x.log/", "/", ".", "a//b/./", "", "/./", "a/."] {
      #expect(TabTitles.name(of: path) == TabTitles.components(of: path).last, "\(path)")
    }
  }

  @Test func tenThousandFilesOfDistinctNamesAreTitledByTheirNames() {
    let sources = (1...10_000).map { DocumentSource.file(path: FilePath("/d/\($0).log")) }
    #expect(TabTitles.titles(for: sources) == (1...10_000).map { "\($0).log" })
  }
}
