/// Select Graphic Rendition escape sequences (`ESC [ … m`), as `less -R` lets them through:
/// recognising them in a line's bytes and applying their parameters to a style.
///
/// Only the parameter bytes `0`–`9`, `;` and `:` make an SGR sequence. Anything else (a private
/// marker such as `ESC[?1m`, an intermediate byte, another final byte, a sequence cut off by the
/// end of the line) is not one, and the caller shows it harmlessly instead.
package enum SGRSequence {
  /// One parameter: its number (`nil` when empty) and whether a `:` rather than a `;` came
  /// before it, which makes it a sub-parameter of the one before (ITU T.416 form).
  package struct Parameter: Hashable, Sendable {
    package var value: Int?
    package var isSubParameter: Bool

    package init(value: Int?, isSubParameter: Bool) {
      self.value = value
      self.isSubParameter = isSubParameter
    }
  }

  /// Large enough for every meaningful code; longer digit runs saturate instead of overflowing.
  private static let saturation = 100_000

  /// The index just past the final `m` of the SGR sequence whose ESC is at `start`, or `nil`
  /// when the bytes there are not a complete SGR sequence.
  package static func end(in bytes: UnsafeBufferPointer<UInt8>, escapeAt start: Int) -> Int? {
    var index = start + 1
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    index += 1
    var onlySGRParameters = true
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
      if bytes[index] > UInt8(ascii: ";") { onlySGRParameters = false }  // < = > ?
      index += 1
    }
    while index < bytes.count, (0x20...0x2F).contains(bytes[index]) {
      onlySGRParameters = false
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "m"), onlySGRParameters else {
      return nil
    }
    return index + 1
  }

  /// The parameters between `ESC [` and `m`, into `parameters` (emptied first, so one buffer
  /// serves a whole line). No parameter bytes at all give no parameters.
  package static func parse(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, into parameters: inout [Parameter]
  ) {
    parameters.removeAll(keepingCapacity: true)
    guard !bytes.isEmpty else { return }
    var current = Parameter(value: nil, isSubParameter: false)
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        current.value = min(saturation, (current.value ?? 0) * 10 + digit)
      default:
        parameters.append(current)
        current = Parameter(value: nil, isSubParameter: byte == UInt8(ascii: ":"))
      }
    }
    parameters.append(current)
  }

  /// Applies `parameters` to `style`. Resets and "default" codes go back to `base`; unknown codes
  /// and malformed colours are ignored.
  package static func apply(_ parameters: [Parameter], to style: inout Style, base: Style) {
    // A hyperlink is OSC 8's, and no SGR code ends it, a reset neither.
    let link = style.link
    defer { style.link = link }
    if parameters.isEmpty {
      style = base
      return
    }
    var index = 0
    while index < parameters.count {
      if parameters[index].isSubParameter {
        index += 1  // A stray `:` argument left over from a malformed colour.
        continue
      }
      var groupEnd = index + 1
      while groupEnd < parameters.count, parameters[groupEnd].isSubParameter { groupEnd += 1 }
      if groupEnd - index > 1 {
        applyGroup(parameters[index..<groupEnd], to: &style, base: base)
        index = groupEnd
      } else {
        index = applyCode(at: index, of: parameters, to: &style, base: base)
      }
    }
  }

  /// Applies the code at `index`, with any `;`-separated colour arguments it takes, and returns
  /// the index of the next code.
  private static func applyCode(
    at index: Int, of parameters: [Parameter], to style: inout Style, base: Style
  ) -> Int {
    let code = parameters[index].value ?? 0
    switch code {
    case 38, 48, 58:
      let arguments = parameters[(index + 1)...].prefix { !$0.isSubParameter }
      let (color, used) = extendedColor(arguments.map(\.value), colorSpaceSlot: false)
      if let color { setColor(color, code: code, in: &style) }
      return index + 1 + used
    default:
      applySimple(code, to: &style, base: base)
      return index + 1
    }
  }

  /// A `:`-joined group such as `38:2::255:0:0` or `4:3`.
  private static func applyGroup(
    _ group: ArraySlice<Parameter>, to style: inout Style, base: Style
  ) {
    let code = group.first?.value ?? 0
    let arguments = group.dropFirst().map(\.value)
    switch code {
    case 38, 48, 58:
      if let color = extendedColor(arguments, colorSpaceSlot: true).color {
        setColor(color, code: code, in: &style)
      }
    case 4:
      // `4:0` is no underline; `4:1` to `4:5` single, double, curly, dotted, dashed.
      guard let shape = arguments.first.flatMap({ $0 }), shape != 0 else {
        applySimple(24, to: &style, base: base)
        return
      }
      style.attributes.insert(.underline)
      style.underlineShape = UnderlineShape(rawValue: UInt8(min(shape, 255))) ?? .single
    default:
      break
    }
  }

  /// The colour described by the arguments after 38/48/58 (`5;n` or `2;r;g;b`), and how many
  /// arguments it consumed. In the `:` form a colour space id may precede r, g, b.
  private static func extendedColor(
    _ arguments: [Int?], colorSpaceSlot: Bool
  ) -> (color: TerminalColor?, used: Int) {
    guard let mode = arguments.first else { return (nil, 0) }
    switch mode {
    case 5:
      guard arguments.count >= 2 else { return (nil, arguments.count) }
      guard let value = arguments[1], value <= 255 else { return (nil, 2) }
      return (.indexed(UInt8(value)), 2)
    case 2:
      let skip = colorSpaceSlot && arguments.count >= 5 ? 2 : 1
      guard arguments.count >= skip + 3 else { return (nil, arguments.count) }
      let channels = arguments[skip..<(skip + 3)].compactMap { $0 }.filter { $0 <= 255 }
      guard channels.count == 3 else { return (nil, skip + 3) }
      return (.rgb(RGB(UInt8(channels[0]), UInt8(channels[1]), UInt8(channels[2]))), skip + 3)
    default:
      return (nil, 1)
    }
  }

  private static func setColor(_ color: TerminalColor, code: Int, in style: inout Style) {
    switch code {
    case 38: style.foreground = color
    case 48: style.background = color
    default: style.underlineColor = color
    }
  }

  private static func applySimple(_ code: Int, to style: inout Style, base: Style) {
    switch code {
    case 0: style = base
    case 1: style.attributes.insert(.bold)
    case 2: style.attributes.insert(.dim)
    case 3: style.attributes.insert(.italic)
    case 4:
      style.attributes.insert(.underline)
      style.underlineShape = .single
    case 5, 6: style.attributes.insert(.blink)
    case 7: style.attributes.insert(.reverse)
    case 9: style.attributes.insert(.strikethrough)
    case 21:
      style.attributes.insert(.underline)
      style.underlineShape = .double
    case 22: restore([.bold, .dim], of: &style, from: base)
    case 23: restore(.italic, of: &style, from: base)
    case 24:
      restore(.underline, of: &style, from: base)
      style.underlineShape = base.underlineShape
    case 25: restore(.blink, of: &style, from: base)
    case 27: restore(.reverse, of: &style, from: base)
    case 29: restore(.strikethrough, of: &style, from: base)
    case 53: style.attributes.insert(.overline)
    case 55: restore(.overline, of: &style, from: base)
    case 59: style.underlineColor = base.underlineColor
    case 30...37: style.foreground = .indexed(UInt8(code - 30))
    case 39: style.foreground = base.foreground
    case 40...47: style.background = .indexed(UInt8(code - 40))
    case 49: style.background = base.background
    case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
    case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
    default: break
    }
  }

  /// "Off" codes return to the page's own attributes rather than to none, so a bold page stays
  /// bold after `ESC[22m`.
  private static func restore(
    _ attributes: TextAttributes, of style: inout Style, from base: Style
  ) {
    style.attributes.subtract(attributes)
    style.attributes.formUnion(base.attributes.intersection(attributes))
  }
}
