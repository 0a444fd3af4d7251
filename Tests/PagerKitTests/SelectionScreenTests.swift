import Testing

@testable import PagerKit
@testable import PagerReader

/// A screen of document tabs at 40×12: with two tabs, bar row 0, indicator row 1, text rows
/// 2…10, status row 11.
private func screen(
  _ documents: [MemoryDocument], size: Size = Size(columns: 40, rows: 12), wrapsLines: Bool = true
) throws -> PagerScreen {
  try PagerScreen(
    preset: .documents(titled: documents.indices.map { "doc\($0 + 1)" }), size: size,
    animationDuration: 0, documents: documents, wrapsLines: wrapsLines)
}

private func numbered(_ count: Int) -> [String] { (1...count).map { "line \($0)" } }

/// The columns of `row` shown in reverse video.
private func reversed(_ frame: Frame, row: Int) -> [Int] {
  columns(frame, row: row) { $0.style.attributes.contains(.reverse) }
}

/// Presses at `from`, drags through `path` and releases at its last cell, 10 ms apart; returns
/// the text the screen asked to copy.
@discardableResult
private func drag(
  _ screen: inout PagerScreen, from: (Int, Int), through path: [(Int, Int)], start: Double = 0
) -> String? {
  var effects = screen.update(.pointerPressed(column: from.0, row: from.1), at: at(start))
  for (step, cell) in path.enumerated() {
    effects += screen.update(
      .pointerDragged(column: cell.0, row: cell.1), at: at(start + 10 * Double(step)))
  }
  let last = path.last ?? from
  effects += screen.update(.pointerReleased(column: last.0, row: last.1), at: at(start + 100))
  return copied(effects)
}

/// The text `effects` ask to copy, if any.
private func copied(_ effects: [ScreenEffect]) -> String? {
  effects.lazy.compactMap { if case .copy(let text) = $0 { text } else { nil } }.first
}

/// The mouse on a tab's text selects, in reverse video, and the release hands the text over; on
/// the bar it still swipes.
@Suite struct SelectionScreenTests {
  @Test func aDragOverTextWithTwoTabsSelectsItInReverseAndCopiesItWithoutSwiping() throws {
    var screen = try screen([MemoryDocument(numbered(100)), MemoryDocument(numbered(5))])
    let dragged =
      screen.update(.pointerPressed(column: 2, row: 3), at: at(0))
      + screen.update(.pointerDragged(column: 10, row: 4), at: at(20))
      + screen.update(.pointerDragged(column: 1, row: 5), at: at(40))
    #expect(screen.pager.drag == nil && screen.pager.position(at: at(40)) == 0)
    let frame = render(screen, at: 40)
    #expect(reversed(frame, row: 2) == [])
    #expect(reversed(frame, row: 3) == Array(2..<6), "from the cell pressed: \"ne 2\"")
    #expect(reversed(frame, row: 4) == Array(0..<6), "all of \"line 3\"")
    #expect(reversed(frame, row: 5) == [0, 1], "to the pointer's cell: \"li\"")
    #expect(reversed(frame, row: 6) == [])
    #expect(copied(dragged) == nil, "copied only on release")
    #expect(
      copied(screen.update(.pointerReleased(column: 1, row: 5), at: at(60))) == "ne 2\nline 3\nli")
    #expect(copied(screen.update(.tick, at: at(70))) == nil, "asked once")
    #expect(screen.message == "Copied 3 lines, 14 bytes")
    #expect(screen.pager.selectedIndex == 0)
  }

  @Test func theSelectionStaysOnItsTextWhenThePageScrolls() throws {
    var screen = try screen([MemoryDocument(numbered(100)), MemoryDocument(numbered(5))])
    drag(&screen, from: (2, 3), through: [(3, 4)])
    screen.update(.scroll(.lines(1)), at: at(200))
    let frame = render(screen, at: 200)
    #expect(frame.lines[2].hasPrefix("line 2"))
    #expect(reversed(frame, row: 2) == Array(2..<6))
    #expect(reversed(frame, row: 3) == Array(0..<4))
    #expect(reversed(frame, row: 4) == [])
  }

  @Test func aClickDropsTheSelectionAndCopiesNothing() throws {
    var screen = try screen([MemoryDocument(numbered(100))])
    #expect(drag(&screen, from: (0, 1), through: [(3, 1)]) == "line")
    let click =
      screen.update(.pointerPressed(column: 8, row: 6), at: at(1000))
      + screen.update(.pointerReleased(column: 8, row: 6), at: at(1010))
    #expect(screen.selection == nil && copied(click) == nil)
    #expect(reversed(render(screen, at: 1010), row: 1) == [])
  }

  @Test func aDoubleClickSelectsTheWordAndATripleClickTheLine() throws {
    var screen = try screen([MemoryDocument(["see /usr/lib/foo.c. now", "two"])])
    let clickTimes: [Double] = [0, 150, 300]
    var copiedTexts: [String?] = []
    for time in clickTimes {
      screen.update(.pointerPressed(column: 9, row: 1), at: at(time))
      copiedTexts.append(
        copied(screen.update(.pointerReleased(column: 9, row: 1), at: at(time + 20))))
    }
    #expect(copiedTexts == [nil, "/usr/lib/foo.c", "see /usr/lib/foo.c. now"])
    #expect(reversed(render(screen, at: 320), row: 1) == Array(0..<23))
  }

  @Test func pressesFurtherApartThanTheDoubleClickTimeAreSingleClicks() throws {
    var screen = try screen([MemoryDocument(["see /usr/lib/foo.c. now"])])
    for time in [0, ClickCount.interval + 1] {
      let click =
        screen.update(.pointerPressed(column: 9, row: 1), at: at(time))
        + screen.update(.pointerReleased(column: 9, row: 1), at: at(time))
      #expect(copied(click) == nil && screen.selection == nil)
    }
  }

  @Test func aDragAfterADoubleClickExtendsByWords() throws {
    var screen = try screen([MemoryDocument(["alpha beta gamma delta"])])
    screen.update(.pointerPressed(column: 7, row: 1), at: at(0))
    screen.update(.pointerReleased(column: 7, row: 1), at: at(10))
    screen.update(.pointerPressed(column: 7, row: 1), at: at(100))
    screen.update(.pointerDragged(column: 12, row: 1), at: at(120))
    #expect(
      copied(screen.update(.pointerReleased(column: 12, row: 1), at: at(140))) == "beta gamma")
  }

  @Test func aWrappedLinesSecondRowAndAWideGlyphsRightHalfMapToTheirText() throws {
    let digits = String(repeating: "0123456789", count: 6)
    var screen = try screen([MemoryDocument([digits, "日本語 wide"])])
    // Row 1 shows columns 0…39 of the line, row 2 columns 40…59.
    #expect(drag(&screen, from: (5, 2), through: [(9, 2)]) == "56789")
    // Row 3: 日 on columns 0–1, 本 on 2–3; pressed on their right halves.
    #expect(drag(&screen, from: (1, 3), through: [(3, 3)], start: 1000) == "日本")
    #expect(reversed(render(screen, at: 1100), row: 3) == Array(0..<4))
  }

  @Test func cutLinesScrolledSidewaysSelectTheColumnsShown() throws {
    var screen = try screen([MemoryDocument(["abcdefghijklmnopqrstuvwxyz"])], wrapsLines: false)
    screen.update(.scroll(.columns(10)), at: at(0))
    #expect(drag(&screen, from: (0, 1), through: [(4, 1)]) == "klmno")
  }

  @Test func aDragBelowTheTextScrollsALineAReportAndSelectsOn() throws {
    var screen = try screen([MemoryDocument(numbered(100))])
    screen.update(.pointerPressed(column: 0, row: 9), at: at(0))
    // Row 11 is the status line: two reports there scroll two lines.
    screen.update(.pointerDragged(column: 3, row: 11), at: at(10))
    screen.update(.pointerDragged(column: 3, row: 11), at: at(20))
    #expect(screen.pages[0].viewport.topLine == 2)
    let released = screen.update(.pointerReleased(column: 3, row: 11), at: at(30))
    #expect(copied(released) == "line 9\nline 10\nline 11\nline")
    // And above it, on the bar, back up.
    screen.update(.pointerPressed(column: 0, row: 1), at: at(1000))
    screen.update(.pointerDragged(column: 0, row: 0), at: at(1010))
    #expect(screen.pages[0].viewport.topLine == 1)
  }

  @Test func aDragOnTheBarStillSwipes() throws {
    var screen = try screen([MemoryDocument(numbered(100)), MemoryDocument(numbered(5))])
    screen.update(.pointerPressed(column: 5, row: 0), at: at(0))
    screen.update(.pointerDragged(column: 5, row: 0), at: at(10))
    #expect(screen.pager.drag == nil, "not until the pointer leaves the cell pressed")
    screen.update(.pointerDragged(column: 1, row: 0), at: at(20))
    #expect(screen.pager.drag != nil && screen.pager.position(at: at(20)) > 0)
    let released =
      screen.update(.pointerDragged(column: 1, row: 6), at: at(30))
      + screen.update(.pointerReleased(column: 1, row: 6), at: at(40))
    #expect(screen.selection == nil && copied(released) == nil)
  }

  @Test func anotherTabShownOrClearSelectionDropsTheSelection() throws {
    var screen = try screen([MemoryDocument(numbered(100)), MemoryDocument(numbered(5))])
    drag(&screen, from: (0, 2), through: [(3, 2)])
    #expect(screen.selection != nil)
    screen.clearSelection()
    #expect(screen.selection == nil)
    drag(&screen, from: (0, 2), through: [(3, 2)], start: 1000)
    screen.update(.pager(.next), at: at(2000))
    #expect(screen.selection == nil)
  }

  @Test func aTabClosedOrItsTextReplacedDropsTheSelection() throws {
    var screen = try screen([MemoryDocument(numbered(100)), MemoryDocument(numbered(5))])
    drag(&screen, from: (0, 2), through: [(3, 2)])
    screen.replaceDocument(ofTab: 0, with: MemoryDocument(numbered(3)))
    #expect(screen.selection == nil)
    drag(&screen, from: (0, 2), through: [(3, 2)], start: 1000)
    screen.closeTab(0, at: at(2000))
    #expect(screen.selection == nil)
  }
}
