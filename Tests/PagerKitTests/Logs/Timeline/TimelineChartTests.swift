import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// The timeline drawn into cells: the heading, the bars with their errors in red, the chosen
/// bar in reverse, the axis and the status row; at every size, down to 1×1.
@Suite struct TimelineChartTests {
  static func chart(
    _ seconds: [(Int64, Int, Int)], width: Int, chosen: Int = 0,
    counting: Double? = nil
  ) -> TimelineChart {
    var counts = TimelineCounts()
    for (second, lines, errors) in seconds {
      counts.add(at: second * 1000, lines: lines, errors: errors)
    }
    return TimelineChart(
      bars: TimelineBars(counts, width: width), chosen: chosen, counting: counting,
      clock: TimelineClockText(), style: .plain)
  }

  @Test func drawsBarsAxisAndStatus() {
    let chart = Self.chart([(0, 4, 0), (1, 2, 1), (3, 1, 1)], width: 8, chosen: 1)
    var frame = Frame(width: 8, height: 6)
    chart.draw(into: &frame)
    let lines = frame.lines
    #expect(lines[0].hasPrefix(" Timelin"))
    // Four bars of two columns, a second each, 24 eighths for the peak of 4: 4 lines, 2 (an
    // error), none, 1 (an error).
    #expect(lines[1] == "██      ")
    #expect(lines[2] == "██▄▄    ")
    #expect(lines[3] == "████  ▆▆")
    #expect(lines[4].hasPrefix("00:00:00") || lines[4].hasSuffix("00:00:03"))
    #expect(frame[2, 3].style.foreground == .indexed(1))
    #expect(frame[0, 3].style.foreground != .indexed(1))
    #expect(frame[6, 3].style.foreground == .indexed(1))
    // The chosen bar is in reverse, its blanks too.
    #expect(frame[2, 1].style.attributes.contains(.reverse))
    #expect(!frame[0, 1].style.attributes.contains(.reverse))
    #expect(chart.status == " 1970-01-01 00:00:01–00:00:02 · 2 lines · 1 error")
  }

  @Test func headingSaysIntervalPeakAndCounting() {
    let chart = Self.chart([(0, 3, 0), (100, 5, 0)], width: 20, counting: 0.4)
    #expect(chart.heading.hasPrefix(" Timeline · 15s a bar · peak 5 · counting… 40% · "))
    let empty = Self.chart([], width: 20, counting: nil)
    #expect(empty.heading.hasPrefix(" Timeline · Left"))
    #expect(empty.status == " No times counted")
    #expect(Self.chart([], width: 20, counting: 0).status == " Counting…")
  }

  @Test func axisLabelsTheEnds() {
    let chart = Self.chart([(0, 1, 0), (3599, 1, 0)], width: 60)
    var frame = Frame(width: 60, height: 8)
    chart.draw(into: &frame)
    let axis = frame.lines[6]
    #expect(axis.hasPrefix("00:00"))
    #expect(axis.hasSuffix("00:59"))
  }

  /// Nothing is drawn outside the frame, and nothing fails, at any size.
  @Test func everySize() {
    let chart = Self.chart([(0, 4, 2), (86_400 * 3, 9, 0), (500, 1, 1)], width: 40, chosen: 2)
    for width in 0...12 {
      for height in 0...8 {
        var frame = Frame(width: width, height: height)
        chart.draw(into: &frame)
        #expect(frame.width == width && frame.height == height)
        for columns in [1, 3, 9] {
          let sized = Self.chart([(0, 4, 2), (7, 1, 0)], width: columns, chosen: 5)
          sized.draw(into: &frame)
        }
      }
    }
  }
}
