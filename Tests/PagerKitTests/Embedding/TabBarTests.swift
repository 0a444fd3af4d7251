import TestSupport
import Testing

@testable import PagerKit

/// The tab bar in a region of an embedder's own screen: nothing outside its columns and rows,
/// the indicator sliding with the pager.
@Suite struct TabBarTests {
  static let preset = Preset.documents(titled: ["One", "Two", "Three"])
  static let bar = TabBar(theme: Theme(preset: preset, depth: .palette256))

  static func draw(_ pager: Pager, at now: Instant, natural: Bool = false) -> Frame {
    var frame = Frame(width: 40, height: 4)
    let own = Style(background: .indexed(5))
    frame.fill(columns: 0..<40, rows: 0..<4, style: own)
    frame.write("left", column: 0, row: 1, style: own)
    bar.draw(
      preset.tabs, pager: pager, at: now, into: &frame, columns: 6..<36, row: 1, indicatorRow: 2,
      naturalWidths: natural)
    return frame
  }

  @Test func itDrawsOnlyInItsRegion() throws {
    let pager = try Pager(tabCount: 3)
    for natural in [false, true] {
      let frame = Self.draw(pager, at: .zero, natural: natural)
      let lines = frame.lines
      #expect(lines[1].hasPrefix("left  "))
      #expect(lines[1].contains("One") && lines[1].contains("Three"), "\(lines)")
      #expect(lines[2].contains("━"), "\(lines)")
      for row in 0..<4 {
        for column in 0..<40 where !(6..<36).contains(column) || ![1, 2].contains(row) {
          let outside = frame[column, row]
          #expect(outside.style.background == .indexed(5), "\(column),\(row) \(natural)")
        }
      }
    }
  }

  @Test func theIndicatorSlidesWithThePager() throws {
    var pager = try Pager(tabCount: 3)
    let first = Self.draw(pager, at: .zero).lines[2]
    pager.update(.next, at: .zero)
    let middle = Self.draw(pager, at: Instant(milliseconds: 100)).lines[2]
    let settled = Self.draw(pager, at: Instant(milliseconds: 1000)).lines[2]
    let start = { (line: String) in
      line.firstIndex { $0 != " " }.map { line.distance(from: line.startIndex, to: $0) } ?? -1
    }
    #expect(start(first) == 6)
    #expect(
      start(first) < start(middle) && start(middle) < start(settled), "\([first, middle, settled])")
    #expect(start(settled) == 16)
  }
}
