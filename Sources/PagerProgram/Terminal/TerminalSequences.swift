import PagerKit
import PagerReader

/// The terminal's words for what drawing a frame needs, from its terminfo entry
/// (``terminfo(colors:looks:)``): a unit test gives ANSI's own.
struct TerminalSequences {
  /// Moves the cursor to a row and column, from 0.
  var moveTo: (_ row: Int, _ column: Int) -> String
  /// Moves the cursor to a row, from 0, in its column (`vpa`); nil where the terminal cannot.
  var moveToRow: ((_ row: Int) -> String)?
  /// Moves the cursor to a column, from 0, on its row (`hpa`); nil where the terminal cannot.
  var moveToColumn: ((_ column: Int) -> String)?
  /// Turns every attribute and colour off.
  var reset: String
  /// Turns on a style's attributes and colours, from reset.
  var style: (Style) -> String
  /// Clears the screen to the terminal's own colours; nil where the terminal cannot, and every
  /// cell of a frame drawn whole is written.
  var clear: String?
  /// Erases from the cursor to the row's end, leaving the cursor (`el`); nil where the terminal
  /// cannot.
  var clearToEnd: String?
  /// Erases so many cells from the cursor on, leaving the cursor (`ech`); nil where the
  /// terminal cannot.
  var erase: ((Int) -> String)?
  /// Whether an erase leaves the current background, not the terminal's own (`bce`).
  var erasesInColor = false
  /// Whether a glyph written in the bottom-right cell scrolls the screen up (`am` without
  /// `xenl`): that cell is then never written.
  var scrollsAtLastCell = false
}
