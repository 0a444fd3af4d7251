import Testing

/// What the `menu` preset shows when it starts.
@Suite("Launch")
struct LaunchTests {
  @Test("At launch (100×30) the screen shows iFinance, the four labels and the House page")
  func launchScreen() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }

    let screen = try await session.waitUntilSettled(on: 0)
    #expect(screen.count == 30)
    #expect(screen[MenuScreen.titleRow].contains("iFinance"))
    let menu = screen[MenuScreen.menuRow]
    for (index, label) in MenuScreen.labels.enumerated() {
      let found = ScreenText.columnRanges(of: label, in: menu)
      #expect(found.count == 1, "\(label) should appear once in the menu bar: \(menu)")
      if let columns = found.first {
        #expect(
          MenuScreen.quarter(index, width: 100).contains(columns.lowerBound)
            && MenuScreen.quarter(index, width: 100).contains(columns.upperBound - 1),
          "\(label) at \(columns) should sit in item \(index + 1)")
      }
    }
    #expect(MenuScreen.visiblePages(screen) == ["House"])
    let house = try #require(MenuScreen.pageLabels(screen).first)
    #expect(
      MenuScreen.isVerticallyCentred(row: house.row, height: 30),
      "House is on row \(house.row), not in the middle of the page area")
    #expect(MenuScreen.indicatorSpan(screen[MenuScreen.indicatorRow]) == 0..<25)
  }

  @Test("Each menu label is centred in its item")
  func menuLabelsCentred() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }

    let screen = try await session.waitUntilSettled(on: 0)
    let cells = ScreenText.cells(of: screen[MenuScreen.menuRow])
    for index in 0..<4 {
      let item = MenuScreen.quarter(index, width: 100)
      let drawn = cells.filter { item.contains($0.column) && $0.character != " " }
      let first = try #require(drawn.first, "item \(index + 1) is empty")
      let last = try #require(drawn.last)
      let leftMargin = first.column - item.lowerBound
      let rightMargin = item.upperBound - (last.column + last.width)
      #expect(
        abs(leftMargin - rightMargin) <= 1,
        "item \(index + 1) content \(first.column)..<\(last.column + last.width) is not centred in \(item)"
      )
    }
  }

  @Test("The title bar is bold white on blue, the menu bar is on blue")
  func barColors() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    let screen = try await session.captureWithColors()
    let title = StyledLine(screen[MenuScreen.titleRow])
    let titleColumns = try #require(
      ScreenText.columnRanges(of: "iFinance", in: title.text).first)
    for cell in title.cells(in: titleColumns) {
      #expect(cell.bold, "title letter \(cell.character) is not bold")
      #expect(cell.foreground?.isWhite ?? false, "title fg \(String(describing: cell.foreground))")
      #expect(cell.background?.isBlue ?? false, "title bg \(String(describing: cell.background))")
    }
    let menu = StyledLine(screen[MenuScreen.menuRow])
    for cell in menu.cells {
      #expect(
        cell.background?.isBlue ?? false,
        "menu bar column \(cell.column) bg \(String(describing: cell.background))")
    }
  }

  @Test("The four pages are brown, blue, dark grey and red")
  func pageColors() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"])
    defer { session.close() }

    var backgrounds: [TerminalColor] = []
    for index in 0..<4 {
      try await session.sendKeys("\(index + 1)")
      try await session.waitUntilSettled(on: index)
      backgrounds.append(try await session.restingPageColor())
    }
    #expect(Set(backgrounds).count == 4, "pages share colours: \(backgrounds)")
    #expect(backgrounds[0].isBrown, "House page is \(backgrounds[0]), not brown")
    #expect(backgrounds[1].isBlue, "Pencil page is \(backgrounds[1]), not blue")
    #expect(backgrounds[2].isDarkGrey, "Person page is \(backgrounds[2]), not dark grey")
    #expect(backgrounds[3].isRed, "Circle page is \(backgrounds[3]), not red")
  }

  @Test("--start 3 opens on Person directly")
  func startOption() async throws {
    let session = try await TmuxSession.start(arguments: ["--start", "3"])
    defer { session.close() }

    let first = try await session.waitUntil("anything in the page area") {
      !MenuScreen.pageLabels($0).isEmpty
    }
    #expect(
      MenuScreen.visiblePages(first) == ["Person"],
      "the first page drawn should be Person, not a slide from House")
    try await session.waitUntilSettled(on: 2)
  }
}
