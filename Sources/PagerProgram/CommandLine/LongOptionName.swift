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
    guard given.hasPrefix("--"), given.utf8.count > 2 else { return .unknown }
    let name = given.dropFirst(2)
    var found: [Option] = []
    for (option, long) in names(startingWith: name, among: options) {
      if long.utf8.count - 2 == name.utf8.count { return .found(option) }
      if found.last != option { found.append(option) }
    }
    switch found.count {
    case 0: return .unknown
    case 1: return .found(found[0])
    default: return .ambiguous
    }
  }

  /// The long names (with their dashes) among `options` that `name` (without them) starts, as
  /// ``find(_:among:)`` takes them, each with its option, in the options' order.
  static func names(
    startingWith name: Substring, among options: [Option] = Option.allCases
  ) -> [(option: Option, long: String)] {
    // Long names are ASCII: compared byte by byte, a letter's case aside but the first's.
    let wanted = Array(name.utf8)
    let among = Set(options)
    return allLongNames.filter { among.contains($0.option) && starts($0.long, with: wanted) }
  }

  /// Every long name with its option, in the options' order: made once, at the first look-up,
  /// as an option's spec is built anew each time it is asked for.
  private static let allLongNames: [(option: Option, long: String)] = {
    var names: [(option: Option, long: String)] = []
    names.reserveCapacity(Option.allCases.count * 2)
    for option in Option.allCases {
      let spec = option.spec
      names.append((option, spec.long))
      for alias in spec.aliases { names.append((option, alias)) }
    }
    return names
  }()

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

  /// Whether `long` is `--` and then `wanted`'s letters and maybe more: the first in the same
  /// case, the others in either.
  private static func starts(_ long: String, with wanted: [UInt8]) -> Bool {
    let dash = UInt8(ascii: "-")
    var letters = long.utf8.makeIterator()
    guard letters.next() == dash, letters.next() == dash else { return false }
    // Nothing typed yet stands for a small letter, as less's completion takes it.
    guard !wanted.isEmpty else { return !isCapital(letters.next() ?? 0) }
    for (position, byte) in wanted.enumerated() {
      guard let letter = letters.next() else { return false }
      if position == 0, isCapital(letter) != isCapital(byte) { return false }
      guard lowercased(letter) == lowercased(byte) else { return false }
    }
    return true
  }

  private static func isCapital(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 { isCapital(byte) ? byte | 0x20 : byte }
}
