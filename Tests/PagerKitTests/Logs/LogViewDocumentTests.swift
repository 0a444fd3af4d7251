import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// A log's view (`:level`, `:hide`): the lines of a level and worse, a line that tells no time
/// of its entry's level, and a merge's hidden texts left out; found a look at a time.
@Suite struct LogViewDocumentTests {
  static let levels = ["TRACE", "DEBUG", "INFO", "NOTICE", "WARN", "ERROR", "FATAL"]

  /// The lines of random logs (times rising, levels at random or none, lines without a time
  /// after them), merged; the view against a reference that takes each source's lines in the
  /// merge's order and keeps them by their entry's level.
  @Test(arguments: 0..<6) func randomLogsKeepTheLinesTheReferenceKeeps(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var texts: [[String]] = []
    for source in 0..<Int.random(in: 1...4, using: &random) {
      var time = 0
      var lines: [String] = []
      for index in 0..<Int.random(in: 0...900, using: &random) {
        let roll = Int.random(in: 0..<10, using: &random)
        if roll < 2 {
          lines.append("  at \(source).\(index)")
        } else {
          time += Int.random(in: 0...3, using: &random)
          let level = roll == 2 ? "" : Self.levels[Int.random(in: 0..<7, using: &random)] + " "
          lines.append("\(time) \(level)message \(source).\(index)")
        }
      }
      texts.append(lines)
    }
    let minimum = Int.random(in: 0..<8, using: &random)
    let level = minimum < 7 ? LogLevel(rawValue: minimum) : nil
    let hidden = Set((0..<texts.count).filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
    let merged = MergedDocumentTests.merged(texts.map { MergedDocumentTests.GrowingDocument($0) })
    let order = MergedDocumentTests.text(merged)
    let view = LogViewDocument(base: merged, minimum: level, hidden: hidden)
    view.prepareLines(through: 20)
    while view.indexAhead(budget: 1 << 16) {}
    #expect(view.isComplete)
    let shown = (0..<view.lineCount).map { String(decoding: view.line($0), as: UTF8.self) }
    #expect(shown == Self.reference(order, merged: merged, minimum: level, hidden: hidden))
    // Numbered as in the merge.
    for index in stride(from: 0, to: view.lineCount, by: 5) {
      #expect(order[view.lineNumber(ofLine: index) - 1] == shown[index])
    }
  }

  static func reference(
    _ order: [String], merged: MergedDocument, minimum: LogLevel?, hidden: Set<Int>
  ) -> [String] {
    var levelOfSource: [Int: LogLevel?] = [:]
    var kept: [String] = []
    for (index, line) in order.enumerated() {
      let source = merged.source(ofLine: index)
      let words = line.split(separator: " ")
      if !line.hasPrefix(" ") {
        let named = words.count > 1 ? levels.firstIndex(of: String(words[1])) : nil
        levelOfSource[source] = named.map { LogLevel(rawValue: $0)! }
      }
      guard !hidden.contains(source) else { continue }
      if minimum == nil || (levelOfSource[source] ?? nil).map({ $0 >= minimum! }) == true {
        kept.append(line)
      }
    }
    return kept
  }

  /// A log that is no merge: a traceback after its error is kept with it, lines of no level
  /// and of lower levels are not; lines that come later are looked at as they come.
  @Test func aLogsTracebackStaysWithItsError() {
    let log = GrowingDocument([
      "1 INFO start", "2 ERROR failed", "Traceback (most recent call last):", "  File x",
      "3 no level here", "4 WARN slow", "  detail",
    ])
    let view = LogViewDocument(base: log, minimum: .warning) {
      $0.first.map { $0 != 0x20 && $0 != 0x54 } ?? false
    }
    view.prepareLines(through: 10)
    let shown = { (0..<view.lineCount).map { String(decoding: view.line($0), as: UTF8.self) } }
    #expect(
      shown() == [
        "2 ERROR failed", "Traceback (most recent call last):", "  File x", "4 WARN slow",
        "  detail",
      ])
    #expect(view.summary == "level ≥ warning")
    #expect(!view.readsOnRequest, "caught up with a text that grows by itself: nothing to ask")
    log.append(["5 DEBUG quiet", "6 FATAL down"])
    #expect(view.readsOnRequest, "lines to look at: a filter over the view asks on")
    while view.indexAhead(budget: 1 << 16) && !view.isCaughtUp {}
    #expect(shown().suffix(1) == ["6 FATAL down"])
    #expect(view.lineNumber(ofLine: view.lineCount - 1) == 9)
  }
}
