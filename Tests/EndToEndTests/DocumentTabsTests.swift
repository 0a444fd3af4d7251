import Foundation
import Testing

/// Files as tabs: switching, scrolling, searching, each tab keeping its own place.
@Suite("Document tabs")
struct DocumentTabsTests {
  /// Three files of 200 numbered lines with distinct prefixes; alpha has "needle" on lines 120
  /// and 130.
  struct ThreeFiles {
    let folder: FixtureFolder
    let paths: [String]
    static let names = ["alpha.txt", "beta.txt", "gamma.txt"]

    init() throws {
      folder = try FixtureFolder()
      paths = [
        try folder.write(
          "alpha.txt",
          FixtureFolder.numberedLines(
            "alpha", count: 200, extras: [120: "needle one", 130: "needle two"])),
        try folder.write("beta.txt", FixtureFolder.numberedLines("beta", count: 200)),
        try folder.write("gamma.txt", FixtureFolder.numberedLines("gamma", count: 200)),
      ]
    }
  }

  @Test("Three files open as three tabs: titles on the bar, the first bold, its lines shown")
  func threeFilesOpen() async throws {
    let files = try ThreeFiles()
    defer { files.folder.remove() }
    let session = try await TmuxSession.start(arguments: ["--duration", "0"] + files.paths)
    defer { session.close() }

    let screen = try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 1")
    let titles = DocumentScreen.titleColumns(ThreeFiles.names, in: screen)
    #expect(titles.count == 3, "every title should be on the bar: \(screen[0])")
    #expect(
      titles["alpha.txt"]!.upperBound <= titles["beta.txt"]!.lowerBound
        && titles["beta.txt"]!.upperBound <= titles["gamma.txt"]!.lowerBound,
      "titles should come in order: \(screen[0])")
    #expect(DocumentScreen.text(screen) == (1...27).map { "alpha \($0)" })
    #expect(DocumentScreen.statusLeft(screen).hasPrefix("alpha.txt"))
    #expect(DocumentScreen.shownLines(screen).map { [$0.first, $0.last] } == [1, 27])

    let indicator = try #require(DocumentScreen.indicator(screen), "indicator: \(screen[1])")
    let alpha = try #require(titles["alpha.txt"])
    #expect(
      indicator.lowerBound <= alpha.lowerBound && alpha.upperBound <= indicator.upperBound,
      "the indicator \(indicator) should lie under alpha.txt \(alpha)")
    let lines = try await session.waitUntilStyled("the bar with alpha.txt bold") { lines in
      TitlesScreen.boldTitles(lines[DocumentScreen.barRow], titles: ThreeFiles.names)
        == ["alpha.txt"]
    }
    #expect(lines.count == 30)
    try await session.quitAndCheckRestored()
  }

  @Test("A file's status line shows its name alone once the file is read, without a key")
  func finishedFileStatusWithoutKey() async throws {
    let files = try ThreeFiles()
    defer { files.folder.remove() }
    let session = try await TmuxSession.start(arguments: ["--duration", "0"] + files.paths)
    defer { session.close() }

    // "of 200" says the whole file is indexed; nothing is loading any more.
    try await session.waitUntil(
      "the status line to show alpha.txt without a state", timeout: .seconds(3)
    ) { screen in
      DocumentScreen.statusShows(screen, name: "alpha.txt", state: "", tab: 1, of: 3)
        && DocumentScreen.shownLines(screen)?.total == 200
    }
  }

  @Test("Each tab keeps its own position when switching with Right, Tab, Left and digits")
  func tabsKeepTheirPositions() async throws {
    let files = try ThreeFiles()
    defer { files.folder.remove() }
    let session = try await TmuxSession.start(arguments: ["--duration", "0"] + files.paths)
    defer { session.close() }
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 1")

    // Tab 1: a page down, then two lines down.
    try await session.sendKeys("Space")
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 28")
    try await session.sendKeys("j", "Down")
    let alpha = try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 30")
    #expect(DocumentScreen.shownLines(alpha).map { [$0.first, $0.last] } == [30, 56])

    // Tab 2 starts at its top; to the bottom, then one line up.
    try await session.sendKeys("Right")
    try await session.waitUntilDocument(tab: 2, of: 3, firstLine: "beta 1")
    try await session.sendKeys("G")
    let bottom = try await session.waitUntilDocument(tab: 2, of: 3, firstLine: "beta 174")
    #expect(DocumentScreen.text(bottom).last == "beta 200")
    try await session.sendKeys("k")
    try await session.waitUntilDocument(tab: 2, of: 3, firstLine: "beta 173")

    // Tab 3 starts at its top too; half a page down.
    try await session.sendKeys("Tab")
    try await session.waitUntilDocument(tab: 3, of: 3, firstLine: "gamma 1")
    try await session.sendKeys("d")
    try await session.waitUntilDocument(tab: 3, of: 3, firstLine: "gamma 14")

    // Back to each: the same first line as when it was left.
    try await session.sendKeys("1")
    let back = try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 30")
    #expect(DocumentScreen.shownLines(back).map { [$0.first, $0.last] } == [30, 56])
    try await session.sendKeys("Right")
    try await session.waitUntilDocument(tab: 2, of: 3, firstLine: "beta 173")
    try await session.sendKeys("3")
    try await session.waitUntilDocument(tab: 3, of: 3, firstLine: "gamma 14")
    try await session.sendKeys("Left")
    try await session.waitUntilDocument(tab: 2, of: 3, firstLine: "beta 173")

    // Scrolling the tab shown moves only it.
    try await session.sendKeys("g")
    try await session.waitUntilDocument(tab: 2, of: 3, firstLine: "beta 1")
    try await session.sendKeys("Left")
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 30")
    try await session.quitAndCheckRestored()
  }

  @Test("Paging keys: Space/f/PgDn down a page, b/PgUp up, d/u half, Enter/Up a line, g/G")
  func pagingKeys() async throws {
    let files = try ThreeFiles()
    defer { files.folder.remove() }
    let session = try await TmuxSession.start(arguments: ["--duration", "0"] + files.paths)
    defer { session.close() }
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 1")

    let steps: [(key: String, firstLine: Int)] = [
      ("f", 28), ("PageDown", 55), ("b", 28), ("PageUp", 1), ("d", 14), ("u", 1),
      ("Enter", 2), ("Up", 1), ("G", 174), ("g", 1),
    ]
    for step in steps {
      try await session.sendKeys(step.key)
      try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha \(step.firstLine)")
    }
  }

  @Test("Search: /needle finds the line, highlights the match, n goes on, N back; a miss says so")
  func search() async throws {
    let files = try ThreeFiles()
    defer { files.folder.remove() }
    let session = try await TmuxSession.start(arguments: ["--duration", "0"] + files.paths)
    defer { session.close() }
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 1")

    try await session.sendKeys("/")
    try await session.sendLiteral("needle")
    try await session.waitUntil("the prompt /needle on the status line") { screen in
      DocumentScreen.status(screen).hasPrefix("/needle")
    }
    try await session.sendKeys("Enter")
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 120 needle one")
    let colored = try await session.waitUntilColored("the match in reverse video") { screen in
      ReverseVideo.reversedRuns(
        screen, row: DocumentScreen.firstTextRow(PresetScreen.plainText(screen))) == ["needle"]
    }
    let plain = PresetScreen.plainText(colored)
    // Only alpha.txt has the needle: every tab is searched, and its title counts two.
    #expect(DocumentScreen.statusLeft(plain) == "match 1 of 2 · tab 1 of 1 with matches")
    // The other match on the screen is highlighted too; nothing else is.
    let matchRow = DocumentScreen.firstTextRow(plain) + 130 - 120
    #expect(DocumentScreen.trimmed(plain[matchRow]) == "alpha 130 needle two")
    #expect(ReverseVideo.reversedRuns(colored, row: matchRow) == ["needle"])
    for row in DocumentScreen.textRows(plain)
    where row != matchRow && row != DocumentScreen.firstTextRow(plain) {
      #expect(ReverseVideo.reversedRuns(colored, row: row).isEmpty, "row \(row) highlighted")
    }

    try await session.sendKeys("n")
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 130 needle two")
    try await session.sendKeys("N")
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "alpha 120 needle one")

    try await session.sendKeys("/")
    try await session.sendLiteral("haystack")
    try await session.sendKeys("Enter")
    let missed = try await session.waitUntil("the not-found message") { screen in
      DocumentScreen.status(screen).hasPrefix("Pattern not found: haystack")
    }
    #expect(DocumentScreen.firstLine(missed) == "alpha 120 needle one", "a miss must not move")
    #expect(DocumentScreen.shownLines(missed).map { [$0.first, $0.last] } == [120, 146])

    // The search stays with its tab: beta has no needle.
    try await session.sendKeys("Right")
    try await session.waitUntilDocument(tab: 2, of: 3, firstLine: "beta 1")
    try await session.sendKeys("/")
    try await session.sendLiteral("needle")
    try await session.sendKeys("Enter")
    let none = try await session.waitUntil("the not-found message on beta") { screen in
      DocumentScreen.status(screen).hasPrefix("Pattern not found: needle")
    }
    #expect(DocumentScreen.firstLine(none) == "beta 1")
  }

  @Test("CJK file names: whole titles, measured in columns, the indicator under the active one")
  func cjkFileNames() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let names = ["보고서.txt", "日本語.log", "plain.txt"]
    let paths = try names.enumerated().map { index, name in
      try folder.write(name, "contents of file \(index + 1)\n")
    }
    let session = try await TmuxSession.start(arguments: ["--duration", "0"] + paths)
    defer { session.close() }

    for (index, name) in names.enumerated() {
      if index > 0 { try await session.sendKeys("Right") }
      let screen = try await session.waitUntilDocument(
        tab: index + 1, of: 3, firstLine: "contents of file \(index + 1)")
      let titles = DocumentScreen.titleColumns(names, in: screen)
      #expect(titles.count == 3, "every title should be whole on the bar: \(screen[0])")
      // 보고서.txt is 10 columns wide, 日本語.log 10, plain.txt 9; two blanks between titles.
      #expect(titles["보고서.txt"] == 1..<11, "bar: \(screen[0])")
      #expect(titles["日本語.log"] == 13..<23, "bar: \(screen[0])")
      #expect(titles["plain.txt"] == 25..<34, "bar: \(screen[0])")
      let title = try #require(titles[name])
      let indicator = try #require(DocumentScreen.indicator(screen), "indicator: \(screen[1])")
      #expect(
        indicator.lowerBound <= title.lowerBound && title.upperBound <= indicator.upperBound
          && indicator.count <= title.count + 2,
        "the indicator \(indicator) should span \(name) at \(title)")
      #expect(DocumentScreen.statusLeft(screen).hasPrefix(name))
      #expect(DocumentScreen.width(of: screen[DocumentScreen.barRow]) <= 100)
    }
  }
}
