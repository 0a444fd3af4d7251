import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The mouse over a tab's text, through the whole program: a drag selects in reverse video and
/// the release puts the text on the terminal's clipboard (OSC 52); a key drops the selection.
@Suite struct MouseSelectionAppTests {
  private static let text = (1...60).map { "entry \($0) of the log\twith a tab" }.joined(
    separator: "\n")

  /// The columns of the last frame's row `row` in reverse video.
  private static func reversed(_ pilot: Pilot, row: Int) -> [Int] {
    (0..<pilot.frame.width).filter { pilot.frame[$0, row].style.attributes.contains(.reverse) }
  }

  private static func drag(_ pilot: Pilot, from: (Int, Int), to: (Int, Int)) {
    pilot.send(
      .mouse(MouseEvent(column: from.0, row: from.1, action: .press(.left))),
      .mouse(MouseEvent(column: to.0, row: to.1, action: .drag(.left))))
  }

  private static func release(_ pilot: Pilot, at cell: (Int, Int)) {
    pilot.send(.mouse(MouseEvent(column: cell.0, row: cell.1, action: .release(.left))))
  }

  @Test func aDragOverTextOfTwoTabsSelectsCopiesAndLeavesTheTabShown() throws {
    let first = try TemporaryFile(named: "first.log", Self.text)
    let second = try TemporaryFile(named: "second.log", Self.text)
    let pilot = try Pilot([first.path, second.path])
    let top = pilot.firstTextRow
    #expect(pilot.lines[top].hasPrefix("entry 1 of the log"))
    Self.drag(pilot, from: (6, top), to: (2, top + 1))
    #expect(Self.reversed(pilot, row: top) == Array(6..<34), "to the line's end")
    #expect(Self.reversed(pilot, row: top + 1) == [0, 1, 2])
    #expect(pilot.terminal.copied == [], "nothing copied while the button is held")
    Self.release(pilot, at: (2, top + 1))
    #expect(pilot.terminal.copied == ["1 of the log      with a tab\nent"])
    #expect(
      pilot.lines.last?.hasPrefix(" Copied 2 lines, 32 bytes") == true, "\(pilot.lines.last!)")
    pilot.settle()
    #expect(pilot.screen.pager.selectedIndex == 0, "no swipe")
    #expect(Self.reversed(pilot, row: top) == Array(6..<34), "shown until a key or a click")
    pilot.press(.down)
    #expect(Self.reversed(pilot, row: top) == [] && Self.reversed(pilot, row: top + 1) == [])
  }

  @Test func theWheelScrollsTheSelectionWithItsText() throws {
    let file = try TemporaryFile(named: "one.log", Self.text)
    let pilot = try Pilot(["--wheel-lines", "1", file.path])
    let top = pilot.firstTextRow
    Self.drag(pilot, from: (0, top + 2), to: (4, top + 2))
    Self.release(pilot, at: (4, top + 2))
    pilot.send(.mouse(MouseEvent(column: 4, row: top + 2, action: .wheelDown)))
    #expect(pilot.lines[top].hasPrefix("entry 2 "))
    #expect(Self.reversed(pilot, row: top + 1) == Array(0..<5))
    #expect(Self.reversed(pilot, row: top + 2) == [])
  }

  @Test func aTerminalWithoutClipboardWritesSaysSo() throws {
    let file = try TemporaryFile(named: "one.log", Self.text)
    let pilot = try Pilot([file.path])
    pilot.terminal.takesClipboardWrites = false
    let top = pilot.firstTextRow
    Self.drag(pilot, from: (0, top), to: (4, top))
    Self.release(pilot, at: (4, top))
    #expect(pilot.lines.last?.hasPrefix(" This terminal takes no clipboard writes") == true)
  }

  @Test func theDemosPanesStillSwipe() throws {
    let pilot = try Pilot(["--duration", "0"])
    pilot.send(
      .mouse(MouseEvent(column: 90, row: 15, action: .press(.left))),
      .mouse(MouseEvent(column: 20, row: 15, action: .drag(.left))),
      .mouse(MouseEvent(column: 20, row: 15, action: .release(.left))))
    pilot.settle()
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(pilot.terminal.copied == [])
  }

  @Test func theClipboardSequenceIsBase64OfTheUTF8InsideTmuxTwice() {
    let plain = ControlSequence.clipboardWrite("日本 ok", insideTmux: false)
    #expect(plain == "\u{1B}]52;c;5pel5pysIG9r\u{07}")
    #expect(
      ControlSequence.clipboardWrite("hi", insideTmux: true)
        == "\u{1B}]52;c;aGk=\u{07}" + "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;aGk=\u{07}\u{1B}\\")
  }

  @Test func base64MatchesTheRFCsVectors() {
    let vectors = [
      "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
      "foobar": "Zm9vYmFy",
    ]
    for (text, encoded) in vectors { #expect(Base64.encode(Array(text.utf8)) == encoded) }
    #expect(Base64.encode([0xFF, 0xFE, 0x00]) == "//4A")
  }
}
