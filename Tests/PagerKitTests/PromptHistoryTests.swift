import PagerKit
import PagerReader
import Testing

/// Up and Down at a prompt walk the lines typed before, as less's history does.
@Suite struct PromptHistoryTests {
  @Test func upGoesBackFromTheNewestAndDownComesBackToWhatWasTyped() {
    var history = PromptHistory(search: ["one", "two", "three"])
    #expect(history.older(than: "", in: .search) == "three")
    #expect(history.older(than: "three", in: .search) == "two")
    #expect(history.older(than: "two", in: .search) == "one")
    #expect(history.older(than: "one", in: .search) == nil, "nothing older: the text stays")
    #expect(history.newer(than: "one", in: .search) == "two")
    #expect(history.newer(than: "two", in: .search) == "three")
    #expect(history.newer(than: "three", in: .search) == "", "past the newest: what was typed")
    #expect(history.newer(than: "", in: .search) == nil, "no walk: Down does nothing")
  }

  @Test func onlyLinesBeginningWithWhatWasTypedAreShown() {
    var history = PromptHistory(search: ["error 1", "warning", "error 2", "info"])
    #expect(history.older(than: "err", in: .search) == "error 2")
    #expect(history.older(than: "error 2", in: .search) == "error 1")
    #expect(history.older(than: "error 1", in: .search) == nil)
    #expect(history.newer(than: "error 1", in: .search) == "error 2")
    #expect(history.newer(than: "error 2", in: .search) == "err")
  }

  @Test func theListsAreApart() {
    var history = PromptHistory(search: ["pattern"], shell: ["make"])
    #expect(history.older(than: "", in: .shell) == "make")
    history.endWalk()
    #expect(history.older(than: "", in: .search) == "pattern")
  }

  @Test func addingKeepsWhatIsNewAndNotTheNewestAgain() {
    var history = PromptHistory(search: ["a"])
    history.add("a", to: .search)
    history.add("", to: .search)
    history.add("b", to: .search)
    history.add("b", to: .search)
    history.add("a", to: .search)
    #expect(history.lines(.search) == ["a", "b", "a"])
    #expect(history.added[.search] == ["b", "a"])
    #expect(history.added[.shell].isEmpty)
  }

  @Test func aSubmittedSearchFilterAndShellCommandAreKept() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["a"]), size: Size(columns: 40, rows: 10),
      documents: [MemoryDocument(["line", "x", "ls"])])
    for edit: PromptEdit in [.open, .insert("l"), .insert("i"), .submit] {
      screen.update(.prompt(edit), at: .zero)
    }
    for edit: PromptEdit in [.openFilter, .insert("!"), .insert("x"), .submit] {
      screen.update(.prompt(edit), at: .zero)
    }
    for edit: PromptEdit in [.openLine(.shellCommand), .insert("l"), .insert("s"), .submit] {
      screen.update(.prompt(edit), at: .zero)
    }
    for edit: PromptEdit in [.openCommandLine, .insert("q"), .submit] {
      screen.update(.prompt(edit), at: .zero)
    }
    #expect(screen.promptHistory.added[.search] == ["li", "x"])
    #expect(screen.promptHistory.added[.shell] == ["ls"])
    screen.update(.prompt(.open), at: .zero)
    screen.update(.prompt(.older), at: .zero)
    #expect(screen.prompt == "x")
    screen.update(.prompt(.older), at: .zero)
    #expect(screen.prompt == "li")
    screen.update(.prompt(.insert("n")), at: .zero)
    screen.update(.prompt(.older), at: .zero)
    #expect(screen.prompt == "lin", "an edit ends the walk: only lines beginning with lin")
  }
}
