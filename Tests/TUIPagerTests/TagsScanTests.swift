import Testing

@testable import PagerProgram

/// Reading tags files as ctags writes them and less reads them: both forms, both kinds of
/// address, ctags' escapes, its `!_TAG_` lines, sorted and unsorted files, any chunking.
@Suite struct TagsScanTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func entries(_ name: String, _ text: String) -> [TagEntry] {
    TagsScan.entries(named: bytes(name), in: bytes(text))
  }

  static func pattern(_ text: String, start: Bool = true, end: Bool = true) -> TagAddress {
    .pattern(TagPattern(text: bytes(text), anchoredAtStart: start, anchoredAtEnd: end))
  }

  @Test func readsUniversalCtagsLinesWithTheirExtensionFields() {
    let text = """
      !_TAG_FILE_FORMAT\t2\t/extended format/
      !_TAG_PROGRAM_NAME\tUniversal Ctags\t//
      main\tsrc/main.c\t/^int main(int argc, char **argv)$/;"\tf\ttyperef:typename:int
      """
    #expect(
      Self.entries("main", text) == [
        TagEntry(
          name: Self.bytes("main"), file: Self.bytes("src/main.c"),
          address: Self.pattern("int main(int argc, char **argv)"))
      ])
  }

  @Test func readsLineNumberAddressesWithAndWithoutTheirComment() {
    let text = "alpha\ta.c\t42;\"\tv\nbeta\tb.c\t7\n"
    #expect(Self.entries("alpha", text).map(\.address) == [.line(42)])
    #expect(Self.entries("beta", text).map(\.address) == [.line(7)])
  }

  @Test func readsTheClassicFormWithBlanksAsLessDoes() {
    let entries = Self.entries("main", "main   main.c   /^main()$/\n")
    #expect(entries.map(\.file) == [Self.bytes("main.c")])
    #expect(entries.map(\.address) == [Self.pattern("main()")])
  }

  @Test func aFileNameWithBlanksKeepsThemInTheTabbedForm() {
    let entries = Self.entries("x", "x\tmy dir/a b.c\t3\n")
    #expect(entries.map(\.file) == [Self.bytes("my dir/a b.c")])
  }

  @Test func undoesCtagsEscapesAndTakesThePatternLiterally() {
    // ctags writes `/` as `\/` and `\` as `\\` in a pattern; `*`, `.`, `[` mean themselves.
    let entries = Self.entries("d", #"d\#td.c\#t/^a \/ b \\ c *.[x]$/;"\#n"#)
    #expect(entries.map(\.address) == [Self.pattern(#"a / b \ c *.[x]"#)])
  }

  @Test func aQuestionMarkPatternEndsAtItsOwnDelimiter() {
    let entries = Self.entries("b", #"b\#tb.c\#t?^x \? y / z$?\#n"#)
    #expect(entries.map(\.address) == [Self.pattern("x ? y / z")])
  }

  @Test func anchorsAreOptionalAndAnEscapedDollarIsText() {
    #expect(
      Self.entries("n", "n\tn.c\t/int n;/\n").map(\.address) == [
        Self.pattern("int n;", start: false, end: false)
      ])
    #expect(
      Self.entries("n", "n\tn.c\t/^cost \\$/\n").map(\.address) == [
        Self.pattern("cost $", end: false)
      ])
    #expect(
      Self.entries("n", "n\tn.c\t/x\\\\$/\n").map(\.address) == [
        Self.pattern("x\\", start: false)
      ])
  }

  @Test func aPatternCutShortIsTakenAsFarAsItGoes() {
    #expect(
      Self.entries("c", "c\tc.c\t/^int very_long_decl\n").map(\.address) == [
        Self.pattern("int very_long_decl", end: false)
      ])
  }

  @Test func onlyTheWholeNameMatches() {
    let text = "mainly\ta.c\t1\nmai\tb.c\t2\nmain\tc.c\t3\nMain\td.c\t4\n"
    #expect(Self.entries("main", text).map(\.file) == [Self.bytes("c.c")])
  }

  @Test func pseudoTagLinesAreNeverTags() {
    #expect(Self.entries("!_TAG_FILE_FORMAT", "!_TAG_FILE_FORMAT\t2\t/extended/\n").isEmpty)
  }

  @Test func linesThatAreNotTagsAreSkipped() {
    let text = "main\n main\tx.c\t1\nmain\tx.c\nmain\tx.c\tnowhere\nmain\tx.c\t0\nmain\t\t4\n"
    #expect(Self.entries("main", text).isEmpty)
  }

  @Test func everyPlaceOfANameInAnUnsortedFileIsFoundInOrder() {
    let text = """
      !_TAG_FILE_SORTED\t0\t/0=unsorted, 1=sorted, 2=foldcase/
      init\tone.c\t1
      zeta\tz.c\t1
      init\ttwo.c\t2
      alpha\ta.c\t1
      init\tthree.c\t3
      """
    #expect(
      Self.entries("init", text).map(\.file) == ["one.c", "two.c", "three.c"].map(Self.bytes))
  }

  @Test func aSortedFileIsReadNoFurtherThanTheName() {
    // A line out of order after the names past `init` is not reached: the scan stopped.
    func text(sorted: Int) -> String {
      """
      !_TAG_FILE_SORTED\t\(sorted)\t/0=unsorted, 1=sorted, 2=foldcase/
      alpha\ta.c\t1
      init\tone.c\t1
      init\ttwo.c\t2
      initial\ti.c\t1
      zeta\tz.c\t1
      init\tlate.c\t9
      """
    }
    var scan = TagsScan(name: Self.bytes("init"))
    scan.take(Self.bytes(text(sorted: 1)))
    #expect(scan.isSorted && scan.isFinished)
    #expect(scan.entries.map(\.file) == ["one.c", "two.c"].map(Self.bytes))
    // Unsorted, the same lines give all three.
    #expect(Self.entries("init", text(sorted: 0)).count == 3)
    // Sorted with case folded (2): read to the end too.
    #expect(Self.entries("init", text(sorted: 2)).count == 3)
  }

  @Test func chunksCutAnywhereGiveTheSameEntries() {
    let text = """
      !_TAG_FILE_SORTED\t1\t//
      abc\ta.c\t/^abc()$/;"\tf
      main\tm.c\t/^int main(void)$/;"\tf
      main\tn.c\t12;"\tf
      zzz\tz.c\t1
      """
    let whole = Self.entries("main", text)
    #expect(whole.count == 2)
    let bytes = Self.bytes(text)
    for size in [1, 2, 3, 7, 16, 64] {
      var scan = TagsScan(name: Self.bytes("main"))
      var start = 0
      while start < bytes.count {
        scan.take(Array(bytes[start..<min(bytes.count, start + size)]))
        start += size
      }
      scan.finish()
      #expect(scan.entries == whole, "chunks of \(size)")
    }
  }

  @Test func carriageReturnsAndALastLineWithoutNewlineAreRead() {
    let entries = Self.entries("w", "v\tv.c\t1\r\nw\tw.c\t/^w$/\r\nw\tx.c\t5")
    #expect(entries.map(\.address) == [Self.pattern("w"), .line(5)])
  }

  @Test func fileNamesKeepTheirBytes() {
    let line: [UInt8] = Self.bytes("odd\t") + [0x69, 0xFF, 0x2E, 0x63] + Self.bytes("\t1\n")
    let entries = TagsScan.entries(named: Self.bytes("odd"), in: line)
    #expect(entries.map(\.file) == [[0x69, 0xFF, 0x2E, 0x63]])
  }
}
