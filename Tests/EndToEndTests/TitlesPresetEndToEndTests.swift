import Testing

/// The `titles` preset: a white top bar of text titles, the selected one bold,
/// a dark mark 1/n wide under it.
@Suite("Titles preset")
struct TitlesPresetEndToEndTests {
  @Test("At launch: white bar of four titles, Home bold alone, the mark under Home, Home centred")
  func launchScreen() async throws {
    let session = try await TmuxSession.start(arguments: ["--preset", "titles", "--duration", "0"])
    defer { session.close() }

    let lines = try await session.waitUntilStyled("the Home page at rest") {
      TitlesScreen.isSettled(on: 0, $0.map(\.text))
    }
    let bar = lines[TitlesScreen.barRow]
    let barColors = PresetScreen.backgrounds(lines, rows: 0..<1)
    #expect(
      !barColors.isEmpty && barColors.allSatisfy(\.isWhite),
      "the title bar should be white: \(barColors)")
    var previousEnd = 0
    for (index, title) in TitlesScreen.titles.enumerated() {
      let columns = try #require(
        ScreenText.columnRanges(of: title, in: bar.text).first, "\(title) missing: \(bar.text)")
      let share = TitlesScreen.share(index, of: 4, width: 100)
      #expect(
        share.contains(columns.lowerBound) && share.contains(columns.upperBound - 1),
        "\(title) at \(columns) should sit in its quarter \(share)")
      #expect(columns.lowerBound >= previousEnd, "titles should come in order")
      previousEnd = columns.upperBound
    }
    #expect(TitlesScreen.boldTitles(bar) == ["Home"])

    let markColumns = try #require(
      PresetScreen.indicatorSegments(lines[TitlesScreen.markRow].text).first)
    let mark = lines[TitlesScreen.markRow].cells(in: markColumns)
    #expect(
      mark.allSatisfy { cell in
        guard let color = cell.foreground else { return false }
        return max(color.components.red, color.components.green, color.components.blue) <= 60
      },
      "the mark should be dark: \(mark.map { $0.foreground?.description ?? "default" })")
  }

  @Test(
    "A key selects another title: it turns bold, the mark moves under it, its page shows",
    arguments: [("Right", 1), ("3", 2), ("End", 3)])
  func keySelectsTitle(key: String, index: Int) async throws {
    let session = try await TmuxSession.start(arguments: ["--preset", "titles", "--duration", "0"])
    defer { session.close() }
    try await session.waitUntil("the Home page at rest") { TitlesScreen.isSettled(on: 0, $0) }

    try await session.sendKeys(key)
    let lines = try await session.waitUntilStyled("\(TitlesScreen.titles[index]) at rest") {
      TitlesScreen.isSettled(on: index, $0.map(\.text))
    }
    #expect(
      TitlesScreen.boldTitles(lines[TitlesScreen.barRow]) == [TitlesScreen.titles[index]])
  }

  @Test("A click on a title selects it, the Korean one included", arguments: [1, 2, 3])
  func clickSelectsTitle(index: Int) async throws {
    let session = try await TmuxSession.start(arguments: ["--preset", "titles", "--duration", "0"])
    defer { session.close() }
    let screen = try await session.waitUntil("the Home page at rest") {
      TitlesScreen.isSettled(on: 0, $0)
    }
    let title = TitlesScreen.titles[index]
    let column = try #require(
      PresetScreen.clickColumn(of: title, in: screen, row: TitlesScreen.barRow))

    try await session.click(column: column, row: TitlesScreen.barRow + 1)
    let lines = try await session.waitUntilStyled("\(title) at rest") {
      TitlesScreen.isSettled(on: index, $0.map(\.text))
    }
    #expect(TitlesScreen.boldTitles(lines[TitlesScreen.barRow]) == [title])
  }

  @Test("Seven tabs: 7 selects G, the mark in the last seventh, G bold and the others not")
  func sevenTabs() async throws {
    let titles = ["A", "B", "C", "D", "E", "F", "G"]
    let session = try await TmuxSession.start(
      arguments: [
        "--preset", "titles", "--tab-titles", titles.joined(separator: ","), "--duration", "0",
      ]
    )
    defer { session.close() }
    let first = try await session.waitUntilStyled("the A page at rest") {
      TitlesScreen.isSettled(on: 0, titles: titles, $0.map(\.text))
    }
    #expect(TitlesScreen.boldTitles(first[TitlesScreen.barRow], titles: titles) == ["A"])

    try await session.sendKeys("7")
    let lines = try await session.waitUntilStyled("the G page at rest") {
      TitlesScreen.isSettled(on: 6, titles: titles, $0.map(\.text))
    }
    let mark = try #require(
      PresetScreen.indicatorSegments(lines[TitlesScreen.markRow].text).first)
    #expect((85...86).contains(mark.lowerBound) && mark.upperBound == 100, "mark at \(mark)")
    #expect(TitlesScreen.boldTitles(lines[TitlesScreen.barRow], titles: titles) == ["G"])
    let bar = lines[TitlesScreen.barRow].text
    for title in titles {
      #expect(
        ScreenText.columnRanges(of: title, in: bar).count == 1,
        "\(title) should appear once on the bar: \(bar)")
    }
  }
}
