import PagerKit

/// What the program must carry out after an event, as the screen's update returns it: the
/// screen itself does no I/O, so a quit, a command line, a line typed at a prompt of the
/// program's own and a text to copy leave it this way, once each.
public enum ScreenEffect: Hashable, Sendable {
  /// Quit: a forward move at the end asked it, as less's `-e` and `-E` say.
  case quit
  /// Carry out the command line submitted at the `:` prompt.
  case runCommandLine(String)
  /// Carry out a line submitted at a prompt of the program's own (`!`, `s`).
  case submit(SubmittedLine)
  /// What an interrupt stopped, in words (empty when nothing went on, and the program may end).
  case stopped([String])
  /// Copy this text (the selection just made with the pointer) to the clipboard.
  case copy(String)
}
