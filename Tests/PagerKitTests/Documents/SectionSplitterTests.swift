import Testing

@testable import PagerKit
@testable import PagerReader

/// Splitting a stream into sections: git's and diff's headers with and without colour, renames,
/// binary, new, deleted and mode-only changes, hunks whose lines look like headers, commits, and
/// patterns with and without a capture group.
@Suite struct SectionSplitterTests {
  static func split(_ text: String, _ mode: SectionSplitter.Mode = .diff) throws -> [SectionSplitter
    .Section]
  {
    var splitter = try SectionSplitter(mode: mode)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      splitter.take(Array(line.utf8))
    }
    return splitter.sections
  }

  static let gitDiff = """
    diff --git a/Sources/app.swift b/Sources/app.swift
    index 1111111..2222222 100644
    --- a/Sources/app.swift
    +++ b/Sources/app.swift
    @@ -1,3 +1,3 @@
     let a = 1
    --- not a header: a removed line that starts with two dashes
    +++ nor this: an added one
     let c = 3
    diff --git a/old name.txt b/new name.txt
    similarity index 90%
    rename from old name.txt
    rename to new name.txt
    diff --git a/gone.txt b/gone.txt
    deleted file mode 100644
    index 3333333..0000000
    --- a/gone.txt
    +++ /dev/null
    @@ -1 +0,0 @@
    -bye
    diff --git a/fresh.txt b/fresh.txt
    new file mode 100644
    --- /dev/null
    +++ b/fresh.txt
    @@ -0,0 +1 @@
    +hi
    diff --git a/logo.png b/logo.png
    Binary files a/logo.png and b/logo.png differ
    diff --git a/run.sh b/run.sh
    old mode 100644
    new mode 100755

    """

  @Test func gitDiffIsCutAtEachFileTitledByItsPath() throws {
    let sections = try Self.split(Self.gitDiff)
    #expect(sections.map(\.start) == [0, 9, 13, 20, 26, 28])
    #expect(
      sections.map(\.title) == [
        "Sources/app.swift", "old name.txt → new name.txt", "gone.txt (deleted)",
        "fresh.txt (new)", "logo.png", "run.sh",
      ])
  }

  @Test func eachFilesAddedAndRemovedLinesAreCountedLineByLineByChunkAndInColour() throws {
    // The hunk's `---` and `+++` lines are a removed and an added line, not headers.
    let expected = [
      LineChanges(added: 1, removed: 1), LineChanges(), LineChanges(added: 0, removed: 1),
      LineChanges(added: 1, removed: 0), LineChanges(), LineChanges(),
    ]
    #expect(try Self.split(Self.gitDiff).map(\.changes) == expected)
    for size in [1, 3, 100] {
      #expect(try Self.splitInChunks(Self.gitDiff, .diff, size: size).map(\.changes) == expected)
    }
    #expect(try Self.split(Self.colouredDiff).map(\.changes) == expected)
    #expect(LineChanges(added: 12, removed: 3).label == "+12 −3")
  }

  @Test func gitsColoursDoNotStopDetection() throws {
    let coloured = Self.gitDiff.split(separator: "\n", omittingEmptySubsequences: false).map {
      line in
      line.isEmpty ? "" : "\u{1B}[1m" + line + "\u{1B}[m"
    }.joined(separator: "\n")
    let sections = try Self.split(coloured)
    #expect(sections.map(\.start) == [0, 9, 13, 20, 26, 28])
    #expect(sections[1].title == "old name.txt → new name.txt")
  }

  @Test func aPreambleBeforeTheFirstFileIsASectionOfItsOwn() throws {
    let show = "commit 0123456789abcdef\nAuthor: A <a@b>\n\n    Fix it\n\n" + Self.gitDiff
    let sections = try Self.split(show)
    #expect(sections.first == SectionSplitter.Section(start: 0, title: nil))
    #expect(sections.dropFirst().first?.start == 5)
  }

  @Test func diffRUAndPlainDiffU() throws {
    let recursive = """
      diff -ru old/a.c new/a.c
      --- old/a.c\t2026-01-01 10:00:00
      +++ new/a.c\t2026-01-02 10:00:00
      @@ -1 +1 @@
      -x
      +y
      Only in new: b.c
      diff -ru old/c.c new/c.c
      --- old/c.c\t2026-01-01 10:00:00
      +++ new/c.c\t2026-01-02 10:00:00
      @@ -1 +1 @@
      -p
      +q

      """
    let sections = try Self.split(recursive)
    #expect(sections.map(\.start) == [0, 7])
    #expect(sections.map(\.title) == ["a.c", "c.c"])
    let plain = "--- a.txt\t2026-01-01\n+++ b.txt\t2026-01-02\n@@ -1 +1 @@\n-a\n+b\n"
    #expect(try Self.split(plain).map(\.title) == ["a.txt → b.txt"])
  }

  @Test func aLineOfTextThatStartsWithDiffIsNoFileUntilAHeaderSaysSo() throws {
    var splitter = try SectionSplitter(mode: .diff)
    for line in ["notes", "diff the two lists first", "then ship", "diff again tomorrow"] {
      splitter.take(Array(line.utf8))
    }
    #expect(splitter.cutCount == 0, "no header followed either line")
    for line in ["diff --git a/x b/x", "index 1..2 100644"] { splitter.take(Array(line.utf8)) }
    #expect(splitter.cutCount == 1)
  }

  @Test func textThatIsNoDiffIsOneSectionWithItsOwnTitle() throws {
    #expect(
      try Self.split("hello\n--- a quote\nworld\n") == [
        SectionSplitter.Section(start: 0, title: nil)
      ])
  }

  @Test func commitsAreCutAtEachCommitTitledByHashAndSubject() throws {
    let log = """
      commit 89abcdef0123456789abcdef0123456789abcdef (HEAD -> main)
      Author: A <a@b>
      Date:   Mon Jan 1

          Add the splitter

          Longer text.

      diff --git a/x b/x
      commit 0123456789abcdef0123456789abcdef01234567
      Author: A <a@b>

          First commit

      """
    let sections = try Self.split(log, .commit)
    #expect(sections.map(\.start) == [0, 9])
    #expect(sections.map(\.title) == ["89abcde Add the splitter", "0123456 First commit"])
  }

  /// `git log -p`: each commit's tab counts the lines all its files' hunks add and remove, the
  /// message's lines that start with `-` or `+` not among them.
  @Test func eachCommitsAddedAndRemovedLinesAreCountedLineByLineByChunkAndInColour() throws {
    let log = """
      commit 89abcdef0123456789abcdef0123456789abcdef
      Author: A <a@b>

          Two files
          - a list in the message
          + and a plus

      diff --git a/x b/x
      --- a/x
      +++ b/x
      @@ -1,2 +1,2 @@
      -old
      +new
       same
      diff --git a/y b/y
      --- a/y
      +++ b/y
      @@ -1 +1,3 @@
       kept
      +one
      +two

      commit 0123456789abcdef0123456789abcdef01234567
      Author: A <a@b>

          Only removes

      diff --git a/z b/z
      --- a/z
      +++ b/z
      @@ -1,2 +0,0 @@
      --- a removed line with dashes
      -gone

      """
    let expected = [LineChanges(added: 3, removed: 1), LineChanges(added: 0, removed: 2)]
    #expect(try Self.split(log, .commit).map(\.changes) == expected)
    for size in [1, 2, 5, 100] {
      #expect(
        try Self.splitInChunks(log, .commit, size: size).map(\.changes) == expected, "\(size)")
    }
    let coloured = log.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "\u{1B}[32m" + $0 + "\u{1B}[m"
    }.joined(separator: "\n")
    #expect(try Self.split(coloured, .commit).map(\.changes) == expected)
  }

  @Test func aPatternCutsAtEachMatchTitledByItsGroupOrItsLine() throws {
    let text = "setup\n== Suite A ==\na1\n== Suite B ==\nb1\n"
    let grouped = try Self.split(text, .pattern("^== (.*) ==$"))
    #expect(grouped.map(\.start) == [0, 1, 3])
    #expect(grouped.map(\.title) == [nil, "Suite A", "Suite B"])
    let whole = try Self.split(text, .pattern("^=="))
    #expect(whole.map(\.title) == [nil, "== Suite A ==", "== Suite B =="])
  }

  /// The sections `text` is cut into taken `size` whole lines at a time, the first numbered
  /// `first`.
  static func splitInChunks(
    _ text: String, _ mode: SectionSplitter.Mode, size: Int, first: Int = 0
  ) throws -> [SectionSplitter.Section] {
    var splitter = try SectionSplitter(mode: mode, firstLine: first)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let ended = lines.last == ""
    if ended { lines.removeLast() }
    var start = 0
    while start < lines.count {
      let end = min(lines.count, start + size)
      var chunk = lines[start..<end].joined(separator: "\n")
      if end < lines.count || ended { chunk += "\n" }
      Array(chunk.utf8).withUnsafeBufferPointer { splitter.take(lines: $0) }
      start = end
    }
    #expect(splitter.linesTaken == first + lines.count)
    return splitter.sections
  }

  static let colouredDiff = gitDiff.split(separator: "\n", omittingEmptySubsequences: false).map {
    line in line.isEmpty ? "" : "\u{1B}[1m" + line + "\u{1B}[m"
  }.joined(separator: "\n")

  static let colouredLog = """
    \u{1B}[33mcommit 89abcdef0123456789abcdef0123456789abcdef\u{1B}[m
    Author: A <a@b>

        Add the splitter
    \u{1B}[1mdiff --git a/x b/x\u{1B}[m
    --- a/x
    +++ b/x
    @@ -1,2 +1,2 @@
    -commit 0123456789abcdef0123456789abcdef01234567
    +commit 0123456789abcdef0123456789abcdef01234567
     commit in a hunk
    \u{1B}[33mcommit 0123456789abcdef0123456789abcdef01234567\u{1B}[m
    Author: A <a@b>

        First commit
    """

  static let plainLog = colouredLog.replacing(/\u{1B}\[[0-9;]*m/, with: "")

  static let suites = "setup\n== Suite A ==\na1\n\u{1B}[1m== Suite B ==\u{1B}[m\nb1\n\tx\n== C"

  /// Every mode on texts with and without colour, the last line ended or not: taken a chunk of
  /// whole lines at a time, of every size, the sections are those of taking them one by one.
  @Test func takingChunksOfLinesFindsWhatTakingThemOneByOneFinds() throws {
    let cases: [(String, SectionSplitter.Mode)] = [
      (Self.gitDiff, .diff), (Self.colouredDiff, .diff), (Self.colouredLog, .diff),
      (Self.colouredLog, .commit), (Self.colouredLog + "\n", .commit),
      (Self.plainLog, .commit), (Self.plainLog + "\n", .commit), (Self.plainLog, .diff),
      (Self.suites, .pattern("^== (.*) ==$")), (Self.suites + "\n", .pattern("^==")),
      (Self.suites, .pattern("Suite")),
    ]
    for (text, mode) in cases {
      let oneByOne = try Self.split(text.hasSuffix("\n") ? text : text + "\n", mode)
      #expect(oneByOne.count > 1, "\(mode) cuts the text")
      for size in 1...8 {
        #expect(try Self.splitInChunks(text, mode, size: size) == oneByOne, "\(mode), \(size)")
      }
      let moved = oneByOne.map { section in
        var section = section
        section.start += 1000
        return section
      }
      #expect(try Self.splitInChunks(text, mode, size: 3, first: 1000) == moved)
    }
  }

  @Test func aCommitLogTakenInChunksIsCutAtItsCommitsAloneNotInsideAHunk() throws {
    let sections = try Self.splitInChunks(Self.colouredLog, .commit, size: 5)
    #expect(sections.map(\.start) == [0, 11])
    let diff = try Self.splitInChunks(Self.colouredLog, .diff, size: 5)
    #expect(diff.map(\.start) == [0, 4], "a hunk's 'commit' lines start nothing")
  }

  @Test func aPatternMatchesTheLineAsShownTabsExpanded() throws {
    let sections = try Self.splitInChunks("a\n\tx\nb\n", .pattern("^ +x"), size: 4)
    #expect(sections.map(\.start) == [0, 1])
    #expect(sections.map(\.title) == [nil, "x"], "titled by the line without its blanks")
  }

  /// A spool past its limit drops the oldest text: sections that went are forgotten, and lines
  /// dropped before they were taken are passed over, what they began (a hunk) with them.
  @Test func aSectionCutByTheSpoolLimitIsForgottenAndTheLinesItLostPassedOver() throws {
    var splitter = try SectionSplitter(mode: .diff)
    let lines = Self.gitDiff.split(separator: "\n").map { Array($0.utf8) }
    // Into the first hunk, which promises three lines, of which two are taken.
    for line in lines[0..<7] { splitter.take(line) }
    splitter.skip(to: 100)
    #expect(splitter.linesTaken == 100)
    // The hunk's end went with the lost lines: the next file is cut where it starts.
    for line in lines[9...] { splitter.take(line) }
    #expect(splitter.sections.map(\.start) == [0, 100, 104, 111, 117, 119])
    #expect(splitter.sections[1].title == "old name.txt → new name.txt")
    splitter.forgetSections(before: 2)
    #expect(splitter.forgottenSections == 2)
    #expect(splitter.sections.first?.start == 104)
    splitter.forgetSections(before: 1)
    #expect(splitter.sections.count == 4, "asking for fewer forgets nothing more")
    splitter.forgetSections(before: 50)
    #expect(splitter.sections.map(\.start) == [119], "the last section stays")
  }

  @Test func aBadPatternIsAnError() {
    #expect(throws: SearchPatternError.self) { try SectionSplitter(mode: .pattern("(")) }
  }

  @Test func aSectionViewShowsItsLinesWithTheirOwnNumbers() {
    let text = MemoryDocument(["a", "b", "c", "d", "e"])
    let middle = SectionDocument(base: text, start: 1, end: 3)
    #expect(middle.lineCount == 2)
    #expect(middle.line(0) == Array("b".utf8))
    #expect(middle.lineNumber(ofLine: 1) == 3)
    #expect(middle.isComplete)
    let last = SectionDocument(base: text, start: 3)
    #expect(last.lineCount == 2 && last.line(1) == Array("e".utf8))
    // To the end, as G asks: no overflow past the last line.
    #expect(last.prepareLines(through: .max) == 2)
    #expect(middle.prepareLines(through: .max) == 2)
  }

  @Test func aDiffSectionKnowsItsFileInTheWorkingTree() throws {
    let sections = try Self.split(Self.gitDiff)
    #expect(
      sections.map { $0.path.map { String(decoding: $0, as: UTF8.self) } } == [
        "Sources/app.swift", "new name.txt", nil, "fresh.txt", "logo.png", "run.sh",
      ])
  }

  /// Issue 29, case 16: git quotes a path with special bytes as a C string; the title and the
  /// path are the real ones, as git's `unquote_c_style` reads them.
  @Test func gitQuotedPathsAreUnquotedAsGitDoes() throws {
    let diff = #"""
      diff --git "a/t\303\251st.txt" "b/t\303\251st.txt"
      index 1111111..2222222 100644
      --- "a/t\303\251st.txt"
      +++ "b/t\303\251st.txt"
      @@ -1 +1 @@
      -a
      +b
      diff --git a/plain "b/tab\there \"q\" back\\slash"
      similarity 90%
      rename from plain
      rename to "tab\there \"q\" back\\slash"
      diff --git "a/latin1-\351.txt" "b/latin1-\351.txt"
      new file mode 100644
      --- /dev/null
      +++ "b/latin1-\351.txt"
      @@ -0,0 +1 @@
      +x
      """#
    let sections = try Self.split(diff)
    #expect(
      sections.map(\.title) == [
        "tést.txt", "plain → tab\there \"q\" back\\slash", "latin1-\u{FFFD}.txt (new)",
      ])
    #expect(sections[0].path == Array("tést.txt".utf8))
    #expect(sections[1].path == Array("tab\there \"q\" back\\slash".utf8))
    #expect(sections[2].path == Array("latin1-".utf8) + [0xE9] + Array(".txt".utf8))
  }

  @Test func cQuotedStringsReadAsGitReadsThem() {
    func unquoted(_ text: String) -> [UInt8]? { GitQuotedPath.unquoted(text[...])?.path }
    #expect(unquoted(#""\a\b\f\n\r\t\v\\\"""#) == [7, 8, 12, 10, 13, 9, 11, 0x5C, 0x22])
    #expect(unquoted(#""\000\177\377x""#) == [0, 0x7F, 0xFF, 0x78])
    #expect(unquoted(#""\400""#) == nil, "an octal escape past \\377")
    #expect(unquoted(#""\12""#) == nil, "an octal escape of two digits")
    #expect(unquoted(#""open"#) == nil, "no closing quote")
    #expect(unquoted("plain") == nil)
    #expect(GitQuotedPath.unquoted(#""a" rest"#[...])?.rest == " rest")
    #expect(
      GitQuotedPath.diffPaths(#"a/x "b/y\tz""#[...]).map { [$0.old, $0.new] }
        == [Array("a/x".utf8), Array("b/y\tz".utf8)])
  }

  @Test func aLineOfAHunkIsAtItsNewFilesLine() {
    let section = MemoryDocument([
      "diff --git a/x b/x", "--- a/x", "+++ b/x", "@@ -10,4 +20,5 @@ func f()", " ten", "-gone",
      "+new one", "+new two", " thirteen", "@@ -40 +51 @@", "-a", "+b",
    ])
    let expected = [20, 20, 20, 20, 20, 21, 21, 22, 23, 51, 51, 51]
    for (line, number) in expected.enumerated() {
      #expect(DiffPosition.newFileLine(at: line, in: section) == number, "line \(line)")
    }
    #expect(DiffPosition.newFileLine(at: 0, in: MemoryDocument(["Binary files differ"])) == nil)
  }
}
