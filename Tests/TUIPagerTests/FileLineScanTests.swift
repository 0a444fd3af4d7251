import Glibc
import PagerKit
import PagerReader
import TestSupport
import Testing

@testable import PagerProgram

/// A file's lines looked through a chunk at a time (filters, counts and searches of a file)
/// against matching every line alone: the same lines, across chunk ends, with long lines and
/// lines too complex for the pattern among them.
@Suite struct FileLineScanTests {
  static func kept(_ filter: FilteredDocument) -> [Int] {
    while !filter.isCaughtUp { filter.advance(budget: 1 << 16) }
    return (0..<filter.lineCount).map { filter.lineNumber(ofLine: $0) - 1 }
  }

  @Test func aFilterOfAFileKeepsTheLinesEachMatchesAlone() throws {
    var random = SeededGenerator(seed: 2026)
    let words = [
      "alpha", "error 42", "ERROR", "a\tb", "\u{1B}[31merr\u{1B}[0mor", "e\u{8}er\u{8}rror", "日本",
      "latency=950ms", "", "x",
    ]
    var lines: [String] = []
    for _ in 0..<12_000 {
      let count = Int.random(in: 0...4, using: &random)
      lines.append(
        (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: " "))
    }
    // A line longer than a chunk, one over the whole-line limit, and one too complex.
    lines.insert(String(repeating: "y", count: FileDocument.chunkSize + 10) + " error", at: 4_000)
    lines.insert(String(repeating: "z", count: LinePiece.wholeLineLimit + 5) + "error", at: 8_000)
    let file = try TemporaryFile(named: "lines.txt", lines.joined(separator: "\n") + "\n")
    for pattern in ["error", "err[a-z]+", "^alpha", "[0-9]{2}$", "latency=9[0-9]{2}ms", "本"] {
      let document = try FileDocument(path: file.path)
      let search = TextSearch(pattern: pattern)
      let alone = lines.indices.filter { search.hasMatch(in: Array(lines[$0].utf8)) }
      let filter = FilteredDocument(base: document, search: search, inverted: false)
      #expect(Self.kept(filter) == alone, "\(pattern)")
      let inverted = FilteredDocument(
        base: try FileDocument(path: file.path), search: search, inverted: true)
      let others = Set(lines.indices).subtracting(alone).sorted()
      #expect(Self.kept(inverted) == others, "!\(pattern)")
    }
  }

  @Test func aFilterStopsOnTheLineTooComplexForThePattern() throws {
    let lines = ["aaa", "b", String(repeating: "a", count: 30) + "b", "aaaa"]
    let file = try TemporaryFile(named: "complex.txt", lines.joined(separator: "\n") + "\n")
    let filter = FilteredDocument(
      base: try FileDocument(path: file.path), search: TextSearch(pattern: "(a+)+$"),
      inverted: false)
    #expect(Self.kept(filter) == [0])
    #expect(filter.tooComplexLine == 2)
  }

  @Test func aGrowingFileIsFilteredAndSearchedAsItArrivesItsUnfinishedLineToo() throws {
    let spool = try GrowingFile()
    let document = spool.document
    func append(_ text: String) { spool.append(text) }
    let search = TextSearch(pattern: "err[0-9]")
    let filter = FilteredDocument(base: document, search: search, inverted: false)
    var lines = (0..<5_000).map { $0 % 7 == 0 ? "line \($0) err\($0 % 10)" : "line \($0) fine" }
    append(lines.joined(separator: "\n") + "\nunfinished er")
    document.indexAppended()
    for _ in 0..<100 where !filter.isCaughtUp { filter.advance(budget: 1 << 16) }
    let expected = lines.indices.filter { search.hasMatch(in: Array(lines[$0].utf8)) }
    #expect((0..<filter.lineCount).map { filter.lineNumber(ofLine: $0) - 1 } == expected)
    // The unfinished line ends, and the lines after it are filtered as they come.
    append("ror done\nlast err4\n")
    document.indexAppended()
    lines += ["unfinished error done", "last err4"]
    for _ in 0..<100 where !filter.isCaughtUp { filter.advance(budget: 1 << 16) }
    let all = lines.indices.filter { search.hasMatch(in: Array(lines[$0].utf8)) }
    #expect((0..<filter.lineCount).map { filter.lineNumber(ofLine: $0) - 1 } == all)
    // A search finds a line past the old end the same way.
    let found = document.scan(
      for: TextSearch(pattern: "last err[0-9]"), renderer: LineRenderer(), from: 0,
      budget: .max, pausing: { false })
    #expect(found?.outcome == .line(lines.count - 1))
  }
}
