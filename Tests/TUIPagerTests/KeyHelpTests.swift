import PagerKit
import Testing

@testable import TUIPager

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
        + ["Any key closes this help."])
    let closing = KeyTable.rows(in: .help)
    #expect(closing.count == 1 && closing.first?.keyNames == "any key")
  }

  @Test func theOverlayFitsAHundredByThirtyWhole() {
    // The framed box is two columns of border and padding on each side, a row above and below.
    #expect(Usage.overlay.count + 2 <= 30)
    #expect(Usage.overlay.allSatisfy { ColumnWidth.of($0) + 4 <= 100 })
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
