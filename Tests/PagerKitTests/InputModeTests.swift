import Testing

@testable import PagerKit

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

  @Test func aPageWithoutTextHasNoPrompt() throws {
    var screen = try PagerScreen(preset: .menu, size: Size(columns: 40, rows: 12))
    screen.update(.prompt(.open), at: .zero)
    #expect(screen.inputMode == .normal)
  }
}
