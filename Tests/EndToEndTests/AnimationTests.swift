import Foundation
import Testing

/// What a transition looks like while it runs (`--duration 2000` makes it slow enough to see).
@Suite("Animation")
struct AnimationTests {
  // The slides below use long durations and stop looking once they have seen what they want:
  // the motion is front-loaded, and on a loaded 2-core machine a short one can run past the
  // moment of interest between two captures.

  @Test("Mid-transition the screen shows two pages at once")
  func twoPagesDuringSlide() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "10000"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("Right")
    // Each label sits in the middle of a page as wide as the screen, so two whole labels are
    // never on screen together; the two pages show as two background colours along a row.
    let screen = try await session.waitUntilColored("two page colours along a page row") {
      screen in
      screen.indices.contains(MenuScreen.firstPageRow + 1)
        && StyledLine(screen[MenuScreen.firstPageRow + 1]).backgrounds.count >= 2
    }
    let colors = StyledLine(screen[MenuScreen.firstPageRow + 1]).backgrounds
    #expect(colors.allSatisfy { $0 != nil }, "both parts of the row are page colours: \(colors)")
    let plain = screen.map { StyledLine($0).text }
    #expect(
      MenuScreen.visiblePages(plain).count <= 1,
      "at most one whole label can be on screen mid-slide")
  }

  @Test("The indicator follows the pages continuously, not only when they stop")
  func indicatorMovesWithPages() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "10000"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("Right")
    let screen = try await session.waitUntil("the indicator between item 1 and item 2") {
      guard $0.count > MenuScreen.indicatorRow,
        let span = MenuScreen.indicatorSpan($0[MenuScreen.indicatorRow])
      else { return false }
      return (3...22).contains(span.lowerBound)
    }
    let span = try #require(MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]))
    #expect((24...26).contains(span.count), "the moving indicator stays 1/4 wide: \(span)")
  }

  enum JumpInput: String, CaseIterable, Sendable {
    case key4, clickOnCircle
  }

  @Test(
    "Jumping from House to Circle passes through Pencil and Person",
    arguments: JumpInput.allCases)
  func jumpPassesThroughPagesBetween(_ input: JumpInput) async throws {
    // Slow enough that Pencil, which the ease-out passes first and fastest, stays on screen for
    // about four seconds even when captures come slowly on a machine loaded by the suites that
    // run beside this one.
    let session = try await TmuxSession.start(arguments: ["--duration", "12000"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    let house = try await session.restingPageColor()

    switch input {
    case .key4: try await session.sendKeys("4")
    case .clickOnCircle: try await session.click(column: 90, row: 2)
    }
    // The pages between show as their colours, on screen far longer than their labels.
    var colors: Set<TerminalColor> = []
    var labels: Set<String> = []
    try await session.waitUntilColored("the slide to end on Circle", timeout: .seconds(24)) {
      screen in
      for row in screen.dropFirst(MenuScreen.firstPageRow) {
        colors.formUnion(StyledLine(row).backgrounds.compactMap { $0 })
      }
      let plain = screen.map { StyledLine($0).text }
      labels.formUnion(MenuScreen.visiblePages(plain))
      return MenuScreen.isSettled(on: 3, plain, width: 100)
    }
    let circle = try await session.restingPageColor()
    let between = colors.subtracting([house, circle])
    #expect(
      between.count >= 2,
      "the pages between (two more colours) should pass by; saw colours \(colors.map(\.description).sorted()), labels \(labels.sorted())"
    )
  }

  @Test("When nothing moves, the program sleeps (no CPU time used)")
  func idleUsesNoCPU() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 1)
    let pid = try await session.programPID()

    let before = try cpuTicks(of: pid)
    // A span, not a wait for something: the test is that over half a second of nothing to do
    // the program uses no CPU, and no event can say that time has gone by unused.
    try await Task.sleep(for: .milliseconds(500))
    let after = try cpuTicks(of: pid)
    #expect(after - before <= 2, "used \(after - before) clock ticks in 0.5 s while idle")
  }

  /// User + system CPU time of a process, in clock ticks (fields 14 and 15 of /proc/PID/stat).
  private func cpuTicks(of pid: pid_t) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // The command name (field 2) may hold spaces; fields are counted after its ')'.
    let afterName = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...]
    let fields = afterName.split(separator: " ")
    return try #require(Int(fields[11])) + #require(Int(fields[12]))
  }

  @Test("With the default duration a move settles quickly")
  func defaultDurationSettlesQuickly() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 1, timeout: .seconds(2))
  }
}
