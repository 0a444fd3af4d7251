import PagerKit

/// What keys do right now, decided by what the screen shows: a program looks a key up in its
/// table for this mode.
///
/// A new mode is a new case here, derived in ``PagerScreen/inputMode``, plus rows in the
/// program's key table.
package enum InputMode: Hashable, Sendable, CaseIterable {
  /// Paging, scrolling and searching.
  case normal
  /// The search prompt is open: keys edit the pattern.
  case prompt
  /// The help overlay is shown: any key closes it.
  case help
  /// `m` or `'` waits for the letter of a mark.
  case markName
  /// The overview of tabs or marks is shown: typing filters it, Enter goes to its choice.
  case overview
  /// The timeline of a log is shown: Left and Right choose a bar, Enter goes to its time.
  case timeline
  /// A search goes on, a slice a frame: `Esc` or Ctrl-C stops it; other keys do what they do
  /// in ``normal`` (and stop it too).
  case searching

  /// The mode whose keys a key falls back to when this mode has none for it.
  package var fallback: InputMode? { self == .searching ? .normal : nil }
}

extension PagerScreen {
  /// The mode keys are taken in; the help overlay covers an open prompt, so it comes first.
  package var inputMode: InputMode {
    if help != nil { return .help }
    if timeline != nil { return .timeline }
    if overview != nil { return .overview }
    if prompt != nil { return .prompt }
    if markBook.pending != nil { return .markName }
    if let pendingSearch, !pendingSearch.isQuiet { return .searching }
    return .normal
  }
}
