/// What a command line typed at the `:` prompt asks for, as in less: `e FILE` opens a file in a
/// new tab, `!CMD` a command's output, `d` closes the tab, `n` and `p` go to the next and previous
/// tab, `q` quits.
enum CommandLineRequest: Equatable {
  case open(DocumentSource)
  case closeTab
  case next
  case previous
  case quit
  /// Not a command: what to say.
  case mistake(String)

  /// The commands, for a mistake's message.
  static let summary = "e FILE, !CMD, d, n, p, q"

  /// Reads `line` (without the `:`).
  init(_ line: String) {
    let text = line.drop { $0 == " " }
    if text.hasPrefix("!") {
      let command = text.dropFirst()
      self =
        command.contains { !$0.isWhitespace }
        ? .open(.command(String(command))) : .mistake("Give a command: :!CMD")
      return
    }
    let word = text.prefix { $0 != " " }
    let rest = text.dropFirst(word.count).drop { $0 == " " }
    switch word {
    case "e", "edit":
      self = rest.isEmpty ? .mistake("Give a file: :e FILE") : .open(Self.source(String(rest)))
    case "d" where rest.isEmpty: self = .closeTab
    case "n" where rest.isEmpty: self = .next
    case "p" where rest.isEmpty: self = .previous
    case "q" where rest.isEmpty: self = .quit
    case "": self = .mistake("Commands: " + Self.summary)
    default: self = .mistake("Unknown command :\(text) (\(Self.summary))")
    }
  }

  /// The file named `name`, `-` being standard input's name for a file only here (it has been
  /// read already): a path, with a leading `~/` as the home folder.
  private static func source(_ name: String) -> DocumentSource {
    .file(path: FilePath(PathCompletion.expandingHome(name)))
  }
}
