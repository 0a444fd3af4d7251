/// A screen's search: the last pattern, which every page highlights, and the prompt while a
/// pattern is typed on the status line.
///
/// A search goes forward from the line after the top, as `less`'s `/` does; repeating it goes
/// the same way (`n`) or back (`N`).
public struct SearchState: Hashable, Sendable {
  /// The last search, highlighted on every page.
  public private(set) var last: TextSearch?
  /// The text typed at the search prompt, while it is open.
  public private(set) var prompt: String?

  /// Applies `edit` to the prompt. Returns whether it was submitted: the typed pattern, if any,
  /// is then the last search, and an empty one repeats the last search.
  mutating func edit(_ edit: PromptEdit) -> Bool {
    switch edit {
    case .open:
      prompt = ""
    case .insert(let character):
      prompt?.append(character)
    case .erase:
      if prompt?.isEmpty == true { prompt = nil } else { prompt?.removeLast() }
    case .cancel:
      prompt = nil
    case .submit:
      guard let pattern = prompt else { return false }
      prompt = nil
      if !pattern.isEmpty { last = TextSearch(pattern: pattern) }
      return true
    }
    return false
  }
}
