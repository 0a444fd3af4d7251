import Foundation
import TestSupport
import Testing

/// Input arriving faster than a person could give it: resizes and keys in bursts.
@Suite("Storms of resizes and keys")
struct StormTests {
  @Test("100 resizes in 2 s, tiny ones included, then a correct screen at the final size")
  func resizeStorm() async throws {
    let session = try await TmuxSession.start(arguments: ["--start", "3"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 2)
    let pid = try await session.programPID()

    var random = SeededGenerator(seed: 0x7E5_12E)
    let sizes = (0..<100).map { index -> (columns: Int, rows: Int) in
      switch index % 10 {
      case 0: return (1, 1)
      case 5: return (3, 2)
      default: return (1 + Int(random.next() % 180), 1 + Int(random.next() % 60))
      }
    }
    let clock = ContinuousClock()
    let start = clock.now
    // 20 ms apart, paced by tmux itself: about 2 s in all.
    try await session.resizeSequence(sizes, pauseMilliseconds: 20)
    let stormLength = clock.now - start
    try await session.resize(columns: 77, rows: 23)

    let screen = try await Self.waitUntilResting(on: 2, session, columns: 77, rows: 23)
    let pidAfter = try await session.programPID()
    #expect(
      kill(pid, 0) == 0 && pidAfter == pid,
      "the same TUIPager should still be running after the storm (\(stormLength))")
    #expect(try await session.display("#{pane_width}x#{pane_height}") == "77x23")
    #expect(screen[MenuScreen.titleRow].contains("iFinance"))
    #expect(MenuScreen.labels.allSatisfy { screen[MenuScreen.menuRow].contains($0) })
    let person = try #require(MenuScreen.pageLabels(screen).first)
    #expect(
      MenuScreen.isVerticallyCentred(row: person.row, height: 23),
      "Person is on row \(person.row), not in the middle of the page area")
    #expect(
      screen.allSatisfy { ScreenText.cells(of: $0).reduce(0) { $0 + $1.width } <= 77 },
      "no row may be wider than the screen")
    Self.expectIndicatorCoversQuarter(2, of: screen, width: 77)

    try await session.sendKeys("Right")
    let circle = try await Self.waitUntilResting(on: 3, session, columns: 77, rows: 23)
    Self.expectIndicatorCoversQuarter(3, of: circle, width: 77)
  }

  @Test(
    "Without a storm too: at a width not divisible by 4, the resting indicator sits on its quarter",
    arguments: [77, 78, 79])
  func indicatorOnUnevenWidth(_ columns: Int) async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"], columns: columns, rows: 23)
    defer { session.close() }
    for index in 0..<4 {
      try await session.sendKeys("\(index + 1)")
      let screen = try await Self.waitUntilResting(on: index, session, columns: columns, rows: 23)
      Self.expectIndicatorCoversQuarter(index, of: screen, width: columns)
    }
  }

  /// Waits until page `index` rests at `columns`×`rows`: only its label in the page area,
  /// centred, and the indicator within a cell of the item's quarter at each end (the exact
  /// check is `expectIndicatorCoversQuarter`, so that a rounding fault is told apart from a
  /// screen that never settles).
  private static func waitUntilResting(
    on index: Int, _ session: TmuxSession, columns: Int, rows: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String] {
    let quarter = MenuScreen.quarter(index, width: columns)
    return try await session.waitUntil(
      "\(MenuScreen.labels[index]) at rest at \(columns)×\(rows), the indicator near \(quarter)",
      sourceLocation: sourceLocation
    ) { screen in
      let labels = MenuScreen.pageLabels(screen)
      guard screen.count == rows, !labels.isEmpty,
        labels.allSatisfy({
          $0.label == MenuScreen.labels[index] && MenuScreen.isCentred($0.columns, width: columns)
        }),
        let span = MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow])
      else { return false }
      return TitlesScreen.isNear(span, quarter)
    }
  }

  /// Expects the indicator where the design puts it: its left edge at `i·W/4` and its width
  /// `W/4`, each rounded to the half cell (drawn with `╺` / `╸` ends), so at a width not divisible
  /// by 4 it sits within half a cell of the item's own columns.
  private static func expectIndicatorCoversQuarter(
    _ index: Int, of screen: [String], width: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let row = Array(screen[MenuScreen.indicatorRow])
    guard let span = MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]) else {
      Issue.record("no indicator at \(width) columns", sourceLocation: sourceLocation)
      return
    }
    let startHalf = 2 * span.lowerBound + (row[span.lowerBound] == "╺" ? 1 : 0)
    let endHalf = 2 * span.upperBound - (row[span.upperBound - 1] == "╸" ? 1 : 0)
    let exactStart = 2 * Double(index * width) / 4
    let exactWidth = 2 * Double(width) / 4
    #expect(
      abs(Double(startHalf) - exactStart) <= 1
        && abs(Double(endHalf - startHalf) - exactWidth) <= 0.5
        && MenuScreen.quarter(index, width: width).overlaps(span),
      """
      at \(width) columns, \(MenuScreen.labels[index])'s indicator should start at \(exactStart / 2) \
      and be \(exactWidth / 2) wide to the half cell; it covers half cells \(startHalf)..<\(endHalf):
      \(String(row))
      \(screen[MenuScreen.menuRow])
      """,
      sourceLocation: sourceLocation)
  }

  static let stormKeys = ["Right", "Left", "1", "2", "3", "4"]

  enum KeyPacing: String, CaseIterable, Sendable {
    /// The ten bursts of 50 one after the other: the program finds them all waiting at once.
    case atOnce
    /// A burst every 30 ms or so: the keys keep arriving while the pages slide.
    case every30ms
  }

  @Test(
    "500 keys in bursts end, soon after the last, where the last key asks",
    arguments: KeyPacing.allCases)
  func keyStorm(_ pacing: KeyPacing) async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    let seed = UInt64(UInt32.random(in: 0...UInt32.max))
    var random = SeededGenerator(seed: seed)
    var keys = (0..<499).map { _ in Self.stormKeys[Int(random.next() % 6)] }
    keys.append("3")
    // One send-keys per 50 keys.
    let bursts = stride(from: 0, to: keys.count, by: 50).map { Array(keys[$0..<($0 + 50)]) }
    let clock = ContinuousClock()
    switch pacing {
    case .atOnce:
      try await session.sendKeyBursts(bursts)
    case .every30ms:
      try await session.sendKeyBursts(bursts, pauseMilliseconds: 30)
    }
    let lastKey = clock.now

    // The screen came to rest after the start of the last capture that was not at rest and
    // before the end of the first that was: captures take long on a busy machine, so both ends
    // are measured, and the test fails when even the earlier one is past the limit.
    var notYet = lastKey
    var atRest: ContinuousClock.Instant?
    var screen: [String] = []
    while atRest == nil, clock.now < lastKey + .seconds(5) {
      let begun = clock.now
      screen = try await session.capture()
      try #require(
        !screen.contains { $0.contains(TmuxSession.exitMarker) },
        "TUIPager exited during the key storm (seed \(seed)):\n\(screen.joined(separator: "\n"))")
      if MenuScreen.isSettled(on: 2, screen, width: 100) {
        atRest = clock.now
      } else {
        notYet = begun
        try await Task.sleep(for: .milliseconds(10))
      }
    }
    let latest = try #require(
      atRest,
      "no rest on Person 5 s after the last key (seed \(seed)):\n\(screen.joined(separator: "\n"))")
    let settling = (earliest: notYet - lastKey, latest: latest - lastKey)
    #expect(
      settling.earliest <= .seconds(1),
      """
      from the last key to rest on Person took between \(settling.earliest) and \
      \(settling.latest); one animation is 250 ms (seed \(seed))
      """)
    // Nothing may still be queued: once an animation's time has passed, it is still at rest.
    // A span, not a wait for something: a move left queued would start on the program's clock,
    // with no key or event to wait for, so the test lets more than one animation's 250 ms go by.
    try await Task.sleep(for: .milliseconds(400))
    let later = try await session.capture()
    #expect(
      MenuScreen.isSettled(on: 2, later, width: 100),
      "the screen moved on after settling (seed \(seed)):\n\(later.joined(separator: "\n"))")

    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 3)
  }
}
