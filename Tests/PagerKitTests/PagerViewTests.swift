import Testing

@testable import PagerKit

private let menu = PagerView(preset: .menu, theme: Theme(preset: .menu, depth: .palette256))

/// A pager at 1000 ms, settled on `index`.
private func settled(on index: Int, tabCount: Int = 4) throws -> Pager {
  var pager = try Pager(tabCount: tabCount, startIndex: index)
  pager.update(.tick, at: Instant(milliseconds: 1000))
  return pager
}

private func background(_ frame: Frame, _ column: Int, _ row: Int) -> TerminalColor {
  frame[column, row].style.background
}

@Suite struct PagerViewTests {
  let size = Size(columns: 20, rows: 5)

  @Test func settledOnEachTabAt20x5() throws {
    let indicatorRows = [
      "━━━━━               ",
      "     ━━━━━          ",
      "          ━━━━━     ",
      "               ━━━━━",
    ]
    let labels = ["House", "Pencil", "Person", "Circle"]
    for index in 0..<4 {
      let frame = menu.render(try settled(on: index), size: size, at: Instant(milliseconds: 1000))
      #expect(
        frame.lines == [
          " iFinance           ",
          "⌂ Ho…✎ Pe…☺ Pe…◉ Ci…",
          indicatorRows[index],
          "       \(labels[index])" + String(repeating: " ", count: 13 - labels[index].count),
          "                    ",
        ])
      let pageColor = Theme(preset: .menu, depth: .palette256).pages[index].background
      for row in 3..<5 {
        for column in 0..<20 { #expect(background(frame, column, row) == pageColor) }
      }
    }
  }

  @Test func halfwayThroughATransitionShowsTwoPagesAndAnIndicatorBetweenItems() throws {
    var pager = try Pager(tabCount: 4, animationDuration: 1000)
    pager.update(.next, at: .zero)
    // Find the instant at which the position is 0.5 (to a ten-thousandth).
    var low = 0.0
    var high = 1000.0
    while high - low > 1e-6 {
      let middle = (low + high) / 2
      if pager.position(at: Instant(milliseconds: middle)) < 0.5 {
        low = middle
      } else {
        high = middle
      }
    }
    let halfway = Instant(milliseconds: high)
    #expect(abs(pager.position(at: halfway) - 0.5) < 1e-4)
    let frame = menu.render(pager, size: size, at: halfway)
    #expect(
      frame.lines == [
        " iFinance           ",
        "⌂ Ho…✎ Pe…☺ Pe…◉ Ci…",
        "  ╺━━━━╸            ",
        "se               Pen",
        "                    ",
      ])
    let theme = Theme(preset: .menu, depth: .palette256)
    for row in 3..<5 {
      for column in 0..<10 { #expect(background(frame, column, row) == theme.pages[0].background) }
      for column in 10..<20 { #expect(background(frame, column, row) == theme.pages[1].background) }
    }
  }

  @Test func oneByOneShowsAnEllipsis() throws {
    let frame = menu.render(try settled(on: 0), size: Size(columns: 1, rows: 1), at: .zero)
    #expect(frame.lines == ["…"])
  }

  @Test func tooSmallSaysSo() throws {
    let frame = menu.render(try settled(on: 0), size: Size(columns: 30, rows: 3), at: .zero)
    #expect(
      frame.lines == [
        "                              ", "      terminal too small      ",
        "                              ",
      ])
  }

  @Test func fullSize100x30() throws {
    let frame = menu.render(try settled(on: 0), size: Size(columns: 100, rows: 30), at: .zero)
    #expect(frame.width == 100 && frame.height == 30)
    let lines = frame.lines
    #expect(lines[0] == " iFinance" + String(repeating: " ", count: 91))
    #expect(frame[1, 0].style.attributes.contains(.bold))
    let items = ["⌂ House", "✎ Pencil", "☺ Person", "◉ Circle"]
    var bar = ""
    for item in items {
      let left = (25 - item.count) / 2
      bar +=
        String(repeating: " ", count: left) + item
        + String(repeating: " ", count: 25 - left - item.count)
    }
    #expect(lines[1] == bar)
    #expect(lines[2] == String(repeating: "━", count: 25) + String(repeating: " ", count: 75))
    for row in 3..<30 where row != 16 {
      #expect(lines[row] == String(repeating: " ", count: 100))
    }
    #expect(
      lines[16] == String(repeating: " ", count: 47) + "House" + String(repeating: " ", count: 48))
  }

  @Test func everySizeUpTo40x15RendersAFrameOfExactlyThatSize() throws {
    var pager = try Pager(tabCount: 4)
    pager.update(.jump(to: 3), at: .zero)
    for columns in 0...40 {
      for rows in 0...15 {
        for millisecond in [0.0, 60, 125, 250] {
          let frame = menu.render(
            pager, size: Size(columns: columns, rows: rows), at: Instant(milliseconds: millisecond))
          #expect(frame.width == columns && frame.height == rows)
          #expect(frame.cells.count == columns * rows)
        }
      }
    }
  }

  @Test func clickOnABarItemNamesItsTab() {
    let size = Size(columns: 100, rows: 30)
    #expect(menu.tab(atColumn: 0, row: 1, size: size) == 0)
    #expect(menu.tab(atColumn: 24, row: 1, size: size) == 0)
    #expect(menu.tab(atColumn: 25, row: 1, size: size) == 1)
    #expect(menu.tab(atColumn: 59, row: 2, size: size) == 2)
    #expect(menu.tab(atColumn: 99, row: 1, size: size) == 3)
    #expect(menu.tab(atColumn: 50, row: 0, size: size) == nil, "the title row is not the bar")
    #expect(menu.tab(atColumn: 50, row: 10, size: size) == nil, "the page area is not the bar")
    #expect(menu.tab(atColumn: 0, row: 0, size: Size(columns: 1, rows: 1)) == nil)
  }

  @Test func pageTextIsReadableOnEveryPageAtEveryDepth() {
    for depth in [ColorDepth.basic8, .palette256, .trueColor] {
      let theme = Theme(preset: .menu, depth: depth)
      for (tab, style) in zip(Preset.menu.tabs, theme.pages) {
        let shownBackground = depth.shown(tab.color)
        let text = Theme.readableText(on: shownBackground)
        #expect(abs(text.luminance - shownBackground.luminance) > 0.3, "\(tab.title) at \(depth)")
        #expect(style.foreground == depth.approximate(text))
      }
    }
  }
}
