import PagerKit

/// less 704's `--proc-backspace`, `--proc-return` and `--proc-tab`, and their capital forms,
/// changed while running (`--` and the name) and told (`__`): each pair shares one kind's
/// ``ControlCharacters/Handling``, as less's triple options share one value.
extension PagerScreen {
  /// A kind of control character: where its handling lies among the settings.
  typealias ControlKind = WritableKeyPath<ControlCharacters, ControlCharacters.Handling>

  /// The kind of control character `option` handles, and how it handles it when on; nil for an
  /// option of another setting.
  static func controlHandling(
    of option: ScreenOption
  ) -> (kind: ControlKind, handling: ControlCharacters.Handling)? {
    switch option {
    case .processesBackspaces: (\.backspaces, .processed)
    case .showsBackspaces: (\.backspaces, .shownAsControl)
    case .processesReturns: (\.returns, .processed)
    case .showsReturns: (\.returns, .shownAsControl)
    case .processesTabs: (\.tabs, .processed)
    case .showsTabs: (\.tabs, .shownAsControl)
    default: nil
    }
  }

  /// Sets the kind `option` handles to its handling, or, off, back to what `-u` and `-U` say (as
  /// less's `-+` does), laying the text out again.
  mutating func setControlHandling(of option: ScreenOption, on: Bool) {
    guard let (kind, handling) = Self.controlHandling(of: option) else { return }
    var controls = controlCharacters
    controls[keyPath: kind] = on ? handling : .asModeSays
    setControlCharacters(controls)
  }

  /// How the kind `option` handles shows now, in words, as less's `__` says it.
  func controlState(of option: ScreenOption) -> String {
    guard let (kind, _) = Self.controlHandling(of: option) else { return "" }
    let controls = controlCharacters
    let effect =
      switch kind {
      case \.backspaces:
        controls.overstrikes ? "backspaces overstrike (bold, underline)" : "backspaces show as ^H"
      case \.returns:
        controls.showsLineEndReturns
          ? "a carriage return before a line's end shows as ^M"
          : "a carriage return before a line's end is dropped"
      default: controls.expandsTabs ? "tabs expand to their stops" : "tabs show as ^I"
      }
    // Only -U says what tabs do; -u leaves them expanding.
    let options = kind == \.tabs ? ["-U says", "-U says"] : ["-u and -U say", "-u or -U say"]
    return controls[keyPath: kind] == .asModeSays
      ? "\(effect), as \(options[0])" : "\(effect) whatever \(options[1])"
  }
}
