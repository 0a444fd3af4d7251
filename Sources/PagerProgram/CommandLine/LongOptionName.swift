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
    for (option, long) in names(startingWith: name, among: options) {
      if long.dropFirst(2).lowercased() == name.lowercased() { return .found(option) }
      found.insert(option)
    }
    switch found.count {
    case 0: return .unknown
    case 1: return .found(found.first!)
    default: return .ambiguous
    }
  }

  /// The long names (with their dashes) among `options` that `name` (without them) starts, as
  /// ``find(_:among:)`` takes them, each with its option, in the options' order.
  static func names(
    startingWith name: Substring, among options: [Option] = Option.allCases
  ) -> [(option: Option, long: String)] {
    options.flatMap { option in
      option.spec.names.filter { long in
        let candidate = long.dropFirst(2)
        return long.hasPrefix("--") && sameCase(name.first, candidate.first)
          && candidate.lowercased().hasPrefix(name.lowercased())
      }.map { (option, $0) }
    }
  }

  /// `name` (without its dashes) made as long as the long names among `options` that it starts
  /// agree, as Tab completes it at less's `--` prompt: the whole name when one option starts so;
  /// nil when no name starts so or they agree no further.
  static func completion(of name: Substring, among options: [Option]) -> String? {
    let longs = names(startingWith: name, among: options).map { $0.long.dropFirst(2) }
    guard var common = longs.first else { return nil }
    for long in longs.dropFirst() {
      common = common.prefix(zip(common, long).prefix { $0 == $1 }.count)
    }
    return common.count > name.count ? String(common) : nil
  }

  /// Whether two first letters are both capitals or both not.
  private static func sameCase(_ one: Character?, _ other: Character?) -> Bool {
    (one?.isUppercase ?? false) == (other?.isUppercase ?? false)
  }
}
