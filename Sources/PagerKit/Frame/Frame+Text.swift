extension Frame {
  /// The frame's glyphs, a line a row joined by `separator`, with no styles: what a log, a test
  /// or a program without a terminal library can print. The right halves of wide glyphs add
  /// nothing, so each line is `width` columns wide.
  public func plainText(separator: String = "\n") -> String {
    var text = ""
    text.reserveCapacity(width * height + height * separator.utf8.count)
    for row in 0..<height {
      if row > 0 { text += separator }
      for column in 0..<width { text += self[column, row].glyph }
    }
    return text
  }

  /// The frame as text with ANSI SGR sequences for its colours and attributes, a line a row
  /// joined by `separator`, so that a program without ncurses can draw it by writing it out
  /// (after `ESC [ H`; in raw mode, pass `"\r\n"`).
  ///
  /// A sequence is written only where the style changes; each row starts from the terminal's
  /// own style and returns to it at its end, so nothing leaks into the next row or past the
  /// frame. Colours are written as they are: indexed ones as 8, 16 or 256 colours, ``RGB`` as
  /// 24-bit; every attribute, the underline's shape and colour, and links (OSC 8) go too.
  public func ansiText(separator: String = "\n") -> String {
    var text = ""
    text.reserveCapacity(width * height * 2 + height * (separator.utf8.count + 8))
    for row in 0..<height {
      if row > 0 { text += separator }
      var current = Style.plain
      for column in 0..<width {
        let cell = self[column, row]
        guard !cell.glyph.isEmpty else { continue }
        current.change(to: cell.style, in: &text)
        text += cell.glyph
      }
      current.change(to: .plain, in: &text)
    }
    return text
  }
}

extension Style {
  /// Appends to `text` what turns this style, the terminal's, into `next`: nothing when they
  /// look the same, else one SGR sequence, and the link's end and start where it changes.
  package mutating func change(to next: Style, in text: inout String) {
    guard next != self else { return }
    if next.link != link {
      if link != nil { text += "\u{1B}]8;;\u{1B}\\" }
      if let uri = next.link {
        text += "\u{1B}]8;" + (uri.id.map { "id=" + $0 } ?? "") + ";" + uri.uri + "\u{1B}\\"
      }
    }
    var look = next
    look.link = link
    if look != self { text += next.selectGraphicRendition }
    self = next
  }

  /// The one SGR sequence that sets this style from any other: a reset, then its attributes and
  /// colours.
  var selectGraphicRendition: String {
    var parameters = ["0"]
    if attributes.contains(.bold) { parameters.append("1") }
    if attributes.contains(.dim) { parameters.append("2") }
    if attributes.contains(.italic) { parameters.append("3") }
    if attributes.contains(.underline) {
      parameters.append(underlineShape == .single ? "4" : "4:\(underlineShape.rawValue)")
    }
    if attributes.contains(.blink) { parameters.append("5") }
    if attributes.contains(.reverse) { parameters.append("7") }
    if attributes.contains(.strikethrough) { parameters.append("9") }
    if attributes.contains(.overline) { parameters.append("53") }
    parameters += foreground.sgrParameters(base: 30, bright: 90)
    parameters += background.sgrParameters(base: 40, bright: 100)
    if let underlineColor {
      parameters += underlineColor.sgrParameters(base: 50, bright: nil)
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}

extension TerminalColor {
  /// The SGR parameters that select this colour: `base` + n for the 8 basic colours, `bright` + n
  /// for the 8 bright ones, `base` + 8 with `5;n` or `2;r;g;b` otherwise (always so with no
  /// `bright`, as for the underline's colour). The terminal's own
  /// colour needs none, as the reset before it has set it.
  func sgrParameters(base: Int, bright: Int?) -> [String] {
    switch (self, bright) {
    case (.standard, _): []
    case (.indexed(let index), .some) where index < 8: [String(base + Int(index))]
    case (.indexed(let index), .some(let bright)) where index < 16:
      [String(bright + Int(index) - 8)]
    case (.indexed(let index), _): [String(base + 8), "5", String(index)]
    case (.rgb(let color), _):
      [String(base + 8), "2", String(color.red), String(color.green), String(color.blue)]
    }
  }
}
