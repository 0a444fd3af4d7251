import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

// Helpers the PagerKit tests share: time, random numbers, documents in memory, and reading frames
// and rendered lines as text.

// MARK: Time and random numbers

/// The instant `milliseconds` after the clock's origin.
func at(_ milliseconds: Double) -> Instant { Instant(milliseconds: milliseconds) }

// MARK: Documents in memory

/// Lines in memory; learns them `step` at a time, as a lazily indexed file does.
final class MemoryDocument: TextDocument {
  private let all: [[UInt8]]
  private let step: Int
  private(set) var known: Int
  let endsKnown: Bool

  init(_ lines: [String], step: Int = .max, complete: Bool = true) {
    all = lines.map { Array($0.utf8) }
    self.step = step
    known = min(lines.count, step)
    endsKnown = complete
  }

  var lineCount: Int { known }
  var isComplete: Bool { endsKnown && known == all.count }
  func line(_ index: Int) -> [UInt8] { all[index] }
  func prepareLines(through index: Int) -> Int {
    while known <= index && known < all.count { known = min(all.count, known + step) }
    return known
  }
}

/// Lines in memory, those numbered in `returns` ended by `\r\n`.
final class ReturnsDocument: TextDocument {
  let lines: [[UInt8]]
  let returns: Set<Int>
  init(bytes lines: [[UInt8]], returns: Set<Int>) {
    self.lines = lines
    self.returns = returns
  }
  convenience init(_ lines: [String], returns: Set<Int>) {
    self.init(bytes: lines.map { Array($0.utf8) }, returns: returns)
  }
  var lineCount: Int { lines.count }
  var isComplete: Bool { true }
  func line(_ index: Int) -> [UInt8] { lines[index] }
  func lineEndsWithReturn(_ index: Int) -> Bool { returns.contains(index) }
  func prepareLines(through index: Int) -> Int { lines.count }
}

/// An in-memory document that reveals its lines only as `prepareLines(through:)` asks, and only
/// up to `available` while its text is still "arriving"; reading a line it has not revealed
/// fails the test run.
final class LazyDocument: TextDocument {
  private let lines: [[UInt8]]
  var available: Int
  private(set) var known = 0
  private(set) var furthestRequest = -1

  init(_ lines: [String], available: Int? = nil) {
    self.lines = lines.map { Array($0.utf8) }
    self.available = available ?? lines.count
  }

  var lineCount: Int { known }
  var isComplete: Bool { known == lines.count }

  func line(_ index: Int) -> [UInt8] {
    precondition(index >= 0 && index < known, "line \(index) read before it was prepared")
    return lines[index]
  }

  func prepareLines(through index: Int) -> Int {
    furthestRequest = max(furthestRequest, index)
    known = max(known, min(index + 1, available))
    return known
  }
}

// MARK: Screens and frames

/// `screen` drawn at `milliseconds` in its preset's 256-colour theme.
func render(_ screen: PagerScreen, at milliseconds: Double = 0) -> Frame {
  PagerView(theme: Theme(preset: screen.preset, depth: .palette256)).render(
    screen, at: at(milliseconds))
}

extension PagerScreen {
  /// Types `pattern` at the search prompt and submits it, as `/pattern` and Enter do.
  mutating func submitSearch(for pattern: String, at now: Instant) {
    update(.prompt(.open), at: now)
    for character in pattern { update(.prompt(.insert(character)), at: now) }
    update(.prompt(.submit), at: now)
  }
}

/// The columns of `row` whose cells satisfy `test`.
func columns(_ frame: Frame, row: Int, where test: (Cell) -> Bool) -> [Int] {
  (0..<frame.width).filter { test(frame[$0, row]) }
}

/// The columns of `row` that the line indicator (`╺ ━ ╸`) covers.
func lineIndicatorColumns(_ frame: Frame, row: Int) -> [Int] {
  columns(frame, row: row) { "━╸╺".contains($0.glyph) }
}

/// The distinct backgrounds of `rows`.
func backgrounds(_ frame: Frame, rows: Range<Int>) -> Set<TerminalColor> {
  var colors = Set<TerminalColor>()
  for row in rows {
    for column in 0..<frame.width { colors.insert(frame[column, row].style.background) }
  }
  return colors
}

/// The tab whose page color fills each column of `row`, left to right, without repeats.
func pagesAlong(_ frame: Frame, row: Int, preset: Preset) -> [Int] {
  let pages = Theme(preset: preset, depth: .palette256).pages.map(\.background)
  var seen: [Int] = []
  for column in 0..<frame.width {
    guard let tab = pages.firstIndex(of: frame[column, row].style.background) else { continue }
    if seen.last != tab { seen.append(tab) }
  }
  return seen
}

extension String {
  /// The text without the spaces at either end.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

// MARK: Rendered lines

/// The display line of `text` (its UTF-8 bytes) in `base`, tab stops every `tabWidth` columns.
func render(_ text: String, base: Style = .plain, tabWidth: Int = 8) -> DisplayLine {
  LineRenderer(base: base, tabWidth: tabWidth).render(Array(text.utf8))
}

/// The glyphs of `cells` with each continuation cell written as `·`, to see columns in one
/// string.
func shown(_ cells: [Cell]) -> String {
  cells.map { $0.isContinuation ? "·" : $0.glyph }.joined()
}

// MARK: Test-only views of library values

extension DisplayLine {
  /// Columns the whole line takes.
  var columns: Int { cells.count }

  /// The glyphs as plain text.
  var text: String { cells.map(\.glyph).joined() }
}

extension Indicator {
  /// The indicator of a bar `width` columns wide from column 0 holding `itemCount` equal items,
  /// at page `position` in 0…`itemCount − 1`.
  init(position: Double, itemCount: Int, width: Int) {
    let layout = TabBarLayout(itemCount: itemCount, width: width)
    self.init(
      start: layout.indicatorStart(at: position), width: layout.indicatorWidth,
      bounds: layout.columns)
  }
}

extension OverflowTabBarLayout {
  /// The tabs shown, in order; empty only when there are no tabs or no columns.
  var visibleTabs: Range<Int> {
    guard let first = items.first, let last = items.last else { return 0..<0 }
    return first.tab..<last.tab + 1
  }
}

extension TabBarMarker {
  /// How many tabs the marker says it stands for: the number in its text.
  var hiddenCount: Int { Int(text.filter(\.isWholeNumber)) ?? 0 }
}

extension LineIndex {
  /// Learns the lines in the next bytes of the text.
  mutating func append(_ chunk: some Collection<UInt8>) {
    Array(chunk).withUnsafeBytes { append($0) }
  }
}

/// Lines that keep arriving, as a pipe's or a growing file's do: `append` adds them, `finish`
/// ends the text.
final class GrowingDocument: TextDocument {
  private(set) var lines: [[UInt8]]
  private(set) var isComplete = false

  init(_ lines: [String] = []) {
    self.lines = lines.map { Array($0.utf8) }
  }

  func append(_ more: [String]) { lines += more.map { Array($0.utf8) } }
  func finish() { isComplete = true }

  var lineCount: Int { lines.count }
  func line(_ index: Int) -> [UInt8] { lines[index] }
  func prepareLines(through index: Int) -> Int { lines.count }
}

/// "line 1" … "line `count`".
func numberedLines(_ range: ClosedRange<Int>) -> [String] { range.map { "line \($0)" } }

extension String {
  /// The text without the blanks a row of the frame ends in.
  var trimmingTrailingBlanks: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
