import CNcursesw
import Glibc
import PagerKit
import PagerReader

/// What of a style the terminal shows beyond terminfo's usual attributes and colours: each look
/// is shown only where the entry says how (`smxx` strike-through, `Smol` overline, `Smulx`
/// underline shapes, `Setulc` underline colours), and dropped elsewhere; links and 24-bit
/// colours where the terminal takes them.
struct TerminalLooks {
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

  /// The current terminal's, whose colours terminfo shows at `depth`.
  static func terminfo(depth: ColorDepth) -> TerminalLooks {
    let name = getenv("TERM").map { String(cString: $0) } ?? ""
    return TerminalLooks(
      strikethrough: Terminfo.string("smxx"),
      overline: Terminfo.string("Smol"),
      underlineShape: Terminfo.string("Smulx"),
      underlineColor: Terminfo.string("Setulc"),
      passesLinks: Terminfo.string("cup")?.hasPrefix("\u{1B}[") == true
        && !name.hasPrefix("linux"),
      passesDirectColor: passesDirectColor(
        colorTerm: getenv("COLORTERM").map { String(cString: $0) }, depth: depth))
  }

  /// Whether 24-bit colours go out as they are: `COLORTERM` is `truecolor` or `24bit`, as the
  /// terminals that take them set it (and tmux, ssh's `SendEnv`), while terminfo stops at 256
  /// colours or 8 (`xterm-256color` has no direct-colour entry), and colours are shown at all.
  static func passesDirectColor(colorTerm: String?, depth: ColorDepth) -> Bool {
    guard depth == .basic8 || depth == .palette256 else { return false }
    return colorTerm == "truecolor" || colorTerm == "24bit"
  }
}

extension TerminalSequences {
  /// The current terminal's sequences, from its terminfo entry; nil when it cannot address the
  /// cursor. Colours are the numbers `colors` gives. Without `sgr0` no look is set, since none
  /// could be turned off again.
  static func terminfo(colors: ColorNumbers, looks: TerminalLooks) -> Self? {
    func capability(_ name: String) -> String { Terminfo.string(name) ?? "" }
    func parameterized(_ sequence: String?, _ value: Int32) -> String {
      guard let sequence, let made = cn_tiparm1(sequence, value) else { return "" }
      return Terminfo.withoutPadding(String(cString: made))
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
    let reset = capability("sgr0")
    // ECMA-48's own form, which nearly every entry has, is made here: tparm costs thousands of
    // instructions a call, dozens of times a frame.
    let isECMA = address == Self.ecmaAddress
    return Self(
      moveTo: { row, column in
        if isECMA { return "\u{1B}[\(row + 1);\(column + 1)H" }
        return cn_tiparm2(address, Int32(row), Int32(column)).map {
          Terminfo.withoutPadding(String(cString: $0))
        } ?? ""
      },
      moveToRow: Terminfo.string("vpa").map { address in
        address == Self.ecmaRowAddress
          ? { row in "\u{1B}[\(row + 1)d" } : { row in parameterized(address, Int32(row)) }
      },
      moveToColumn: Terminfo.string("hpa").map { address in
        address == Self.ecmaColumnAddress
          ? { column in "\u{1B}[\(column + 1)G" }
          : { column in parameterized(address, Int32(column)) }
      },
      reset: reset,
      style: { style in
        guard !reset.isEmpty else { return "" }
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
      },
      clear: Terminfo.string("clear"),
      clearToEnd: Terminfo.string("el"),
      erase: Terminfo.string("ech").map { erase in { count in parameterized(erase, Int32(count)) }
      },
      erasesInColor: Terminfo.flag("bce"),
      scrollsAtLastCell: Terminfo.flag("am") && !Terminfo.flag("xenl"))
  }

  /// The cursor address of ECMA-48 (`CUP`) as terminfo writes it: rows and columns from 1.
  private static let ecmaAddress = "\u{1B}[%i%p1%d;%p2%dH"

  /// ECMA-48's row address (`VPA`) and column address (`CHA`) as terminfo writes them.
  private static let ecmaRowAddress = "\u{1B}[%i%p1%dd"
  private static let ecmaColumnAddress = "\u{1B}[%i%p1%dG"

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
