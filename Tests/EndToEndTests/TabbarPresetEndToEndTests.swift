import Testing

/// The `tabbar` preset: a bottom bar of three icons over red, blue and yellow
/// pages, starting on the centre page, where a key or a tap moves directly.
@Suite("Tabbar preset")
struct TabbarPresetEndToEndTests {
  @Test("It opens on Play, drawn there at once, with ♫ ► ✩ centred on the last row, ► blue")
  func launchScreen() async throws {
    // The default duration: a start that slid in from Music would show it.
    let session = try await TmuxSession.start(arguments: ["--preset", "tabbar"])
    defer { session.close() }

    var otherPagesSeen: Set<String> = []
    let lines = try await session.waitUntilStyled("Play at rest") { lines in
      let plain = lines.map(\.text)
      let rows = TabbarScreen.pageRows(height: 30)
      for found in PresetScreen.labels(TabbarScreen.labels, in: plain, rows: rows)
      where found.label != "Play" {
        otherPagesSeen.insert(found.label)
      }
      for color in PresetScreen.backgrounds(lines, rows: rows) where !color.isBlue {
        otherPagesSeen.insert("background \(color)")
      }
      return TabbarScreen.isSettled(on: 1, lines)
    }
    #expect(otherPagesSeen.isEmpty, "before Play settled the screen showed \(otherPagesSeen)")

    let icons = TabbarScreen.iconCells(lines, height: 30).compactMap { $0 }
    try #require(icons.count == 3, "the bar row: \(lines[29].text)")
    #expect(icons.map(\.column) == icons.map(\.column).sorted(), "♫ ► ✩ in this order")
    let middle = Double(icons[0].column + icons[2].column + 1) / 2
    #expect(abs(middle - 50) <= 1, "the icons \(icons.map(\.column)) should be centred")
  }

  @Test("From Play a number key goes directly to its page", arguments: [("1", 0), ("3", 2)])
  func numberKeyMovesDirectly(key: String, index: Int) async throws {
    let session = try await TmuxSession.start(arguments: ["--preset", "tabbar", "--duration", "0"])
    defer { session.close() }
    try await session.waitUntilStyled("Play at rest") { TabbarScreen.isSettled(on: 1, $0) }

    try await session.sendKeys(key)
    try await session.waitUntilStyled("\(TabbarScreen.labels[index]) at rest") {
      TabbarScreen.isSettled(on: index, $0)
    }
  }

  @Test("A slow jump from Music to Star never shows the blue Play page in between")
  func slowJumpSkipsPlay() async throws {
    let session = try await TmuxSession.start(
      // Four seconds, so a machine busy with other suites still captures the middle of the slide.
      arguments: ["--preset", "tabbar", "--duration", "4000", "--start", "1"])
    defer { session.close() }
    try await session.waitUntilStyled("Music at rest") { TabbarScreen.isSettled(on: 0, $0) }

    try await session.sendKeys("3")
    var captures = 0
    var playSeen: [String] = []
    var redAndYellowTogether = 0
    try await session.waitUntilStyled("Star at rest", timeout: .seconds(12)) { lines in
      captures += 1
      let rows = TabbarScreen.pageRows(height: 30)
      let colors = PresetScreen.backgrounds(lines, rows: rows)
      if colors.contains(where: \.isBlue) {
        playSeen.append("blue background in capture \(captures): \(colors)")
      }
      let plain = lines.map(\.text)
      for row in rows where plain.indices.contains(row) && plain[row].contains("Play") {
        playSeen.append("Play on row \(row) in capture \(captures): \(plain[row])")
      }
      if colors.contains(where: \.isRed) && colors.contains(where: \.isYellow) {
        redAndYellowTogether += 1
      }
      return TabbarScreen.isSettled(on: 2, lines)
    }
    #expect(playSeen.isEmpty, "\(playSeen.joined(separator: "\n"))")
    #expect(
      redAndYellowTogether >= 1,
      "no capture of \(captures) showed Music and Star at once: the jump did not slide")
  }

  @Test("Dragging right on Music, the first page, springs back: nothing wraps")
  func dragPastFirstPageDoesNothing() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--preset", "tabbar", "--duration", "0", "--start", "1"])
    defer { session.close() }
    try await session.waitUntilStyled("Music at rest") { TabbarScreen.isSettled(on: 0, $0) }

    try await session.press(column: 20, row: 10)
    for column in [30, 50, 70] {
      try await session.drag(toColumn: column, row: 10)
    }
    try await session.release(column: 70, row: 10)
    try await session.waitUntilStyled("Music still at rest") { TabbarScreen.isSettled(on: 0, $0) }
    // Right lands on Play only from Music: had the drag wrapped round to Star, Right would stay.
    try await session.sendKeys("Right")
    try await session.waitUntilStyled("Play after Right") { TabbarScreen.isSettled(on: 1, $0) }
  }
}
