import PagerKit

/// How much the status line says of where the page is: less's `-m` and `-M`.
public enum PromptLength: Hashable, Sendable {
  /// The lines shown of how many, and the tab of how many (less's short prompt says less).
  case short
  /// The percentage through the text as well, or `(END)` at its end, as less's medium prompt
  /// (`-m`).
  case medium
  /// The byte just past the page of the text's bytes too, as less's long prompt (`-M`).
  case long
}
