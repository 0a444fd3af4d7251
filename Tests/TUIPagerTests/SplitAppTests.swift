import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A stream cut into a tab per section through the whole program in-process: tabs titled by
/// path, the stream's own line numbers, search counts per section, and `Esc-s` joining the
/// sections back into one tab and cutting them again.
@Suite struct SplitAppTests {
  static let diff = """
    diff --git a/alpha.txt b/alpha.txt
    --- a/alpha.txt
    +++ b/alpha.txt
    @@ -1 +1 @@
    -old alpha
    +new alpha
    diff --git a/beta.txt b/beta.txt
    --- a/beta.txt
    +++ b/beta.txt
    @@ -1,2 +1,2 @@
    -old beta
    +new beta
     needle
    diff --git a/gamma.txt b/gamma.txt
    deleted file mode 100644
    --- a/gamma.txt
    +++ /dev/null
    @@ -1 +0,0 @@
    -needle too

    """

  static func titles(_ pilot: Pilot) -> String { pilot.lines[0] }

  /// The diff with a long hunk in beta.txt, so that its lines can be at the top of a page.
  static let longDiff = diff.replacing(
    "@@ -1,2 +1,2 @@\n-old beta\n+new beta\n needle\n",
    with: "@@ -1,41 +1,41 @@\n-old beta\n+new beta\n"
      + (1...40).map { " context \($0)\n" }.joined())

  @Test func aDiffBecomesATabPerFileTitledByItsPath() throws {
    let file = try TemporaryFile(named: "changes.diff", Self.diff)
    let pilot = try Pilot(["--split", "diff", file.path])
    pilot.waitUntil { $0[0].contains("gamma.txt (deleted)") }
    #expect(Self.titles(pilot).contains("alpha.txt"))
    #expect(Self.titles(pilot).contains("beta.txt"))
    #expect(pilot.lines[2].hasPrefix("diff --git a/alpha.txt"), "the first section is shown")
    #expect(!pilot.lines.contains { $0.hasPrefix("diff --git a/beta.txt") })
    pilot.press(.character("2"))
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("diff --git a/beta.txt"))
    #expect(!pilot.lines.contains { $0.hasPrefix("diff --git a/gamma.txt") })
  }

  @Test func lineNumbersAreTheStreamsOwn() throws {
    let file = try TemporaryFile(named: "changes.diff", Self.diff)
    let pilot = try Pilot(["--split", "diff", "-N", file.path])
    pilot.waitUntil { $0[0].contains("gamma.txt") }
    pilot.press(.character("2"))
    pilot.settle()
    #expect(
      pilot.lines[2].drop { $0 == " " }.hasPrefix("7 diff --git a/beta.txt"), "\(pilot.lines[2])")
  }

  @Test func aSearchCountsItsMatchesOnEverySectionsTitle() throws {
    let file = try TemporaryFile(named: "changes.diff", Self.diff)
    let pilot = try Pilot(["--split", "diff", file.path])
    pilot.waitUntil { $0[0].contains("gamma.txt") }
    pilot.press(.character("/"))
    for character in "needle" { pilot.press(.character(character)) }
    pilot.press(.enter)
    // Each file's lines added and removed come before its marks and count.
    pilot.waitUntil { $0[0].contains("beta.txt +1 −1 ·1") }
    #expect(Self.titles(pilot).contains("alpha.txt +1 −1 ·0"), "\(Self.titles(pilot))")
    #expect(
      Self.titles(pilot).contains(/gamma\.txt \(deleted\) \+0 −1( •)? ·1/),
      "\(Self.titles(pilot))")
    // The search went on to the first section that matches; n slides on to the next.
    pilot.settle()
    #expect(pilot.lines.last?.contains("2/3") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("n"))
    pilot.settle()
    #expect(pilot.lines.last?.contains("3/3") == true, "\(pilot.lines.last ?? "")")
    #expect(pilot.lines.contains { $0.hasPrefix("-needle too") })
  }

  @Test func escSJoinsTheSectionsKeepingTheTopLineAndCutsThemAgain() throws {
    let file = try TemporaryFile(named: "changes.diff", Self.longDiff)
    let pilot = try Pilot(["--split", "diff", file.path])
    pilot.waitUntil { $0[0].contains("gamma.txt") }
    pilot.press(.character("2"))
    pilot.settle()
    pilot.press(.character("j"))
    pilot.press(.escape, .character("s"))
    pilot.settle()
    #expect(!Self.titles(pilot).contains("beta.txt"))
    #expect(
      pilot.lines[1].hasPrefix("--- a/beta.txt"), "the line at the top stays: \(pilot.lines[1])")
    pilot.press(.escape, .character("s"))
    pilot.settle()
    #expect(Self.titles(pilot).contains("beta.txt"), "\(pilot.lines.last ?? "")")
    #expect(pilot.lines[2].hasPrefix("--- a/beta.txt"), "\(pilot.lines[2])")
  }

  /// 600 sections of about 5 KB, 3 MB in all, through a spool kept to 1 MB.
  @Test func sectionsPastTheSpoolLimitAreDroppedWholeAndTheBarSaysHowMany() throws {
    let command =
      "for i in $(seq 1 600); do echo \"== part $i\"; seq -f 'line %g of the part' 1 200; done"
    let pilot = try Pilot(["--split", "^== (.*)", "--spool-limit", "1M", "--command", command])
    pilot.waitUntil { $0.last?.contains("(done)") == true && $0.last?.contains("/") == true }
    pilot.settle()
    let bar = Self.titles(pilot)
    let dropped = try #require(bar.firstMatch(of: /\((\d+) dropped\) part (\d+)/), "\(bar)")
    let (gone, first) = (Int(dropped.1) ?? 0, Int(dropped.2) ?? 0)
    #expect(gone > 300, "about two thirds of 3 MB went")
    #expect(first == gone + 1, "the first tab kept is the part after the last dropped")
    // Whole: the first tab kept starts with its header, numbered as the stream numbers it.
    pilot.press(.character("-"), .character("N"))
    pilot.settle()
    #expect(pilot.lines[2].contains(" == part \(first) "), "\(pilot.lines[2])")
    #expect(pilot.lines[2].contains(" \((first - 1) * 201 + 1) "), "\(pilot.lines[2])")
    let count = try #require(pilot.lines.last?.firstMatch(of: /(\d+)\/(\d+) *$/))
    #expect(Int(count.2) == 600 - gone, "\(pilot.lines.last ?? "")")
    pilot.press(.end)
    pilot.settle()
    #expect(pilot.lines[2].contains(" 120400 == part 600 "), "\(pilot.lines[2])")
  }

  @Test func tenThousandSectionsWorkThroughTheOverflowingBar() throws {
    let text = (1...10_000).map { "== part \($0)\nbody of part \($0)\n" }.joined()
    let file = try TemporaryFile(named: "parts.txt", text)
    let pilot = try Pilot(["--split", "^== (.*)", file.path])
    pilot.waitUntil { $0.last?.contains("1/10000") == true }
    #expect(Self.titles(pilot).contains(/\+99\d\d →/), "\(Self.titles(pilot))")
    pilot.press(.end)
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("== part 10000 "), "\(pilot.lines[2])")
    #expect(Self.titles(pilot).contains("← +"), "\(Self.titles(pilot))")
    pilot.press(.character("5"))
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("== part 5 "), "\(pilot.lines[2])")
    #expect(pilot.lines.last?.contains("5/10000") == true)
  }

  @Test func aFilterMarksAndHeaderLinesWorkWithinASection() throws {
    let file = try TemporaryFile(named: "changes.diff", Self.longDiff)
    let pilot = try Pilot(["--split", "diff", "--header", "1", file.path])
    pilot.waitUntil { $0[0].contains("gamma.txt") }
    pilot.press(.character("2"))
    pilot.settle()
    // The section's first line is pinned above it, not the stream's.
    pilot.press(.character("j"), .character("j"))
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("diff --git a/beta.txt"), "\(pilot.lines[2])")
    #expect(pilot.lines[3].hasPrefix("@@ "), "\(pilot.lines[3])")
    // A mark in the section, left and come back to.
    pilot.press(.character("m"), .character("q"))
    pilot.press(.character("1"))
    pilot.settle()
    pilot.press(.character("'"), .character("q"))
    pilot.settle()
    #expect(pilot.lines.last?.contains("2/3") == true, "\(pilot.lines.last ?? "")")
    #expect(pilot.lines[3].hasPrefix("@@ "), "\(pilot.lines[3])")
    // A filter keeps the section's lines that match, none of the other sections'.
    pilot.press(.character("&"))
    for character in "needle|context 4" { pilot.press(.character(character)) }
    pilot.press(.enter)
    pilot.settle()
    let shown = pilot.lines[3...].prefix { !$0.hasPrefix("   ") && !$0.isEmpty }
    #expect(shown.contains { $0.hasPrefix(" context 4 ") }, "\(Array(shown))")
    #expect(!pilot.lines.contains { $0.contains("needle too") }, "gamma's line is not beta's")
  }

  @Test func sectionsArrivingAfterAFileOpenedGoBeforeItsTab() throws {
    let notes = try TemporaryFile(named: "notes.txt", "my notes\n")
    let pilot = try Pilot([
      "--duration", "0", "--split", "^== (.*)", "--command",
      "echo '== one'; echo '== two'; sleep 0.3; echo '== three'; echo '== four'",
    ])
    pilot.waitUntil { $0[0].contains("two") }
    pilot.press(.character(":"))
    TabsWhileRunningAppTests.type("e " + notes.path, into: pilot)
    pilot.press(.enter)
    #expect(pilot.lines[2].hasPrefix("my notes"))
    pilot.waitUntil { $0.last?.contains("(done)") == true || $0[0].contains("four") }
    pilot.waitUntil { $0[0].contains("four") }
    let bar = Self.titles(pilot)
    #expect(bar.contains(/one .*two .*three .*four .*notes\.txt/), "\(bar)")
    #expect(pilot.lines[2].hasPrefix("my notes"), "the file's tab is still shown")
    #expect(pilot.lines.last?.contains("5/5") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("4"))
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("== four"))
  }

  @Test func closingTheFirstSectionsTabLeavesTheStreamReadOnByTheNext() throws {
    let pilot = try Pilot([
      "--duration", "0", "--split", "^== (.*)", "--command",
      "echo '== one'; echo '== two'; sleep 0.3; echo '== three'; echo '== four'",
    ])
    // Cut: the bar shows the sections, no longer the command.
    pilot.waitUntil { $0[0].contains(/^ *one .*two/) }
    pilot.press(.character("x"))
    pilot.waitUntil { $0[0].contains("four") }
    #expect(
      Self.titles(pilot).contains(/^ *two .*three .*four/) && !Self.titles(pilot).contains("one"),
      "\(Self.titles(pilot))")
    pilot.waitUntil { $0.last?.contains("(done)") == true }
    // The stream's tabs are still tabs of a text: `x` closes the next, as it would any tab.
    pilot.press(.character("x"))
    pilot.settle()
    #expect(Self.titles(pilot).contains(/^ *three .*four/), "\(Self.titles(pilot))")
    #expect(pilot.lines[2].hasPrefix("== three"))
  }

  @Test func sectionsArrivingAfterASectionsTabClosedGoAfterTheSectionsLeft() throws {
    let notes = try TemporaryFile(named: "notes.txt", "my notes\n")
    let pilot = try Pilot([
      "--duration", "0", "--split", "^== (.*)", "--command",
      "echo '== one'; echo '== two'; sleep 0.5; echo '== three'; echo '== four'",
    ])
    pilot.waitUntil { $0[0].contains(/^ *one .*two/) }
    pilot.press(.character("2"), .character("x"))
    pilot.press(.character(":"))
    TabsWhileRunningAppTests.type("e " + notes.path, into: pilot)
    pilot.press(.enter)
    pilot.waitUntil { $0[0].contains("four") }
    let bar = Self.titles(pilot)
    #expect(bar.contains(/one .*three .*four .*notes\.txt/), "\(bar)")
    #expect(!bar.contains("two"), "\(bar)")
    pilot.press(.character("2"))
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("== three"))
  }

  @Test func noSplitAndPlainFilesAreUntouched() throws {
    let file = try TemporaryFile(named: "changes.diff", Self.diff)
    let pilot = try Pilot([file.path])
    pilot.settle()
    #expect(!Self.titles(pilot).contains("beta.txt"))
    let none = try Pilot(["--split", "none", file.path])
    none.settle()
    #expect(!Self.titles(none).contains("beta.txt"))
  }

  @Test func aBadPatternIsAUsageError() {
    #expect(throws: UsageError.self) { try Pilot(["--split", "(", "x"]) }
  }

  @Test func vOnADiffTabEditsItsFileAtTheHunksNewLine() throws {
    // beta.txt in the working tree, named by its whole path (no chdir: tests share a process).
    let beta = try TemporaryFile(named: "beta.txt", "new beta\nneedle\n")
    let diff = Self.longDiff.replacing("a/beta.txt", with: "a/" + beta.path)
      .replacing("b/beta.txt", with: "b/" + beta.path)
    let file = try TemporaryFile(named: "changes.diff", diff)
    let log = file.folder + "/editor.log"
    defer { unlink(log) }
    let pilot = try Pilot(
      ["--split", "diff", file.path],
      editor: "printf '%s\\n' >> " + ShellQuoting.quoted(log))
    pilot.waitUntil { $0[0].contains("gamma.txt") }
    pilot.press(.character("2"))
    pilot.settle()
    // The top line is " context 1", after a line removed and one added at line 1.
    for _ in 0..<10 where !pilot.lines[2].hasPrefix(" context 1 ") {
      pilot.press(.character("j"))
    }
    #expect(pilot.lines[2].hasPrefix(" context 1 "))
    pilot.press(.character("v"))
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(log) == "+2\n\(beta.path)\n")
    unlink(log)
    // alpha.txt is not in the working tree: the diff itself is edited, at the line shown.
    pilot.press(.character("1"))
    pilot.settle()
    pilot.press(.character("v"))
    // The middle line, here the section's last, as less takes %lm on a page the text ends on.
    #expect(readFile(log) == "+6\n\(file.path)\n")
  }

  /// `path` as git quotes it in a diff's header: a C string, bytes past ASCII in octal.
  static func gitQuoted(_ path: String) -> String {
    var quoted = "\""
    for byte in path.utf8 {
      switch byte {
      case 0x22: quoted += "\\\""
      case 0x5C: quoted += "\\\\"
      case 0x09: quoted += "\\t"
      case 0x20..<0x7F: quoted.append(Character(Unicode.Scalar(byte)))
      default:
        let octal = String(byte, radix: 8)
        quoted += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }
    }
    return quoted + "\""
  }

  /// Issue 29, case 16: a path git quoted is the tab's title, and `v` edits that file.
  @Test func aGitQuotedPathIsTheTitleAndTheFileVEdits() throws {
    let name = "t\u{E9}st \"q\".txt"
    let edited = try TemporaryFile(named: name, "new\n")
    let diff = """
      diff --git \(Self.gitQuoted("a/" + edited.path)) \(Self.gitQuoted("b/" + edited.path))
      --- \(Self.gitQuoted("a/" + edited.path))
      +++ \(Self.gitQuoted("b/" + edited.path))
      @@ -1 +1 @@
      -old
      +new
      diff --git a/other.txt b/other.txt
      --- a/other.txt
      +++ b/other.txt
      @@ -1 +1 @@
      -a
      +b

      """
    #expect(diff.contains(#"t\303\251st \"q\".txt""#), "the diff quotes the path as git does")
    let file = try TemporaryFile(named: "changes.diff", diff)
    let log = file.folder + "/editor.log"
    defer { unlink(log) }
    // Wide enough for the whole path in the title.
    let pilot = try Pilot(
      ["--split", "diff", "--status", file.path], size: Size(columns: 400, rows: 10),
      editor: "printf '%s\\n' >> " + ShellQuoting.quoted(log))
    pilot.waitUntil { $0[0].contains("other.txt") }
    #expect(pilot.lines.contains { $0.contains(edited.path) }, "\(pilot.lines)")
    pilot.press(.character("v"))
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(log) == "+1\n\(edited.path)\n")
  }
}
