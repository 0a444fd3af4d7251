import CNcursesw
import Glibc
import PagerKit

/// What of a style the terminal shows past ncurses, by its terminfo entry: each attribute
/// ncurses has no bit for is shown only where the entry says how (`smxx` strike-through, `Smol`
/// overline, `Smulx` underline shapes, `Setulc` underline colours), and dropped elsewhere.
struct OverlayLooks {
  let strikethrough: String?
  let overline: String?
  let underlineShape: String?
  let underlineColor: String?
  /// Whether hyperlinks are passed on: to terminals that take ECMA-48 sequences, whose parsers
  /// skip an OSC they do not know.
  let passesLinks: Bool

  /// The current terminal's.
  static func terminfo() -> OverlayLooks {
    let name = getenv("TERM").map { String(cString: $0) } ?? ""
    return OverlayLooks(
      strikethrough: TerminalCapabilities.terminfoString("smxx"),
      overline: TerminalCapabilities.terminfoString("Smol"),
      underlineShape: TerminalCapabilities.terminfoString("Smulx"),
      underlineColor: TerminalCapabilities.terminfoString("Setulc"),
      passesLinks: TerminalCapabilities.terminfoString("cup")?.hasPrefix("\u{1B}[") == true
        && !name.hasPrefix("linux"))
  }

  /// Whether a cell of `style` must go past ncurses to look as it should.
  func needsOverlay(_ style: Style) -> Bool {
    if style.link != nil && passesLinks { return true }
    let attributes = style.attributes
    if attributes.contains(.strikethrough) && strikethrough != nil { return true }
    if attributes.contains(.overline) && overline != nil { return true }
    guard attributes.contains(.underline) else { return false }
    return (style.underlineShape != .single && underlineShape != nil)
      || (style.underlineColor != nil && underlineColor != nil)
  }
}

extension CellOverlay.Sequences {
  /// The current terminal's sequences, from its terminfo entry; nil when it cannot address the
  /// cursor. Colours are the numbers `colors` gives ncurses' pairs.
  static func terminfo(colors: ColorPairs, looks: OverlayLooks) -> Self? {
    func capability(_ name: String) -> String { TerminalCapabilities.terminfoString(name) ?? "" }
    func parameterized(_ sequence: String?, _ value: Int32) -> String {
      guard let sequence, let made = cn_tiparm1(sequence, value) else { return "" }
      return String(cString: made)
    }
    guard let address = TerminalCapabilities.terminfoString("cup") else { return nil }
    let attributes: [(TextAttributes, String)] = [
      (.bold, capability("bold")), (.dim, capability("dim")), (.reverse, capability("rev")),
      (.italic, capability("sitm")), (.blink, capability("blink")),
      (.strikethrough, looks.strikethrough ?? ""), (.overline, looks.overline ?? ""),
    ]
    let underline = capability("smul")
    let foreground = TerminalCapabilities.terminfoString("setaf")
    let background = TerminalCapabilities.terminfoString("setab")
    return Self(
      moveTo: { row, column in
        cn_tiparm2(address, Int32(row), Int32(column)).map { String(cString: $0) } ?? ""
      },
      reset: capability("sgr0"),
      style: { style in
        var text = ""
        for (attribute, sequence) in attributes where style.attributes.contains(attribute) {
          text += sequence
        }
        if style.attributes.contains(.underline) {
          text +=
            style.underlineShape != .single && looks.underlineShape != nil
            ? parameterized(looks.underlineShape, Int32(style.underlineShape.rawValue))
            : underline
          if let color = style.underlineColor {
            text += parameterized(looks.underlineColor, Self.packed(color))
          }
        }
        guard let numbers = colors.colorNumbers(for: style) else { return text }
        text += numbers.foreground >= 0 ? parameterized(foreground, numbers.foreground) : ""
        text += numbers.background >= 0 ? parameterized(background, numbers.background) : ""
        return text
      })
  }

  /// `color` as the 0xRRGGBB number `Setulc` takes.
  private static func packed(_ color: TerminalColor) -> Int32 {
    let rgb: RGB
    switch color {
    case .standard: rgb = RGB(255, 255, 255)
    case .indexed(let index): rgb = ColorDepth.xtermValue(ofPaletteIndex: index)
    case .rgb(let value): rgb = value
    }
    return Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
  }
}
