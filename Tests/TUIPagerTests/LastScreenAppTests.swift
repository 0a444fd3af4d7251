import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's `-X` through the whole program in-process: at quit, however it comes, the last frame
/// drawn is the shown page's text alone, on the rows it had, which a terminal without an
/// alternate screen keeps.
@Suite struct LastScreenAppTests {
  static let text = (1...100).map { "line \($0)\n" }.joined()
  static let size = Size(columns: 40, rows: 10)

  private static func trimmed(_ lines: [String]) -> [String] {
    lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  @Test func atQTheTextIsLeftWithTheLineBeforeItInPlaceOfTheBarAndNoStatusLine() throws {
    let file = try TemporaryFile(named: "x.txt", Self.text)
    let pilot = try Pilot(["-X", file.path], size: Self.size)
    pilot.press(.character(" "))
    // The bar, lines 9…16, the status line.
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 9 "), "\(pilot.lines)")
    #expect(pilot.lines.last?.contains("x.txt") == true, "the status line while paging")
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
    let left = Self.trimmed(pilot.lines)
    #expect(Array(left[0..<9]) == (8...16).map { "line \($0)" }, "\(left)")
    #expect(left[9] == "", "the last row is left for the shell's prompt")
  }

  @Test func withoutItTheLastFrameIsThePagersOwnWhichTheAlternateScreenTakesAway() throws {
    let file = try TemporaryFile(named: "x.txt", Self.text)
    let pilot = try Pilot([file.path], size: Self.size)
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
    #expect(pilot.lines.first?.contains("x.txt") == true, "the bar")
    #expect(pilot.lines.last?.contains("x.txt") == true, "the status line")
  }

  @Test func aTerminalWithoutAnAlternateScreenIsLeftTheSameWay() throws {
    let file = try TemporaryFile(named: "x.txt", Self.text)
    let pilot = try Pilot([file.path], size: Self.size)
    pilot.terminal.hasAlternateScreen = false
    pilot.press(.character("q"))
    let left = Self.trimmed(pilot.lines)
    #expect(left == [""] + (1...8).map { "line \($0)" } + [""], "\(left)")
  }

  @Test func aSignalThatEndsTheProgramLeavesTheTextToo() throws {
    let file = try TemporaryFile(named: "x.txt", Self.text)
    let pilot = try Pilot(["-X", file.path], size: Self.size)
    pilot.send(.signal(SIGTERM))
    #expect(pilot.status == 128 + SIGTERM)
    #expect(Self.trimmed(pilot.lines)[0..<2] == ["", "line 1"])
    #expect(!pilot.lines.contains { $0.contains("x.txt") })
  }

  @Test func withSeveralTabsTheShownOneIsLeft() throws {
    let first = try TemporaryFile(named: "one.txt", Self.text)
    let second = try TemporaryFile(named: "two.txt", "second file\n")
    let pilot = try Pilot(["-X", "--duration", "0", first.path, second.path], size: Self.size)
    pilot.press(.right)
    pilot.settle()
    pilot.press(.character("q"))
    let left = Self.trimmed(pilot.lines)
    #expect(left == ["", "", "second file"] + Array(repeating: "", count: 7), "\(left)")
  }
}
