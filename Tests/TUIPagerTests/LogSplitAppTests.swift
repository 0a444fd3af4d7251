import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A log with patches through the whole program in-process: a tab per commit titled by its
/// short hash and subject, the status line naming the file at the top of the page, and `.` and
/// `,` going through a commit's files.
@Suite struct LogSplitAppTests {
  static let log = """
    commit 6c8a5032b1b14bee4f10e5aa9debfeda8115a91b
    Merge: aae5a31 528417a
    Author: T <t@e>

        Merge branch 'side'

    commit 383a91e8b88ecd4554849817d32a7540fdd14732
    Author: T <t@e>

        Second: two files
    ---
     one.txt | 2 +-
     two.txt | 1 +
     2 files changed, 2 insertions(+), 1 deletion(-)

    diff --git a/one.txt b/one.txt
    index 7898192..c1827f0 100644
    --- a/one.txt
    +++ b/one.txt
    @@ -1 +1 @@
    -a
    +a2
    diff --git a/two.txt b/two.txt
    new file mode 100644
    --- /dev/null
    +++ b/two.txt
    @@ -0,0 +1 @@
    +b

    commit eee487d1c9f77bf3c562d8462ebe1858817c6b62
    Author: T <t@e>

        First commit

    diff --git a/one.txt b/one.txt
    new file mode 100644
    --- /dev/null
    +++ b/one.txt
    @@ -0,0 +1 @@
    +a

    """

  static func bar(_ pilot: Pilot) -> String { pilot.lines[0] }
  static func status(_ pilot: Pilot) -> String { pilot.lines.last ?? "" }
  static func top(_ pilot: Pilot) -> String { pilot.lines[pilot.firstTextRow] }

  static func logPilot(_ text: String = log, _ arguments: [String] = []) throws -> (
    Pilot, TemporaryFile
  ) {
    let file = try TemporaryFile(named: "log.txt", text)
    let pilot = try Pilot(["--split", "auto", "--duration", "0"] + arguments + [file.path])
    pilot.waitUntil { $0[0].contains("eee487d First commit") }
    pilot.settle()
    return (pilot, file)
  }

  @Test func aLogIsATabPerCommitTitledByHashAndSubjectHoldingItsHeaderAndFiles() throws {
    let (pilot, _) = try Self.logPilot()
    #expect(Self.bar(pilot).contains("6c8a503 Merge branch 'side'"), "\(Self.bar(pilot))")
    #expect(Self.bar(pilot).contains("383a91e Second: two files"), "\(Self.bar(pilot))")
    #expect(Self.status(pilot).contains("1/3"), "\(Self.status(pilot))")
    // The merge has no diff: its tab holds its header alone.
    #expect(Self.top(pilot).hasPrefix("commit 6c8a5032"), "\(Self.top(pilot))")
    #expect(!pilot.lines.contains { $0.hasPrefix("commit 383a91e") })
    pilot.press(.character("2"))
    pilot.settle()
    #expect(Self.top(pilot).hasPrefix("commit 383a91e"), "its header, at its top")
    #expect(pilot.lines.contains { $0.hasPrefix(" two.txt | 1 +") }, "the --stat block too")
    #expect(pilot.lines.contains { $0.hasPrefix("+b") }, "and all its files")
    #expect(!pilot.lines.contains { $0.hasPrefix("commit eee487d") }, "and nothing of the next")
  }

  @Test func eachCommitsTabCountsTheLinesItsFilesAddAndRemove() throws {
    let (pilot, _) = try Self.logPilot()
    pilot.press(.character("L"))
    pilot.settle()
    let second = try #require(pilot.lines.first { $0.contains("2  383a91e Second") })
    #expect(second.contains("commit") && second.contains("+2 −1"), "\(second)")
    let first = try #require(pilot.lines.first { $0.contains("3  eee487d First") })
    #expect(first.contains("+1 −0"), "\(first)")
    let merge = try #require(pilot.lines.first { $0.contains("1  6c8a503 Merge") })
    #expect(!merge.contains("+"), "a merge without a diff changes nothing: \(merge)")
  }

  @Test func theStatusLineNamesTheFileAtTheTopAndDotAndCommaGoThroughThem() throws {
    let (pilot, _) = try Self.logPilot()
    pilot.press(.character("2"))
    pilot.settle()
    #expect(Self.status(pilot).contains("383a91e Second: two files (2 files)"), "the header")
    pilot.press(.character("."))
    #expect(Self.top(pilot).hasPrefix("diff --git a/one.txt"), "\(Self.top(pilot))")
    #expect(
      Self.status(pilot).contains("one.txt (file 1 of 2) · 383a91e Second"), "\(Self.status(pilot))"
    )
    pilot.press(.character("."))
    #expect(Self.top(pilot).hasPrefix("diff --git a/two.txt"), "\(Self.top(pilot))")
    #expect(Self.status(pilot).contains("two.txt (new) (file 2 of 2)"), "\(Self.status(pilot))")
    pilot.press(.character("."))
    #expect(Self.status(pilot).contains("The last file of this tab"), "\(Self.status(pilot))")
    #expect(Self.top(pilot).hasPrefix("diff --git a/two.txt"), "it stays")
    // Up a line: into the first file's hunk, which the status line names.
    pilot.press(.character("k"))
    #expect(Self.top(pilot).hasPrefix("+a2"), "\(Self.top(pilot))")
    #expect(Self.status(pilot).contains("one.txt (file 1 of 2)"), "\(Self.status(pilot))")
    // Back to the start of the file the top line is in, then to the commit's header.
    pilot.press(.character(","))
    #expect(Self.top(pilot).hasPrefix("diff --git a/one.txt"), "\(Self.top(pilot))")
    pilot.press(.character(","))
    #expect(Self.top(pilot).hasPrefix("commit 383a91e"), "\(Self.top(pilot))")
    pilot.press(.character(","))
    #expect(Self.status(pilot).contains("The start of this tab"), "\(Self.status(pilot))")
  }

  @Test func aTabOfOneFileNamesItAndATabWithoutFilesSaysSo() throws {
    let (pilot, _) = try Self.logPilot()
    pilot.press(.character("3"))
    pilot.settle()
    #expect(Self.status(pilot).contains("(1 file)"), "\(Self.status(pilot))")
    pilot.press(.character("."))
    #expect(Self.status(pilot).contains("one.txt (new) (file 1 of 1)"), "\(Self.status(pilot))")
    pilot.press(.character("1"))
    pilot.settle()
    #expect(!Self.status(pilot).contains("file"), "the merge has none: \(Self.status(pilot))")
    pilot.press(.character("."))
    #expect(Self.status(pilot).contains("No files in this tab"), "\(Self.status(pilot))")
  }

  @Test func joinedTheWholeLogGoesThroughEveryCommitsFiles() throws {
    let (pilot, _) = try Self.logPilot()
    pilot.press(.escape, .character("s"))
    pilot.settle()
    #expect(!Self.bar(pilot).contains("383a91e"), "one tab: \(Self.bar(pilot))")
    pilot.press(.character("."), .character("."), .character("."))
    #expect(Self.top(pilot).hasPrefix("diff --git a/one.txt"), "\(Self.top(pilot))")
    #expect(Self.status(pilot).contains("one.txt (new) (file 3 of 3)"), "\(Self.status(pilot))")
  }

  @Test func gitFormatPatchIsATabPerPatchTitledByItsSubject() throws {
    let mailbox = """
      From 383a91e8b88ecd4554849817d32a7540fdd14732 Mon Sep 17 00:00:00 2001
      From: T <t@e>
      Subject: [PATCH 1/2] Second: two files

      ---
      diff --git a/one.txt b/one.txt
      --- a/one.txt
      +++ b/one.txt
      @@ -1 +1 @@
      -a
      +a2
      --\u{20}
      2.39.5

      From eee487d1c9f77bf3c562d8462ebe1858817c6b62 Mon Sep 17 00:00:00 2001
      From: T <t@e>
      Subject: [PATCH 2/2] First commit

      ---
      diff --git a/one.txt b/one.txt
      --- /dev/null
      +++ b/one.txt
      @@ -0,0 +1 @@
      +a
      --\u{20}
      2.39.5

      """
    let file = try TemporaryFile(named: "series.mbox", mailbox)
    let pilot = try Pilot(["--split", "auto", file.path])
    pilot.waitUntil { $0[0].contains("eee487d First commit") }
    #expect(Self.bar(pilot).contains("383a91e Second: two files"), "\(Self.bar(pilot))")
    #expect(Self.top(pilot).hasPrefix("From 383a91e8"), "\(Self.top(pilot))")
    pilot.press(.character("."))
    #expect(Self.status(pilot).contains("one.txt (file 1 of 1)"), "\(Self.status(pilot))")
  }

  @Test func aPlainDiffIsStillATabPerFile() throws {
    let file = try TemporaryFile(named: "changes.diff", SplitAppTests.diff)
    let pilot = try Pilot(["--split", "auto", file.path])
    pilot.waitUntil { $0[0].contains("gamma.txt (deleted)") }
    #expect(Self.bar(pilot).contains("beta.txt"), "\(Self.bar(pilot))")
    #expect(!Self.status(pilot).contains("file 1"), "a file's tab is its file")
  }
}
