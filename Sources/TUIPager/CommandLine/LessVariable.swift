/// `LESS`: the options less takes from the environment, which programs set for their pager (git
/// sets `LESS=FRX` when it is unset, systemd `FRXMK`). TUIPager heeds only `F`, quit if one
/// screen, as a drop-in less should; its other letters change nothing here. An `-F` or `-+F`
/// on the command line says more than the variable.
enum LessVariable {
  /// The letters of less's options that take a value (`-x4`, `-Pprompt`): after one, the rest
  /// may be any text, such as a prompt with an `F` in it, so reading stops there.
  static let valueLetters: Set<Character> = [
    "b", "D", "h", "j", "k", "o", "O", "p", "P", "t", "T", "x", "y", "z", "#", "\"",
  ]

  /// Whether `value` asks for `F` (true), takes it back with `+F` (false), or says nothing of it
  /// (nil). Words are read as less reads them, with or without their dash, flags together
  /// (`FRX`, `-FRX`, `-F -R`); the last word that says wins.
  static func quitsIfOneScreen(_ value: String?) -> Bool? {
    guard let value else { return nil }
    var answer: Bool?
    for word in value.split(whereSeparator: \.isWhitespace) {
      if word.hasPrefix("--") {
        if word == "--quit-if-one-screen" { answer = true }
        continue
      }
      var letters = word.drop { $0 == "-" }
      let off = letters.first == "+"
      if off { letters = letters.dropFirst() }
      for letter in letters {
        if valueLetters.contains(letter) || !letter.isLetter { return answer }
        if letter == "F" { answer = !off }
      }
    }
    return answer
  }
}
