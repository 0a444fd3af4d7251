import CNcursesw
import Glibc
import PagerKit
import PagerReader

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
  /// Whether 24-bit colours go out as they are (`ESC [ 38 ; 2 ; R ; G ; B m`) where terminfo
  /// has fewer: the terminal says it takes them (``passesDirectColor(colorTerm:depth:)``).
  var passesDirectColor = false

  /// The current terminal's, whose colours ncurses shows at `depth`.
  static func terminfo(depth: ColorDepth) -> OverlayLooks {
    let name = getenv("TERM").map { String(cString: $0) } ?? ""
    return OverlayLooks(
      strikethrough: Terminfo.string("smxx"),
      overline: Terminfo.string("Smol"),
      underlineShape: Terminfo.string("Smulx"),
      underlineColor: Terminfo.string("Setulc"),
      passesLinks: Terminfo.string("cup")?.hasPrefix("\u{1B}[") == true
        && !name.hasPrefix("linux"),
      passesDirectColor: passesDirectColor(
        colorTerm: getenv("COLORTERM").map { String(cString: $0) }, depth: depth))
  }

  /// Whether 24-bit colours go past ncurses: `COLORTERM` is `truecolor` or `24bit`, as the
  /// terminals that take them set it (and tmux, ssh's `SendEnv`), while terminfo stops at 256
  /// colours or 8 (`xterm-256color` has no direct-colour entry ncurses would use), and colours
  /// are shown at all.
  static func passesDirectColor(colorTerm: String?, depth: ColorDepth) -> Bool {
    guard depth == .basic8 || depth == .palette256 else { return false }
    return colorTerm == "truecolor" || colorTerm == "24bit"
  }

  /// Whether a cell of `style` must go past ncurses to look as it should.
  func needsOverlay(_ style: Style) -> Bool {
    if style.link != nil && passesLinks { return true }
    if passesDirectColor, style.foreground.isDirect || style.background.isDirect { return true }
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
    func capability(_ name: String) -> String { Terminfo.string(name) ?? "" }
    func parameterized(_ sequence: String?, _ value: Int32) -> String {
      guard let sequence, let made = cn_tiparm1(sequence, value) else { return "" }
      return String(cString: made)
    }
    guard let address = Terminfo.string("cup") else { return nil }
    let attributes: [(TextAttributes, String)] = [
      (.bold, capability("bold")), (.dim, capability("dim")), (.reverse, capability("rev")),
      (.italic, capability("sitm")), (.blink, capability("blink")),
      (.strikethrough, looks.strikethrough ?? ""), (.overline, looks.overline ?? ""),
    ]
    let underline = capability("smul")
    let foreground = Terminfo.string("setaf")
    let background = Terminfo.string("setab")
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
        if looks.passesDirectColor, case .rgb(let rgb) = style.foreground {
          text += ControlSequence.directColor(rgb, isForeground: true)
        } else if numbers.foreground >= 0 {
          text += parameterized(foreground, numbers.foreground)
        }
        if looks.passesDirectColor, case .rgb(let rgb) = style.background {
          text += ControlSequence.directColor(rgb, isForeground: false)
        } else if numbers.background >= 0 {
          text += parameterized(background, numbers.background)
        }
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

extension TerminalColor {
  /// Whether it is a 24-bit colour.
  fileprivate var isDirect: Bool {
    if case .rgb = self { return true }
    return false
  }
}
