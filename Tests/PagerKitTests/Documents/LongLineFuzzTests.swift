import Glibc
import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Random long lines: runs of plain text (so that pieces of plain ASCII are counted without being
/// rendered) between bits that make escape sequences, wide and zero-width characters, controls and
/// bad UTF-8 likely. To fuzz more kinds of text, add to ``pieces``.
struct LongLineSamples {
  static let pieces: [[UInt8]] =
    [
      "a", "Z", " ", "\t", "\u{1B}", "[", ";", "m", "0", "1", "3", "\u{1B}[", "\u{1B}[0m",
      "\u{1B}[1;31m", "\u{1B}[38;5;", "\u{1B}[48;2;1;2;3m", "\u{1B}]0;", "\u{1B}[?25l",
      "\u{7}", "\r", "\u{0}", "\u{7F}", "中", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F468}",
      "\u{1F1FA}", "\u{85}", "\u{9B}", "\u{202E}", "e\u{301}", "\u{FFFD}", "\u{10FFFF}",
      "\u{8}", "b\u{8}b", "_\u{8}x", "_\u{8}_", "中\u{8}中", "a\u{8}中",
    ].map { Array($0.utf8) } + [[0x80], [0xC0, 0xAF], [0xE4, 0xB8], [0xED, 0xA0, 0x80], [0xFF]]

  var generator: SeededGenerator

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  /// A line of about `length` bytes.
  mutating func next(length: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < length {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<3:
        let run = Int.random(in: 1...400, using: &generator)
        bytes += (0..<run).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
      case 3:
        bytes.append(UInt8.random(in: 0...255, using: &generator))
      default:
        bytes += Self.pieces.randomElement(using: &generator)!
      }
    }
    return bytes
  }
}

/// Rendering, wrapping, cutting and searching a line a piece at a time give what doing it whole
/// gives, wherever the pieces end. `make fuzz` sets `PAGER_FUZZ_LINES` for a long run.
@Suite struct LongLineFuzzTests {
  static let lines = Int(getenv("PAGER_FUZZ_LINES").map { String(cString: $0) } ?? "") ?? 150
  static let seed = UInt64(getenv("PAGER_FUZZ_SEED").map { String(cString: $0) } ?? "") ?? 9

  /// The line cut where ``LinePiece`` says, each piece at most `size` bytes, rendered in turn.
  static func piecewise(_ bytes: [UInt8], size: Int, renderer: LineRenderer) -> [Cell] {
    var cells: [Cell] = []
    var state = renderer.startState
    var offset = 0
    while offset < bytes.count {
      let piece = Array(bytes[offset..<min(bytes.count, offset + size)])
      let cut = LinePiece.end(of: piece, isLineEnd: offset + piece.count == bytes.count)
      let display: DisplayLine
      (display, state) = renderer.render(Array(piece[..<cut]), from: state)
      cells += display.cells
      offset += cut
    }
    return cells
  }

  /// No cell holds a control a terminal would act on (ESC above all).
  static func checkNoControls(_ cells: [Cell], _ label: String) {
    for cell in cells
    where cell.glyph.unicodeScalars.contains(where: DisplayLineBuilder.needsStandIn) {
      Issue.record(
        "a control reaches the frame in \(cell.glyph.unicodeScalars.map(\.value)) — \(label)")
      return
    }
  }

  @Test func piecewiseRenderingIsTheWholeRendering() {
    var samples = LongLineSamples(seed: Self.seed)
    let renderer = LineRenderer(base: Style(foreground: .indexed(7)))
    for round in 0..<Self.lines {
      let bytes = samples.next(length: Int.random(in: 0...3000, using: &samples.generator))
      let size = Int.random(in: 2...700, using: &samples.generator)
      let whole = renderer.render(bytes).cells
      let label = "seed \(Self.seed) round \(round), pieces of \(size)"
      // Pieces shorter than an SGR sequence may cut one: only the longer ones must agree.
      if size > LinePiece.longestSequence {
        #expect(Self.piecewise(bytes, size: size, renderer: renderer) == whole, "\(label)")
      }
      Self.checkNoControls(Self.piecewise(bytes, size: size, renderer: renderer), label)
    }
    print("long lines in pieces: \(Self.lines) lines a test, seed \(Self.seed)")
  }

  @Test func longLineLayoutsAreTheWholeLinesLayouts() {
    var samples = LongLineSamples(seed: Self.seed &+ 1)
    let renderer = LineRenderer()
    for round in 0..<Self.lines {
      let bytes = samples.next(length: Int.random(in: 1...3000, using: &samples.generator))
      let width = Int.random(in: 1...50, using: &samples.generator)
      let size = Int.random(in: LinePiece.longestSequence + 1...900, using: &samples.generator)
      let atWords = Bool.random(using: &samples.generator)
      let label =
        "seed \(Self.seed) round \(round), width \(width), pieces of \(size)"
        + (atWords ? ", at words" : "")
      let whole = renderer.render(bytes)
      let rows = whole.wrapped(width: width, atWords: atWords)
      let document = PiecewiseDocument([bytes])
      var layout = LongLineLayout(
        length: bytes.count, width: width, renderer: renderer, atWords: atWords, pieceSize: size)
      #expect(layout.rowCount(line: 0, in: document) == rows.count, "\(label)")
      let first = Int.random(in: 0..<rows.count, using: &samples.generator)
      #expect(
        layout.rows(from: first, count: 7, line: 0, in: document)
          == Array(rows[first..<min(rows.count, first + 7)]), "\(label) from row \(first)")
      if width >= 2 {
        let all = layout.rows(from: 0, count: .max, line: 0, in: document)
        #expect(Array(all.joined()) == whole.cells, "every byte shows once — \(label)")
      }
      if !whole.cells.isEmpty {
        let column = Int.random(in: 0..<whole.cells.count, using: &samples.generator)
        let ranges = whole.rowRanges(width: width, atWords: atWords)
        #expect(
          layout.row(ofColumn: column, line: 0, in: document)
            == ranges.firstIndex { $0.contains(column) }, "\(label) at column \(column)")
      }
      let offset = Int.random(in: 0...max(0, whole.cells.count), using: &samples.generator)
      #expect(
        layout.chopped(offset: offset, line: 0, in: document)
          == whole.chopped(width: width, offset: offset), "\(label) at column \(offset)")
    }
  }

  @Test func searchingInPiecesFindsWhatTheWholeLineShows() {
    var samples = LongLineSamples(seed: Self.seed &+ 2)
    let patterns = ["a", "aZ", " a", "1m", "[", "^[", "中", "e\u{301}", "<U+0085>", "  "]
    for round in 0..<Self.lines {
      let bytes = samples.next(length: Int.random(in: 1...3000, using: &samples.generator))
      let size = Int.random(in: LinePiece.longestSequence + 1...900, using: &samples.generator)
      let document = PiecewiseDocument([bytes])
      let whole = LineRenderer().render(bytes)
      for pattern in patterns {
        let search = TextSearch(pattern: pattern)
        let found = search.firstMatchColumn(
          inLine: 0, of: document, wholeLineLimit: 0, pieceSize: size)
        #expect(
          found == search.firstMatch(in: whole)?.lowerBound,
          "\(pattern) — seed \(Self.seed) round \(round), pieces of \(size)")
      }
    }
  }
}
