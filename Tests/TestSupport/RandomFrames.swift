import PagerKit

/// Frames of random glyphs and looks, for tests of what writes frames to a terminal.
public enum RandomFrames {
  /// A look of each kind: colours of every form, every attribute, an underline's shape and
  /// colour, and two links.
  public static let looks: [Style] = {
    var looks: [Style] = [
      .plain, Style(foreground: .indexed(1)), Style(background: .indexed(12)),
      Style(foreground: .indexed(200), background: .rgb(RGB(1, 2, 3))),
      Style(attributes: [.bold, .italic, .strikethrough]),
      Style(attributes: [.dim, .blink, .reverse, .overline]),
    ]
    var curly = Style(attributes: .underline)
    curly.underlineShape = .curly
    curly.underlineColor = .rgb(RGB(255, 0, 0))
    var linked = Style(foreground: .indexed(4), attributes: .underline)
    linked.link = Hyperlink(uri: "https://example.com/a", id: "7")
    var other = linked
    other.link = Hyperlink(uri: "file:///tmp/b")
    return looks + [curly, linked, other]
  }()

  /// A frame of `size` with random glyphs (wide ones among them) in random looks.
  public static func frame(_ size: Size, _ random: inout SeededGenerator) -> Frame {
    var frame = Frame(width: size.columns, height: size.rows)
    let glyphs = ["a", "b", "日", "é", " ", "━", "🙂"]
    for _ in 0..<Int.random(in: 0...size.columns * size.rows / 2, using: &random) {
      frame.write(
        glyphs.randomElement(using: &random)!,
        column: Int.random(in: 0..<size.columns, using: &random),
        row: Int.random(in: 0..<size.rows, using: &random),
        style: looks.randomElement(using: &random)!)
    }
    return frame
  }
}
