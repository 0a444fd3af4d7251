import Testing

@testable import PagerKit
@testable import PagerReader

/// The overview of tabs and the list of marks: every entry listed with what it is and what it
/// is doing, filtered as the user types, Enter or a click going there, drawn at every size.
@Suite struct OverviewTests {
  static func screen(_ titles: [String] = ["app.log", "db.log", "README"]) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: titles), size: Size(columns: 70, rows: 10), animationDuration: 0,
      documents: titles.map { _ in MemoryDocument(numberedLines(1...100)) })
  }

  static func rows(_ screen: PagerScreen) -> [String] {
    render(screen).plainText().split(separator: "\n").map(String.init)
  }

  static func titles(_ screen: PagerScreen) -> [String] {
    guard let place = screen.overviewPlace else { return [] }
    return screen.overviewRows(0..<place.count).map(\.title)
  }

  static func type(_ text: String, into screen: inout PagerScreen) {
    for character in text { screen.update(.overview(.type(character)), at: .zero) }
  }

  @Test func itListsEveryTabWithItsKindTheShownOneChosen() throws {
    var screen = try Self.screen()
    screen.update(.pager(.jump(to: 1)), at: .zero)
    let kinds: [TabID: TabKind] = [screen.tabList[0]: .file, screen.tabList[1]: .command]
    screen.update(.overview(.open(.tabs, kinds: kinds)), at: .zero)
    #expect(screen.inputMode == .overview)
    #expect(screen.overviewPlace?.count == 3 && screen.overviewPlace?.chosen == 1)
    let rows = Self.rows(screen)
    #expect(rows[0].hasPrefix(" Tabs · 3 · type to filter"))
    #expect(rows[1].contains("1  app.log") && rows[1].contains("file"), "\(rows[1])")
    #expect(rows[2].contains("2  db.log") && rows[2].contains("command"), "\(rows[2])")
    #expect(rows[3].contains("3  README") && rows[3].contains("text"), "\(rows[3])")
    #expect(rows[9].hasPrefix(" filter: ") && rows[9].hasSuffix(" 3 "))
    // The chosen row is drawn in reverse, the others not.
    let frame = render(screen)
    #expect(frame[0, 2].style.attributes.contains(.reverse))
    #expect(!frame[0, 1].style.attributes.contains(.reverse))
  }

  @Test func typingKeepsTheTabsHoldingEveryWordCaseMatteringOnlyWithACapital() throws {
    var screen = try Self.screen(["app.log", "db.log", "README", "Makefile"])
    screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
    Self.type("log", into: &screen)
    #expect(Self.titles(screen) == ["app.log", "db.log"])
    #expect(Self.rows(screen)[9].hasSuffix(" 2 of 4 "))
    Self.type(" db", into: &screen)
    #expect(Self.titles(screen) == ["db.log"])
    for _ in 0..<6 { screen.update(.overview(.erase), at: .zero) }
    Self.type("readme", into: &screen)
    #expect(Self.titles(screen) == ["README"], "a lowercase filter matches either case")
    for _ in 0..<6 { screen.update(.overview(.erase), at: .zero) }
    Self.type("Readme", into: &screen)
    #expect(Self.titles(screen).isEmpty, "a capital makes case matter")
    #expect(Self.rows(screen)[1].contains("Nothing matches the filter"))
    for _ in 0..<6 { screen.update(.overview(.erase), at: .zero) }
    Self.type("text", into: &screen)
    #expect(Self.titles(screen).count == 4, "the kind is looked through too")
  }

  @Test func enterGoesToTheChosenTabEscGoesNowhereAndAClickGoesToItsRow() throws {
    var screen = try Self.screen()
    screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
    screen.update(.overview(.move(1)), at: .zero)
    screen.update(.overview(.move(5)), at: .zero)
    #expect(screen.overviewPlace?.chosen == 2, "the choice stops at the last")
    screen.update(.overview(.choose), at: .zero)
    #expect(screen.pager.selectedIndex == 2 && screen.inputMode == .normal)

    screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
    screen.update(.overview(.end(last: false)), at: .zero)
    screen.update(.overview(.close), at: .zero)
    #expect(screen.pager.selectedIndex == 2 && screen.overviewPlace == nil)

    screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
    screen.update(.pointerPressed(column: 5, row: 2), at: .zero)
    #expect(screen.pager.selectedIndex == 1 && screen.overviewPlace == nil)
    screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
    screen.update(.pointerPressed(column: 5, row: 8), at: .zero)
    #expect(screen.overviewPlace != nil, "a row with no entry goes nowhere")
  }

  @Test func aTabsStatusMatchesAndChangedLinesShowAndAreFiltered() throws {
    var screen = try Self.screen(["x.c", "y.c", "make"])
    let ids = Array(screen.tabList)
    screen.update(
      .tabs(.setStatuses([TabStatus(tab: ids[2], status: .exited(code: 2))])), at: .zero)
    screen.update(
      .tabs(.lineChanges([ids[0]: LineChanges(added: 12, removed: 3)])), at: .zero)
    screen.submitSearch(for: "line 1", at: .zero)
    for time in 1...20 { screen.update(.tick, at: at(Double(time) * 20)) }
    screen.update(
      .overview(.open(.tabs, kinds: [ids[0]: .diffFile, ids[1]: .diffFile, ids[2]: .command])),
      at: .zero)
    let rows = Self.rows(screen)
    #expect(rows[1].contains("diff") && rows[1].contains("+12 −3"), "\(rows[1])")
    #expect(rows[1].contains("12 matches"), "\(rows[1])")
    #expect(rows[3].contains("exit 2"), "\(rows[3])")
    Self.type("exit", into: &screen)
    #expect(Self.titles(screen) == ["make"])
    // The bar shows the changed lines where the item has room.
    #expect(screen.barTitles[0].hasPrefix("x.c +12 −3"), "\(screen.barTitles[0])")
  }

  @Test func aLongTitleOnTheBarKeepsItsRoomAndLeavesTheChangedLinesOut() throws {
    let long = String(repeating: "d", count: 28) + ".c"
    var screen = try Self.screen([long, "y.c"])
    let ids = Array(screen.tabList)
    screen.update(
      .tabs(.lineChanges([ids[0]: LineChanges(added: 1, removed: 1), ids[1]: .init(added: 2)])),
      at: .zero)
    #expect(screen.barTitles == [long, "y.c +2 −0"])
  }

  @Test func aClosedTabLeavesTheListAndTheChoiceStaysOnItsTab() throws {
    var screen = try Self.screen()
    let ids = Array(screen.tabList)
    screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
    screen.update(.overview(.move(2)), at: .zero)
    screen.update(.tabs(.close(ids[0], style: .plain)), at: .zero)
    #expect(Self.titles(screen) == ["db.log", "README"])
    #expect(screen.overviewPlace?.chosen == 1, "README is still chosen")
  }

  @Test func tenThousandTabsOpenAndTheChoiceScrollsIntoView() throws {
    let titles = (1...10_000).map { "file\($0).txt" }
    var screen = try PagerScreen(
      preset: .documents(titled: titles), size: Size(columns: 60, rows: 12), animationDuration: 0)
    screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
    screen.update(.overview(.end(last: true)), at: .zero)
    #expect(screen.overviewPlace?.chosen == 9_999)
    #expect(Self.rows(screen)[10].contains("10000  file10000.txt"))
    screen.update(.overview(.movePages(-1)), at: .zero)
    #expect(screen.overviewPlace?.chosen == 9_990)
    Self.type("file77", into: &screen)
    #expect(Self.titles(screen).count == 111, "file77, file770…file779, file7700…file7799")
    screen.update(.scroll(.lines(3)), at: .zero)
    #expect(screen.overviewPlace?.top == 3, "the wheel moves the list")
  }

  @Test func theMarksListSaysWhereEachMarkIsAndGoesThere() throws {
    var screen = try Self.screen()
    screen.update(.scroll(.lines(40)), at: .zero)
    MarkTests.name(&screen, .set, "a")
    screen.update(.pager(.jump(to: 2)), at: .zero)
    screen.update(.scroll(.lines(7)), at: .zero)
    MarkTests.name(&screen, .set, "b")
    screen.update(.overview(.open(.marks, kinds: [:])), at: .zero)
    let rows = Self.rows(screen)
    #expect(rows[0].hasPrefix(" Marks · 2"))
    #expect(rows[1].contains("'a  app.log") && rows[1].contains("line 41  line 41"), "\(rows[1])")
    #expect(rows[2].contains("'b  README") && rows[2].contains("line 8"), "\(rows[2])")
    screen.update(.overview(.choose), at: .zero)
    #expect(screen.pager.selectedIndex == 0 && screen.pages[0].viewport.topLine == 40)
    screen.update(.overview(.open(.marks, kinds: [:])), at: .zero)
    #expect(Self.rows(screen)[3].contains("''  README"), "'' goes back to where the jump left")
    Self.type("readme", into: &screen)
    #expect(screen.overviewPlace?.count == 2)
  }

  @Test func anEmptyMarksListSaysHowToSetOne() throws {
    var screen = try Self.screen()
    screen.update(.overview(.open(.marks, kinds: [:])), at: .zero)
    #expect(Self.rows(screen)[1].contains("No marks yet"))
    screen.update(.overview(.choose), at: .zero)
    #expect(screen.inputMode == .normal)
  }

  @Test func itDrawsAtEverySize() throws {
    for columns in [1, 2, 5, 20] {
      for rows in [1, 2, 3, 4] {
        var screen = try Self.screen()
        screen.update(.resize(Size(columns: columns, rows: rows)), at: .zero)
        screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
        screen.update(.overview(.move(1)), at: .zero)
        let frame = render(screen)
        #expect(frame.width == columns && frame.height == rows)
        #expect(
          frame.plainText().contains(rows >= 2 ? "T" : ":") || columns < 3,
          "\(columns)×\(rows): \(frame.plainText())")
      }
    }
  }

  @Test func aSwipeBegunBeforeTheListOpenedEndsOnItsRelease() throws {
    var screen = try Self.screen()
    screen.update(.pointerPressed(column: 5, row: 0), at: .zero)
    screen.update(.pointerDragged(column: 30, row: 0), at: at(10))
    #expect(screen.pager.drag != nil)
    screen.update(.overview(.open(.tabs, kinds: [:])), at: at(20))
    screen.update(.pointerReleased(column: 30, row: 0), at: at(30))
    #expect(screen.pager.drag == nil && screen.overviewPlace != nil)
  }

  @Test func aTabClickedInTheListIsSeenAsAnyTabShown() throws {
    var screen = try Self.screen()
    let ids = Array(screen.tabList)
    screen.update(.contentChanged(tab: ids[2]), at: .zero)
    screen.update(.overview(.open(.tabs, kinds: [:])), at: .zero)
    #expect(Self.rows(screen)[3].contains("news"))
    screen.update(.pointerPressed(column: 3, row: 3), at: .zero)
    #expect(screen.pager.selectedIndex == 2 && !screen.pages[2].hasNews)
  }
}
