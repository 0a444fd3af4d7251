import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Random lines made of pieces that make escape sequences, wide and zero-width characters and
/// bad UTF-8 likely, and of random bytes.
private struct RandomLines {
  static let pieces: [[UInt8]] =
    [
      "a", "Z", " ", "\t", "\u{1B}", "[", "]", ";", ":", "m", "0", "1", "3", "8", "5", "2", "?",
      "\u{1B}[", "\u{1B}[0m", "\u{1B}[1;31m", "\u{1B}[38;5;", "\u{1B}[48;2;1;2;3m", "\u{1B}]0;",
      "\u{7}", "\r", "\u{0}", "\u{7F}", "中", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F468}",
      "\u{2764}", "\u{1F1FA}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2067}", "\u{600}", "\u{1160}",
      "\u{AD}", "\u{200B}", "\u{FEFF}", "e\u{301}", "\u{E9}", "\u{FFFD}", "\u{10FFFF}",
    ].map { Array($0.utf8) } + [
      [0x80], [0xC0, 0xAF], [0xE4, 0xB8], [0xED, 0xA0, 0x80], [0xFF], [0xF0],
    ]

  var generator: SeededGenerator

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  mutating func next() -> [UInt8] {
    var bytes: [UInt8] = []
    let length = Int.random(in: 0...24, using: &generator)
    for _ in 0..<length {
      if Bool.random(using: &generator) {
        bytes.append(UInt8.random(in: 0...255, using: &generator))
      } else {
        bytes += Self.pieces.randomElement(using: &generator)!
      }
    }
    return bytes
  }
}

/// Whether a terminal could act on `scalar` instead of drawing it.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  DisplayLineBuilder.needsStandIn(scalar)
}

/// Checks that the cells are well formed and returns nothing; failures are recorded.
private func checkCells(_ line: DisplayLine, _ bytes: [UInt8]) {
  let cells = line.cells
  for (index, cell) in cells.enumerated() {
    #expect(!cell.glyph.unicodeScalars.contains(where: isControl), "control in \(bytes)")
    switch cell.width {
    case 0:
      #expect(cell.glyph.isEmpty && index > 0 && cells[index - 1].width == 2, "\(bytes)")
    case 1, 2:
      #expect(Int(cell.width) == ColumnWidth.of(cell.glyph), "width of \(cell.glyph) \(bytes)")
      if cell.width == 2 {
        #expect(index + 1 < cells.count && cells[index + 1].isContinuation, "\(bytes)")
      }
    default:
      Issue.record("width \(cell.width) in \(bytes)")
    }
  }
}

private func checkLayouts(_ line: DisplayLine, _ bytes: [UInt8], width: Int) {
  let rows = line.wrapped(width: width)
  #expect(rows.count == line.rowCount(width: width))
  #expect(rows.allSatisfy { $0.count <= width }, "\(bytes) at \(width)")
  if width >= 2 {
    #expect(Array(rows.joined()) == line.cells, "rows concatenate back to \(bytes)")
  }
  for offset in [0, 1, width - 1, line.columns / 2, line.columns - 1] {
    let row = line.chopped(width: width, offset: offset)
    #expect(row.count <= width)
    #expect(row.first?.isContinuation != true)
    #expect(row.last?.width != 2)
  }
}

@Suite struct LineRendererFuzzTests {
  @Test func randomLinesRenderSafely() {
    var lines = RandomLines(seed: 2024)
    let renderer = LineRenderer(base: Style(foreground: .indexed(7)))
    for _ in 0..<4000 {
      let bytes = lines.next()
      let line = renderer.render(bytes)
      checkCells(line, bytes)
      checkLayouts(line, bytes, width: Int.random(in: 1...12, using: &lines.generator))
    }
  }

  @Test func purelyRandomBytesRenderSafely() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<2000 {
      let length = Int.random(in: 0...40, using: &generator)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let line = LineRenderer().render(bytes)
      checkCells(line, bytes)
      checkLayouts(line, bytes, width: Int.random(in: 2...9, using: &generator))
    }
  }

  @Test func rawLineTestNeverMissesAMatch() {
    var lines = RandomLines(seed: 99)
    let patterns = [
      "a", "aZ", " a", "1m", "[", "^[", "m0", "\u{FFFD}", "中", "a ", "38", "e\u{301}",
    ]
    let searches = patterns.map { TextSearch(pattern: $0) }
    for _ in 0..<2000 {
      let bytes = lines.next()
      let line = LineRenderer().render(bytes)
      for search in searches {
        let shown = search.firstMatch(in: line) != nil
        #expect(search.hasMatch(in: bytes) == shown, "\(search.pattern) in \(bytes)")
      }
    }
  }
}
