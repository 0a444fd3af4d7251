import Testing

/// The mouse as a finger: clicks on a bar in every placement, and drags of the pages that
/// swipe (SGR reports, as ncurses expects them under TERM=xterm-256color).
@Suite("Mouse clicks and swipes")
struct MouseSwipeTests {
  enum Placement: String, CaseIterable, Sendable {
    case top, bottom, floating
  }

  @Test(
    "A click on a bar item selects it, whatever the bar's placement",
    arguments: Placement.allCases)
  func clickSelectsItem(_ placement: Placement) async throws {
    switch placement {
    case .top:
      let session = try await TmuxSession.start(arguments: ["--duration", "0", "--start", "4"])
      defer { session.close() }
      let screen = try await session.waitUntilSettled(on: 3)
      let column = try #require(
        PresetScreen.clickColumn(of: "Pencil", in: screen, row: MenuScreen.menuRow))
      try await session.click(column: column, row: MenuScreen.menuRow + 1)
      try await session.waitUntilSettled(on: 1)

    case .bottom:
      let session = try await TmuxSession.start(
        arguments: ["--preset", "tabbar", "--duration", "0"])
      defer { session.close() }
      let lines = try await session.waitUntilStyled("Play at rest") {
        TabbarScreen.isSettled(on: 1, $0)
      }
      for index in [0, 2] {
        let icon = try #require(TabbarScreen.iconCells(lines, height: 30)[index])
        try await session.click(column: icon.column + 1, row: 30)
        try await session.waitUntilStyled("\(TabbarScreen.labels[index]) at rest") {
          TabbarScreen.isSettled(on: index, $0)
        }
      }

    case .floating:
      let session = try await TmuxSession.start(
        arguments: ["--preset", "floating", "--duration", "0"])
      defer { session.close() }
      let screen = try await session.waitUntil("First from line 1") {
        FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
      }
      let row = FloatingScreen.barRow(height: 30)
      let column = try #require(PresetScreen.clickColumn(of: "Third", in: screen, row: row))
      try await session.click(column: column, row: row + 1)
      let lines = try await session.waitUntilStyled("Third from line 1") {
        FloatingScreen.shows("Third", fromLine: 1, barShown: true, $0.map(\.text))
      }
      #expect(FloatingScreen.highlightedButton(lines) == "Third")
    }
  }

  /// Row 15 (1-based) is in the middle of the menu preset's pages.
  static let pageRow = 15

  @Test("A drag past half the width: pages and indicator follow the pointer, then Pencil")
  func longDragGoesToNextPage() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.press(column: 90, row: Self.pageRow)
    for column in [85, 75, 65, 50, 35] {
      try await session.drag(toColumn: column, row: Self.pageRow)
    }
    // Held 55 columns to the left: the pages are 55% of the way to Pencil, and so is the
    // indicator (55 / 4 ≈ 14 columns along).
    let held = try await session.waitUntilStyled("the pages held 55% of the way to Pencil") {
      lines in
      guard lines.count > MenuScreen.indicatorRow,
        let span = MenuScreen.indicatorSpan(lines[MenuScreen.indicatorRow].text)
      else { return false }
      return (12...16).contains(span.lowerBound)
    }
    let colors = PresetScreen.backgrounds(held, rows: MenuScreen.firstPageRow..<30)
    #expect(
      colors.contains(where: \.isBrown) && colors.contains(where: \.isBlue),
      "House and Pencil should share the screen while held: \(colors)")
    // A span, not a wait for something: held still past the program's 100 ms velocity window,
    // nothing may settle, and only time going by with no change can show that.
    try await Task.sleep(for: .milliseconds(150))
    let stillHeld = try await session.capture()
    #expect(
      MenuScreen.indicatorSpan(stillHeld[MenuScreen.indicatorRow]).map {
        (12...16).contains($0.lowerBound)
      } == true,
      "while the button is held nothing settles: \(stillHeld[MenuScreen.indicatorRow])")

    try await session.release(column: 35, row: Self.pageRow)
    try await session.waitUntilSettled(on: 1)
  }

  @Test("A slow drag of less than half a page springs back; the selection never changes")
  func slowShortDragSpringsBack() async throws {
    let session = try await TmuxSession.start(arguments: ["--preset", "tabbar", "--duration", "0"])
    defer { session.close() }
    try await session.waitUntilStyled("Play at rest") { TabbarScreen.isSettled(on: 1, $0) }

    try await session.press(column: 80, row: 10)
    for column in [75, 70, 65, 60] {
      try await session.drag(toColumn: column, row: 10)
    }
    var selections: Set<Int?> = []
    try await session.waitUntilStyled("Play and Star sharing the screen") { lines in
      selections.insert(TabbarScreen.selectedIcon(lines, height: 30))
      let colors = PresetScreen.backgrounds(lines, rows: TabbarScreen.pageRows(height: 30))
      return colors.contains(where: \.isBlue) && colors.contains(where: \.isYellow)
    }
    // Slow: the pointer rests well past the flick window before the button goes up. The pause
    // is the gesture itself (its speed), not a wait for something to show, so it stays a sleep.
    try await Task.sleep(for: .milliseconds(300))
    try await session.release(column: 60, row: 10)
    try await session.waitUntilStyled("Play at rest again") { lines in
      selections.insert(TabbarScreen.selectedIcon(lines, height: 30))
      return TabbarScreen.isSettled(on: 1, lines)
    }
    #expect(selections == [1], "► should stay the selected icon throughout: \(selections)")
  }

  @Test(
    "A fast flick of 15% of the width goes on to the neighbour page",
    arguments: [(1, 1, -15), (2, 0, 15)])
  func fastFlickChangesPage(start: Int, expected: Int, distance: Int) async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--start", "\(start)"])
    defer { session.close() }
    try await session.waitUntilSettled(on: start - 1)

    let from = 50
    try await session.press(column: from, row: Self.pageRow)
    // The motion reports and the release in one write, right after the press: a quick flick.
    let steps = [distance / 3, 2 * distance / 3, distance]
    let motion = steps.map { "\u{1b}[<32;\(from + $0);\(Self.pageRow)M" }.joined()
    try await session.sendLiteral(motion + "\u{1b}[<0;\(from + distance);\(Self.pageRow)m")
    try await session.waitUntilSettled(on: expected)
  }

  @Test("A key pressed during a drag ends the drag cleanly where the key asks")
  func keyDuringDrag() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.press(column: 80, row: Self.pageRow)
    for column in [76, 72] {
      try await session.drag(toColumn: column, row: Self.pageRow)
    }
    try await session.waitUntil("the indicator moved a little with the pointer") {
      guard $0.count > MenuScreen.indicatorRow,
        let span = MenuScreen.indicatorSpan($0[MenuScreen.indicatorRow])
      else { return false }
      return (1...3).contains(span.lowerBound)
    }

    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 1)
    // The drag is over: more motion and the release move nothing.
    try await session.drag(toColumn: 20, row: Self.pageRow)
    try await session.release(column: 20, row: Self.pageRow)
    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 2)
  }

  @Test("A press and the first motion read together still start a drag")
  func pressAndMotionInOneRead() async throws {
    // A terminal writes each report at once, but a program busy drawing a frame can find a
    // press and the first motion of a quick swipe waiting together in one read.
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendLiteral(
      "\u{1b}[<0;90;\(Self.pageRow)M" + "\u{1b}[<32;80;\(Self.pageRow)M")
    try await session.drag(toColumn: 50, row: Self.pageRow)
    try await session.drag(toColumn: 20, row: Self.pageRow)
    try await session.waitUntil("the pages held 70% of the way to Pencil") {
      guard $0.count > MenuScreen.indicatorRow,
        let span = MenuScreen.indicatorSpan($0[MenuScreen.indicatorRow])
      else { return false }
      return (15...20).contains(span.lowerBound)
    }
    try await session.release(column: 20, row: Self.pageRow)
    try await session.waitUntilSettled(on: 1)
  }
}
