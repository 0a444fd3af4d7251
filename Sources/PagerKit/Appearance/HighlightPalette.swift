/// The looks of the ``Highlights``, in the order highlights take them: background colours far
/// from one another and from the search's reverse video, the text on each black or white,
/// whichever reads better; without colour, a set of attributes each, none of them the search's
/// reverse video alone.
public enum HighlightPalette {
  /// The colours as designed: UIKit's dark-mode yellow, cyan, green, purple, red and indigo,
  /// which stay six colours apart even as the 8 basic ones.
  public static let colors: [RGB] = [
    RGB(255, 214, 10), RGB(100, 210, 255), RGB(48, 209, 88), RGB(191, 90, 242),
    RGB(255, 69, 58), RGB(94, 92, 230),
  ]

  /// What sets each highlight apart where there is no colour, as many as there are colours.
  public static let attributes: [TextAttributes] = [
    .underline, .bold, [.bold, .underline], [.reverse, .underline], [.reverse, .bold],
    [.reverse, .bold, .underline],
  ]

  /// The looks as a terminal of `depth` shows them.
  public static func styles(depth: ColorDepth) -> [Style] {
    guard depth != .none else { return attributes.map { Style(attributes: $0) } }
    return colors.map { color in
      Style(
        foreground: depth.approximate(Theme.readableText(on: depth.shown(color))),
        background: depth.approximate(color))
    }
  }
}
