/// less's commands after `:`, which act as soon as their letter is typed: `:n`, `:p`, `:x`,
/// `:d`, `:f`, `:q`. `:t` asks for a tag, `:e` for a file's name, and TUIPager's own `:!` for a
/// command, `:goto` for a time, `:merge` for tabs to merge, and `:level`, `:hide` and `:show`
/// for a log's view; a digit starts the line of a number (`:120`, `:50%`), as before counts
/// were typed as in less.
enum ColonCommand: Equatable, Sendable {
  /// The next tab (`:n`); a count goes that many tabs on.
  case next
  /// The previous tab (`:p`); a count goes that many tabs back.
  case previous
  /// The first tab (`:x`); a count goes to the tab of that number.
  case first
  /// Close the tab (`:d`).
  case close
  /// Say where the page is (`:f`, as `=`).
  case describe
  /// Quit (`:q`, `:Q`).
  case quit
  /// Ask for a tag and go to it (`:t`), as `-t` does.
  case tag
  /// Open the `:` line with this typed: `e ` for a file's name, `!` for a command, a digit.
  case line(String)

  /// The command of the character typed after `:`; nil for none.
  init?(_ character: Character) {
    switch character {
    case "n": self = .next
    case "p": self = .previous
    case "x": self = .first
    case "d": self = .close
    case "f": self = .describe
    case "q", "Q": self = .quit
    case "e": self = .line("e ")
    case "t": self = .tag
    case "!": self = .line("!")
    // `:goto TIME`, typed on after its first letter.
    case "g": self = .line("g")
    // `:merge [N…]`, the tabs' numbers typed after it.
    case "m": self = .line("merge ")
    // A log's view: `:level LEVEL`, `:hide X`, `:show [X]`.
    case "l": self = .line("level ")
    case "h": self = .line("hide ")
    case "s": self = .line("show")
    case _ where character.isASCII && character.isNumber: self = .line(String(character))
    default: return nil
    }
  }
}
