import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

private let menu = PagerView(theme: Theme(preset: .menu, depth: .palette256))

/// The menu preset on a screen of `size`, settled on `index`.
private func settled(on index: Int, size: Size) throws -> PagerScreen {
  try PagerScreen(preset: .menu, size: size, startIndex: index)
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
      let frame = menu.render(try settled(on: index, size: size), at: Instant(milliseconds: 1000))
      #expect(
        frame.lines == [
          " iFinance           ",
          "  ⌂    ✎    ☺    ◉  ",
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
    var screen = try PagerScreen(preset: .menu, size: size, animationDuration: 1000)
    screen.update(.pager(.next), at: .zero)
    let pager = screen.pager
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
    let frame = menu.render(screen, at: halfway)
    #expect(
      frame.lines == [
        " iFinance           ",
        "  ⌂    ✎    ☺    ◉  ",
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
    let frame = menu.render(try settled(on: 0, size: Size(columns: 1, rows: 1)), at: .zero)
    #expect(frame.lines == ["…"])
  }

  @Test func tooSmallSaysSo() throws {
    let frame = menu.render(try settled(on: 0, size: Size(columns: 30, rows: 3)), at: .zero)
    #expect(
      frame.lines == [
        "                              ", "      terminal too small      ",
        "                              ",
      ])
  }

  @Test func fullSize100x30() throws {
    let frame = menu.render(try settled(on: 0, size: Size(columns: 100, rows: 30)), at: .zero)
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

  @Test func clickOnABarItemNamesItsTab() throws {
    let screen = try settled(on: 0, size: Size(columns: 100, rows: 30))
    func tab(_ column: Int, _ row: Int) -> Int? {
      screen.tab(atColumn: column, row: row, at: .zero)
    }
    #expect(tab(0, 1) == 0)
    #expect(tab(24, 1) == 0)
    #expect(tab(25, 1) == 1)
    #expect(tab(59, 2) == 2)
    #expect(tab(99, 1) == 3)
    #expect(tab(50, 0) == nil, "the title row is not the bar")
    #expect(tab(50, 10) == nil, "the page area is not the bar")
    let tiny = try settled(on: 0, size: Size(columns: 1, rows: 1))
    #expect(tiny.tab(atColumn: 0, row: 0, at: .zero) == nil)
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
