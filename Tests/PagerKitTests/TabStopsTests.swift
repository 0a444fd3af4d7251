import Testing

@testable import PagerKit
@testable import PagerReader

/// Tab stops as less's `-x` sets them, alone and on a screen of text.
@Suite struct TabStopsTests {
  @Test func oneNumberStopsEveryThatManyColumns() {
    let stops = TabStops(every: 4)
    #expect([0, 1, 3, 4, 5, 11].map(stops.stop(after:)) == [4, 4, 4, 8, 8, 12])
    #expect(TabStops(every: 0).stop(after: 5) == 6, "below 1 counts as 1")
    #expect(TabStops() == TabStops(every: 8))
  }

  @Test func severalNumbersStopThereThenGoOnAtTheLastDistance() throws {
    let stops = try #require(TabStops(at: [4, 10]))
    #expect(
      [0, 3, 4, 9, 10, 15, 16, 21].map(stops.stop(after:)) == [4, 4, 10, 10, 16, 16, 22, 22])
    #expect(TabStops(at: [9])?.stop(after: 9) == 18)
    #expect(TabStops(at: []) == nil && TabStops(at: [8, 4]) == nil && TabStops(at: [0, 4]) == nil)
  }

  @Test func theScreenExpandsTabsAtItsStopsAndKeepsTheTopLine() throws {
    let document = MemoryDocument(["a\tb\tc"] + (1...40).map { "line \($0)" })
    var screen = try PagerScreen(
      preset: .documents(titled: ["t"]), size: Size(columns: 40, rows: 12),
      animationDuration: 0, documents: [document])
    #expect(render(screen).lines[1].hasPrefix("a       b       c"))
    screen.update(.scroll(.lines(3)), at: at(0))
    screen.setTabStops(try #require(TabStops(at: [2, 5])))
    #expect(screen.pages[0].viewport.topLine == 3, "the top line stays")
    screen.update(.scroll(.top), at: at(0))
    #expect(render(screen).lines[1].hasPrefix("a b  c"))
  }
}

/// How far screens and sideways steps go, as less's `-z` and `-#` set them.
@Suite struct ScrollStepsTests {
  @Test func aWindowIsRowsOrTheScreenLessRows() {
    #expect(ScrollSteps().windowRows(onScreenOf: 28) == 28)
    #expect(ScrollSteps(window: 10).windowRows(onScreenOf: 28) == 10)
    #expect(ScrollSteps(window: -4).windowRows(onScreenOf: 28) == 24)
    #expect(ScrollSteps(window: -40).windowRows(onScreenOf: 28) == 1, "never less than a row")
  }

  @Test func aSidewaysStepIsColumnsOrAFractionOfTheWidth() {
    #expect(ScrollSteps().sidewaysColumns(onWidth: 80) == 40)
    #expect(ScrollSteps(sideways: .columns(4)).sidewaysColumns(onWidth: 80) == 4)
    #expect(ScrollSteps(sideways: .fraction(0.25)).sidewaysColumns(onWidth: 80) == 20)
    #expect(ScrollSteps(sideways: .fraction(0.001)).sidewaysColumns(onWidth: 80) == 1)
  }

  @Test func theScreenScrollsByTheWindowAndSidewaysByTheStep() throws {
    let long = String(repeating: "0123456789", count: 20)
    let document = MemoryDocument([long] + (1...100).map { "line \($0)" })
    var screen = try PagerScreen(
      preset: .documents(titled: ["t"]), size: Size(columns: 40, rows: 12),
      animationDuration: 0, documents: [document], wrapsLines: false)
    screen.scrollSteps = ScrollSteps(window: 4, sideways: .columns(3))
    screen.update(.scroll(.pages(1)), at: at(0))
    #expect(screen.pages[0].viewport.topLine == 4)
    screen.update(.scroll(.pages(-1)), at: at(0))
    screen.update(.scroll(.halfWidths(1)), at: at(0))
    #expect(render(screen).lines[1].hasPrefix("3456789012"))
    screen.scrollSteps = ScrollSteps()
    screen.update(.scroll(.pages(1)), at: at(0))
    #expect(screen.pages[0].viewport.topLine == 10, "a whole screen of ten rows")
  }
}
