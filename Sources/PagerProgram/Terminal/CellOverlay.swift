import PagerKit
import PagerReader

/// Cells that go to the terminal past ncurses, which has no call for them: hyperlinks (OSC 8),
/// looks its attributes cannot carry (strike-through, overline, underline shapes and colours,
/// where terminfo says how), and, on a terminal that measures a cluster as one glyph
/// (``ClusterOutput/whole``), clusters ncurses cannot carry in one cell (more than five code
/// points, as a ZWJ family of four; or a first code point narrower than the cluster, as 🏳️‍🌈).
///
/// ncurses draws a placeholder of the same width where each goes (invisible blanks, which no
/// frame cell ever is, so that whatever replaces the cell later is written over it), and after
/// `doupdate` each is written over its placeholder, in its style, inside its link. ncurses left
/// the cursor parked and the attributes reset, and they are left so again, with no link open.
struct CellOverlay {
  /// One cell's text and where it goes.
  struct Item: Equatable {
    var row: Int
    var column: Int
    /// Columns it takes on the screen.
    var columns: Int
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

  private(set) var items: [Item] = []

  var isEmpty: Bool { items.isEmpty }

  /// Writes `text`, `columns` wide, at `row`, `column` in `style` once ncurses has drawn.
  mutating func add(_ text: String, row: Int, column: Int, columns: Int, style: Style) {
    items.append(Item(row: row, column: column, columns: columns, text: text, style: style))
  }

  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
  }

  /// The bytes that draw every item: moved to unless it follows the one before on its row, its
  /// style set when it changes, its link opened when it changes; ending reset, unlinked, the
  /// cursor at `parked` (row, column), where ncurses left it.
  func text(with sequences: Sequences, parked: (row: Int, column: Int) = (0, 0)) -> String {
    var text = ""
    var style: Style?
    var link: Hyperlink?
    var cursor: (row: Int, column: Int)?
    for item in items {
      if cursor == nil || cursor! != (item.row, item.column) {
        text += sequences.moveTo(item.row, item.column)
      }
      if item.style.link != link {
        if link != nil { text += ControlSequence.hyperlinkEnd }
        if let next = item.style.link { text += ControlSequence.hyperlinkStart(next) }
        link = item.style.link
      }
      if item.style != style {
        text += sequences.reset + sequences.style(item.style)
        style = item.style
      }
      text += item.text
      cursor = (item.row, item.column + item.columns)
    }
    if link != nil { text += ControlSequence.hyperlinkEnd }
    return text + sequences.reset + sequences.moveTo(parked.row, parked.column)
  }
}
