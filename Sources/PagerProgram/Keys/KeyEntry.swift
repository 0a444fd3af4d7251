/// Keys typed that wait for more before they are a command: the start of a sequence (`Z` of
/// `ZZ`), the brackets of Esc-Ctrl-F, the letter of `-+`. The count typed before a command is
/// ``TypedCount``'s.
struct KeyEntry {
  /// The keys of a sequence pressed so far (`Z` of `ZZ`, `Esc` of `Esc u`), waiting for the next.
  var pending: [Key] = []
  /// Esc-Ctrl-F or Esc-Ctrl-B waiting for its two characters.
  var bracket: BracketEntry?
  /// `-+` or `-!` waiting for the letter of its option.
  var option: OptionChange?

  /// Whether a command waits for its brackets or its option's letter.
  var awaitsArgument: Bool { bracket != nil || option != nil }

  /// Drops the brackets or the option's letter waited for.
  mutating func dropArgument() {
    bracket = nil
    option = nil
  }
}

/// Esc-Ctrl-F and Esc-Ctrl-B: the two characters to match as brackets, typed one by one.
struct BracketEntry: Equatable {
  var forward: Bool
  var nth: Int
  /// The first of the two, once typed.
  var first: UInt8?
}
