/// A command line written as less's prompts are: less's `LESSEDIT` (the command line `v` runs)
/// and the command of `#`. `%E` is the editor (`$VISUAL`, else `$EDITOR`, else `vi`), `%f` and
/// `%g` the file's name, `%F` its last part, `%lt`, `%lm`, `%lb` the number of the top, middle
/// and bottom lines shown, `%L` the last line's, `%B` (`%s`) the bytes, `%i` the tab and `%m` the
/// tabs; `?lm…:….` keeps the text after it when the middle line is known (else the text after
/// `:`), and `\` takes the next character as it is. `LESSEDIT`'s default is less's own:
/// `%E ?lm+%lm. %g`.
///
/// The file's name reaches the shell quoted (``ShellQuoting``) whether `%f` or `%g` names it:
/// a name is bytes, and no name may run a command.
struct EditCommandTemplate: Equatable, Sendable {
  /// less's default.
  static let lessDefault = "%E ?lm+%lm. %g"

  /// What a template's `%` letters stand for.
  struct Values: Equatable, Sendable {
    /// The editor's command, as it is (it may have arguments of its own).
    var editor: String
    /// The file's name.
    var file: [UInt8]
    /// Numbers of the lines shown, counted from 1, by less's letter: `t` top, `m` middle,
    /// `b` bottom.
    var lines: [Character: Int]
    /// The number of the text's last line, when it is known (`%L`).
    var lastLine: Int?
    /// The text's size in bytes, when it is known (`%B`, `%s`).
    var byteTotal: Int?
    /// The tab shown, counted from 1 (`%i`).
    var tabNumber: Int?
    /// How many tabs there are (`%m`).
    var tabCount: Int?
  }

  let template: [Character]

  init(_ template: String = Self.lessDefault) {
    self.template = Array(template)
  }

  /// The command line, for the shell.
  func expand(_ values: Values) -> [UInt8] {
    var output: [UInt8] = []
    var index = 0
    /// Whether text is kept: false in the branch of a condition not taken.
    var keeping = [Bool]()
    var isKept: Bool { keeping.allSatisfy { $0 } }
    func next() -> Character? {
      guard index < template.count else { return nil }
      defer { index += 1 }
      return template[index]
    }
    while let character = next() {
      switch character {
      case "\\":
        if let literal = next(), isKept { output += Array(String(literal).utf8) }
      case "%":
        guard let letter = next() else { break }
        let expansion: [UInt8]
        switch letter {
        case "E": expansion = Array(values.editor.utf8)
        case "f", "g": expansion = ShellQuoting.quoted(values.file)
        case "F":
          let name = values.file.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
          expansion = ShellQuoting.quoted(name)
        case "l":
          let which = next() ?? "t"
          expansion = values.lines[which].map { Array(String($0).utf8) } ?? []
        case "L": expansion = values.lastLine.map { Array(String($0).utf8) } ?? []
        case "B", "s": expansion = values.byteTotal.map { Array(String($0).utf8) } ?? []
        case "i": expansion = values.tabNumber.map { Array(String($0).utf8) } ?? []
        case "m": expansion = values.tabCount.map { Array(String($0).utf8) } ?? []
        case "%": expansion = [UInt8(ascii: "%")]
        default: expansion = []
        }
        if isKept { output += expansion }
      case "?":
        guard let letter = next() else { break }
        var holds = false
        switch letter {
        case "f", "g", "F": holds = !values.file.isEmpty
        case "l": holds = next().map { values.lines[$0] != nil } ?? false
        case "L": holds = values.lastLine != nil
        case "B", "s": holds = values.byteTotal != nil
        case "i": holds = values.tabNumber != nil
        case "m": holds = values.tabCount != nil
        default: holds = false
        }
        keeping.append(holds)
      case ":" where !keeping.isEmpty:
        keeping[keeping.count - 1].toggle()
      case "." where !keeping.isEmpty:
        keeping.removeLast()
      default:
        if isKept { output += Array(String(character).utf8) }
      }
    }
    return output
  }
}
