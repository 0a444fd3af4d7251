/// `LESS_UNSUPPORT` (less 640): options a program or a user wants passed over, without a word,
/// wherever the command line or `LESS` gives them (`-X` from a `LESS` made for another terminal,
/// `--mouse` a wrapper adds). The `-` and `--` commands still change them while the pager runs.
///
/// As less reads the list: words divided by blanks, each a `-` and a letter or `--` and a long
/// name (cut short while no other option starts so); a name that is no option is passed over.
/// `-XF` names both letters. An option and its twin (`-i` and `-I`) are one in less's table, so
/// naming one names both.
struct UnsupportedOptions: Equatable {
  /// The options passed over.
  private(set) var options: Set<Option> = []

  /// The options `value` (`LESS_UNSUPPORT`'s) names; none when it is nil.
  init(_ value: String?) {
    guard let value else { return }
    for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      var named: [Option?]
      if word.hasPrefix("--") {
        guard case .found(let option) = LongOptionName.find(String(word)) else { continue }
        named = [option]
      } else {
        // less reads on letter by letter after a dash: `-XF` names -X and -F.
        named = word.drop { $0 == "-" }.map { Option.short($0) }
      }
      for option in named.compactMap({ $0 }) {
        options.insert(option)
        if let twin = option.spec.twin { options.insert(twin) }
      }
    }
  }

  /// Whether `option` is passed over.
  func contains(_ option: Option) -> Bool { options.contains(option) }
}
