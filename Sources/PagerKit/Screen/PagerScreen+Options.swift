/// less's options changed while the screen runs (`-` and a letter) and told (`_` and a letter):
/// each turns its setting on, or back to TUIPager's default, and says how it is now.
extension PagerScreen {
  /// Turns `option` on, or off when it is on, as less's `-` does, and says how it is now.
  mutating func toggle(_ option: ScreenOption) {
    switch option {
    case .chopsLongLines: relayOut(wrapsLines: !wrapsLines, showsLineNumbers: showsLineNumbers)
    case .numbersLines: relayOut(wrapsLines: wrapsLines, showsLineNumbers: !showsLineNumbers)
    case .smartCase: searchCase = searchCase == .smart ? .sensitive : .smart
    // Off is TUIPager's default, smart case; -i off is less's own default, case sensitive.
    case .ignoresCase: searchCase = searchCase == .insensitive ? .smart : .insensitive
    case .highlightsCurrentMatch:
      searchHighlight = searchHighlight == .currentMatch ? .allMatches : .currentMatch
    case .hidesMatches: searchHighlight = searchHighlight == .none ? .allMatches : .none
    case .squeezesBlankLines: squeezesBlankLines.toggle()
    case .mediumPrompt: promptLength = promptLength == .medium ? .short : .medium
    case .longPrompt: promptLength = promptLength == .long ? .short : .long
    case .quitsAtEnd: quitAtEnd = quitAtEnd == .secondTime ? .never : .secondTime
    case .quitsAtFirstEnd: quitAtEnd = quitAtEnd == .firstTime ? .never : .firstTime
    }
    message = state(of: option)
  }

  /// How the setting `option` changes is now, in words, as less's `_` says it.
  public func state(of option: ScreenOption) -> String {
    switch option {
    case .chopsLongLines:
      wrapsLines ? "long lines wrap" : "long lines are cut (Esc-( and Esc-) scroll)"
    case .numbersLines: showsLineNumbers ? "lines are numbered" : "lines are not numbered"
    case .smartCase, .ignoresCase:
      switch searchCase {
      case .sensitive: "case matters in searches"
      case .smart: "case matters in searches only when the pattern has a capital"
      case .insensitive: "case never matters in searches"
      }
    case .highlightsCurrentMatch, .hidesMatches:
      switch searchHighlight {
      case .allMatches: "every match is highlighted"
      case .currentMatch: "only the matches on the line found are highlighted"
      case .none: "no match is highlighted (Esc-u shows them)"
      }
    case .squeezesBlankLines:
      squeezesBlankLines ? "runs of blank lines show as one" : "every blank line shows"
    case .mediumPrompt, .longPrompt:
      switch promptLength {
      case .short: "the status line says the lines shown"
      case .medium: "the status line says the percentage too"
      case .long: "the status line says the byte and the percentage too"
      }
    case .quitsAtEnd, .quitsAtFirstEnd:
      switch quitAtEnd {
      case .never: "the end of the text does not quit"
      case .secondTime: "a move forward at the end quits"
      case .firstTime: "reaching the end quits"
      }
    }
  }
}
