import Testing

@testable import PagerKit
@testable import PagerReader

@Suite struct OverflowTabBarLayoutTests {
  /// `file01.log` … : 10 columns each, so 12-column items.
  static func uniformTitles(_ count: Int) -> [String] {
    (1..<count + 1).map { $0 < 10 ? "file0\($0).log" : "file\($0).log" }
  }

  /// File names of every kind: short, long, cut, CJK, combining marks, empty.
  static let names = [
    "a.log", "server-2024-06-01.log", "보고서.txt", "x",
    "very-long-file-name-that-needs-cutting-somewhere.txt", "日本語のファイル名.md", "",
    "README.md", "e\u{301}te\u{301}.txt", "access_log.1.gz",
  ]

  static func mixedTitles(_ count: Int) -> [String] {
    (0..<count).map { names[($0 * 7 + $0 / 3) % names.count] }
  }

  @Test func everythingFitsLeftToRightAtNaturalWidths() {
    let layout = OverflowTabBarLayout(
      titles: ["a.log", "b.log", "readme.md"], selectedIndex: 1, width: 40)
    #expect(layout.items.map(\.columns) == [0..<7, 7..<14, 14..<25])
    #expect(layout.items.map(\.text) == ["a.log", "b.log", "readme.md"])
    #expect(layout.items.map(\.textColumn) == [1, 8, 15])
    #expect(layout.leftMarker == nil && layout.rightMarker == nil)
    #expect(layout.visibleTabs == 0..<3)
    #expect(layout.selectedItem?.tab == 1)
    #expect(layout.tab(atColumn: 0) == 0)
    #expect(layout.tab(atColumn: 13) == 1)
    #expect(layout.tab(atColumn: 24) == 2)
    #expect(layout.tab(atColumn: 25) == nil)
  }

  @Test func exactlyFullBarStillFits() {
    let layout = OverflowTabBarLayout(titles: ["a.log", "b.log"], selectedIndex: 0, width: 14)
    #expect(layout.visibleTabs == 0..<2)
    #expect(layout.rightMarker == nil)
  }

  @Test func overflowWithTheSelectedTabAtTheStart() {
    let layout = OverflowTabBarLayout(titles: Self.uniformTitles(30), selectedIndex: 0, width: 100)
    #expect(layout.visibleTabs == 0..<7)
    #expect(layout.items.map(\.columns.lowerBound) == [0, 12, 24, 36, 48, 60, 72])
    #expect(layout.leftMarker == nil)
    let right = try! #require(layout.rightMarker)
    #expect(right.text == "+23 →")
    #expect(right.hiddenCount == 23)
    #expect(right.columns == 93..<100)
    #expect(right.textColumn == 94)
  }

  @Test func overflowWithTheSelectedTabInTheMiddle() {
    let layout = OverflowTabBarLayout(titles: Self.uniformTitles(30), selectedIndex: 15, width: 100)
    #expect(layout.visibleTabs == 12..<19)
    let left = try! #require(layout.leftMarker)
    let right = try! #require(layout.rightMarker)
    #expect(left.text == "← +12")
    #expect(left.columns == 0..<7)
    #expect(layout.items.first?.columns.lowerBound == 7)
    #expect(layout.items.last?.columns.upperBound == 91)
    #expect(right.text == "+11 →")
    #expect(right.columns == 93..<100)
  }

  @Test func overflowWithTheSelectedTabAtTheEnd() {
    let layout = OverflowTabBarLayout(titles: Self.uniformTitles(30), selectedIndex: 29, width: 100)
    #expect(layout.visibleTabs == 23..<30)
    #expect(layout.leftMarker?.text == "← +23")
    #expect(layout.rightMarker == nil)
    #expect(layout.items.last?.columns.upperBound == 91)
  }

  @Test(arguments: [30, 60, 100, 137])
  func markerCountsAndVisibleTabsAddUpToAllTabs(width: Int) {
    let titles = Self.mixedTitles(57)
    for selected in titles.indices {
      let layout = OverflowTabBarLayout(titles: titles, selectedIndex: selected, width: width)
      let hidden = (layout.leftMarker?.hiddenCount ?? 0) + (layout.rightMarker?.hiddenCount ?? 0)
      #expect(hidden + layout.visibleTabs.count == titles.count, "selected \(selected)")
      #expect(layout.leftMarker?.hiddenCount ?? 0 == layout.visibleTabs.lowerBound)
    }
  }

  @Test func clickingAMarkerSelectsTheNearestHiddenTab() {
    let layout = OverflowTabBarLayout(titles: Self.uniformTitles(30), selectedIndex: 15, width: 100)
    let left = try! #require(layout.leftMarker)
    let right = try! #require(layout.rightMarker)
    for column in left.columns { #expect(layout.tab(atColumn: column) == 11) }
    for column in right.columns { #expect(layout.tab(atColumn: column) == 19) }
    #expect(left.tab == layout.visibleTabs.lowerBound - 1)
    #expect(right.tab == layout.visibleTabs.upperBound)
    #expect(layout.tab(atColumn: 91) == nil)
    #expect(layout.tab(atColumn: 100) == nil)
    #expect(layout.tab(atColumn: -1) == nil)
  }

  @Test func cjkTitlesAreMeasuredInColumns() {
    let layout = OverflowTabBarLayout(titles: ["보고서.txt", "a.log"], selectedIndex: 0, width: 40)
    #expect(layout.items.map(\.columns) == [0..<12, 12..<19])
    #expect(layout.items[0].text == "보고서.txt")
  }

  @Test func longTitlesAreCutWithAnEllipsis() {
    let long = String(repeating: "x", count: 50)
    let layout = OverflowTabBarLayout(titles: [long, "a.log"], selectedIndex: 1, width: 200)
    #expect(layout.items[0].text == String(repeating: "x", count: 31) + "…")
    #expect(layout.items[0].columns == 0..<34)

    let wide = String(repeating: "보고서", count: 6) + ".txt"
    let cut = OverflowTabBarLayout(titles: [wide], selectedIndex: 0, width: 200).items[0]
    #expect(cut.text == String(repeating: "보고서", count: 5) + "…")
    #expect(ColumnWidth.of(cut.text) == 31)
    #expect(cut.columns == 0..<33)
  }

  @Test func aSelectedTitleTooLongForTheBarIsCutToLeaveRoomForTheMarkers() {
    let titles = ["a.log", String(repeating: "y", count: 30), "b.log"]
    let layout = OverflowTabBarLayout(titles: titles, selectedIndex: 1, width: 24)
    let left = try! #require(layout.leftMarker)
    let right = try! #require(layout.rightMarker)
    #expect(left.columns == 0..<6)
    #expect(right.columns == 18..<24)
    #expect(layout.items.map(\.tab) == [1])
    #expect(layout.items[0].columns == 6..<18)
    #expect(layout.items[0].text == String(repeating: "y", count: 9) + "…")
  }

  @Test func aNarrowBarDropsTheMarkersBeforeTheSelectedTitle() {
    let titles = Array(repeating: "report.txt", count: 100)
    let layout = OverflowTabBarLayout(titles: titles, selectedIndex: 50, width: 10)
    #expect(layout.leftMarker == nil && layout.rightMarker == nil)
    #expect(layout.items.map(\.tab) == [50])
    #expect(layout.items[0].text == "report.…")
    #expect(layout.items[0].columns == 0..<10)
  }

  @Test func absurdWidthsStayInsideTheBar() {
    let titles = ["보고서.txt", "abc"]
    #expect(OverflowTabBarLayout(titles: titles, selectedIndex: 0, width: 0).items.isEmpty)
    #expect(OverflowTabBarLayout(titles: titles, selectedIndex: 0, width: -5).items.isEmpty)
    let one = OverflowTabBarLayout(titles: titles, selectedIndex: 0, width: 1)
    #expect(one.items == [.init(tab: 0, columns: 0..<1, text: "…")])
    let two = OverflowTabBarLayout(titles: titles, selectedIndex: 1, width: 2)
    #expect(two.items == [.init(tab: 1, columns: 0..<2, text: "a…")])
    #expect(two.tab(atColumn: 1) == 1)
    let three = OverflowTabBarLayout(titles: titles, selectedIndex: 0, width: 3)
    #expect(three.items == [.init(tab: 0, columns: 0..<3, text: "…")])
  }

  @Test func noTabsAndOutOfRangeSelectedIndices() {
    let none = OverflowTabBarLayout(titles: [], selectedIndex: 3, width: 80)
    #expect(none.items.isEmpty && none.visibleTabs.isEmpty && none.selectedItem == nil)
    #expect(none.tab(atColumn: 0) == nil)
    let titles = Self.uniformTitles(30)
    #expect(OverflowTabBarLayout(titles: titles, selectedIndex: 99, width: 50).selectedIndex == 29)
    #expect(OverflowTabBarLayout(titles: titles, selectedIndex: -4, width: 50).selectedIndex == 0)
  }

  @Test func thirtyTabsAtWidthHundred() {
    let titles = (1...30).map { "tab-\($0).log" }
    for selected in titles.indices {
      let layout = OverflowTabBarLayout(titles: titles, selectedIndex: selected, width: 100)
      #expect(Self.problems(layout, titles: titles, width: 100).isEmpty)
      #expect(layout.selectedItem?.text == titles[selected])
      #expect(layout.items.count >= 6, "selected \(selected)")
      #expect(layout.leftMarker != nil || layout.visibleTabs.lowerBound == 0)
      #expect(layout.rightMarker != nil || layout.visibleTabs.upperBound == 30)
    }
  }

  @Test func everyLayoutFitsInsideItsWidth() {
    var found = [String]()
    for count in 1...60 {
      let titles = Self.mixedTitles(count)
      let natural = titles.map(Self.natural)
      for width in 0...200 {
        for selected in Set([0, count / 2, count - 1, (width * 31 + count) % count]) {
          let layout = OverflowTabBarLayout(titles: titles, selectedIndex: selected, width: width)
          found += Self.problems(layout, titles: titles, width: width, natural: natural).map {
            "\(count) tabs, width \(width), selected \(selected): \($0)"
          }
        }
      }
    }
    #expect(found.isEmpty)
    for problem in found.prefix(10) { Issue.record("\(problem)") }
  }

  @Test func steppingTheSelectedTabNeverScrollsBackOrFar() {
    let titles = Self.uniformTitles(60)
    for width in 20...200 {
      var previous = OverflowTabBarLayout(titles: titles, selectedIndex: 0, width: width)
      for selected in 1..<titles.count {
        let layout = OverflowTabBarLayout(titles: titles, selectedIndex: selected, width: width)
        // Two only where the left marker appears or its count gains a digit, taking a tab's room.
        let lowerShift = layout.visibleTabs.lowerBound - previous.visibleTabs.lowerBound
        let upperShift = layout.visibleTabs.upperBound - previous.visibleTabs.upperBound
        #expect((0...2).contains(lowerShift), "width \(width), \(selected - 1) → \(selected)")
        #expect((0...2).contains(upperShift), "width \(width), \(selected - 1) → \(selected)")
        previous = layout
      }
    }
  }

  @Test(arguments: [7, 20, 60, 200])
  func theVisibleTabsNeverMoveAgainstTheStep(count: Int) {
    let titles = Self.mixedTitles(count)
    for width in 1...200 {
      var previous = OverflowTabBarLayout(titles: titles, selectedIndex: 0, width: width)
      for selected in 1..<count {
        let layout = OverflowTabBarLayout(titles: titles, selectedIndex: selected, width: width)
        // Bars too narrow to keep the markers for every selected tab are exempt: dropping them
        // frees room that the neighbours then take.
        if Self.keepsMarkers(previous, tabCount: count), Self.keepsMarkers(layout, tabCount: count)
        {
          let moved = "width \(width), \(previous.visibleTabs) → \(layout.visibleTabs)"
          #expect(layout.visibleTabs.lowerBound >= previous.visibleTabs.lowerBound, "\(moved)")
          #expect(layout.visibleTabs.upperBound >= previous.visibleTabs.upperBound, "\(moved)")
        }
        previous = layout
      }
    }
  }

  /// Stepping forward keeps the tab stepped from in view whenever it fits beside the new selected
  /// tab; stepping back, whenever both next-door tabs fit.
  @Test func nextDoorTabsAreShownFirst() {
    let titles = Self.mixedTitles(60)
    for width in 20...200 {
      for selected in titles.indices {
        let layout = OverflowTabBarLayout(titles: titles, selectedIndex: selected, width: width)
        let selectedWidth = layout.selectedItem!.columns.count
        func fit(_ lower: Int, _ upper: Int) -> Bool {
          let markers =
            TabBarMarker.width(side: .left, hiddenCount: lower)
            + TabBarMarker.width(side: .right, hiddenCount: titles.count - upper)
          let neighbours = (lower..<upper).filter { $0 != selected }.map {
            Self.natural(titles[$0])
          }
          return selectedWidth + neighbours.reduce(0, +) + markers <= width
        }
        let lower = max(0, selected - 1)
        let upper = min(titles.count, selected + 2)
        if selected > 0, fit(lower, selected + 1) {
          #expect(layout.visibleTabs.contains(selected - 1), "width \(width), selected \(selected)")
        }
        if fit(lower, upper) {
          #expect(layout.visibleTabs.clamped(to: lower..<upper) == lower..<upper)
        }
      }
    }
  }

  @Test func aThousandTabsLayOutAroundAnySelectedTab() {
    let titles = Self.mixedTitles(1000)
    for selected in stride(from: 0, to: 1000, by: 37) {
      let layout = OverflowTabBarLayout(titles: titles, selectedIndex: selected, width: 120)
      #expect(Self.problems(layout, titles: titles, width: 120).isEmpty)
      #expect(layout.leftMarker?.text ?? "← +0" == "← +\(layout.visibleTabs.lowerBound)")
    }
  }

  /// The columns a neighbour's item takes: its title, cut at the maximum, and the padding.
  static func natural(_ title: String) -> Int {
    ColumnWidth.of(TextFit.truncate(title, toColumns: OverflowTabBarLayout.maximumTitleColumns)) + 2
  }

  /// Whether `layout` of `tabCount` tabs has a marker on each side that hides tabs.
  static func keepsMarkers(_ layout: OverflowTabBarLayout, tabCount: Int) -> Bool {
    (layout.leftMarker != nil) == (layout.visibleTabs.lowerBound > 0)
      && (layout.rightMarker != nil) == (layout.visibleTabs.upperBound < tabCount)
  }

  /// What is wrong with `layout` of `titles` over `width` columns, if anything: the properties
  /// every layout keeps.
  static func problems(
    _ layout: OverflowTabBarLayout, titles: [String], width: Int, natural: [Int]? = nil
  ) -> [String] {
    var problems = [String]()
    let spans =
      [layout.leftMarker?.columns].compactMap { $0 } + layout.items.map(\.columns)
      + [layout.rightMarker?.columns].compactMap { $0 }
    var end = 0
    for span in spans {
      if span.isEmpty || span.lowerBound < end || span.upperBound > width {
        problems.append("span \(span) after \(end) in width \(width)")
      }
      end = span.upperBound
    }
    let tabs = layout.items.map(\.tab)
    if tabs != Array(layout.visibleTabs) { problems.append("tabs \(tabs) not consecutive") }
    if width >= 1, !titles.isEmpty, layout.selectedItem == nil {
      problems.append("selected hidden")
    }
    for item in layout.items {
      let textWidth = ColumnWidth.of(item.text)
      if textWidth > item.columns.count || textWidth > OverflowTabBarLayout.maximumTitleColumns {
        problems.append("text \(item.text) wider than \(item.columns)")
      }
      let title = titles[item.tab]
      let neighbourText = TextFit.truncate(
        title, toColumns: OverflowTabBarLayout.maximumTitleColumns)
      if item.tab != layout.selectedIndex, item.text != neighbourText {
        problems.append("neighbour \(title) shown as \(item.text)")
      }
      if item.text != title, !item.text.hasSuffix("…") {
        problems.append("\(title) cut without …")
      }
    }
    let natural = natural ?? titles.map(Self.natural)
    if natural.reduce(0, +) <= width, tabs.count != titles.count {
      problems.append("all fit but only \(tabs.count) shown")
    }
    // Wide enough bars always show the markers, and they count what they hide.
    let markersShown = layout.leftMarker != nil || layout.rightMarker != nil
    if width >= 40 || markersShown {
      let hiddenLeft = layout.visibleTabs.lowerBound
      let hiddenRight = titles.count - layout.visibleTabs.upperBound
      if (layout.leftMarker?.hiddenCount ?? 0) != hiddenLeft
        || (layout.rightMarker?.hiddenCount ?? 0) != hiddenRight
      {
        let texts = [layout.leftMarker?.text ?? "-", layout.rightMarker?.text ?? "-"]
        problems.append("markers \(texts)")
      }
      // No room is wasted: the next hidden tab on either side would not have fitted.
      let used = spans.reduce(0) { $0 + $1.count }
      for (side, hidden, next) in [
        (TabBarMarker.Side.left, hiddenLeft, hiddenLeft - 1),
        (.right, hiddenRight, layout.visibleTabs.upperBound),
      ] where hidden > 0 {
        let grown =
          used + natural[next] - TabBarMarker.width(side: side, hiddenCount: hidden)
          + TabBarMarker.width(side: side, hiddenCount: hidden - 1)
        if grown <= width { problems.append("tab \(next) would have fitted") }
      }
    }
    return problems
  }
}
