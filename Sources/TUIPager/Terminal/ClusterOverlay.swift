import PagerKit

/// Grapheme clusters that go to the terminal past ncurses, on a terminal that measures a cluster
/// as one glyph (``ClusterOutput/whole``): those ncurses cannot carry in one cell (more than
/// five code points, as a ZWJ family of four; or a first code point narrower than the cluster,
/// as 🏳️‍🌈).
///
/// ncurses draws a placeholder of the same width where each goes (invisible blanks, which no
/// frame cell ever is, so that whatever replaces the cluster later is written over it), and
/// after `doupdate` each cluster is written over its placeholder, in its style. ncurses left the
/// cursor home and the attributes reset, and they are left so again.
struct ClusterOverlay {
  /// One cluster and where it goes.
  struct Glyph: Equatable {
    var row: Int
    var column: Int
    var text: String
    var style: Style
  }

  /// The terminal's sequences the overlay is written with (from terminfo).
  struct Sequences {
    /// Moves the cursor to a row and column, from 0.
    var moveTo: (_ row: Int, _ column: Int) -> String
    /// Turns every attribute and colour off.
    var reset: String
    /// Turns on a style's attributes and colours, from reset.
    var style: (Style) -> String
  }

  private(set) var glyphs: [Glyph] = []

  var isEmpty: Bool { glyphs.isEmpty }

  /// Writes `text` at `row`, `column` in `style` once ncurses has drawn.
  mutating func add(_ text: String, row: Int, column: Int, style: Style) {
    glyphs.append(Glyph(row: row, column: column, text: text, style: style))
  }

  mutating func removeAll() {
    glyphs.removeAll(keepingCapacity: true)
  }

  /// The bytes that draw every cluster, each moved to absolutely (the terminal's idea of where
  /// the one before ended need not be the frame's), ending reset and home.
  func text(with sequences: Sequences) -> String {
    var text = ""
    var style: Style?
    for glyph in glyphs {
      text += sequences.moveTo(glyph.row, glyph.column)
      if glyph.style != style {
        text += sequences.reset + sequences.style(glyph.style)
        style = glyph.style
      }
      text += glyph.text
    }
    return text + sequences.reset + sequences.moveTo(0, 0)
  }
}
