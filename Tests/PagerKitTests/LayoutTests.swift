import Testing

@testable import PagerKit
@testable import PagerReader

@Suite struct TabBarLayoutTests {
  @Test(arguments: [1, 3, 4, 7, 10, 19, 20, 31, 99, 100, 300])
  func itemsCoverTheBarExactlyWithWidthsOneApart(width: Int) {
    for count in [1, 2, 3, 4, 5, 7, 9] where count <= width {
      let layout = TabBarLayout(itemCount: count, width: width)
      var next = 0
      var widths = [Int]()
      for index in 0..<count {
        let span = layout.span(of: index)
        #expect(span.lowerBound == next, "item \(index) of \(count) at width \(width)")
        next = span.upperBound
        widths.append(span.count)
      }
      #expect(next == width)
      #expect(widths.max()! - widths.min()! <= 1)
    }
  }

  @Test(arguments: [4, 7, 10, 19, 31, 100])
  func hitTestIsTheInverseOfTheSpans(width: Int) {
    for count in [1, 3, 4, 7] where count <= width {
      let layout = TabBarLayout(itemCount: count, width: width, originColumn: 2)
      for index in 0..<count {
        for column in layout.span(of: index) {
          #expect(layout.item(atColumn: column) == index)
        }
      }
      #expect(layout.item(atColumn: 1) == nil)
      #expect(layout.item(atColumn: width + 2) == nil)
    }
  }

  @Test func widthHundredGivesQuartersOfTwentyFive() {
    let layout = TabBarLayout(itemCount: 4, width: 100)
    #expect((0..<4).map(layout.span(of:)) == [0..<25, 25..<50, 50..<75, 75..<100])
  }

  @Test func remaindersAreSpread() {
    let layout = TabBarLayout(itemCount: 4, width: 30)
    #expect((0..<4).map { layout.span(of: $0).count } == [7, 8, 7, 8])
  }
}

@Suite struct IndicatorTests {
  @Test(arguments: [4, 5, 7, 20, 30, 31, 60, 99, 100, 101, 300])
  func leftEdgeIsTheExactEdgeRoundedToHalfCellsAndTheWidthNeverChanges(width: Int) {
    for count in [1, 3, 4, 7] {
      let itemWidth = Double(width) / Double(count)
      for step in 0...(100 * (count - 1)) {
        let position = Double(step) / 100
        let indicator = Indicator(position: position, itemCount: count, width: width)
        let exactStart = 2 * position * itemWidth
        let widthHalves = indicator.endHalf - indicator.startHalf
        #expect(widthHalves == Int((2 * itemWidth).rounded()))
        #expect(abs(Double(widthHalves) - 2 * itemWidth) <= 0.5)
        #expect(indicator.endHalf <= 2 * width)
        // The left edge is the exact one rounded to half cells, except where the rounded width
        // would push the right edge past the bar: then it is held there.
        let error = abs(Double(indicator.startHalf) - exactStart)
        #expect(error <= 0.5 || (indicator.endHalf == 2 * width && error <= 1))
      }
    }
  }

  @Test(arguments: [4, 8, 20, 40, 100, 300])
  func widthIsExactlyAQuarterWhenHalfCellsAllowIt(width: Int) {
    for step in 0...300 {
      let indicator = Indicator(position: Double(step) / 100, itemCount: 4, width: width)
      #expect(indicator.endHalf - indicator.startHalf == width / 2)
    }
  }

  @Test func oddWidthQuarterIsTwoAndAHalfCellsAtWidthTen() {
    let settled = (0..<4).map { Indicator(position: Double($0), itemCount: 4, width: 10) }
    #expect(settled.map(\.startHalf) == [0, 5, 10, 15])
    #expect(settled.map(\.endHalf) == [5, 10, 15, 20])
    // Tab 1 starts in the middle of column 2 and ends at the end of column 4.
    let second = settled[1]
    #expect(second.columns == 2..<5)
    #expect([2, 3, 4].map { second.glyph(atColumn: $0) } == ["╺", "━", "━"])
    #expect(settled[0].glyph(atColumn: 2) == "╸")
  }

  @Test func halfCellEndsUseTheHeavyHalfGlyphs() {
    // Width 100, 4 items: a quarter is 25 cells; position 0.02 moves it by half a cell.
    let indicator = Indicator(position: 0.02, itemCount: 4, width: 100)
    #expect(indicator.startHalf == 1 && indicator.endHalf == 51)
    #expect(indicator.glyph(atColumn: 0) == "╺")
    #expect(indicator.glyph(atColumn: 1) == "━")
    #expect(indicator.glyph(atColumn: 24) == "━")
    #expect(indicator.glyph(atColumn: 25) == "╸")
    #expect(indicator.glyph(atColumn: 26) == nil)
  }

  @Test func settledIndicatorIsWholeCellsUnderItsItem() {
    for index in 0..<4 {
      let indicator = Indicator(position: Double(index), itemCount: 4, width: 100)
      #expect(indicator.columns == 25 * index..<25 * (index + 1))
      for column in indicator.columns { #expect(indicator.glyph(atColumn: column) == "━") }
    }
  }

  @Test func leftEdgeMovesContinuouslyAndMonotonically() {
    var previous = -1
    var distinct = Set<Int>()
    for step in 0...300 {
      let indicator = Indicator(position: Double(step) / 100, itemCount: 4, width: 100)
      #expect(indicator.startHalf >= previous)
      #expect(
        indicator.startHalf - max(previous, 0) <= 2, "never skips more than a cell per 1/100 page")
      previous = indicator.startHalf
      distinct.insert(indicator.startHalf)
    }
    #expect(distinct.count == 151, "every half-cell position from 0 to 150 is visited")
  }
}
