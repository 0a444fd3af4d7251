import Testing

/// Moving between pages with the keyboard.
@Suite("Keyboard navigation")
struct KeyboardNavigationTests {
  @Test("Right centres Pencil and moves the indicator into the second quarter")
  func rightMovesToPencil() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("Right")
    let screen = try await session.waitUntilSettled(on: 1)
    #expect(MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]) == 25..<50)
    #expect(MenuScreen.visiblePages(screen) == ["Pencil"])
  }

  @Test("4 shows Circle, then Left shows Person")
  func jumpThenBack() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("4")
    try await session.waitUntilSettled(on: 3)
    try await session.sendKeys("Left")
    try await session.waitUntilSettled(on: 2)
  }

  @Test(
    "Keys 1 4 2 3 sent back to back end on Person with the indicator under it",
    arguments: [nil, "0", "2000"])
  func rapidKeysEndWhereTheLastSays(duration: String?) async throws {
    let arguments = duration.map { ["--duration", $0] } ?? []
    let session = try await TmuxSession.start(arguments: arguments)
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("1", "4", "2", "3")
    let screen = try await session.waitUntilSettled(on: 2)
    #expect(MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]) == 50..<75)
  }

  struct KeyCase: CustomTestStringConvertible, Sendable {
    var key: String
    var start: Int
    var expected: Int
    var testDescription: String { "\(key) from page \(start) goes to page \(expected)" }
  }

  @Test(
    "Every navigation key",
    arguments: [
      KeyCase(key: "Right", start: 1, expected: 2),
      KeyCase(key: "l", start: 2, expected: 3),
      KeyCase(key: "Tab", start: 3, expected: 4),
      KeyCase(key: "Left", start: 4, expected: 3),
      KeyCase(key: "BTab", start: 2, expected: 1),
      KeyCase(key: "Home", start: 3, expected: 1),
      KeyCase(key: "End", start: 2, expected: 4),
      KeyCase(key: "1", start: 4, expected: 1),
      KeyCase(key: "2", start: 4, expected: 2),
      KeyCase(key: "3", start: 1, expected: 3),
      KeyCase(key: "4", start: 1, expected: 4),
    ])
  func navigationKey(_ keyCase: KeyCase) async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--start", "\(keyCase.start)"])
    defer { session.close() }
    try await session.waitUntilSettled(on: keyCase.start - 1)

    try await session.sendKeys(keyCase.key)
    try await session.waitUntilSettled(on: keyCase.expected - 1)
  }
}
