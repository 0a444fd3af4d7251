import Testing

@testable import PagerKit
@testable import PagerReader

/// `fill` blanks a rectangle as placing a blank in each of its cells would, wide glyphs cut at
/// its edges included.
@Suite struct FrameFillTests {
  /// A row of narrow and wide glyphs, varied by `seed`.
  static func frame(seed: UInt64, width: Int, height: Int) -> Frame {
    var random = seed
    func next() -> UInt64 {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return random >> 33
    }
    var frame = Frame(width: width, height: height)
    for row in 0..<height {
      var text = ""
      while text.count < width { text.append(next() % 3 == 0 ? "日" : "a") }
      frame.write(text, column: Int(next() % 2), row: row, style: .plain)
    }
    return frame
  }

  @Test func fillingIsPlacingABlankInEachCell() {
    let blue = Style(background: .indexed(4))
    for seed in 0..<200 as Range<UInt64> {
      let width = 1 + Int(seed % 9)
      let frame = Self.frame(seed: seed, width: width, height: 3)
      for start in -1...width {
        for end in start...(width + 1) {
          var filled = frame
          filled.fill(columns: start..<end, rows: 0..<2, style: blue)
          var placed = frame
          for row in 0..<2 {
            for column in max(0, start)..<min(width, max(0, end)) where end > start {
              placed.put(.blank(blue), column: column, row: row)
            }
          }
          #expect(filled == placed, "seed \(seed), columns \(start)..<\(end)")
        }
      }
    }
  }
}
