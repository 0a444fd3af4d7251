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
  /// The shell both commands run through: `$SHELL` with `LESS_SHELL_COPTION`, as less runs them.
  var userShell = UserShell()

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

  /// The command line that preprocesses the file named `name` (`-` for standard input): bytes,
  /// as the name may not be UTF-8.
  func command(for name: [UInt8]) -> [UInt8] {
    userShell.commandLine(Self.expand(command, with: [name]))
  }

  /// The `LESSCLOSE` command line for the file named `name` and its `replacement`, if any.
  func closeCommand(for name: [UInt8], replacement: [UInt8]) -> [UInt8]? {
    closeCommand.map { userShell.commandLine(Self.expand($0, with: [name, replacement])) }
  }

  /// The number of `%s` in `text`, or more than any allows when another `%` escape is there.
  /// Bytes, as ``expand(_:with:)`` reads them: a `%` fused with a combining mark after it is
  /// still a `%`.
  private static func placeholders(in text: Substring) -> Int {
    var count = 0
    var bytes = text.utf8[...]
    while let percent = bytes.firstIndex(of: UInt8(ascii: "%")) {
      let next = bytes.index(after: percent)
      guard next < bytes.endIndex else { return .max }
      switch bytes[next] {
      case UInt8(ascii: "s"): count += 1
      case UInt8(ascii: "%"): break
      default: return .max
      }
      bytes = bytes[bytes.index(after: next)...]
    }
    return count
  }

  /// `text` with each `%s` replaced by the next of `names`, quoted for the shell (an empty word
  /// when they run out), and `%%` by `%`. `%` and `s` are ASCII, so the bytes are scanned.
  private static func expand(_ text: String, with names: [[UInt8]]) -> [UInt8] {
    let percent = UInt8(ascii: "%")
    var result: [UInt8] = []
    var names = names[...]
    var rest = Array(text.utf8)[...]
    while let at = rest.firstIndex(of: percent) {
      result += rest[..<at]
      let next = at + 1
      guard next < rest.endIndex else { return result + rest[at...] }
      let isName = rest[next] == UInt8(ascii: "s")
      result += isName ? ShellQuoting.quoted(names.popFirst() ?? []) : [percent]
      rest = rest[(next + 1)...]
    }
    return result + rest
  }
}
