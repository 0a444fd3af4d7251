import PagerReader

/// What a command line typed at the `:` prompt asks for, as in less: `e FILE` opens a file in a
/// new tab, `!CMD` a command's output, `d` closes the tab, `n` and `p` go to the next and previous
/// tab, `x` to the first, `f` says where the page is, `q` and `Q` quit; TUIPager's own
/// `goto TIME` goes to a time in a log (``TimeTarget``), `merge [N…]` merges tabs' logs by
/// their times into a new tab, `level LEVEL` keeps a log's lines of a level and worse, and
/// `hide X` and `show [X]` leave a merge's texts out and bring them back.
///
/// A number stands for less's count before a command, since digits alone jump to tabs: `N` (or
/// `Ng`) goes to line N, `N%` (or `Np`) to N percent of the lines.
enum CommandLineRequest: Equatable {
  case open(DocumentSource)
  case closeTab
  case next
  case previous
  /// The first tab (less's `:x`, the first file).
  case first
  /// Say where the shown page is (less's `:f`, `=`).
  case describePosition
  /// Go to line N, counted from 1.
  case line(Int)
  /// Go to N percent of the lines.
  case percent(Int)
  /// Go to the first line of this time or later, in a log.
  case time(TimeTarget)
  /// Merge the logs of the tabs of these numbers (from 1, as the bar shows them) by their
  /// lines' times into a new tab; none given: every tab whose lines tell times.
  case merge([Int])
  /// Keep a log's lines of this level and worse; nil: every line.
  case level(LogLevel?)
  /// Leave out the merge's texts of these letters (`A`, `B`, as the gutter shows them).
  case hide(String)
  /// Bring back the merge's texts of these letters; nil: every one.
  case show(String?)
  case quit
  /// Not a command: what to say.
  case mistake(String)

  /// The commands, for a mistake's message.
  static let summary =
    "e FILE, !CMD, d, n, p, x, f, q, N, N%, goto TIME, merge [N…], level LEVEL, hide X, show"

  /// The levels a log's lines may be kept from, for a mistake's message.
  static let levelNames = "trace, debug, info, notice, warning, error, critical, all"

  /// The forms of a time, for a mistake's message.
  static let timeForms = "2024-01-26 08:59, 08:59, -5m"

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
    if let number = Self.count(text) {
      self = number
      return
    }
    let word = text.prefix { $0 != " " }
    let rest = text.dropFirst(word.count).drop { $0 == " " }
    switch word {
    case "e", "edit":
      self = rest.isEmpty ? .mistake("Give a file: :e FILE") : .open(Self.source(String(rest)))
    case "g", "goto":
      if rest.isEmpty {
        self = .mistake("Give a time: :goto \(Self.timeForms)")
      } else if let target = TimeTarget(String(rest)) {
        self = .time(target)
      } else {
        self = .mistake("Not a time: \(rest) (\(Self.timeForms))")
      }
    case "merge":
      self =
        Self.tabNumbers(rest).map(Self.merge)
        ?? .mistake(
          "Not tabs' numbers: \(rest) (:merge 1 3 4, or :merge for every log)")
    case "level":
      if rest.isEmpty {
        self = .mistake("Give a level: :level error (\(Self.levelNames))")
      } else if ["all", "any", "none"].contains(rest.lowercased()) {
        self = .level(nil)
      } else if let level = LogLevel.find(in: Array(rest.uppercased().utf8)) {
        self = .level(level)
      } else {
        self = .mistake("Not a level: \(rest) (\(Self.levelNames))")
      }
    case "hide":
      self = rest.isEmpty ? .mistake("Give a text's letter: :hide B") : .hide(String(rest))
    case "show": self = .show(rest.isEmpty ? nil : String(rest))
    case "d" where rest.isEmpty: self = .closeTab
    case "n" where rest.isEmpty: self = .next
    case "p" where rest.isEmpty: self = .previous
    case "x" where rest.isEmpty: self = .first
    case "f" where rest.isEmpty: self = .describePosition
    case "q" where rest.isEmpty, "Q" where rest.isEmpty: self = .quit
    case "": self = .mistake("Commands: " + Self.summary)
    default: self = .mistake("Unknown command :\(text) (\(Self.summary))")
    }
  }

  /// `120`, `120g`: line 120; `50%`, `50p`: half way; nil for anything else.
  private static func count(_ text: Substring) -> CommandLineRequest? {
    let trimmed = text.reversed().drop { $0 == " " }.reversed()
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let number = Int(String(digits)) else { return nil }
    switch String(trimmed.dropFirst(digits.count)) {
    case "", "g": return .line(number)
    case "%", "p": return .percent(number)
    default: return nil
    }
  }

  /// `1 3 4`, `1,3`: the tabs' numbers, as typed; nil where a word is no number from 1.
  private static func tabNumbers(_ text: Substring) -> [Int]? {
    var numbers: [Int] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word), number > 0
      else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  /// The file named `name`, `-` being standard input's name for a file only here (it has been
  /// read already): a path, with a leading `~/` as the home folder.
  private static func source(_ name: String) -> DocumentSource {
    .file(path: FilePath(PathCompletion.expandingHome(name)))
  }
}
