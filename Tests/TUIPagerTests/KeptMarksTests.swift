import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Marks kept from run to run in less's history file (`--save-marks`): the section's lines as
/// less writes them, and through the whole program, letters and `''` brought back in the next
/// run, less's own marks kept.
@Suite struct KeptMarksTests {
  @Test func aLineIsReadAsLessWritesIt() {
    let mark = KeptMark(line: Array("m a 3 1234 /home/u/notes file.txt".utf8))
    // less counts screen lines from 1: line 3 is row 2.
    #expect(
      mark == KeptMark(name: "a", row: 2, byte: 1234, path: Array("/home/u/notes file.txt".utf8)))
    #expect(mark?.line == Array("m a 3 1234 /home/u/notes file.txt".utf8))
    #expect(
      KeptMark(line: Array("m ' 0 0 /x".utf8))
        == KeptMark(name: "'", row: 0, byte: 0, path: [0x2F, 0x78]))
    for bad in [
      "", "m", "x a 1 2 /x", "m 1 1 2 /x", "m a -1 2 /x", "m a 1 /x", "m a 1 2", "m é 1 2 /x",
    ] {
      #expect(KeptMark(line: Array(bad.utf8)) == nil, "\(bad)")
    }
  }

  @Test func keepingReplacesTheMarksOfTheFilesGivenAndLeavesTheRest() {
    var history = LessHistory(
      bytes: Array(
        ".less-history-file:\n.search\n\"x\n.mark\nm a 1 10 /a\nm b 1 20 /b\nnot a mark\n".utf8))
    history.keep(
      [KeptMark(name: "c", row: 1, byte: 30, path: Array("/a".utf8))], forFiles: [Array("/a".utf8)])
    #expect(
      String(decoding: history.bytes, as: UTF8.self)
        == ".less-history-file:\n.search\n\"x\n.mark\nm b 1 20 /b\nnot a mark\nm c 2 30 /a\n")
    var fresh = LessHistory()
    fresh.keep([KeptMark(name: "'", row: 0, byte: 5, path: Array("/z".utf8))], forFiles: [])
    #expect(
      String(decoding: fresh.bytes, as: UTF8.self) == ".less-history-file:\n.mark\nm ' 1 5 /z\n")
  }

  /// A pilot on `text` with `arguments`, its history in `history`.
  static func pilot(_ arguments: [String], _ text: TemporaryFile, history: TemporaryFile) throws
    -> Pilot
  {
    let location = LessHistoryFile(variables: ["LESSHISTFILE": history.path], secure: false)
    return try Pilot(arguments + [text.path]) { $0.historyFile = location }
  }

  static func go(to line: Int, _ pilot: Pilot) {
    for digit in String(line) { pilot.press(.character(digit)) }
    pilot.press(.character("g"))
  }

  @Test func marksAndWhereTheFileWasLeftComeBackInTheNextRun() throws {
    let text = try TemporaryFile(named: "text.txt", lines: 200) { "line \($0)" }
    let history = try TemporaryFile(
      named: "lesshst", ".less-history-file:\n.mark\nm z 1 7 /elsewhere\n")
    let first = try Self.pilot(["--save-marks"], text, history: history)
    Self.go(to: 40, first)
    first.press(.character("m"), .character("a"))
    Self.go(to: 120, first)
    first.press(.character("q"))
    #expect(first.status == 0)
    let written = try TextFile.read(history.path).get()
    let path = String(
      decoding: try #require(KeptMarks.absolutePath(FilePath(text.path))), as: UTF8.self)
    // The file's lines are "line 0", "line 1", …: line 40 is "line 39".
    func start(ofLine number: Int) -> Int {
      (0..<number - 1).reduce(0) { $0 + "line \($1)\n".utf8.count }
    }
    let byte40 = start(ofLine: 40)
    let byte120 = start(ofLine: 120)
    #expect(written.contains("m a 1 \(byte40) \(path)\n"), "\(written)")
    #expect(written.contains("m ' 1 \(byte120) \(path)\n"), "\(written)")
    #expect(written.contains("m z 1 7 /elsewhere\n"), "another file's mark stays")
    let second = try Self.pilot(["--save-marks"], text, history: history)
    second.waitUntil { _ in second.screen.marks.places["a"] != nil }
    second.press(.character("'"), .character("'"))
    #expect(
      DecodeAgainAppTests.trimmed(second.lines[second.firstTextRow]) == "line 119",
      "where the first run left")
    second.press(.character("'"), .character("a"))
    #expect(DecodeAgainAppTests.trimmed(second.lines[second.firstTextRow]) == "line 39")
    let without = try Self.pilot([], text, history: history)
    without.press(.character("'"), .character("a"))
    #expect(
      DecodeAgainAppTests.trimmed(without.lines[without.firstTextRow]) == "line 0",
      "without --save-marks, none")
  }

  @Test func autosaveMWritesAMarkAsItIsSet() throws {
    let text = try TemporaryFile(named: "text.txt", lines: 50) { "line \($0)" }
    let history = try TemporaryFile(named: "lesshst", "")
    let pilot = try Self.pilot(["--save-marks", "--autosave=m"], text, history: history)
    Self.go(to: 5, pilot)
    pilot.press(.character("m"), .character("b"))
    let written = try TextFile.read(history.path).get()
    #expect(written.contains("m b 1 \(4 * 7) "), "\(written)")
    let atEnd = try TemporaryFile(named: "lesshst", "")
    let other = try Self.pilot(["--save-marks"], text, history: atEnd)
    other.press(.character("m"), .character("b"))
    #expect(try TextFile.read(atEnd.path).get() == "", "only at the end by default")
  }
}
