/// `LESSOPEN` and `LESSCLOSE`, read as less reads them (its manual, INPUT PREPROCESSOR).
///
/// - `cmd %s` prints the name of a replacement file, shown in place of the file;
/// - `|cmd %s` is an input pipe: its output is the text, unless it prints nothing;
/// - `||cmd %s` too, and its output counts even when empty if it exits 0;
/// - a `-` after the bars (`-cmd`, `|-cmd`, `||-cmd`) preprocesses standard input as well, named
///   `-`.
///
/// The command holds exactly one `%s` (`%%` is a `%`), replaced by the file's name quoted for
/// the shell; otherwise it is ignored, as less ignores it. `LESSCLOSE` runs when the file is
/// closed, its first `%s` the file's name and its second the replacement's (`-` for a pipe).
struct InputPreprocessor: Equatable, Sendable {
  /// What the command's output is.
  enum Output: Equatable, Sendable {
    /// The name of a replacement file, on its first line (`cmd %s`).
    case replacementName
    /// The text itself; none means the file is shown as it is (`|cmd %s`).
    case pipe
    /// The text itself, even none when the command exits 0 (`||cmd %s`).
    case pipeEvenEmpty
  }

  var output: Output
  /// Whether standard input is preprocessed too (a `-` after the bars).
  var alsoStandardInput: Bool
  /// The command, with its one `%s`.
  var command: String
  /// `LESSCLOSE`, when set, with at most two `%s`.
  var closeCommand: String?

  /// The preprocessor `lessOpen` describes (with `lessClose` to run after), or nil when it is
  /// unset, empty or has not exactly one `%s`.
  init?(lessOpen: String?, lessClose: String? = nil) {
    guard let lessOpen, !lessOpen.isEmpty else { return nil }
    var rest = lessOpen[...]
    var bars = 0
    while rest.first == "|" {
      bars += 1
      rest.removeFirst()
    }
    output = bars == 0 ? .replacementName : bars == 1 ? .pipe : .pipeEvenEmpty
    alsoStandardInput = rest.first == "-"
    if alsoStandardInput { rest.removeFirst() }
    guard Self.placeholders(in: rest) == 1 else { return nil }
    command = String(rest)
    closeCommand = lessClose.flatMap { $0.isEmpty || Self.placeholders(in: $0[...]) > 2 ? nil : $0 }
  }

  /// The preprocessor the environment sets, unless `-L`/`--no-lessopen` or secure mode
  /// (`LESSSECURE`) turns it off, as less turns it off.
  static func chosen(
    lessOpen: String?, lessClose: String?, usesLessOpen: Bool, secure: Bool
  ) -> InputPreprocessor? {
    guard usesLessOpen, !secure else { return nil }
    return InputPreprocessor(lessOpen: lessOpen, lessClose: lessClose)
  }

  /// Whether it preprocesses `source`: a file always, standard input when asked.
  func applies(to source: DocumentSource) -> Bool {
    switch source {
    case .file: true
    case .standardInput: alsoStandardInput
    case .command: false
    }
  }

  /// The command line that preprocesses the file named `name` (`-` for standard input).
  func command(for name: String) -> String {
    Self.expand(command[...], with: [name])
  }

  /// The `LESSCLOSE` command line for the file named `name` and its `replacement`, if any.
  func closeCommand(for name: String, replacement: String) -> String? {
    closeCommand.map { Self.expand($0[...], with: [name, replacement]) }
  }

  /// The number of `%s` in `text`, or more than any allows when another `%` escape is there.
  private static func placeholders(in text: Substring) -> Int {
    var count = 0
    var rest = text[...]
    while let percent = rest.firstIndex(of: "%") {
      let next = rest.index(after: percent)
      guard next < rest.endIndex else { return .max }
      switch rest[next] {
      case "s": count += 1
      case "%": break
      default: return .max
      }
      rest = rest[rest.index(after: next)...]
    }
    return count
  }

  /// `text` with each `%s` replaced by the next of `names`, quoted for the shell (an empty word
  /// when they run out), and `%%` by `%`.
  private static func expand(_ text: Substring, with names: [String]) -> String {
    var result = ""
    var names = names[...]
    var rest = text
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let next = rest.index(after: percent)
      guard next < rest.endIndex else { break }
      result += rest[next] == "s" ? quoted(names.popFirst() ?? "") : "%"
      rest = rest[rest.index(after: next)...]
    }
    return result + rest
  }

  /// `name` as one word for `/bin/sh`: in single quotes, each `'` as `'\''`.
  static func quoted(_ name: String) -> String {
    "'" + name.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }
}
