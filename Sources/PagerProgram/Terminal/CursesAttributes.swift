import CNcursesw
import PagerKit
import PagerReader

/// A style's attributes as ncurses' attribute bits (bold, reverse, underline, dim, italic, blink:
/// the ones it has); colours go by pair, from ``ColorPairs``. The rest go past ncurses
/// (``CellOverlay``) where the terminal can show them.
enum CursesAttributes {
  static func of(_ style: Style) -> attr_t {
    var result = attr_t(A_NORMAL)
    if style.attributes.contains(.bold) { result |= cn_a_bold() }
    if style.attributes.contains(.reverse) { result |= cn_a_reverse() }
    if style.attributes.contains(.underline) { result |= cn_a_underline() }
    if style.attributes.contains(.dim) { result |= cn_a_dim() }
    if style.attributes.contains(.italic) { result |= cn_a_italic() }
    if style.attributes.contains(.blink) { result |= cn_a_blink() }
    return result
  }
}
