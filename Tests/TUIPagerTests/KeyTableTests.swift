import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// What every key does in every mode: less's keys, where the tab keys leave them.
@Suite struct KeyTableTests {
  /// Keys worth trying: every named key, every digit, letters, punctuation and a few oddities.
  static let probes: [Key] =
    [
      .up, .down, .left, .right, .controlLeft, .controlRight, .home, .end, .pageUp, .pageDown,
      .tab, .backTab, .enter,
      .escape, .backspace, .delete, .insert, .function(1), .function(12),
    ]
    + "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ /?<>!-é日\u{1}\u{2028}٣"
    .map { .character($0) }

  static func command(_ key: Key, in mode: InputMode) -> KeyCommand? {
    KeyTable.command(for: key, in: mode)
  }

  @Test func normalModeKeys() {
    let expected: [(Key, KeyCommand)] = [
      (.right, .screen(.arrow(forward: true))), (.character("l"), .screen(.pager(.next))),
      (.tab, .screen(.pager(.next))),
      (.left, .screen(.arrow(forward: false))), (.character("h"), .showHelp),
      (.backTab, .screen(.pager(.previous))),
      (.home, .screen(.pager(.first))), (.end, .screen(.pager(.last))),
      (.down, .screen(.scroll(.lines(1)))), (.character("j"), .screen(.scroll(.lines(1)))),
      (.enter, .screen(.scroll(.lines(1)))), (.character("e"), .screen(.scroll(.lines(1)))),
      (.control("E"), .screen(.scroll(.lines(1)))), (.control("N"), .screen(.scroll(.lines(1)))),
      (.up, .screen(.scroll(.lines(-1)))), (.character("k"), .screen(.scroll(.lines(-1)))),
      (.character("y"), .screen(.scroll(.lines(-1)))),
      (.control("Y"), .screen(.scroll(.lines(-1)))),
      (.control("P"), .screen(.scroll(.lines(-1)))),
      (.control("K"), .screen(.scroll(.lines(-1)))),
      (.character("J"), .screen(.scroll(.linesPastEnd(1)))),
      (.character("K"), .screen(.scroll(.linesPastEnd(-1)))),
      (.character("Y"), .screen(.scroll(.linesPastEnd(-1)))),
      (.pageDown, .screen(.scroll(.pages(1)))), (.character(" "), .screen(.scroll(.pages(1)))),
      (.character("f"), .screen(.scroll(.pages(1)))),
      (.character("z"), .scrollWindow(forward: true)),
      (.control("F"), .screen(.scroll(.pages(1)))), (.control("V"), .screen(.scroll(.pages(1)))),
      (.pageUp, .screen(.scroll(.pages(-1)))), (.character("b"), .screen(.scroll(.pages(-1)))),
      (.character("w"), .scrollWindow(forward: false)),
      (.control("B"), .screen(.scroll(.pages(-1)))),
      (.character("d"), .screen(.scroll(.halfPages(1)))),
      (.control("D"), .screen(.scroll(.halfPages(1)))),
      (.character("u"), .screen(.scroll(.halfPages(-1)))),
      (.control("U"), .screen(.scroll(.halfPages(-1)))),
      (.character("g"), .screen(.scroll(.top))), (.character("G"), .screen(.scroll(.bottom))),
      (.character("<"), .screen(.tableOr(.widen(-1), otherwise: .scroll(.top)))),
      (.character(">"), .screen(.tableOr(.widen(1), otherwise: .scroll(.bottom)))),
      (.character("p"), .screen(.scroll(.percent(0)))),
      (.character("%"), .screen(.scroll(.percent(0)))),
      (.character("/"), .screen(.prompt(.open))),
      (.character("?"), .screen(.prompt(.openBackward))),
      (.character("="), .screen(.describePosition)),
      (.control("G"), .screen(.describePosition)),
      (.character("n"), .screen(.repeatSearch(reversed: false))),
      (.character("N"), .screen(.repeatSearch(reversed: true))),
      (.character("r"), .reload), (.character("R"), .reloadInPlace),
      (.character("F"), .follow),
      (.character("o"), .showRun(.older)), (.character("O"), .showRun(.newer)),
      (
        .character("{"),
        .screen(.matchBracket(BracketMatch(open: 0x7B, close: 0x7D, forward: true)))
      ),
      (
        .character("}"),
        .screen(.matchBracket(BracketMatch(open: 0x7B, close: 0x7D, forward: false)))
      ),
      (
        .character("("),
        .screen(.matchBracket(BracketMatch(open: 0x28, close: 0x29, forward: true)))
      ),
      (
        .character(")"),
        .screen(.matchBracket(BracketMatch(open: 0x28, close: 0x29, forward: false)))
      ),
      (
        .character("["),
        .screen(.matchBracket(BracketMatch(open: 0x5B, close: 0x5D, forward: true)))
      ),
      (
        .character("]"),
        .screen(.matchBracket(BracketMatch(open: 0x5B, close: 0x5D, forward: false)))
      ),
      (.character("E"), .colon(.line("e "))), (.character("V"), .showVersion),
      (.character("D"), .screen(.toggleChanges)), (.character("a"), .screen(.nextAttention)),
      (.character("m"), .screen(.mark(.begin(.set)))),
      (.character("M"), .screen(.mark(.begin(.setAtBottom)))),
      (.controlLeft, .screen(.scroll(.firstColumn))),
      (.controlRight, .screen(.scroll(.longestLineEnd))),
      (.character("'"), .screen(.mark(.begin(.jump)))),
      (.character("#"), .screen(.prompt(.openLine(.expandedShellCommand)))),
      (.character("S"), .screen(.toggleWrapping)),
      (.character("W"), .screen(.toggleOption(.wrapsAtWords))),
      (.character("&"), .screen(.prompt(.openFilter))),
      (.character("x"), .closeTab),
      (.character("v"), .editFile),
      (.character("!"), .screen(.prompt(.openLine(.shellCommand)))),
      (.character("s"), .screen(.prompt(.openLine(.saveFile)))),
      (.character("|"), .screen(.mark(.begin(.pipe)))),
      (.character("t"), .nextTag(forward: true)), (.character("T"), .nextTag(forward: false)),
      (.character("H"), .showHelp), (.function(1), .showHelp),
      (.character("q"), .quit), (.character("Q"), .quit),
      (.character("P"), .screen(.scroll(.byte(0)))),
      (.character("*"), .screen(.mark(.markMatches))),
      (.character("L"), .showOverview(.tabs)), (.character("\""), .showOverview(.marks)),
      (.character("i"), .showTimeline),
    ]
    for (key, command) in expected {
      #expect(Self.command(key, in: .normal) == command, "\(key)")
    }
    for digit in 1...9 {
      let key = Key.character(Character(String(digit)))
      #expect(Self.command(key, in: .normal) == .screen(.pager(.jump(to: digit - 1))))
    }
    let bound = Set(expected.map { "\($0.0)" })
    for key in Self.probes where !bound.contains("\(key)") && key.digit == nil {
      #expect(Self.command(key, in: .normal) == nil, "\(key) should do nothing")
    }
    #expect(Self.command(.escape, in: .normal) == nil, "Esc never quits")
  }

  @Test func sequencesAreLessTwoKeyCommands() {
    let expected: [([Key], KeyCommand)] = [
      ([.character("Z"), .character("Z")], .quit),
      ([.escape, .character("u")], .screen(.toggleSearchHighlight)),
      ([.escape, .character("U")], .screen(.clearSearch)),
      ([.escape, .character("m")], .screen(.mark(.begin(.clear)))),
      ([.escape, .character(" ")], .screen(.scroll(.pagesPastEnd(1)))),
      ([.escape, .character("{")], .screen(.scroll(.firstColumn))),
      ([.escape, .character("}")], .screen(.scroll(.longestLineEnd))),
      ([.escape, .character("v")], .screen(.scroll(.pages(-1)))),
      ([.escape, .character("<")], .screen(.scroll(.top))),
      ([.escape, .character(">")], .screen(.scroll(.bottom))),
      ([.escape, .character("(")], .screen(.scroll(.halfWidths(-1)))),
      ([.escape, .character(")")], .screen(.scroll(.halfWidths(1)))),
      ([.escape, .character("F")], .followUntilMatch),
      ([.escape, .control("F")], .askBrackets(forward: true)),
      ([.escape, .control("B")], .askBrackets(forward: false)),
      ([.escape, .character("/")], .screen(.prompt(.open))),
      ([.escape, .character("?")], .screen(.prompt(.openBackward))),
      ([.escape, .character("n")], .screen(.repeatSearch(reversed: false))),
      ([.escape, .character("N")], .screen(.repeatSearch(reversed: true))),
      ([.escape, .character("G")], .screen(.scroll(.bottom))),
      ([.escape, .character("o")], .showRun(.lastSuccess)),
      ([.escape, .character("l")], .showRun(.newest)),
      ([.escape, .character("L")], .cycleLogLevel),
      ([.control("X"), .control("X")], .screen(.mark(.begin(.jump)))),
      ([.control("X"), .control("V")], .colon(.line("e "))),
      ([.character(":"), .character("n")], .colon(.next)),
      ([.character(":"), .character("p")], .colon(.previous)),
      ([.character(":"), .character("x")], .colon(.first)),
      ([.character(":"), .character("d")], .colon(.close)),
      ([.character(":"), .character("f")], .colon(.describe)),
      ([.character(":"), .character("q")], .colon(.quit)),
      ([.character(":"), .character("Q")], .colon(.quit)),
      ([.character(":"), .character("e")], .colon(.line("e "))),
      ([.character(":"), .character("!")], .colon(.line("!"))),
      ([.character(":"), .character("5")], .colon(.line("5"))),
    ]
    let map = KeyMap.standard
    for (keys, command) in expected {
      #expect(map.command(forSequence: keys, in: .normal) == command, "\(keys)")
      #expect(map.beginsSequence([keys[0]], in: .normal), "\(keys[0]) waits for the next key")
      #expect(map.command(forSequence: keys, in: .searching) == command, "\(keys)")
    }
    #expect(map.command(forSequence: [.character("Z"), .character("q")], in: .normal) == nil)
    #expect(!map.beginsSequence([.character("q")], in: .normal))
    #expect(map.command(forSequence: [.escape, .character("u")], in: .prompt) == nil)
  }

  @Test func controlKeysAreNamedAsOnTheKeyboard() {
    #expect(Key.control("E") == .character("\u{5}"))
    #expect(Key.control("e").name == "Ctrl-E")
    #expect(Key.control("L").name == "Ctrl-L" && Key.control("K").name == "Ctrl-K")
    #expect(Key(named: "ctrl-g") == .control("G"))
    #expect(KeyPattern.sequence([.escape, .character("u")]).name == "Esc-u")
    #expect(KeyPattern.sequence([.character("Z"), .character("Z")]).name == "ZZ")
  }

  @Test func promptModeKeysEditThePattern() {
    #expect(Self.command(.enter, in: .prompt) == .screen(.prompt(.submit)))
    #expect(Self.command(.escape, in: .prompt) == .screen(.prompt(.cancel)))
    #expect(Self.command(.backspace, in: .prompt) == .screen(.prompt(.erase)))
    // Every character types itself, those that page, quit or open the help too.
    for character in "xq?/1 G<é日" {
      #expect(
        Self.command(.character(character), in: .prompt) == .screen(.prompt(.insert(character))))
    }
    #expect(Self.command(.control("A"), in: .prompt) == nil, "a control character types nothing")
    #expect(Self.command(.control("C"), in: .prompt) == nil)
    #expect(KeyTable.interruptCommand(in: .prompt) == .screen(.prompt(.cancel)))
    #expect(Self.command(.tab, in: .prompt) == .completePath, "Tab completes a file name after :e")
    #expect(Self.command(.up, in: .prompt) == .screen(.prompt(.older)), "the history")
    #expect(Self.command(.down, in: .prompt) == .screen(.prompt(.newer)))
    for key in [Key.character("\u{2028}"), .right, .home, .delete, .function(1)] {
      #expect(Self.command(key, in: .prompt) == nil, "\(key)")
    }
  }

  @Test func anyKeyButTheHelpsOwnClosesTheHelp() {
    let scrolling: [(Key, ScrollAmount)] = [
      (.down, .lines(1)), (.character("j"), .lines(1)), (.enter, .lines(1)),
      (.character(" "), .pages(1)), (.character("f"), .pages(1)), (.pageDown, .pages(1)),
      (.up, .lines(-1)), (.character("k"), .lines(-1)), (.character("b"), .pages(-1)),
      (.pageUp, .pages(-1)), (.character("g"), .top), (.character("G"), .bottom),
    ]
    for key in Self.probes {
      // The help's own keys scroll it where it does not fit, and close it where it does
      // (HelpOverlayScrollTests, KeyHelpTests).
      let expected = scrolling.first { $0.0 == key }.map { ScreenEvent.scrollHelp($0.1) }
      #expect(Self.command(key, in: .help) == .screen(expected ?? .hideHelp), "\(key)")
    }
    for (key, _) in scrolling { #expect(Self.probes.contains(key), "\(key) is probed") }
  }

  @Test(arguments: InputMode.allCases)
  func noTwoBindingsOfAModeClaimTheSameKey(_ mode: InputMode) {
    let bindings = KeyTable.rows(in: mode).flatMap(\.bindings)
    #expect(!bindings.isEmpty, "every mode has keys")
    for key in Self.probes {
      // Any key is what the keys of the mode's other bindings are not (the help's): the table
      // is looked up in order, and it comes last.
      let claiming = bindings.filter { binding in
        binding.keys.contains { $0 != .anyKey && $0.matches(key) }
      }
      #expect(claiming.count <= 1, "\(key) is claimed by \(claiming.map(\.keys))")
      // A binding that claims a key has a command for it.
      for binding in claiming { #expect(binding.command(for: key) != nil, "\(key)") }
    }
  }

  @Test func ctrlCIsListedButArrivesAsASignal() {
    let quit = KeyTable.rows(in: .normal).first { $0.keyNames == "q  Q  ZZ  Ctrl-C  V" }
    #expect(
      quit?.bindings.map(\.action) == [
        .command(.quit), .command(.interrupt), .command(.showVersion),
      ])
    #expect(!Self.probes.contains { KeyPattern.interrupt.matches($0) })
    #expect(!KeyPattern.interrupt.matches(.character("\u{3}")))
  }

  @Test func everyRowHasNamesAndHelp() {
    for row in KeyTable.rows {
      #expect(!row.keyNames.isEmpty && !row.help.isEmpty)
      #expect(row.help.first?.isLowercase == true, "\(row.help)")
    }
    #expect(KeyTable.rows(in: .normal).first?.keyNames == "Right  l  Tab")
  }
}

/// While a search goes on, Esc and Ctrl-C stop it; every other key does what it does in normal
/// mode.
@Suite struct SearchingKeysTests {
  @Test func escapeAndCtrlCStopTheSearchOtherKeysFallBackToNormal() {
    #expect(KeyTable.command(for: .escape, in: .searching) == .screen(.cancelSearch))
    #expect(KeyTable.interruptCommand(in: .searching) == .screen(.cancelSearch))
    #expect(KeyTable.interruptCommand(in: .normal) == .interrupt, "it stops, or else quits")
    #expect(KeyTable.interruptCommand(in: .help) == .screen(.hideHelp))
    #expect(KeyTable.interruptCommand(in: .markName) == .screen(.mark(.cancel)))
    for key in [Key.character("j"), .down, .character("q"), .right, .character("n")] {
      #expect(KeyTable.command(for: key, in: .searching) == KeyTable.command(for: key, in: .normal))
    }
  }

  @Test func ctrlCDuringASearchStopsItAndTheProgramGoesOn() throws {
    let long = String(repeating: "é", count: 3_000_000)
    let file = try TemporaryFile(named: "long.txt", "first\n" + long + "NEEDLE\n")
    let pilot = try Pilot([file.path])
    pilot.press(.character("/"))
    for character in "NEEDLE" { pilot.press(.character(character)) }
    // The preview search goes quietly; Enter goes on with it in earnest.
    pilot.press(.enter)
    #expect(pilot.lines.last?.contains("searching…") == true, "\(pilot.lines.last ?? "")")
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == nil, "the program goes on")
    #expect(pilot.lines.last?.contains("Search stopped") == true)
    #expect(pilot.lines[1].hasPrefix("first"), "the page where it was")
  }
}
