import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `LESSOPEN` through the whole program in-process: an input pipe's output is the tab's text,
/// titled by the file's name; a replacement file is shown in the file's place; a pipe that
/// prints nothing leaves the file as it is; `LESSCLOSE` runs when the tab closes.
@Suite struct PreprocessorAppTests {
  static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }

  static func pilot(_ path: String, lessOpen: String, lessClose: String? = nil) throws -> Pilot {
    try Pilot([path], size: Size(columns: 60, rows: 10)) {
      $0.preprocessor = InputPreprocessor.chosen(
        lessOpen: lessOpen, lessClose: lessClose, usesLessOpen: $0.less.usesLessOpen,
        secure: !$0.secureMode.allows(.lessopen))
    }
  }

  @Test func anInputPipesOutputIsTheTabTitledByTheFile() throws {
    let file = try TemporaryFile(named: "notes.txt", "lower case\n")
    let pilot = try Self.pilot(file.path, lessOpen: "|tr a-z A-Z < %s")
    pilot.waitUntil { Self.trimmed($0[1]) == "LOWER CASE" }
    #expect(pilot.lines[0].contains("notes.txt") && !pilot.lines[0].contains("tr a-z"))
    LessPromptAndHighlightAppTests.search(pilot, for: "CASE")
    #expect(!pilot.lines.contains { $0.contains("Pattern not found") })
  }

  @Test func aPipeThatPrintsNothingLeavesTheFileAsItIs() throws {
    let file = try TemporaryFile(named: "plain.txt", "as it is\n")
    let pilot = try Self.pilot(file.path, lessOpen: "|true %s")
    pilot.waitUntil { Self.trimmed($0[1]) == "as it is" }
  }

  @Test func twoBarsTakeEmptyOutputWhenTheCommandSucceeds() throws {
    let file = try TemporaryFile(named: "plain.txt", "as it is\n")
    let empty = try Self.pilot(file.path, lessOpen: "||true %s")
    empty.waitUntil { $0.last?.contains("lines") == false || $0.last?.contains("0") == true }
    empty.pause(200)
    #expect(!empty.lines.contains { $0.contains("as it is") })
    let failed = try Self.pilot(file.path, lessOpen: "||false %s")
    failed.waitUntil { Self.trimmed($0[1]) == "as it is" }
  }

  @Test func aReplacementFileIsShownAndLessCloseRunsAtTheEnd() throws {
    let file = try TemporaryFile(named: "a.txt", "original\n")
    let replacement = try TemporaryFile(named: "r.txt", "replacement\n")
    let closed = "\(file.folder)/closed"
    defer { unlink(closed) }
    do {
      let pilot = try Self.pilot(
        file.path, lessOpen: "echo \(replacement.path) #%s",
        lessClose: "echo %s %s > \(closed)")
      pilot.waitUntil { Self.trimmed($0[1]) == "replacement" }
      #expect(pilot.lines[0].contains("a.txt"))
    }
    #expect(readFile(closed) == "\(file.path) \(replacement.path)\n")
  }
}
