import Testing

/// `--wrap`: next from the last tab goes on to the first, sliding on in the same direction.
@Suite("Wrap")
struct TabCyclingEndToEndTests {
  @Test("With --wrap, End then Right shows House")
  func rightFromLastGoesToFirst() async throws {
    let session = try await TmuxSession.start(arguments: ["--wrap", "--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("End")
    try await session.waitUntilSettled(on: 3)
    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 0)
  }

  @Test("With --wrap, Left from House shows Circle")
  func leftFromFirstGoesToLast() async throws {
    let session = try await TmuxSession.start(arguments: ["--wrap", "--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("Left")
    try await session.waitUntilSettled(on: 3)
  }

  @Test("Mid-wrap, Circle leaves to the left, House comes in from the right, the indicator split")
  func wrapSlidesOnward() async throws {
    // Slow, so that a machine loaded by other suites still captures the screen mid-slide.
    let session = try await TmuxSession.start(
      arguments: ["--wrap", "--duration", "4000", "--start", "4"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 3)

    try await session.sendKeys("Right")
    var backwards: [String] = []
    let middle = try await session.waitUntilStyled("Circle then House along a row, mid-slide") {
      lines in
      let runs = Self.pageRuns(lines)
      if runs.contains(where: { $0 != [.circle, .house] && $0.count > 1 }) {
        backwards.append("\(runs)")
      }
      guard runs.contains([.circle, .house]), lines.count > MenuScreen.indicatorRow else {
        return false
      }
      let segments = PresetScreen.indicatorSegments(lines[MenuScreen.indicatorRow].text)
      return segments.count == 2 && segments[0].lowerBound == 0 && segments[1].upperBound == 100
    }
    let segments = PresetScreen.indicatorSegments(middle[MenuScreen.indicatorRow].text)
    let width = segments.map(\.count).reduce(0, +)
    #expect((23...27).contains(width), "the two parts of the indicator make one: \(segments)")

    try await session.waitUntil("House at rest", timeout: .seconds(12)) { screen in
      MenuScreen.isSettled(on: 0, screen, width: 100)
    }
    #expect(backwards.isEmpty, "pages in an unexpected order on the way: \(backwards)")
  }

  enum Page: Equatable, CustomStringConvertible {
    case house, circle, other

    var description: String {
      switch self {
      case .house: "House"
      case .circle: "Circle"
      case .other: "other"
      }
    }
  }

  /// The pages along each page row that has drawn cells, left to right.
  private static func pageRuns(_ lines: [StyledLine]) -> [[Page]] {
    lines.indices.filter { $0 >= MenuScreen.firstPageRow }.compactMap { row in
      let pages = PresetScreen.backgroundRuns(lines[row]).compactMap { color -> Page? in
        guard let color else { return nil }
        if color.isRed { return .circle }
        if color.isBrown { return .house }
        return .other
      }
      var runs: [Page] = []
      for page in pages where runs.last != page {
        runs.append(page)
      }
      return runs.isEmpty ? nil : runs
    }
  }
}
