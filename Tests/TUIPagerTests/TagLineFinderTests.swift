import Testing

@testable import PagerProgram

/// Finding a tag's line in its file by its pattern, and going through a tag's places.
@Suite struct TagLineFinderTests {
  static func pattern(_ text: String, start: Bool = true, end: Bool = true) -> TagPattern {
    TagPattern(text: Array(text.utf8), anchoredAtStart: start, anchoredAtEnd: end)
  }

  static func line(_ pattern: TagPattern, _ text: String) -> Int? {
    TagLineFinder.line(of: pattern, in: Array(text.utf8))
  }

  static let source = """
    /* int main(void) is below */
    static int helper(void);
    int main(void) {
      return helper();
    }
    int main(void) { /* again */ }
    """

  @Test func anchoredAtBothEndsTheWholeLineMustBeThePattern() {
    #expect(Self.line(Self.pattern("int main(void) {"), Self.source) == 3)
    #expect(Self.line(Self.pattern("int main(void)"), Self.source) == nil)
  }

  @Test func anchoredAtTheStartALineStartingSoMatches() {
    #expect(Self.line(Self.pattern("int main", end: false), Self.source) == 3)
  }

  @Test func anchoredAtTheEndALineEndingSoMatches() {
    #expect(Self.line(Self.pattern("is below */", start: false), Self.source) == 1)
    #expect(Self.line(Self.pattern("/* again */ }", start: false), Self.source) == 6)
  }

  @Test func unanchoredTheTextMayBeAnywhere() {
    #expect(Self.line(Self.pattern("helper", start: false, end: false), Self.source) == 2)
  }

  @Test func thePatternIsLiteralNotARegularExpression() {
    let text = "a.c\nabc\n(x)*\n"
    #expect(Self.line(Self.pattern("abc"), text) == 2)
    #expect(Self.line(Self.pattern("a.c"), text) == 1)
    #expect(Self.line(Self.pattern("(x)*"), text) == 3)
  }

  @Test func aCarriageReturnBeforeTheNewlineIsNotPartOfTheLine() {
    #expect(Self.line(Self.pattern("b"), "a\r\nb\r\nc\r\n") == 2)
  }

  @Test func theLastLineNeedsNoNewline() {
    #expect(Self.line(Self.pattern("end"), "start\nend") == 2)
  }

  @Test func chunksCutAnywhereFindTheSameLine() {
    let bytes = Array(Self.source.utf8)
    for size in [1, 2, 5, 13, 100] {
      var finder = TagLineFinder(Self.pattern("int main(void) {"))
      var start = 0
      while start < bytes.count {
        finder.take(Array(bytes[start..<min(bytes.count, start + size)]))
        start += size
      }
      #expect(finder.finish() == 3, "chunks of \(size)")
    }
  }

  @Test func theFinderWantsNoMoreOnceItFound() {
    var finder = TagLineFinder(Self.pattern("x"))
    finder.take(Array("a\nx\n".utf8))
    #expect(!finder.wantsMore)
    finder.take(Array("x\n".utf8))
    #expect(finder.finish() == 2)
  }

  @Test func tAndTGoThroughThePlacesAndStopAtTheEnds() throws {
    let entries = (1...3).map {
      TagEntry(name: Array("f".utf8), file: Array("f\($0).c".utf8), address: .line($0))
    }
    var list = try #require(TagList(entries, folder: Array(".".utf8)))
    #expect(list.entry == entries[0])
    var moved = list.move(by: -1)
    #expect(!moved && list.entry == entries[0])
    moved = list.move(by: 2)
    #expect(moved && list.entry == entries[2])
    moved = list.move(by: 1)
    #expect(!moved && list.entry == entries[2])
    moved = list.move(by: -1)
    #expect(moved && list.entry == entries[1])
    #expect(TagList([], folder: []) == nil)
  }

  @Test func filesAreFoundFromTheTagsFilesFolder() {
    func path(_ file: String, _ tags: String) -> String {
      TagList.path(of: Array(file.utf8), in: TagList.folder(of: Array(tags.utf8))).description
    }
    #expect(path("src/a.c", "tags") == "src/a.c")
    #expect(path("src/a.c", "./tags") == "src/a.c")
    #expect(path("src/a.c", "sub/tags") == "sub/src/a.c")
    #expect(path("src/a.c", "/p/q/tags") == "/p/q/src/a.c")
    #expect(path("a.c", "/tags") == "/a.c")
    #expect(path("/abs/a.c", "/p/q/tags") == "/abs/a.c")
  }
}
