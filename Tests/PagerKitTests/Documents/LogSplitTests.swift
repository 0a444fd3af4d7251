import Testing

@testable import PagerKit
@testable import PagerReader

/// A log with patches cut a commit a section, each commit's files found inside it: `git log -p`
/// (with `--stat`, with colours, with a merge that has no diff), `git show A B`, `git
/// format-patch`'s mailbox; a plain diff still cut a file a section, a log without patches not
/// at all, unless `--split commit` asks.
@Suite struct LogSplitTests {
  static func splitter(_ text: String, _ mode: SectionSplitter.Mode = .patches) throws
    -> SectionSplitter
  {
    var splitter = try SectionSplitter(mode: mode)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      splitter.take(Array(line.utf8))
    }
    return splitter
  }

  /// `text` taken `size` lines at a time.
  static func splitterInChunks(_ text: String, _ mode: SectionSplitter.Mode, size: Int) throws
    -> SectionSplitter
  {
    var splitter = try SectionSplitter(mode: mode)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for start in stride(from: 0, to: lines.count, by: size) {
      let chunk = lines[start..<min(lines.count, start + size)].map { $0 + "\n" }.joined()
      Array(chunk.utf8).withUnsafeBufferPointer { splitter.take(lines: $0) }
    }
    return splitter
  }

  /// `git log -p --stat` of a small repository: a merge with no diff first, a commit of two
  /// files, and the first commit; message lines are indented four spaces, a blank one too.
  static let log =
    [
      "commit 6c8a5032b1b14bee4f10e5aa9debfeda8115a91b",
      "Merge: aae5a31 528417a",
      "Author: T <t@e>",
      "Date:   Wed Dec 2 11:49:52 2026 +0000",
      "",
      "    Merge branch 'side'",
      "",
      "commit 383a91e8b88ecd4554849817d32a7540fdd14732",
      "Author: T <t@e>",
      "Date:   Wed Dec 2 11:49:51 2026 +0000",
      "",
      "    Second: two files",
      "    ",
      "    Body line.",
      "---",
      " one.txt | 2 +-",
      " two.txt | 1 +",
      " 2 files changed, 2 insertions(+), 1 deletion(-)",
      "",
      "diff --git a/one.txt b/one.txt",
      "index 7898192..c1827f0 100644",
      "--- a/one.txt",
      "+++ b/one.txt",
      "@@ -1 +1 @@",
      "-a",
      "+a2",
      "diff --git a/two.txt b/two.txt",
      "new file mode 100644",
      "index 0000000..6178079",
      "--- /dev/null",
      "+++ b/two.txt",
      "@@ -0,0 +1 @@",
      "+b",
      "",
      "commit eee487d1c9f77bf3c562d8462ebe1858817c6b62",
      "Author: T <t@e>",
      "Date:   Thu Jan 1 00:00:00 2026 +0000",
      "",
      "    First commit",
      "---",
      " one.txt | 1 +",
      " 1 file changed, 1 insertion(+)",
      "",
      "diff --git a/one.txt b/one.txt",
      "new file mode 100644",
      "index 0000000..7898192",
      "--- /dev/null",
      "+++ b/one.txt",
      "@@ -0,0 +1 @@",
      "+a",
      "",
    ].joined(separator: "\n")

  /// The log as `--color=always` writes it: colours around `commit <hash>` (and its
  /// decorations), a file's headers and each hunk line.
  static let colouredLog = log.split(separator: "\n", omittingEmptySubsequences: false).map {
    line -> String in
    if line.hasPrefix("commit ") {
      return "\u{1B}[33m" + line
        + "\u{1B}[m\u{1B}[33m (\u{1B}[m\u{1B}[1;36mHEAD\u{1B}[m\u{1B}[33m)\u{1B}[m"
    }
    if line.hasPrefix("+") || line.hasPrefix("-") || line.hasPrefix("@") || line.hasPrefix("diff")
      || line.hasPrefix("index") || line.hasPrefix("new file")
    {
      return "\u{1B}[1m" + line + "\u{1B}[m"
    }
    return String(line)
  }.joined(separator: "\n")

  static let commitStarts = [0, 7, 34]
  static let commitTitles = [
    "6c8a503 Merge branch 'side'", "383a91e Second: two files", "eee487d First commit",
  ]
  static let fileStarts = [19, 26, 43]
  static let fileTitles = ["one.txt", "two.txt (new)", "one.txt (new)"]

  @Test func aLogWithPatchesIsCutAtItsCommitsAndItsFilesFoundInside() throws {
    for text in [Self.log, Self.colouredLog] {
      let splitter = try Self.splitter(text)
      #expect(splitter.isLog)
      #expect(splitter.sections.map(\.start) == Self.commitStarts)
      #expect(splitter.sections.map(\.title) == Self.commitTitles)
      #expect(splitter.cutCount == 3, "the merge with no diff is a commit of its own")
      #expect(splitter.files.map(\.start) == Self.fileStarts)
      #expect(splitter.files.map(\.title) == Self.fileTitles)
    }
  }

  @Test func takingChunksFindsWhatTakingLinesOneByOneFinds() throws {
    for mode in [SectionSplitter.Mode.patches, .commit] {
      for text in [Self.log, Self.colouredLog, Self.mailbox] {
        let oneByOne = try Self.splitter(text, mode)
        for size in 1...9 {
          let chunked = try Self.splitterInChunks(text, mode, size: size)
          #expect(chunked.sections == oneByOne.sections, "\(mode), \(size)")
          #expect(chunked.files == oneByOne.files, "\(mode), \(size)")
        }
      }
    }
  }

  @Test func aPlainDiffIsStillCutAtItsFiles() throws {
    let diff =
      Self.log.split(separator: "\n", omittingEmptySubsequences: false)[19..<34]
      .joined(separator: "\n") + "\n"
    let splitter = try Self.splitter(diff)
    #expect(!splitter.isLog)
    #expect(splitter.sections.map(\.start) == [0, 7])
    #expect(splitter.sections.map(\.title) == ["one.txt", "two.txt (new)"])
    #expect(splitter.files.isEmpty)
    let plain = "--- a.txt\t2026-01-01\n+++ b.txt\t2026-01-02\n@@ -1 +1 @@\n-a\n+b\n"
    #expect(try Self.splitter(plain).sections.map(\.title) == ["a.txt → b.txt"])
  }

  @Test func aLogWithoutPatchesIsNotCutUnlessAsked() throws {
    let plain = [
      "commit 383a91e8b88ecd4554849817d32a7540fdd14732", "Author: T <t@e>", "", "    Second", "",
      "commit eee487d1c9f77bf3c562d8462ebe1858817c6b62", "Author: T <t@e>", "", "    First", "",
    ].joined(separator: "\n")
    #expect(try Self.splitter(plain).cutCount == 0, "git log alone stays one tab")
    #expect(try Self.splitter(plain, .commit).cutCount == 2, "--split commit cuts it")
  }

  @Test func aLogIsCutOnceACommitHoldsAFileNotBefore() throws {
    var splitter = try SectionSplitter(mode: .patches)
    let lines = Self.log.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines[..<20] { splitter.take(Array(line.utf8)) }
    #expect(splitter.cutCount == 0, "a diff line alone is no file yet")
    splitter.take(Array(lines[20].utf8))
    #expect(splitter.cutCount == 2, "the merge before counts too")
  }

  @Test func gitShowOfOneCommitIsOneSectionWithItsFiles() throws {
    let show =
      Self.log.split(separator: "\n", omittingEmptySubsequences: false)[7..<34]
      .joined(separator: "\n") + "\n"
    let splitter = try Self.splitter(show)
    #expect(splitter.cutCount == 1)
    #expect(splitter.sections.map(\.title) == ["383a91e Second: two files"])
    #expect(splitter.files.map(\.start) == [12, 19])
  }

  /// `git format-patch --stdout`: a mail a patch, the subject a header (folded onto a second
  /// line here), the message not indented, a signature after the last hunk.
  static let mailbox =
    [
      "From 383a91e8b88ecd4554849817d32a7540fdd14732 Mon Sep 17 00:00:00 2001",
      "From: T <t@e>",
      "Date: Wed, 2 Dec 2026 11:49:51 +0000",
      "Subject: [PATCH 1/2] Second: two files, with a subject long enough",
      " to be folded",
      "",
      "Body line.",
      "---",
      " one.txt | 2 +-",
      " 1 file changed, 1 insertion(+), 1 deletion(-)",
      "",
      "diff --git a/one.txt b/one.txt",
      "index 7898192..c1827f0 100644",
      "--- a/one.txt",
      "+++ b/one.txt",
      "@@ -1 +1 @@",
      "-a",
      "+a2",
      "-- ",
      "2.39.5",
      "",
      "",
      "From aae5a3152f068dc57e6ff5bac408f42060e73da4 Mon Sep 17 00:00:00 2001",
      "From: T <t@e>",
      "Date: Wed, 2 Dec 2026 11:49:51 +0000",
      "Subject: [PATCH 2/2] Main four",
      "",
      "---",
      "diff --git a/four.txt b/four.txt",
      "new file mode 100644",
      "--- /dev/null",
      "+++ b/four.txt",
      "@@ -0,0 +1 @@",
      "+d",
      "-- ",
      "2.39.5",
      "",
    ].joined(separator: "\n")

  @Test func formatPatchIsCutAtEachMailTitledByItsSubject() throws {
    let splitter = try Self.splitter(Self.mailbox)
    #expect(splitter.sections.map(\.start) == [0, 22])
    #expect(
      splitter.sections.map(\.title) == [
        "383a91e Second: two files, with a subject long enough to be folded", "aae5a31 Main four",
      ])
    #expect(splitter.files.map(\.start) == [11, 28])
    #expect(splitter.files.map(\.title) == ["one.txt", "four.txt (new)"])
  }

  @Test func aLineOfTextIsNoMailUnlessItHasGitsDate() {
    #expect(CommitState.mailHash(of: "From 383a91e8b Mon Sep 17 00:00:00 2001") == "383a91e8b")
    #expect(CommitState.mailHash(of: "From someone Mon Sep 17 00:00:00 2001") == nil)
    #expect(CommitState.mailHash(of: "From 383a91e8b Tue Dec 1 10:00:00 2026") == nil)
    #expect(CommitState.withoutPatchTag("[PATCH v2 3/7] Fix it") == "Fix it")
    #expect(CommitState.withoutPatchTag("[RFC PATCH] Fix it") == "Fix it")
    #expect(CommitState.withoutPatchTag("[docs] Fix it") == "[docs] Fix it")
  }

  /// A hunk that promises more lines than come (a patch edited by hand) still ends at the next
  /// `commit` line, which starts a commit, never taken for a line of the hunk.
  @Test func aHunkCountedWrongStillEndsAtTheNextCommit() throws {
    let merge = [
      "commit 6c8a5032b1b14bee4f10e5aa9debfeda8115a91b",
      "Merge: aae5a31 528417a",
      "",
      "    Merge",
      "",
      "diff --git a/one.txt b/one.txt",
      "index 1111111..2222222 100644",
      "--- a/one.txt",
      "+++ b/one.txt",
      "@@ -1,9 +1,9 @@",
      "-a",
      "+b",
      "commit 383a91e8b88ecd4554849817d32a7540fdd14732",
      "",
      "    Second",
      "",
    ].joined(separator: "\n")
    let splitter = try Self.splitter(merge)
    #expect(splitter.sections.map(\.start) == [0, 12])
    #expect(splitter.sections.map(\.title) == ["6c8a503 Merge", "383a91e Second"])
    #expect(splitter.files.map(\.title) == ["one.txt"])
  }

  @Test func pastTheLimitTheRestIsTheLastCommits() throws {
    var splitter = try SectionSplitter(mode: .patches, limit: 2)
    for line in Self.log.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      splitter.take(Array(line.utf8))
    }
    #expect(splitter.sections.map(\.title) == Array(Self.commitTitles.prefix(2)))
    #expect(splitter.isFull)
    #expect(splitter.files.map(\.start) == [19, 26], "the files of the commits cut")
  }

  @Test func filesGoWithTheCommitsTheSpoolDropped() throws {
    var splitter = try Self.splitter(Self.log)
    splitter.forgetSections(before: 2)
    #expect(splitter.sections.map(\.start) == [34])
    #expect(splitter.files.map(\.start) == [43])
    #expect(splitter.forgottenFiles == 2)
  }
}
