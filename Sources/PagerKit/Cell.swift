/// One terminal cell of a ``Frame``.
///
/// A wide character (two columns) is stored in its first cell with `width == 2`; the cell to its
/// right is a continuation with `width == 0` and an empty glyph.
public struct Cell: Hashable, Sendable {
  /// The grapheme drawn here: empty for a continuation cell.
  public var glyph: String
  /// Columns the glyph takes: 1, 2, or 0 for the right half of a wide glyph.
  public var width: UInt8
  public var style: Style

  /// Makes a cell.
  public init(glyph: String, width: UInt8 = 1, style: Style) {
    self.glyph = glyph
    self.width = width
    self.style = style
  }

  /// A blank cell in `style`.
  public static func blank(_ style: Style) -> Cell { Cell(glyph: " ", width: 1, style: style) }

  var isContinuation: Bool { width == 0 }
}
