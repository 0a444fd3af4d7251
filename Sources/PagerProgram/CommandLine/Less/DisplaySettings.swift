/// What backspaces and carriage returns in the text do: less's `-u` and `-U`.
enum ControlCharacters: Equatable, Sendable {
  /// A backspace between two characters overstrikes (bold, underline), and a carriage return
  /// before a line's end is dropped (less's default; TUIPager's way).
  case interpreted
  /// Backspaces and carriage returns are sent to the terminal as they are (`-u`). A grid of
  /// cells cannot send a backspace, so each shows as `^H` (as a carriage return in a line shows
  /// as `^M` anyway); tabs still expand.
  case sentAsTheyAre
  /// Backspaces, carriage returns and tabs show as control characters, such as `^H` (`-U`).
  case shownAsControls
}
