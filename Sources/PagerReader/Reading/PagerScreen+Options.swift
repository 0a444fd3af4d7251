import PagerKit

/// less's options changed while the screen runs (`-` and a letter, `-+` and `-!`) and told (`_`
/// and a letter): each turns its setting on, or back to less's default, and says how it is now.
extension PagerScreen {
  /// Turns `option` on, or off when it is on, as less's `-` does, and says how it is now.
  mutating func toggle(_ option: ScreenOption) {
    set(option, on: !isOn(option))
  }

  /// Whether `option` is on: its setting is as the option sets it.
  package func isOn(_ option: ScreenOption) -> Bool {
    switch option {
    case .chopsLongLines: !wrapsLines
    case .numbersLines: showsLineNumbers
    case .smartCase: searchCase == .smart
    case .ignoresCase: searchCase == .insensitive
    case .highlightsCurrentMatch: searchHighlight == .currentMatch
    case .hidesMatches: searchHighlight == .none
    case .squeezesBlankLines: squeezesBlankLines
    case .mediumPrompt: promptLength == .medium
    case .longPrompt: promptLength == .long
    case .quitsAtEnd: quitAtEnd == .secondTime
    case .quitsAtFirstEnd: quitAtEnd == .firstTime
    case .wrapsAtWords: wrapsAtWords
    case .sendsControls: controlCharacters.mode == .sentAsTheyAre
    case .showsControls: controlCharacters.mode == .shownAsControls
    case .processesBackspaces, .showsBackspaces, .processesReturns, .showsReturns,
      .processesTabs, .showsTabs:
      Self.controlHandling(of: option).map { controlCharacters[keyPath: $0.kind] == $0.handling }
        ?? false
    }
  }

  /// Turns `option` on, or sets its setting back to less's default (off, as less's `-+` does),
  /// and says how it is now. Off sets the one setting two options share (`-i` and `-I`) to its
  /// default, whichever of them was on.
  mutating func set(_ option: ScreenOption, on: Bool) {
    switch option {
    case .chopsLongLines: relayOut(wrapsLines: !on, showsLineNumbers: showsLineNumbers)
    case .numbersLines: relayOut(wrapsLines: wrapsLines, showsLineNumbers: on)
    case .smartCase: searchCase = on ? .smart : .sensitive
    case .ignoresCase: searchCase = on ? .insensitive : .sensitive
    case .highlightsCurrentMatch: searchHighlight = on ? .currentMatch : .allMatches
    case .hidesMatches: searchHighlight = on ? .none : .allMatches
    case .squeezesBlankLines: squeezesBlankLines = on
    case .mediumPrompt: promptLength = on ? .medium : .short
    case .longPrompt: promptLength = on ? .long : .short
    case .quitsAtEnd: quitAtEnd = on ? .secondTime : .never
    case .quitsAtFirstEnd: quitAtEnd = on ? .firstTime : .never
    case .wrapsAtWords: setWordWrap(on)
    case .sendsControls, .showsControls:
      // One setting for the two letters, as less's -u and -U share one.
      var controls = controlCharacters
      let mode: ControlCharacters.Mode =
        option == .sendsControls ? .sentAsTheyAre : .shownAsControls
      controls.mode = on ? mode : .interpreted
      setControlCharacters(controls)
    case .processesBackspaces, .showsBackspaces, .processesReturns, .showsReturns,
      .processesTabs, .showsTabs:
      setControlHandling(of: option, on: on)
    }
    message = state(of: option)
  }

  /// How the setting `option` changes is now, in words, as less's `_` says it.
  package func state(of option: ScreenOption) -> String {
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
    case .wrapsAtWords:
      switch (wrapsAtWords, wrapsLines) {
      case (true, true): "long lines wrap at spaces, not inside a word"
      case (true, false): "long lines are cut; wrapped, they would wrap at spaces (S wraps them)"
      case (false, _): "long lines wrap at the screen's edge, inside a word too"
      }
    case .sendsControls, .showsControls:
      switch controlCharacters.mode {
      case .interpreted:
        "backspaces overstrike, tabs expand, a line end's carriage return is dropped"
      case .sentAsTheyAre: "backspaces and carriage returns show as ^H and ^M, tabs expand (-u)"
      case .shownAsControls: "backspaces, tabs and carriage returns show as ^H, ^I and ^M (-U)"
      }
    case .processesBackspaces, .showsBackspaces, .processesReturns, .showsReturns,
      .processesTabs, .showsTabs:
      controlState(of: option)
    }
  }
}
