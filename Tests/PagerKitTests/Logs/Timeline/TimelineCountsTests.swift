import Testing

@testable import PagerReader

/// A log's lines counted a second at a time, and summed into bars that fit a width.
@Suite struct TimelineCountsTests {
  @Test func countsBySecond() {
    var counts = TimelineCounts()
    #expect(counts.span == nil)
    counts.add(at: 1_500)
    counts.add(at: 1_999, errors: 1)
    counts.add(at: 5_000, lines: 3, errors: 2)
    counts.add(at: 9_000, lines: 0)
    #expect(counts.bySecond[1] == TimelineCounts.Count(lines: 2, errors: 1))
    #expect(counts.bySecond[5] == TimelineCounts.Count(lines: 3, errors: 2))
    #expect(counts.span == 1...5)
    #expect(counts.total == TimelineCounts.Count(lines: 5, errors: 3))
    // Before 1970, a millisecond before a second is in the second before.
    #expect(TimelineCounts.second(of: -1) == -1)
    #expect(TimelineCounts.second(of: -1000) == -1)
    #expect(TimelineCounts.second(of: -1001) == -2)
  }

  @Test func barsFitTheWidth() {
    var counts = TimelineCounts()
    for second in 0..<600 as Range<Int64> {
      counts.add(at: second * 1000, errors: second % 100 == 0 ? 1 : 0)
    }
    let wide = TimelineBars(counts, width: 600)
    #expect(wide.interval == 1)
    #expect(wide.counts.count == 600)
    #expect(wide.peak == 1)
    let narrow = TimelineBars(counts, width: 80)
    #expect(narrow.interval == 15)
    #expect(narrow.counts.count == 40)
    #expect(narrow.counts[0] == TimelineCounts.Count(lines: 15, errors: 1))
    #expect(narrow.peak == 15)
    #expect(narrow.start(ofBar: 2) == 30)
    // Every line is in a bar, whatever the width.
    for width in [1, 2, 3, 7, 80, 1000] {
      let bars = TimelineBars(counts, width: width)
      #expect(bars.counts.reduce(0) { $0 + $1.lines } == 600)
      #expect(bars.counts.reduce(0) { $0 + $1.errors } == 6)
      #expect(bars.counts.count <= max(1, width))
    }
    #expect(TimelineBars(TimelineCounts(), width: 80).counts.isEmpty)
    #expect(TimelineBars(TimelineCounts(), width: 80).peak == 0)
  }

  /// The first bar starts at a multiple of the interval, before the first line where it must.
  @Test func firstBarIsAligned() {
    var counts = TimelineCounts()
    counts.add(at: 61_000)
    counts.add(at: 3_599_000)
    let bars = TimelineBars(counts, width: 60)
    #expect(bars.interval == 60)
    #expect(bars.start == 60)
    #expect(bars.counts.count == 59)
    #expect(bars.counts.last?.lines == 1)
  }
}
