import Testing

/// Clicking the menu bar.
@Suite("Mouse")
struct MouseTests {
  @Test("A click on the 3rd menu item (column 60, row 2) jumps to Person")
  func clickThirdItem() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.click(column: 60, row: 2)
    let screen = try await session.waitUntilSettled(on: 2)
    #expect(MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]) == 50..<75)
  }

  @Test(
    "A click anywhere on item N jumps to page N",
    arguments: [
      (1, 1, 4), (25, 1, 3), (26, 2, 1), (50, 2, 4), (51, 3, 1), (75, 3, 2),
      (76, 4, 1), (100, 4, 2),
    ])
  func clickEachItem(column: Int, item: Int, start: Int) async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--start", "\(start)"])
    defer { session.close() }
    try await session.waitUntilSettled(on: start - 1)

    try await session.click(column: column, row: 2)
    try await session.waitUntilSettled(on: item - 1)
  }

  @Test("A click on the page area does not change the page")
  func clickOnPageIsHarmless() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.click(column: 80, row: 15)
    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 1)
    let modes = try await session.terminalModes()
    #expect(modes.hasSuffix(" 1"), "mouse reporting should stay on while running: \(modes)")
  }
}
