import Testing

/// `--reduce-motion` (and `--duration 0`) make every change instant: the first capture that
/// shows any change already shows where it ends, with no frame of a slide in between.
@Suite("Reduced motion")
struct ReduceMotionTests {
  enum Setting: String, CaseIterable, Sendable {
    case reduceMotion, durationZero

    var arguments: [String] {
      switch self {
      case .reduceMotion: ["--reduce-motion"]
      case .durationZero: ["--duration", "0"]
      }
    }
  }

  enum Move: String, CaseIterable, Sendable {
    case right, jumpTo4, end, clickOnPerson

    /// The 0-based page it ends on, from House.
    var target: Int {
      switch self {
      case .right: 1
      case .jumpTo4, .end: 3
      case .clickOnPerson: 2
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var setting: Setting
    var move: Move
    var testDescription: String { "\(setting.rawValue), \(move.rawValue)" }
  }

  static let cases = Setting.allCases.flatMap { setting in
    Move.allCases.map { Case(setting: setting, move: $0) }
  }

  @Test(
    "On the menu preset, the first changed screen is already the new page at rest",
    arguments: cases)
  func menuChangesAtOnce(_ test: Case) async throws {
    let session = try await TmuxSession.start(arguments: test.setting.arguments)
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    let before = try await session.captureWithColors()
    let plainBefore = PresetScreen.plainText(before)

    switch test.move {
    case .right: try await session.sendKeys("Right")
    case .jumpTo4: try await session.sendKeys("4")
    case .end: try await session.sendKeys("End")
    case .clickOnPerson:
      let column = try #require(
        PresetScreen.clickColumn(of: "Person", in: plainBefore, row: MenuScreen.menuRow))
      try await session.click(column: column, row: MenuScreen.menuRow + 1)
    }
    let changed = try await session.waitUntilColored("any change") { $0 != before }
    try Self.expectAtRest(on: test.move.target, changed)
  }

  @Test(
    "A swipe released past half the page lands on the next page at once",
    arguments: Setting.allCases)
  func swipeLandsAtOnce(_ setting: Setting) async throws {
    let session = try await TmuxSession.start(arguments: setting.arguments)
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    let row = 15
    try await session.press(column: 90, row: row)
    for column in [80, 65, 50, 35] {
      try await session.drag(toColumn: column, row: row)
    }
    // Held 55 columns to the left, the indicator is 55 / 4 ≈ 14 columns along.
    try await session.waitUntil("the pages held 55% of the way to Pencil") {
      guard $0.count > MenuScreen.indicatorRow,
        let span = MenuScreen.indicatorSpan($0[MenuScreen.indicatorRow])
      else { return false }
      return (12...16).contains(span.lowerBound)
    }
    let held = try await session.captureWithColors()
    try await session.release(column: 35, row: row)
    let changed = try await session.waitUntilColored("any change after the release") {
      $0 != held
    }
    try Self.expectAtRest(on: 1, changed)
  }

  @Test(
    "Floating preset: the bar hides and shows at once, pages change at once",
    arguments: Setting.allCases)
  func floatingBarAtOnce(_ setting: Setting) async throws {
    let session = try await TmuxSession.start(
      arguments: ["--preset", "floating"] + setting.arguments)
    defer { session.close() }
    try await session.waitUntil("First from line 1 with the bar shown") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }

    for (key, page, line, barShown) in [
      ("j", "First", 2, false), ("k", "First", 1, true), ("2", "Second", 1, true),
    ] {
      let before = try await session.capture()
      try await session.sendKeys(key)
      let changed = try await session.waitUntil("any change after \(key)") { $0 != before }
      #expect(
        FloatingScreen.shows(page, fromLine: line, barShown: barShown, changed),
        """
        after \(key) the first changed screen should show \(page) from line \(line) with the bar \
        \(barShown ? "on row 28" : "gone"):
        \(changed.joined(separator: "\n"))
        """)
      try await session.waitUntil("\(page) from line \(line)") {
        FloatingScreen.shows(page, fromLine: line, barShown: barShown, $0)
      }
    }
  }

  /// Fails unless a coloured capture shows page `index` at rest: its label alone and centred,
  /// the indicator whole under its item, and one page colour in the page area.
  private static func expectAtRest(
    on index: Int, _ screen: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let lines = PresetScreen.styledLines(screen)
    let plain = lines.map(\.text)
    let colors = PresetScreen.backgrounds(lines, rows: MenuScreen.firstPageRow..<plain.count)
    let shown = plain.enumerated().map { String(format: "%2d|", $0.offset) + $0.element }
    #expect(
      MenuScreen.isSettled(on: index, plain, width: 100) && colors.count == 1,
      """
      the first changed screen should be \(MenuScreen.labels[index]) at rest; page colors \
      \(colors), screen:
      \(shown.joined(separator: "\n"))
      """,
      sourceLocation: sourceLocation)
  }
}
