import Foundation
import Testing

/// Changing the terminal size while the program runs.
@Suite("Resize")
struct ResizeTests {
  @Test("A resize to 60×20 keeps Person, with the indicator in the third quarter")
  func resizeKeepsSelectedPage() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    try await session.sendKeys("3")
    try await session.waitUntilSettled(on: 2)

    try await session.resize(columns: 60, rows: 20)
    let screen = try await session.waitUntilSettled(on: 2, width: 60)
    #expect(screen.count == 20)
    #expect(try await session.display("#{pane_width}x#{pane_height}") == "60x20")
    #expect(MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]) == 30..<45)
    #expect(screen[MenuScreen.titleRow].contains("iFinance"))
    #expect(MenuScreen.labels.allSatisfy { screen[MenuScreen.menuRow].contains($0) })
    let person = try #require(MenuScreen.pageLabels(screen).first)
    #expect(
      MenuScreen.isVerticallyCentred(row: person.row, height: 20),
      "Person is on row \(person.row), not in the middle of the page area")
  }

  @Test("Growing the terminal re-lays out at once too")
  func resizeLarger() async throws {
    let session = try await TmuxSession.start(arguments: ["--start", "4"], columns: 60, rows: 20)
    defer { session.close() }
    try await session.waitUntilSettled(on: 3, width: 60)

    try await session.resize(columns: 120, rows: 40)
    let screen = try await session.waitUntilSettled(on: 3, width: 120)
    #expect(MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]) == 90..<120)
  }

  @Test("A resize during a transition still ends on the target page, laid out for the new size")
  func resizeMidTransition() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "2000"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("Right")
    try await session.waitUntil("the slide to start") { screen in
      guard screen.count > MenuScreen.indicatorRow,
        let span = MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow])
      else { return false }
      return span.lowerBound > 0
    }
    try await session.resize(columns: 80, rows: 24)
    let screen = try await session.waitUntilSettled(on: 1, width: 80)
    #expect(screen.count == 24)
    #expect(MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]) == 20..<40)
  }

  @Test("Tiny sizes (1×1, 20×5) never crash it; back at 100×30 it draws correctly again")
  func tinySizesDoNotCrash() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    let pid = try await session.programPID()

    for (columns, rows) in [(1, 1), (20, 5), (1, 1), (2, 3), (20, 5), (5, 2)] {
      try await session.resize(columns: columns, rows: rows)
      try await session.sendKeys("Right", "End", "Left", "Home", "2")
      try await expectStillRunning(pid, session, for: .milliseconds(300), at: "\(columns)×\(rows)")
    }

    try await session.resize(columns: 100, rows: 30)
    try await session.waitUntilSettled(on: 1)
    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 2)
  }

  /// Watches the program for a while and fails if it exits (by crash or otherwise). The window
  /// is the test (nothing happens over it); at 1×1 no screen text can show that the keys were
  /// taken, so there is no event to wait for instead.
  private func expectStillRunning(
    _ pid: pid_t, _ session: TmuxSession, for window: Duration, at size: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let clock = ContinuousClock()
    let end = clock.now + window
    while clock.now < end {
      let screen = try await session.capture()
      let exited = screen.contains { $0.contains(TmuxSession.exitMarker) } || kill(pid, 0) != 0
      try #require(
        !exited, "TUIPager exited at \(size):\n\(screen.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
