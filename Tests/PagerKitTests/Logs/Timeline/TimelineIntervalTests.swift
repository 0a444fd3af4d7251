import Testing

@testable import PagerReader

/// The round intervals of a timeline's bars: the one that fits a span, bars aligned to it, and
/// their names.
@Suite struct TimelineIntervalTests {
  @Test func theFinestThatFits() {
    #expect(TimelineInterval.fitting(0...0, bars: 1) == 1)
    #expect(TimelineInterval.fitting(0...79, bars: 80) == 1)
    #expect(TimelineInterval.fitting(0...80, bars: 80) == 5)
    #expect(TimelineInterval.fitting(0...3599, bars: 80) == 60)
    #expect(TimelineInterval.fitting(0...3600, bars: 60) == 5 * 60)
    #expect(TimelineInterval.fitting(0...86_399, bars: 80) == 30 * 60)
    #expect(TimelineInterval.fitting(0...86_399, bars: 24) == 3600)
    #expect(TimelineInterval.fitting(0...(10 * 86_400), bars: 20) == 86_400)
    // No screen at all still has one bar; a span too long for any is in the coarsest.
    #expect(TimelineInterval.fitting(0...100, bars: 0) == 300)
    #expect(TimelineInterval.fitting(0...(1000 * 86_400), bars: 2) == 30 * 86_400)
  }

  /// Bars start at multiples of the interval: a span across a boundary takes two.
  @Test func barsAlignToTheInterval() {
    #expect(TimelineInterval.barCount(59...60, interval: 60) == 2)
    #expect(TimelineInterval.barCount(60...119, interval: 60) == 1)
    #expect(TimelineInterval.fitting(59...60, bars: 1) == 300)
    #expect(TimelineInterval.start(of: 125, interval: 60) == 120)
    #expect(TimelineInterval.start(of: -1, interval: 60) == -60)
    #expect(TimelineInterval.start(of: -60, interval: 60) == -60)
  }

  /// Every span fits the bars asked for, with the finest interval that does.
  @Test func everyFitIsTheFinest() {
    for length in [0, 1, 7, 99, 1234, 86_400, 999_999] as [Int64] {
      for bars in [1, 2, 10, 80, 300] {
        let span = 17...(17 + length)
        let interval = TimelineInterval.fitting(span, bars: bars)
        let index = TimelineInterval.steps.firstIndex(of: interval)!
        if interval != TimelineInterval.steps.last {
          #expect(TimelineInterval.barCount(span, interval: interval) <= Int64(bars))
        }
        if index > 0 {
          let finer = TimelineInterval.steps[index - 1]
          #expect(TimelineInterval.barCount(span, interval: finer) > Int64(bars))
        }
      }
    }
  }

  @Test func names() {
    #expect(TimelineInterval.name(of: 1) == "1s")
    #expect(TimelineInterval.name(of: 15) == "15s")
    #expect(TimelineInterval.name(of: 300) == "5m")
    #expect(TimelineInterval.name(of: 3600) == "1h")
    #expect(TimelineInterval.name(of: 6 * 3600) == "6h")
    #expect(TimelineInterval.name(of: 86_400) == "1d")
    #expect(TimelineInterval.name(of: 7 * 86_400) == "7d")
  }
}
