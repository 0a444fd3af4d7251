/// An option of the command line: TUIPager's own, and every option of less. Code names an option
/// by its case, never by its spelling, so a misspelt option does not compile; ``spec`` declares
/// everything else about it (``ownSpec`` for TUIPager's, ``lessSpec`` for less's).
///
/// The order of the cases is the order of `--help`, and the order in which given options are
/// checked and applied: `--start` after `--preset` and `--tab-titles` (it counts their tabs),
/// `--reduce-motion` after `--duration`.
enum Option: CaseIterable, Sendable {
  // TUIPager's own.
  case command, watch, follow, searchTab, highlight, spoolLimit, split, splitLimit, noMouse, tint
  case notify, columns, merge
  case linkSchemes
  case preset, tabTitles, title, bar, indicator, jump, wrap, start, duration, reduceMotion
  case status, noStatus
  case config, noConfig, completion
  // less's, in the order of its manual.
  case help, searchSkipScreen, searchFromTarget, buffers, autoBuffers, clearScreen
  case clearScreenFromTop, dumb, color, quitAtEof, quitAtFirstEof, force, quitIfOneScreen
  case hiliteSearch, noHiliteSearch, maxBackScroll, ignoreCase, ignoreCaseAlways, jumpTarget
  case statusColumn, lesskeyFile, lesskeySource, lesskeyContent, quitOnInterrupt, noLessopen
  case longPrompt, longerPrompt, noLineNumbers, lineNumbers, logFile, logFileOverwrite, pattern
  case prompt, quiet, quieter, rawControlChars, rawColors, squeezeBlankLines, chopLongLines, tag
  case tagFile, underlineSpecial, underlineSpecialAll, version, hiliteUnread, hiliteUnreadAll
  case tabStops, noInit, maxForwardScroll, window, quotes, tilde, shift
  case autosave, firstCommandAtPrompt, endPrompt, exitFollowOnClose, fileSize, followName
  case formFeed, header, hiliteTarget, incrementalSearch, interruptCharacter, lineNumberWidth
  case matchShift, modelines, mouse, reversedMouse, emulatedMouse, reverseMouse, noEditWarn
  case noHistoryDuplicates, noKeypad, noNumberHeaders, noPaste, noSearchHeaders
  case noSearchHeaderLines, noSearchHeaderColumns, noVisualBell, oldBottom, pastEof
  case processBackspace, processBackspaceAll, processReturn, processReturnAll, processTab
  case processTabAll, redrawOnQuit, rscroll, saveMarks
  case searchOptions, showPreprocessorErrors, statusColumnWidth, statusLine, tty, useBackslash
  case useColor, wheelLines, wordWrap

  /// Everything about the option, from the table it is in.
  // Never inlined: the tables' hundred cases would take tens of kilobytes of the caller's stack
  // frame, under which everything it calls then runs (`Options.init`'s was 40 KB).
  @inline(never)
  var spec: OptionSpec {
    guard let spec = ownSpec ?? lessSpec else {
      preconditionFailure("\(self) is in neither option table")
    }
    return spec
  }

  /// The option spelt exactly `name`: a long name (`--chop-long-lines`) or another of its long
  /// names, or a short one (`-S`).
  static func named(_ name: String) -> Option? {
    allCases.first { $0.spec.names.contains(name) }
  }

  /// The options whose short name is `-letter`.
  static func short(_ letter: Character) -> Option? {
    let name = "-" + String(letter)
    return allCases.first { $0.spec.short == name }
  }
}
