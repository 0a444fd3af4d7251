/// Reads options as less reads them, from one word of the command line or from the whole of
/// `LESS`: short options together (`-FRSX`), a value given with its option ending where its
/// syntax says (`-j5F`, `-x4,8`, `-Pprompt$`), `-+` taking options back, `--name`, `--name=value`,
/// `+cmd`, and `-N` digits as `-zN`.
struct OptionScanner {
  /// What the scanner found, in order.
  enum Found: Equatable {
    /// An option and its value (empty for a flag), as spelt.
    case option(Option, value: String, spelling: String)
    /// An option taken back to its default (`-+S`).
    case reset(Option)
    /// An option whose value is the next argument: nothing followed it in the word.
    case needsValue(Option, spelling: String)
    /// A `+cmd` (what follows the `+`, a second `+` for every file kept).
    case startCommand(String)
    /// An option less does not have, or a long name several options start with.
    case unknown(String, ambiguous: Bool)
    /// A flag given a value (`--chop-long-lines=yes`).
    case valueForAFlag(spelling: String)
  }

  /// Whether the text is `LESS`, where blanks separate options, a long option's value may follow
  /// after a blank, and only less's options are looked up.
  let fromEnvironment: Bool
  /// Whether `--use-backslash` was given before: then a backslash in a value keeps the next
  /// character, whatever it is.
  private(set) var usesBackslash = false

  init(fromEnvironment: Bool) { self.fromEnvironment = fromEnvironment }

  /// less's options, the only ones `LESS` names: made once, as each spec is built when asked.
  private static let lessOptions = Option.allCases.filter { $0.spec.origin == .less }

  /// What `text` holds; with `fromEnvironment` false it is one argument, which starts with `-`.
  mutating func scan(_ text: String) -> [Found] {
    let characters = Array(text)
    var index = 0
    var resets = false
    var found: [Found] = []
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case " ", "\t", "$":
        continue
      case "-":
        if index < characters.count, characters[index] == "-" {
          index += 1
          resets = index < characters.count && characters[index] == "+"
          if resets { index += 1 }
          found += long(characters, &index, resets: resets)
        } else {
          resets = index < characters.count && characters[index] == "+"
          if resets { index += 1 }
        }
        continue
      case "+":
        found.append(.startCommand(value(characters, &index, .text)))
        continue
      default:
        break
      }
      let letter: Character = character.isASCII && character.isNumber ? "z" : character
      if letter == "z" && character != "z" { index -= 1 }
      guard let option = Option.short(letter) else {
        found.append(.unknown("-" + String(letter), ambiguous: false))
        continue
      }
      found += take(option, spelling: "-" + String(letter), characters, &index, resets: resets)
    }
    return found
  }

  /// `--name`, `--name=value` or `--name value` (in `LESS`), its dashes read; `index` is left
  /// after it.
  private mutating func long(_ characters: [Character], _ index: inout Int, resets: Bool)
    -> [Found]
  {
    let start = index
    while index < characters.count, !" \t=$".contains(characters[index]) { index += 1 }
    let spelling = "--" + String(characters[start..<index])
    switch LongOptionName.find(
      spelling, among: fromEnvironment ? Self.lessOptions : Option.allCases)
    {
    case .unknown: return [.unknown(spelling, ambiguous: false)]
    case .ambiguous: return [.unknown(spelling, ambiguous: true)]
    case .found(let option):
      if index < characters.count, characters[index] == "=" {
        index += 1
        guard option.spec.kind.valueName != nil else { return [.valueForAFlag(spelling: spelling)] }
        if resets { return [.reset(option)] }
        return [
          .option(option, value: value(characters, &index, option.spec.syntax), spelling: spelling)
        ]
      }
      return take(option, spelling: spelling, characters, &index, resets: resets)
    }
  }

  /// `option`, whose name is read: its value, when it takes one, starts at `index`.
  private mutating func take(
    _ option: Option, spelling: String, _ characters: [Character], _ index: inout Int,
    resets: Bool
  ) -> [Found] {
    if resets { return [.reset(option)] }
    guard option.spec.kind.valueName != nil else {
      if option == .useBackslash { usesBackslash = true }
      return [.option(option, value: "", spelling: spelling)]
    }
    while index < characters.count, characters[index] == " " { index += 1 }
    guard index < characters.count else { return [.needsValue(option, spelling: spelling)] }
    return [
      .option(option, value: value(characters, &index, option.spec.syntax), spelling: spelling)
    ]
  }

  /// The value that starts at `index`, read as `syntax` says; `index` is left after it.
  private func value(_ characters: [Character], _ index: inout Int, _ syntax: ValueSyntax)
    -> String
  {
    var value = ""
    switch syntax {
    case .rest:
      value = String(characters[index...])
      index = characters.count
    case .text, .word:
      while index < characters.count {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if character == "\\", let next, next == "$" || usesBackslash {
          value.append(next)
          index += 2
          continue
        }
        if character == "$" || (syntax == .word && character == " ") { break }
        value.append(character)
        index += 1
      }
    case .number(let negative, let fraction, let list):
      let start = index
      if negative, index < characters.count, characters[index] == "-" { index += 1 }
      if fraction, index < characters.count, characters[index] == "." { index += 1 }
      while index < characters.count,
        characters[index].isASCII
          && (characters[index].isNumber || (list && characters[index] == ","))
      {
        index += 1
      }
      value = String(characters[start..<index])
    }
    return value
  }
}
