import CNcursesw
import PagerKit

/// A style's attributes (bold, reverse, underline, dim) as ncurses' attribute bits; colours go
/// by pair, from ``ColorPairs``.
enum CursesAttributes {
  static func of(_ style: Style) -> attr_t {
    var result = attr_t(A_NORMAL)
    if style.attributes.contains(.bold) { result |= cn_a_bold() }
    if style.attributes.contains(.reverse) { result |= cn_a_reverse() }
    if style.attributes.contains(.underline) { result |= cn_a_underline() }
    if style.attributes.contains(.dim) { result |= cn_a_dim() }
    return result
  }
}
