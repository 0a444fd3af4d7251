import Testing

@testable import PagerKit
@testable import PagerReader

/// The input mode follows what the screen shows: the help over the prompt over the pages.
@Suite struct InputModeTests {
  static func screen() throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["doc"]), size: Size(columns: 40, rows: 12),
      animationDuration: 0, documents: [MemoryDocument(["alpha", "beta"])])
  }

  @Test func normalUntilThePromptOpensThenPromptUntilItCloses() throws {
    var screen = try Self.screen()
    #expect(screen.inputMode == .normal)
    screen.update(.prompt(.open), at: .zero)
    #expect(screen.inputMode == .prompt)
    screen.update(.prompt(.insert("b")), at: .zero)
    #expect(screen.inputMode == .prompt)
    screen.update(.prompt(.submit), at: .zero)
    #expect(screen.inputMode == .normal)
    screen.update(.prompt(.open), at: .zero)
    screen.update(.prompt(.cancel), at: .zero)
    #expect(screen.inputMode == .normal)
  }

  @Test func theHelpComesFirstAndGivesBackThePrompt() throws {
    var screen = try Self.screen()
    screen.update(.showHelp(["Keys"]), at: .zero)
    #expect(screen.inputMode == .help)
    screen.update(.hideHelp, at: .zero)
    #expect(screen.inputMode == .normal)
    screen.update(.prompt(.open), at: .zero)
    screen.update(.showHelp(["Keys"]), at: .zero)
    #expect(screen.inputMode == .help)
    screen.update(.hideHelp, at: .zero)
    #expect(screen.inputMode == .prompt)
  }

  @Test func theHelpKeepsThePointerAndTheWheelFromThePagesAndAPressClosesIt() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["one", "two"]), size: Size(columns: 40, rows: 4),
      animationDuration: 0, documents: [MemoryDocument((1...20).map { "line \($0)" }), nil])
    screen.update(.showHelp(["Keys"]), at: .zero)
    screen.update(.scroll(.lines(3)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 0 && screen.inputMode == .help)
    screen.update(.pointerDragged(column: 10, row: 2), at: .zero)
    screen.update(.pointerReleased(column: 10, row: 2), at: .zero)
    #expect(screen.pager.drag == nil && screen.inputMode == .help)
    // A press on the second tab's bar item closes the help and does nothing else.
    let item = try #require((0..<40).first { screen.tab(atColumn: $0, row: 0, at: .zero) == 1 })
    screen.update(.pointerPressed(column: item, row: 0), at: .zero)
    #expect(screen.inputMode == .normal && screen.pager.selectedIndex == 0)
    screen.update(.pointerPressed(column: item, row: 0), at: .zero)
    #expect(screen.pager.selectedIndex == 1)
  }

  @Test func aPageWithoutTextHasNoPrompt() throws {
    var screen = try PagerScreen(preset: .menu, size: Size(columns: 40, rows: 12))
    screen.update(.prompt(.open), at: .zero)
    #expect(screen.inputMode == .normal)
  }
}
