import Testing

@testable import PagerKit

/// ASCII text is written and measured a byte at a time, with no grapheme breaking: the same
/// cells and columns as cluster by cluster, for printable bytes, controls, CR LF and DEL alike.
@Suite struct FrameASCIITests {
  static let bytes: [UInt8] = [0x09, 0x0A, 0x0D, 0x1B, 0x7F] + Array(0x20...0x7E)

  static func randomASCII(_ generator: inout some RandomNumberGenerator) -> String {
    let count = Int.random(in: 0...30, using: &generator)
    let picked = (0..<count).map { _ in bytes.randomElement(using: &generator)! }
    return String(
      decoding: picked + (Bool.random(using: &generator) ? [0x0D, 0x0A] : []), as: UTF8.self)
  }

  @Test func asciiIsMeasuredAsItsClustersAre() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let text = Self.randomASCII(&generator)
      #expect(
        ColumnWidth.of(text) == text.reduce(0) { $0 + ColumnWidth.of($1) },
        "\(text.debugDescription)")
      #expect(ColumnWidth.of(text[...]) == ColumnWidth.of(text))
    }
  }

  @Test func asciiIsWrittenAsItsClustersAre() {
    // A text with a last glyph that is not ASCII, for which no room is left, goes cluster by
    // cluster and writes the rest as the ASCII text alone does.
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let text = Self.randomASCII(&generator)
      let width = Int.random(in: 1...40, using: &generator)
      let column = Int.random(in: -3...width, using: &generator)
      let limit = text.utf8.filter { $0 >= 0x20 && $0 != 0x7F }.count
      var ascii = Frame(width: width, height: 2, style: .plain)
      var clusters = ascii
      let written = ascii.write(
        text, column: column, row: 1, style: Style(foreground: .indexed(2)), limit: limit)
      let byClusters = clusters.write(
        text + "é", column: column, row: 1, style: Style(foreground: .indexed(2)), limit: limit)
      #expect(written == byClusters, "\(text.debugDescription) at \(column) of \(width)")
      #expect(ascii == clusters, "\(text.debugDescription) at \(column) of \(width)")
    }
  }

  @Test func printableBytesAreWrittenAsTheirText() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        UInt8.random(in: 0x20...0x7E, using: &generator)
      }
      let width = Int.random(in: 1...40, using: &generator)
      let column = Int.random(in: -35...width + 1, using: &generator)
      let row = Int.random(in: -1...2, using: &generator)
      // Over a wide glyph at each column, which a byte written over either half blanks.
      var bytewise = Frame(width: width, height: 2, style: .plain)
      _ = bytewise.write(
        String(repeating: "日", count: 20), column: column & 1, row: 1, style: .plain)
      var textwise = bytewise
      let style = Style(foreground: .indexed(5))
      bytewise.write(ascii: bytes[...], column: column, row: row, style: style)
      textwise.write(String(decoding: bytes, as: UTF8.self), column: column, row: row, style: style)
      #expect(bytewise == textwise, "\(bytes) at \(column), \(row) of \(width)")
    }
  }
}
