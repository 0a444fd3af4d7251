import CNcursesw
import PagerKit

extension ClusterOverlay.Sequences {
  /// The current terminal's sequences, from its terminfo entry; nil when it cannot address the
  /// cursor. Colours are the numbers `colors` gives ncurses' pairs.
  static func terminfo(colors: ColorPairs) -> Self? {
    func capability(_ name: String) -> String { TerminalCapabilities.terminfoString(name) ?? "" }
    guard let address = TerminalCapabilities.terminfoString("cup") else { return nil }
    let attributes: [(TextAttributes, String)] = [
      (.bold, capability("bold")), (.dim, capability("dim")), (.reverse, capability("rev")),
      (.underline, capability("smul")),
    ]
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
        guard let numbers = colors.colorNumbers(for: style) else { return text }
        for (number, sequence) in [
          (numbers.foreground, foreground), (numbers.background, background),
        ]
        where number >= 0 {
          if let sequence, let made = cn_tiparm1(sequence, number) { text += String(cString: made) }
        }
        return text
      })
  }
}
