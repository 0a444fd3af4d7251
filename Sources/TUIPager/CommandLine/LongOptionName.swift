/// A long option as it is given, looked up as less looks up its long options: a name may be cut
/// short while no other option starts so (`--quit-if` for `--quit-if-one-screen`), and its first
/// letter's case picks the option (`--Line-numbers` is `--LINE-NUMBERS`, `-N`), the rest of its
/// letters in either case.
enum LongOptionName {
  /// What a given name finds.
  enum Match: Equatable {
    case found(Option)
    /// Several options start so, and none is spelt so exactly.
    case ambiguous
    case unknown
  }

  /// The option `given` (with its dashes, such as `--chop`) names among `options`.
  static func find(_ given: String, among options: [Option] = Option.allCases) -> Match {
    guard given.hasPrefix("--"), given.count > 2 else { return .unknown }
    let name = given.dropFirst(2)
    var found: Set<Option> = []
    for option in options {
      for long in option.spec.names where long.hasPrefix("--") {
        let candidate = long.dropFirst(2)
        guard sameCase(name.first, candidate.first) else { continue }
        if candidate.lowercased() == name.lowercased() { return .found(option) }
        if candidate.lowercased().hasPrefix(name.lowercased()) { found.insert(option) }
      }
    }
    switch found.count {
    case 0: return .unknown
    case 1: return .found(found.first!)
    default: return .ambiguous
    }
  }

  /// Whether two first letters are both capitals or both not.
  private static func sameCase(_ one: Character?, _ other: Character?) -> Bool {
    (one?.isUppercase ?? false) == (other?.isUppercase ?? false)
  }
}
