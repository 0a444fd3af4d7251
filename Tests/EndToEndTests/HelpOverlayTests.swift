import Foundation
import Testing

/// `H` (or F1) opens a help overlay listing every key and mouse action; where it does not fit,
/// Space, `b`, `j`, `k`, `g`, `G` and the arrows scroll it, and any other key closes it. That
/// `?` searches backward, as in less, is `LessKeysAppTests`' in-process.
@Suite("Help overlay")
struct HelpOverlayTests {
  @Test("H opens a framed box listing every key and mouse action that --help lists")
  func overlayListsEverything() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("H")
    let screen = try await session.waitUntil("a framed help box") { HelpBox.find(in: $0) != nil }
    let box = try #require(HelpBox.find(in: screen))
    #expect(box.right < 100 && box.bottom < 30, "the box should fit the screen: \(box)")
    #expect(box.text(of: screen).last?.hasPrefix("more below · Space") == true, "it scrolls")
    let text = try await Self.readWholeHelp(session)
    for wanted in ["Keys", "Mouse", "click/drag the bar", "drag over text", "q  Q  ZZ  Ctrl-C"] {
      #expect(text.contains { $0.contains(wanted) }, "the help should show \"\(wanted)\"")
    }
    let help = try await Self.helpLines()
    #expect(help.keys.count >= 10 && help.mouse.count >= 2, "--help lists keys and mouse: \(help)")
    for line in help.keys + help.mouse {
      #expect(
        text.contains { $0.contains(line) },
        "the overlay should list \"\(line)\" as --help does:\n\(text.joined(separator: "\n"))")
    }
  }

  /// Keys that close the help. Enter, Space, j and the other keys of the help's own scroll it
  /// where it does not fit, as it does not at 100×30.
  enum ClosingKey: String, CaseIterable, Sendable {
    case x, right, four, end, questionMark, q, escape, tab, f1

    /// The tmux key name.
    var key: String {
      switch self {
      case .x: "x"
      case .right: "Right"
      case .four: "4"
      case .end: "End"
      case .questionMark: "?"
      case .q: "q"
      case .escape: "Escape"
      case .tab: "Tab"
      case .f1: "F1"
      }
    }
  }

  @Test(
    "Any key closes the help and does nothing else (even one that would move or quit)",
    arguments: ClosingKey.allCases)
  func anyKeyOnlyCloses(_ closing: ClosingKey) async throws {
    // Instant transitions: a key that acted would show at once in the first frame without help.
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    try await session.sendKeys("F1")
    try await session.waitUntil("the help box") { HelpBox.find(in: $0) != nil }

    try await session.sendKeys(closing.key)
    let closed = try await session.waitUntil("the help to close") { HelpBox.find(in: $0) == nil }
    #expect(
      MenuScreen.isSettled(on: 0, closed, width: 100),
      "closing the help should leave House as it was:\n\(closed.joined(separator: "\n"))")
    let later = try await session.screenAfterKeysTaken()
    #expect(
      MenuScreen.isSettled(on: 0, later, width: 100)
        && !later.contains { $0.contains(TmuxSession.exitMarker) },
      "\(closing.key) should only close the help:\n\(later.joined(separator: "\n"))")

    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 1)
    try await session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }

  @Test("A click closes the help without acting on what is under it")
  func clickOnlyCloses() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    let screen = try await session.waitUntilSettled(on: 0)
    let circle = try #require(
      PresetScreen.clickColumn(of: "Circle", in: screen, row: MenuScreen.menuRow))
    try await session.sendKeys("H")
    try await session.waitUntil("the help box") { HelpBox.find(in: $0) != nil }

    try await session.click(column: circle, row: MenuScreen.menuRow + 1)
    try await session.waitUntil("the help to close") { HelpBox.find(in: $0) == nil }
    let later = try await session.screenAfterKeysTaken()
    #expect(
      MenuScreen.isSettled(on: 0, later, width: 100),
      "the click should only close the help:\n\(later.joined(separator: "\n"))")

    try await session.click(column: circle, row: MenuScreen.menuRow + 1)
    try await session.waitUntilSettled(on: 3)
  }

  @Test("On a small screen the box still fits, framed; grown back, it lists everything")
  func smallScreen() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"], columns: 40, rows: 12)
    defer { session.close() }
    try await session.waitUntilSettled(on: 0, width: 40)

    try await session.sendKeys("H")
    let small = try await session.waitUntil("a framed help box within 40×12") { screen in
      guard let box = HelpBox.find(in: screen) else { return false }
      return box.right < 40 && box.bottom < 12
    }
    let box = try #require(HelpBox.find(in: small))
    #expect(box.text(of: small).contains { $0.contains("Keys") })

    try await session.resize(columns: 100, rows: 30)
    try await session.waitUntil("the help at 100×30") { screen in
      guard let box = HelpBox.find(in: screen) else { return false }
      return box.right - box.left > 80 && box.bottom - box.top == 29
    }
    try await session.sendKeys("g")
    try await session.waitUntil("the help's top") { screen in
      HelpBox.find(in: screen)?.text(of: screen).first == "Keys"
    }
    let help = try await Self.helpLines()
    let text = try await Self.readWholeHelp(session)
    for line in help.keys + help.mouse {
      #expect(text.contains { $0.contains(line) }, "missing \"\(line)\" after growing")
    }
    try await session.sendKeys("x")
    try await session.waitUntilSettled(on: 0)
  }

  @Test("A ? typed into a search is part of the pattern, not the help")
  func questionMarkInSearch() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tuipager-help-\(UUID().uuidString.prefix(8).lowercased())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("questions.txt")
    let lines = (1...60).map { number in
      "line \(number)" + (number == 20 ? " what here" : number == 40 ? " what? here" : "")
    }
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)

    let session = try await TmuxSession.start(arguments: [file.path], columns: 80, rows: 12)
    defer { session.close() }
    try await session.waitUntil("line 1 on the first text row") {
      $0.count > 1 && $0[1].trimmingCharacters(in: .whitespaces) == "line 1"
    }

    try await session.sendKeys("/")
    // A question mark makes the pattern a regular expression; escaped, it is itself.
    try await session.sendLiteral("what\\?")
    try await session.waitUntil("the prompt to read /what\\?", timeout: .seconds(3)) { screen in
      HelpBox.find(in: screen) == nil
        && screen.last?.trimmingCharacters(in: .whitespaces).hasPrefix("/what\\?") == true
    }
    try await session.sendKeys("Enter")
    // "what?" is on line 40 only ("what" alone would stop at line 20).
    try await session.waitUntil("line 40 on top, the match") {
      $0.count > 1 && $0[1].hasPrefix("line 40 what? here")
    }
  }

  @Test("Where the help does not fit, Space and b scroll it, G goes to its end, and it says so")
  func scrolling() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    try await session.sendKeys("H")
    try await session.waitUntil("the help's first screen") { screen in
      HelpBox.find(in: screen)?.text(of: screen).last?.hasPrefix("more below · Space") == true
    }
    try await session.sendKeys("G")
    let end = try await session.waitUntil("the help's end") { screen in
      HelpBox.find(in: screen)?.text(of: screen).last?.hasPrefix("end · b back") == true
    }
    let text = try #require(HelpBox.find(in: end)).text(of: end)
    #expect(text.contains { $0.contains("drag over text") }, "the mouse comes last")
    #expect(!text.contains("Keys"), "the top scrolled away")
    try await session.sendKeys("b")
    try await session.waitUntil("a screen back") { screen in
      HelpBox.find(in: screen)?.text(of: screen).last?.hasPrefix("more below") == true
    }
    try await session.sendKeys("x")
    let closed = try await session.waitUntil("the help to close") { HelpBox.find(in: $0) == nil }
    #expect(MenuScreen.isSettled(on: 0, closed, width: 100))
  }

  /// Every line of the help, read a screen at a time with Space from the one shown (its top),
  /// the row saying where the box is left out.
  static func readWholeHelp(_ session: TmuxSession) async throws -> [String] {
    var lines: [String] = []
    var screen = try await session.capture()
    for _ in 0..<20 {
      let text = try #require(HelpBox.find(in: screen)).text(of: screen)
      guard let last = text.last, last.hasPrefix("more below") || last.hasPrefix("end ·") else {
        return lines + text
      }
      lines += text.dropLast()
      if last.hasPrefix("end ·") { return lines }
      try await session.sendKeys("Space")
      screen = try await session.waitUntil("the help's next screen") { next in
        HelpBox.find(in: next).map { $0.text(of: next).last != last } == true
      }
    }
    Issue.record("the help never came to its end")
    return lines
  }

  /// The lines of `--help` in its "Keys:" and "Mouse:" sections, blanks at both ends dropped.
  static func helpLines() async throws -> (keys: [String], mouse: [String]) {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--help"])
    try #require(result.status == 0)
    let lines = result.standardOutput.components(separatedBy: "\n")
    func section(_ title: String) -> [String] {
      guard let start = lines.firstIndex(of: title) else { return [] }
      return Array(
        lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
          .map { $0.trimmingCharacters(in: .whitespaces) })
    }
    // How to select text with the mouse taken is the terminal's doing, not a mouse action of the
    // pager: --help alone says it.
    return (section("Keys:"), section("Mouse:").filter { !$0.hasPrefix("Shift+drag") })
  }
}

/// A box drawn with `┌ ┐ └ ┘ │` on a plain capture.
struct HelpBox: CustomStringConvertible {
  var top: Int
  var bottom: Int
  var left: Int
  var right: Int

  var description: String { "rows \(top)…\(bottom), columns \(left)…\(right)" }

  /// The first whole box on the screen: corners aligned and both sides drawn on every row between.
  static func find(in screen: [String]) -> HelpBox? {
    let rows = screen.map(ScreenText.cells(of:))
    func character(_ row: Int, _ column: Int) -> Character? {
      rows[row].first { $0.column == column }?.character
    }
    for top in rows.indices {
      guard let left = rows[top].first(where: { $0.character == "┌" })?.column,
        let right = rows[top].first(where: { $0.character == "┐" && $0.column > left })?.column,
        let bottom = rows.indices.first(where: {
          $0 > top && character($0, left) == "└" && character($0, right) == "┘"
        })
      else { continue }
      let sides = (top + 1..<bottom).allSatisfy {
        character($0, left) == "│" && character($0, right) == "│"
      }
      if sides { return HelpBox(top: top, bottom: bottom, left: left, right: right) }
    }
    return nil
  }

  /// The rows inside the frame, blanks at both ends dropped.
  func text(of screen: [String]) -> [String] {
    (top + 1..<bottom).map { row in
      let inside = ScreenText.cells(of: screen[row]).filter {
        $0.column > left && $0.column < right
      }
      return String(inside.map(\.character)).trimmingCharacters(in: .whitespaces)
    }
  }
}
