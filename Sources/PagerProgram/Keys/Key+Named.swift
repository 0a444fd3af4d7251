extension Key {
  /// The key a config file names: one character (`x`, `?`, `é`), or a key's name as `--help`
  /// shows it (`Space`, `Left`, `PgDn`, `Shift-Tab`, `F5`, `Ctrl-E`), in any case; nil for none.
  init?(named name: String) {
    if name.count == 1, let character = name.first {
      self = .character(character)
      return
    }
    if name.count == 6, name.lowercased().hasPrefix("ctrl-"), let letter = name.last,
      letter.isASCII, letter.isLetter
    {
      self = .control(letter)
      return
    }
    let named: [Key] =
      [
        .character(" "), .up, .down, .left, .right, .controlLeft, .controlRight, .home, .end,
        .pageUp, .pageDown, .tab, .backTab, .enter, .escape, .backspace, .delete, .insert,
      ] + (1...12).map(Key.function)
    guard let key = named.first(where: { $0.name.lowercased() == name.lowercased() }) else {
      return nil
    }
    self = key
  }
}
