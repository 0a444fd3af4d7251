import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A pattern whose backtracking grows without bound, typed at the prompt of the real program:
/// every key is answered, the search ends on "pattern too complex on line N", and Esc, q and
/// SIGTERM act as on any other search.
@Suite struct CatastrophicPatternAppTests {
  static let size = Size(columns: 80, rows: 12)

  static func file() throws -> TemporaryFile {
    let lines =
      ["fine", "also fine", String(repeating: "a", count: 30) + "b"]
      + (1...40).map { "after \($0)" }
    return try TemporaryFile(named: "aaa.txt", lines.joined(separator: "\n") + "\n")
  }

  /// The status line, without the blank it starts with.
  static func status(_ pilot: Pilot) -> Substring {
    pilot.lines[pilot.lines.count - 1].drop { $0 == " " }
  }

  /// The program on `file` with `text` typed at the `/` prompt, one key at a time, each key
  /// answered before the next (`press` turns the loop until it waits).
  static func typed(_ text: String, into pilot: Pilot) {
    pilot.press(.character("/"))
    for character in text {
      pilot.press(.character(character))
      #expect(Self.status(pilot).hasPrefix("/"), "the prompt is drawn at every key")
    }
  }

  @Test func typingItEveryKeyIsAnsweredAndEnterSaysItIsTooComplex() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], size: Self.size)
    Self.typed("(a+)+$", into: pilot)
    #expect(Self.status(pilot).hasPrefix("/(a+)+$"))
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines.last?.contains("pattern too complex on line 3") == true)
    pilot.press(.character("j"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("also fine"), "a key after the verdict")
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
  }

  @Test func escClosesThePromptAndTheProgramGoesOn() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], size: Self.size)
    Self.typed("(a+)+$", into: pilot)
    pilot.press(.escape)
    #expect(!Self.status(pilot).hasPrefix("/"))
    pilot.press(.character("j"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("also fine"))
    #expect(pilot.status == nil)
  }

  @Test func sigtermEndsItMidPattern() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], size: Self.size)
    Self.typed("(a+)+", into: pilot)
    pilot.send(.signal(SIGTERM))
    #expect(pilot.status == 143)
  }

  @Test func aFilterByItStopsThereAndSaysSo() throws {
    let lines = (0..<2_000).map { _ in String(repeating: "a", count: 30) + "b" }
    let file = try TemporaryFile(named: "many.txt", lines.joined(separator: "\n") + "\n")
    let pilot = try Pilot([file.path], size: Self.size)
    pilot.press(.character("&"))
    for character in "(a+)+$" { pilot.press(.character(character)) }
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines.last?.contains("pattern too complex on line 1") == true)
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
  }

  @Test func aBadPatternStaysOnThePromptWithPCREsMessageAndOffset() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], size: Self.size)
    Self.typed("fine(", into: pilot)
    pilot.press(.enter)
    #expect(
      pilot.lines.last?.contains("bad pattern: missing closing parenthesis (at 5)") == true,
      "\(pilot.lines.last ?? "")")
    pilot.press(.backspace)
    pilot.press(.enter)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("fine "))
    #expect(!Self.status(pilot).contains("bad pattern"))
  }
}
