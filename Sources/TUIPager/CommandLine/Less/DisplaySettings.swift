/// When reaching the end of the text quits: less's `-e` and `-E`.
enum QuitAtEnd: Equatable, Sendable {
  /// Never: the end stays on the screen (less's default).
  case never
  /// When a forward move reaches the end a second time (`-e`).
  case secondTime
  /// As soon as a forward move reaches the end (`-E`).
  case firstTime
}

/// How much the prompt says: less's `-m` and `-M`.
enum PromptLength: Equatable, Sendable {
  /// less's short prompt, a colon (its default).
  case short
  /// A prompt with the percentage into the file, as more's (`-m`).
  case medium
  /// A prompt with the file's name, the lines shown and where they stand (`-M`).
  case long
}

/// What backspaces and carriage returns in the text do: less's `-u` and `-U`.
enum ControlCharacters: Equatable, Sendable {
  /// A backspace between two characters overstrikes (bold, underline), and a carriage return
  /// before a line's end is dropped (less's default; TUIPager's way).
  case interpreted
  /// Backspaces and carriage returns are sent to the terminal as they are (`-u`).
  case sentAsTheyAre
  /// Backspaces, carriage returns and tabs show as control characters, such as `^H` (`-U`).
  case shownAsControls
}
