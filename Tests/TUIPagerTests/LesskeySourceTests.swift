import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The lesskey source format, as less 590 reads it.
@Suite struct LesskeySourceTests {
  @Test func sectionsKeysActionsAndVariablesAreRead() {
    let source = LesskeySource(
      text: """
        # a comment
        #command
        \\kd   back-line
        ^X    quit   # a comment after
        \\ej   forw-scroll
        \\#    goto-end
        x     forw-search foo\\n
        #line-edit
        ^P    up
        #env
        LESS = -N -i
        LESSHISTFILE=/tmp/h
        PROMPT = a\\tb
        """)
    #expect(
      source.commands == [
        .init(keys: [.down], action: "back-line", extra: nil, line: 3),
        .init(keys: [.control("X")], action: "quit", extra: nil, line: 4),
        .init(keys: [.escape, .character("j")], action: "forw-scroll", extra: nil, line: 5),
        .init(keys: [.character("#")], action: "goto-end", extra: nil, line: 6),
        .init(keys: [.character("x")], action: "forw-search", extra: "foo\n", line: 7),
      ])
    #expect(source.editing == [.init(keys: [.control("P")], action: "up", extra: nil, line: 9)])
    #expect(source.variables.map(\.name) == ["LESS", "LESSHISTFILE", "PROMPT"])
    #expect(source.variables.map(\.value) == ["-N -i", "/tmp/h", "a\tb"])
    #expect(source.skippedLines.isEmpty)
  }

  @Test func theNotationsOfKeys() {
    let source = LesskeySource(
      text: """
        \\ku a
        \\kU b
        \\kh c
        \\kx d
        \\t e
        \\r f
        \\177 g
        \\033x h
        ^[ i
        é j
        \\\\ k
        """)
    #expect(
      source.commands.map(\.keys) == [
        [.up], [.pageUp], [.home], [.delete], [.tab], [.enter], [.backspace],
        [.escape, .character("x")], [.escape], [.character("é")], [.character("\\")],
      ])
  }

  @Test func linesThatCannotBeReadAreSkippedAlone() {
    let source = LesskeySource(
      text: """
        q
        \\kz quit
        j forw-line
        #env
        NOEQUALS
        A = 1
        """)
    #expect(source.skippedLines == [1, 2, 5])
    #expect(source.commands.map(\.action) == ["forw-line"])
    #expect(source.variables.map(\.name) == ["A"])
  }

  @Test func stopIsNoted() {
    #expect(LesskeySource(text: "#command\n#stop\n").stopsCommands)
    #expect(!LesskeySource(text: "#command\nj forw-line\n").stopsCommands)
    #expect(LesskeySource(text: "#line-edit\n#stop\n").stopsEditing)
    #expect(!LesskeySource(text: "#line-edit\n#stop\n").stopsCommands)
  }

  /// less ends a section's table at `#stop`: a line after it is never looked at.
  @Test func stopEndsItsSection() {
    let source = LesskeySource(
      text: """
        x quit
        #stop
        y forw-line
        #line-edit
        ^P up
        #stop
        ^N down
        #env
        A = 1
        #stop
        B = 2
        #command
        z back-line
        """)
    #expect(source.commands.map(\.action) == ["quit"])
    #expect(source.editing.map(\.action) == ["up"])
    #expect(source.variables.map(\.name) == ["A"])
    #expect(source.stopsCommands && source.stopsEditing)
    #expect(source.skippedLines.isEmpty)
  }

  @Test func theEnvironmentLeavesOutWhatLessReadsBefore() {
    let source = LesskeySource(
      text: "#env\nLESS=-N\nLESSSECURE=1\nLESSKEYIN=/x\nEDITOR=ed\nLESS=-S\n")
    #expect(LesskeyFile.environment(source).map(\.name) == ["LESS", "EDITOR"])
    #expect(LesskeyFile.environment(source).first?.value == "-N", "the first line of a name")
  }

  @Test func theFileIsLookedForWhereLessLooks() throws {
    let config = try TemporaryFile(named: "lesskey", "")
    let home = try TemporaryFile(named: ".lesskey", "")
    #expect(LesskeyFile.path(variables: ["LESSKEYIN": "/x/k", "HOME": home.folder]) == "/x/k")
    #expect(
      LesskeyFile.path(variables: ["XDG_CONFIG_HOME": config.folder, "HOME": home.folder])
        == config.path)
    #expect(
      LesskeyFile.path(variables: ["XDG_CONFIG_HOME": "/nonexistent", "HOME": home.folder])
        == home.path)
    #expect(LesskeyFile.path(variables: ["HOME": "/nonexistent"]) == nil)
  }
}

/// less's command names in a lesskey file, bound to the keys they name here.
@Suite struct LesskeyCommandsTests {
  static func keys(_ text: String) -> (KeyMap, skipped: Int) {
    var keys = KeyMap.standard
    let skipped = LesskeyCommands.apply(LesskeySource(text: text), to: &keys)
    return (keys, skipped)
  }

  @Test func aKeyTakesLesssCommandAndLeavesItsOwn() {
    let (keys, skipped) = Self.keys("\\kd back-line\nj goto-end\n")
    #expect(skipped == 0)
    #expect(keys.command(for: .down, in: .normal) == .screen(.scroll(.lines(-1))))
    #expect(keys.command(for: .character("j"), in: .normal) == .screen(.scroll(.bottom)))
    #expect(keys.command(for: .character("k"), in: .normal) == .screen(.scroll(.lines(-1))))
  }

  @Test func namesMeanLesssKeysBeforeAnyIsBoundAnew() {
    let (keys, _) = Self.keys("j back-line\nx forw-line\n")
    #expect(keys.command(for: .character("x"), in: .normal) == .screen(.scroll(.lines(1))))
  }

  @Test func sequencesOptionsFilesAndNothing() {
    let (keys, skipped) = Self.keys(
      "\\eq quit\nT toggle-option\n^N next-file\nq noaction\nZ invalid\n")
    #expect(skipped == 0)
    #expect(keys.command(forSequence: [.escape, .character("q")], in: .normal) == .quit)
    #expect(
      keys.command(forSequence: [.character("T"), .character("S")], in: .normal)
        == .toggleOption("S"))
    #expect(keys.command(for: .control("N"), in: .normal) == .screen(.pager(.next)))
    #expect(keys.command(for: .character("q"), in: .normal) == nil)
    #expect(keys.command(for: .character("Q"), in: .normal) == .quit, "Q stays")
  }

  @Test func linesThatCannotApplyAreSkipped() {
    let (keys, skipped) = Self.keys(
      """
      x debug
      y fly
      z forw-search foo
      gq quit
      """)
    #expect(skipped == 4)
    #expect(keys == KeyMap.standard)
  }

  @Test func tagCommandsBindToTheTagKeys() {
    let (keys, skipped) = Self.keys("x next-tag\ny prev-tag\n")
    #expect(skipped == 0)
    #expect(keys.command(for: .character("x"), in: .normal) == .nextTag(forward: true))
    #expect(keys.command(for: .character("y"), in: .normal) == .nextTag(forward: false))
  }

  @Test func lineEditingKeysWorkAtPrompts() {
    let (keys, skipped) = Self.keys("#line-edit\n^P up\n^N down\n^W word-backspace\n")
    #expect(skipped == 1)
    #expect(keys.command(for: .control("P"), in: .prompt) == .screen(.prompt(.older)))
    #expect(keys.command(for: .control("N"), in: .prompt) == .screen(.prompt(.newer)))
  }

  /// Keys of one file: `#stop` drops all of less's (and TUIPager's tab keys); Ctrl-C stays, as
  /// it is a signal in less and no key of its tables.
  @Test func stopDropsEveryOtherKey() {
    let (keys, skipped) = Self.keys("x quit\n\\kd forw-line\n#stop\n")
    #expect(skipped == 0)
    #expect(keys.command(for: .character("x"), in: .normal) == .quit)
    #expect(keys.command(for: .down, in: .normal) == .screen(.scroll(.lines(1))))
    for key in [Key.character("q"), .character("j"), .character("H"), .right, .tab, .escape] {
      #expect(keys.command(for: key, in: .normal) == nil, "\(key)")
    }
    #expect(!keys.beginsSequence([.escape], in: .normal))
    #expect(!keys.takesAsDigit(.character("5")), "digits are less's `digit` command")
    #expect(keys.rows(in: .normal).flatMap(\.bindings).flatMap(\.keys).contains(.interrupt))
    #expect(keys.command(for: .enter, in: .prompt) == .screen(.prompt(.submit)), "prompts stay")
  }

  @Test func stopInLineEditingKeepsWhatLessTakesBeforeItsTable() {
    let (keys, _) = Self.keys("#line-edit\n^P up\n#stop\n")
    #expect(keys.command(for: .control("P"), in: .prompt) == .screen(.prompt(.older)))
    #expect(keys.command(for: .up, in: .prompt) == nil)
    #expect(keys.command(for: .tab, in: .prompt) == nil)
    #expect(keys.command(for: .enter, in: .prompt) == .screen(.prompt(.submit)))
    #expect(keys.command(for: .backspace, in: .prompt) == .screen(.prompt(.erase)))
    #expect(keys.command(for: .character("a"), in: .prompt) == .screen(.prompt(.insert("a"))))
    #expect(keys.command(for: .character("j"), in: .normal) != nil, "normal mode stays")
  }

  /// The user's file over the system-wide one, and a `#stop` dropping what was read before it.
  @Test func laterFilesGoFirstAndStopDropsEarlierOnes() {
    let system = LesskeySource(text: "x quit\ny goto-end\n")
    let user = LesskeySource(text: "x back-line\n")
    var keys = KeyMap.standard
    LesskeyCommands.apply([system, user], to: &keys)
    #expect(keys.command(for: .character("x"), in: .normal) == .screen(.scroll(.lines(-1))))
    #expect(keys.command(for: .character("y"), in: .normal) == .screen(.scroll(.bottom)))

    keys = KeyMap.standard
    LesskeyCommands.apply([system, LesskeySource(text: "x back-line\n#stop\n")], to: &keys)
    #expect(keys.command(for: .character("y"), in: .normal) == nil, "the system's went too")
    #expect(keys.command(for: .character("q"), in: .normal) == nil)

    keys = KeyMap.standard
    LesskeyCommands.apply([LesskeySource(text: "y goto-end\n#stop\n"), user], to: &keys)
    #expect(keys.command(for: .character("y"), in: .normal) == .screen(.scroll(.bottom)))
    #expect(keys.command(for: .character("x"), in: .normal) == .screen(.scroll(.lines(-1))))
    #expect(keys.command(for: .character("q"), in: .normal) == nil)
  }

  @Test func examineAndVersion() {
    let (keys, skipped) = Self.keys("^E examine\n^V version\n")
    #expect(skipped == 0)
    #expect(keys.command(for: .control("E"), in: .normal) == .colon(.line("e ")))
    #expect(keys.command(for: .control("V"), in: .normal) == .showVersion)
  }

  @Test func theFirstLineOfAKeyWins() {
    let (keys, _) = Self.keys("x quit\nx goto-end\n")
    #expect(keys.command(for: .character("x"), in: .normal) == .quit)
  }

  @Test func aDigitBoundByItselfIsNoCount() {
    let (keys, _) = Self.keys("5 quit\n")
    #expect(keys.command(for: .character("5"), in: .normal) == .quit)
    #expect(!keys.takesAsDigit(.character("5")))
    #expect(keys.takesAsDigit(.character("4")))
    #expect(keys.takesAsDigit(.character("0")))
  }

  @Test func everyNameIsOneOfLesss() {
    // less 590's lesskey_parse.c cmdnames, in its order, then those less 704 added.
    let less = """
      back-bracket back-line back-line-force back-screen back-scroll back-search back-window
      clear-mark debug digit display-flag display-option end end-scroll examine filter first-cmd
      firstcmd flush-repaint forw-bracket forw-forever forw-until-hilite forw-line forw-line-force
      forw-screen forw-screen-force forw-scroll forw-search forw-window goto-end goto-end-buffered
      goto-line goto-mark help index-file invalid left-scroll next-file next-tag noaction
      no-scroll percent pipe prev-file prev-tag quit remove-file repaint repaint-flush
      repeat-search repeat-search-all reverse-search reverse-search-all right-scroll set-mark
      set-mark-bottom shell status toggle-flag toggle-option undo-hilite clear-search version
      visual
      pshell right-limit-scroll
      """.split(whereSeparator: \.isWhitespace).map(String.init)
    let known = Set(LesskeyCommands.names.keys)
    #expect(known.isSubset(of: Set(less)), "\(known.subtracting(less))")
  }
}
