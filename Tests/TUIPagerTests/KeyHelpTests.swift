import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `--help` and the help overlay list the key table's rows, the same lines in both.
@Suite struct KeyHelpTests {
  /// The indented lines under `title` in `--help`, up to the next blank line.
  static func helpSection(_ title: String) -> [String] {
    let lines = Usage.help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring(title)) else { return [] }
    return lines[(start + 1)...].prefix { !$0.isEmpty }.map { String($0.dropFirst(2)) }
  }

  @Test func helpListsEveryNormalModeRowInOrder() {
    let rows = KeyTable.rows(in: .normal)
    var lines = Self.helpSection("Keys:")[...]
    for row in rows {
      guard let line = lines.popFirst() else {
        Issue.record("no line for \(row.keyNames)")
        return
      }
      // Keys too many for their column go before the help when both fit the overlay's width,
      // else on a line of their own, the help under them.
      let names = ColumnWidth.of(row.keyNames)
      if names > 19, names + 2 + ColumnWidth.of(row.help) <= Usage.overlayWidth {
        #expect(line == row.keyNames + "  " + row.help)
        continue
      }
      let help = names > 19 ? lines.popFirst() ?? "" : line
      if help != line { #expect(line == row.keyNames) }
      #expect(help.hasPrefix(line == help ? row.keyNames + "  " : "  "), "\(line)")
      #expect(help.hasSuffix("  " + row.help), "\(help)")
      // The descriptions stand in one column.
      #expect(ColumnWidth.of(help) - ColumnWidth.of(row.help) == 21, "\(help)")
    }
    #expect(Array(lines) == Usage.lessKeyNotes, "the notes on less's keys come last")
    #expect(Self.helpSection("Keys:").contains { $0.hasPrefix("q  Q  ZZ  Ctrl-C  V  quit / ") })
  }

  @Test func theOverlayShowsWhatHelpShowsAndHowToCloseIt() {
    let overlay = Usage.overlay
    #expect(
      overlay == ["Keys"] + Self.helpSection("Keys:") + ["Mouse"]
        + Self.helpSection("Mouse:").dropLast(Usage.mouseNotes.count)
        + [
          "Down  j  Space  Up  k  b  g  G scroll this help where it does not fit: down / up / top, end.",
          "Any key closes this help.",
        ])
    let rows = KeyTable.rows(in: .help)
    #expect(rows.count == 2 && rows.last?.keyNames == "any key")
  }

  @Test func theOverlayIsAsWideAsAHundredColumnsTake() {
    // The framed box is two columns of border and padding on each side.
    #expect(Usage.overlay.allSatisfy { ColumnWidth.of($0) + 4 <= 100 })
  }

  @Test(arguments: [
    (Key.character(" "), 1), (.character("j"), 1), (.down, 1), (.enter, 1), (.pageDown, 1),
    (.character("f"), 1), (.character("G"), 1),
  ])
  func aKeyOfTheHelpScrollsItWhereItDoesNotFit(_ key: Key, _ expected: Int) throws {
    let file = try LessKeysAppTests.numbered(5)
    let pilot = try Pilot([file.path, "--duration", "0"], size: Size(columns: 100, rows: 30))
    pilot.press(.character("H"))
    let lines = Usage.overlay
    #expect(lines.count + 2 > 30, "the keys are more than 28 lines: the help scrolls")
    let first = try #require(Self.boxText(pilot.lines))
    #expect(first.first == "Keys")
    #expect(first.last?.hasPrefix("more below · Space") == true, "\(first.last ?? "")")
    pilot.press(key)
    let moved = try #require(Self.boxText(pilot.lines), "still open")
    #expect(moved.first != "Keys", "scrolled down: \(moved.first ?? "")")
    #expect(pilot.screen.helpTop >= expected)
    pilot.press(.character("g"))
    #expect(Self.boxText(pilot.lines)?.first == "Keys", "g: the top again")
    pilot.press(.character("x"))
    #expect(Self.boxText(pilot.lines) == nil, "any other key closes it")
  }

  @Test func scrolledThroughTheHelpShowsEveryLineAndSaysWhereItIs() throws {
    let file = try LessKeysAppTests.numbered(5)
    let pilot = try Pilot([file.path, "--duration", "0"], size: Size(columns: 100, rows: 30))
    pilot.press(.character("H"))
    var seen: [String] = []
    for _ in 0..<10 {
      let text = try #require(Self.boxText(pilot.lines))
      seen += text.dropLast()
      if text.last?.hasPrefix("end") == true { break }
      pilot.press(.character(" "))
    }
    for line in Usage.overlay {
      let shown = String(line.drop { $0 == " " }).trimmingTrailingBlanks
      #expect(seen.contains(shown), "\(line) never shown")
    }
    pilot.press(.character("b"))
    #expect(Self.boxText(pilot.lines)?.last?.hasPrefix("more below") == true)
    pilot.press(.up)
    pilot.press(.character("k"))
    pilot.press(.pageUp)
    #expect(pilot.screen.helpTop == 0)
    #expect(pilot.screen.help != nil, "Up at the top keeps the help open")
  }

  @Test func whereTheHelpFitsEveryKeyClosesIt() throws {
    let file = try LessKeysAppTests.numbered(5)
    let pilot = try Pilot([file.path, "--duration", "0"], size: Size(columns: 100, rows: 80))
    pilot.press(.character("H"))
    let text = try #require(Self.boxText(pilot.lines))
    #expect(text.count == Usage.overlay.count, "every line, and no line saying where")
    pilot.press(.character(" "))
    #expect(Self.boxText(pilot.lines) == nil)
  }

  /// The lines inside the help's frame, blanks at their ends dropped; nil with no frame.
  static func boxText(_ lines: [String]) -> [String]? {
    guard let top = lines.firstIndex(where: { $0.contains("┌") }),
      let bottom = lines.firstIndex(where: { $0.contains("└") })
    else { return nil }
    return lines[(top + 1)..<bottom].map { line in
      let inside = line.split(separator: "│", omittingEmptySubsequences: false)
      let text = inside.count >= 3 ? inside[1] : Substring(line)
      return String(text.drop { $0 == " " }).trimmingTrailingBlanks
    }
  }

  @Test func capitalHShowsTheOverlayOnTheScreen() throws {
    var screen = try PagerScreen(preset: .menu, size: Size(columns: 100, rows: 30))
    #expect(screen.inputMode == .normal)
    guard KeyTable.command(for: .character("H"), in: screen.inputMode) == .showHelp,
      KeyTable.command(for: .function(1), in: screen.inputMode) == .showHelp
    else {
      Issue.record("H and F1 should show the help")
      return
    }
    screen.update(.showHelp(Usage.overlay), at: .zero)
    #expect(screen.inputMode == .help && screen.help == Usage.overlay)
    if case .screen(let event) = KeyTable.command(for: .character("q"), in: screen.inputMode) {
      screen.update(event, at: .zero)
    }
    #expect(screen.inputMode == .normal)
  }
}
