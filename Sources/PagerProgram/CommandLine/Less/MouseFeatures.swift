/// Which of the mouse's reports TUIPager acts on, as less 704's `--emouse` lists them. less's
/// `vscroll` is the wheel here; its `lclick`, `vdrag` and `hdrag` are the left button, which
/// clicks the bar, swipes and selects text; `hscroll` and `rclick` name reports TUIPager does
/// nothing with, taken so that a list made for less works.
struct MouseFeatures: Equatable, Sendable {
  /// Whether the wheel scrolls.
  var wheel = true
  /// Whether the left button clicks, swipes and selects.
  var leftButton = true

  /// less's names, each with what it turns on: `(wheel, left button)`.
  private static let names: [(String, (Bool, Bool))] = [
    ("hscroll", (false, false)), ("vscroll", (true, false)), ("hdrag", (false, true)),
    ("vdrag", (false, true)), ("lclick", (false, true)), ("rclick", (false, false)),
    ("scroll", (true, false)), ("drag", (false, true)), ("hmove", (false, true)),
    ("vmove", (true, true)), ("move", (true, true)), ("click", (false, true)),
    ("all", (true, true)),
  ]

  /// The features of `list`, names divided by commas, each cut short as far as it stays
  /// unambiguous; a name unknown or ambiguous adds nothing, as less goes on past it.
  init(list: String) {
    wheel = false
    leftButton = false
    for word in list.split(separator: ",") {
      let matches = Self.names.filter { $0.0.hasPrefix(word) }
      guard matches.count == 1 else { continue }
      wheel = wheel || matches[0].1.0
      leftButton = leftButton || matches[0].1.1
    }
  }

  /// Every feature, as `--mouse` takes them.
  init() {}
}
