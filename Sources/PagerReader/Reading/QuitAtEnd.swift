import PagerKit

/// Whether a forward move at the end of the text ends the program: less's `-e` and `-E`.
///
/// On a tab that is not the last, the move that would quit slides to the next tab instead, as
/// less goes on to the next file.
public enum QuitAtEnd: Hashable, Sendable {
  /// Never: the end stays on the screen (less's default).
  case never
  /// When a forward move is made with the end already shown (`-e`): the second time the end is
  /// reached.
  case secondTime
  /// As soon as a forward move shows the end of the last tab's text (`-E`).
  case firstTime
}
