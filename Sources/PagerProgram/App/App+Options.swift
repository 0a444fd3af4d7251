import PagerKit
import PagerReader

/// What less's option commands do with the option they name.
enum OptionChange: Equatable, Sendable {
  /// Turn it on or off (`-S`), or ask for its value (`-x`).
  case toggle
  /// Set it back to its default (`-+`).
  case reset
  /// Set it to the opposite of its default (`-!`).
  case opposite
  /// Say how it is set (`_`).
  case describe
}

/// less's option commands while running: `-` and a letter turns an option on or off or asks for
/// its value, `-+` sets it back to its default, `-!` to the opposite, `_` says how it is; `--`,
/// `--+`, `--!` and `__` do the same with a long name typed on the status line.
extension App {
  /// less's `-` and `_` and the key after them: a letter, or `-`, `+`, `!` (after `-`) and `_`
  /// (after `_`), which go on to a long name or another letter.
  mutating func changeOption(_ letter: Character, toggling: Bool, at now: Instant) {
    switch (letter, toggling) {
    case ("-", true): screen.update(.prompt(.openLine(.optionName(.change))), at: now)
    case ("_", false): screen.update(.prompt(.openLine(.optionName(.describe))), at: now)
    case ("+", true), ("!", true):
      entry.option = letter == "+" ? .reset : .opposite
      screen.update(.keysTyped("-\(letter)"), at: now)
    default:
      change(Option.short(letter), named: "-\(letter)", toggling ? .toggle : .describe, at: now)
    }
  }

  /// The letter after `-+` or `-!`; a key that types no character gives up.
  mutating func takeOptionLetter(_ key: Key, at now: Instant) {
    guard let change = entry.option else { return }
    entry.option = nil
    screen.update(.keysTyped(nil), at: now)
    guard let letter = key.typedCharacter, key != .escape else { return }
    self.change(Option.short(letter), named: "-\(letter)", change, at: now)
  }

  /// The long name typed at the `--` or `__` prompt: `+` or `!` before it (at `--`) sets the
  /// option back to its default or to the opposite; a name cut short finds the one option that
  /// starts so.
  mutating func changeOption(named typed: String, _ use: OptionNameUse, at now: Instant) {
    var name = Substring(typed)
    var change = use == .describe ? OptionChange.describe : .toggle
    if use == .change, let first = name.first, first == "+" || first == "!" {
      change = first == "+" ? .reset : .opposite
      name = name.dropFirst()
    }
    // Enter on nothing typed changes nothing, as in less.
    guard !name.isEmpty else { return }
    // A unique start among the options that change while running is enough; the others are
    // found to say that they do not.
    var among = RuntimeOption.options
    if LongOptionName.find("--" + name, among: among) == .unknown { among = Option.allCases }
    switch LongOptionName.find("--" + name, among: among) {
    case .found(let option): self.change(option, named: option.spec.long, change, at: now)
    case .ambiguous:
      let names = LongOptionName.names(startingWith: name, among: among).map(\.long)
      screen.update(
        .notice("--\(name) is ambiguous: " + names.joined(separator: ", ")), at: now)
    case .unknown: screen.update(.notice("There is no --\(name) option"), at: now)
    }
  }

  /// Tab at the `--` or `__` prompt: the long name typed made as long as the options that
  /// change while running and start so agree.
  mutating func completeOptionName(at now: Instant) {
    guard let typed = screen.prompt else { return }
    let sign = typed.prefix { $0 == "+" || $0 == "!" }
    guard
      let completed = LongOptionName.completion(
        of: typed.dropFirst(sign.count), among: RuntimeOption.options)
    else { return }
    screen.update(.prompt(.replace(sign + completed)), at: now)
  }

  /// The value typed at the prompt for the option named `name` (`--tabs`): applied and said,
  /// or, when it is no value of the option, why, changing nothing. Nothing typed says how it
  /// is, as in less.
  mutating func changeOption(named name: String, to value: String, at now: Instant) {
    guard let option = Option.named(name), case .value(let setting) = RuntimeOption(option)
    else { return }
    guard !value.isEmpty else {
      screen.update(.notice(setting.state(on: screen)), at: now)
      return
    }
    do {
      setting.apply(try setting.read(value), to: &screen, at: now)
      screen.update(.notice(setting.state(on: screen)), at: now)
    } catch {
      screen.update(.notice(error.message), at: now)
    }
  }

  /// Does `change` to `option`, named `name` as it was typed: what it is while running, or why
  /// it is not changed.
  private mutating func change(
    _ option: Option?, named name: String, _ change: OptionChange, at now: Instant
  ) {
    guard let option else {
      screen.update(.notice("There is no \(name) option here"), at: now)
      return
    }
    guard let runtime = RuntimeOption(option) else {
      let notice =
        switch (option.spec.origin, option.spec.support) {
        case (.own, _): "\(name) is TUIPager's own, not changed while running"
        case (.less, .acceptedOnly):
          "\(name) is not changed while running: it does nothing here (\(option.spec.help))"
        case (.less, .implemented): "\(name) is not changed while running"
        }
      screen.update(.notice(notice), at: now)
      return
    }
    switch (runtime, change) {
    case (.flag(let flag), .toggle): screen.update(.toggleOption(flag), at: now)
    case (.flag(let flag), .reset): screen.update(.setOption(flag, on: false), at: now)
    case (.flag(let flag), .opposite): screen.update(.setOption(flag, on: true), at: now)
    case (.flag(let flag), .describe): screen.update(.describeOption(flag), at: now)
    case (.value(let setting), .toggle):
      let prompt = LinePrompt.optionValue(name: option.spec.long, question: setting.question)
      screen.update(.prompt(.openLine(prompt)), at: now)
    case (.value(let setting), .reset):
      setting.apply(LessSettings(), to: &screen, at: now)
      screen.update(.notice(setting.state(on: screen)), at: now)
    case (.value, .opposite):
      screen.update(
        .notice("\(name) takes a value: it has no opposite (-+ sets it back to its default)"),
        at: now)
    case (.value(let setting), .describe):
      screen.update(.notice(setting.state(on: screen)), at: now)
    }
  }
}
