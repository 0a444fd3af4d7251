import Testing

/// The `floating` preset: a light-grey bar of four buttons floating above the
/// bottom edge over pages of content twice the screen high; scrolling down hides the bar,
/// scrolling up shows it again.
@Suite("Floating preset")
struct FloatingPresetEndToEndTests {
  static let arguments = ["--preset", "floating", "--duration", "0"]

  @Test("At launch: the light-grey bar floats on row H-2, inset from both sides, over line 1")
  func launchScreen() async throws {
    let session = try await TmuxSession.start(arguments: Self.arguments)
    defer { session.close() }

    let lines = try await session.waitUntilStyled("First from line 1 with the bar shown") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0.map(\.text))
    }
    let plain = lines.map(\.text)
    let top = try #require(FloatingScreen.topLine(plain))
    #expect(
      (2 * 28...2 * 30).contains(top.total),
      "content should be about twice the screen high: \(top.total) lines")
    #expect(
      FloatingScreen.contentLine(plain[29])?.page == "First",
      "content shows on the last row, under the bar: \(plain[29])")
    #expect(FloatingScreen.highlightedButton(lines) == "First")

    let bar = lines[FloatingScreen.barRow(height: 30)]
    let barCells = bar.cells.filter { cell in
      cell.background.map { $0.isMidGrey || $0.isBlue } ?? false
    }
    let first = try #require(barCells.first?.column)
    let last = try #require(barCells.last?.column)
    #expect((1...4).contains(first), "the bar should start a little in from the left: \(first)")
    #expect((95...98).contains(last), "the bar should end a little in from the right: \(last)")
    let edges = bar.cells.filter { $0.column < first || $0.column > last }
    #expect(
      !edges.isEmpty && edges.allSatisfy { $0.background?.isMidGrey == false },
      "the page shows beside the bar: \(edges.map { $0.background?.description ?? "default" })")
  }

  struct ScrollKeys: CustomTestStringConvertible, Sendable {
    var down: String
    var up: String
    var screenful: Bool
    var testDescription: String { "\(down) then \(up)" }
  }

  @Test(
    "A scroll key moves the content and hides the bar; its opposite brings both back",
    arguments: [
      ScrollKeys(down: "j", up: "k", screenful: false),
      ScrollKeys(down: "Down", up: "Up", screenful: false),
      ScrollKeys(down: "Space", up: "b", screenful: true),
      ScrollKeys(down: "PageDown", up: "PageUp", screenful: true),
    ])
  func scrollKeys(_ keys: ScrollKeys) async throws {
    let session = try await TmuxSession.start(arguments: Self.arguments)
    defer { session.close() }
    try await session.waitUntil("First from line 1") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }

    try await session.sendKeys(keys.down)
    let scrolled = try await session.waitUntil("the content scrolled, the bar hidden") {
      guard let top = FloatingScreen.topLine($0), top.number > 1 else { return false }
      return FloatingScreen.barRows($0).isEmpty
    }
    let top = try #require(FloatingScreen.topLine(scrolled))
    if keys.screenful {
      #expect((26...30).contains(top.number - 1), "a screen is about 30 rows: scrolled to \(top)")
    } else {
      #expect(top.number == 2, "a line: scrolled to \(top)")
    }

    try await session.sendKeys(keys.up)
    try await session.waitUntil("First from line 1 with the bar back") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }
  }

  @Test("The bar slides down out of view over time, and slides back up")
  func barSlides() async throws {
    let session = try await TmuxSession.start(arguments: ["--preset", "floating"])
    defer { session.close() }
    try await session.waitUntil("First from line 1 with the bar shown") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }

    // Timed from before the key is sent: sending it can take a while on a loaded machine.
    let clock = ContinuousClock()
    let start = clock.now
    try await session.sendKeys("j")
    var barRowsSeen: Set<Int> = []
    var firstLook: Duration?
    try await session.waitUntil("the bar gone") { screen in
      firstLook = firstLook ?? clock.now - start
      barRowsSeen.formUnion(FloatingScreen.barRows(screen))
      return FloatingScreen.shows("First", fromLine: 2, barShown: false, screen)
    }
    let elapsed = clock.now - start
    // On a loaded machine the first capture can come after the 300 ms slide; only a look taken
    // early enough can see the bar on its way down.
    if let firstLook, firstLook < .milliseconds(120) {
      #expect(
        !barRowsSeen.isDisjoint(with: [28, 29]),
        "the bar should pass through rows 28–29 on its way down; seen on rows \(barRowsSeen)")
    }
    #expect(elapsed >= .milliseconds(150), "the bar vanished after only \(elapsed)")

    try await session.sendKeys("k")
    try await session.waitUntil("the bar back on row 28") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }
  }

  @Test("At the top, k does nothing: the bar stays")
  func upAtTopKeepsBar() async throws {
    let session = try await TmuxSession.start(arguments: Self.arguments)
    defer { session.close() }
    try await session.waitUntil("First from line 1") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }

    try await session.sendKeys("k", "Up", "b")
    let screen = try await session.screenAfterKeysTaken()
    #expect(
      FloatingScreen.shows("First", fromLine: 1, barShown: true, screen),
      "the bar should stay on row 28 over line 1:\n\(screen.joined(separator: "\n"))")
  }

  @Test("Each page keeps its own scroll position")
  func pagesKeepScrollPositions() async throws {
    let session = try await TmuxSession.start(arguments: Self.arguments)
    defer { session.close() }
    try await session.waitUntil("First from line 1") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }

    try await session.sendKeys("j", "j", "j", "j", "j")
    try await session.waitUntil("First from line 6") { FloatingScreen.topLine($0)?.number == 6 }
    try await session.sendKeys("2")
    try await session.waitUntil("Second from line 1, the bar shown again") {
      FloatingScreen.shows("Second", fromLine: 1, barShown: true, $0)
    }
    try await session.sendKeys("j", "j")
    try await session.waitUntil("Second from line 3") {
      FloatingScreen.shows("Second", fromLine: 3, barShown: false, $0)
    }
    try await session.sendKeys("1")
    try await session.waitUntil("First still from line 6") {
      FloatingScreen.shows("First", fromLine: 6, barShown: true, $0)
    }
    try await session.sendKeys("2")
    try await session.waitUntil("Second still from line 3") {
      FloatingScreen.shows("Second", fromLine: 3, barShown: true, $0)
    }
  }

  @Test("The mouse wheel scrolls the content: down hides the bar, up shows it")
  func wheelScrolls() async throws {
    let session = try await TmuxSession.start(arguments: Self.arguments)
    defer { session.close() }
    try await session.waitUntil("First from line 1") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }

    try await session.wheel(down: true, column: 50, row: 10)
    let scrolled = try await session.waitUntil("the content scrolled, the bar hidden") {
      guard let top = FloatingScreen.topLine($0), top.number > 1 else { return false }
      return FloatingScreen.barRows($0).isEmpty
    }
    let top = try #require(FloatingScreen.topLine(scrolled))
    #expect(top.number <= 10, "one notch scrolls a few lines, not a screen: \(top)")

    try await session.wheel(down: false, column: 50, row: 10)
    try await session.waitUntil("First from line 1 with the bar back") {
      FloatingScreen.shows("First", fromLine: 1, barShown: true, $0)
    }
  }
}
