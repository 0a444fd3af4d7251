import PagerKit

extension Frame {
  /// Each row as plain text; the right halves of wide glyphs add nothing.
  public var lines: [String] {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width { line += self[column, row].glyph }
      return line
    }
  }
}
