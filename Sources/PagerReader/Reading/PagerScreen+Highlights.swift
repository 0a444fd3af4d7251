import PagerKit

/// Highlights beside the search (``Highlights``): a key adds the search prompt's pattern or the
/// last search, another takes them all away, and the status line says which number each got.
extension PagerScreen {
  /// Adds `pattern` as the next highlight, its letter case as the searches' (``searchCase``);
  /// returns its number, counted from 1 (the one it has, when it is a highlight already).
  ///
  /// - Throws: ``SearchPatternError`` when it is a regular expression that does not compile.
  @discardableResult
  mutating func addHighlight(_ pattern: String) throws(SearchPatternError) -> Int {
    try highlights.add(pattern).number
  }

  /// `Esc h`, and Ctrl-T at the search prompt: the prompt's pattern, the prompt closing as it
  /// does without a search (an empty one stands for the last search, as with Enter); with no
  /// prompt open, the last search. A pattern that does not compile stays on the prompt with its
  /// reason, as Enter leaves it.
  mutating func addHighlight(at now: Instant) {
    if let typed = search.prompt {
      // Only a search's prompt holds a pattern to highlight.
      guard search.kind == .search else { return }
      if !typed.isEmpty {
        do {
          let added = try highlights.add(typed)
          editPrompt(.cancel, at: now)
          message = Self.highlightNotice(added, typed)
        } catch {
          search.refuse(error)
        }
        return
      }
      editPrompt(.cancel, at: now)
    }
    guard let last = search.last else {
      message = "No previous search to highlight"
      return
    }
    message = Self.highlightNotice(highlights.add(last), last.pattern)
  }

  /// `Esc H`: every highlight goes; the next one is highlight 1 again.
  mutating func clearHighlights() {
    message = highlights.isEmpty ? "no highlights to clear" : "highlights cleared"
    highlights.removeAll()
  }

  /// "highlight 2: error[0-9]+", or "highlight 2 already: …" when the pattern was one.
  private static func highlightNotice(_ added: (number: Int, isNew: Bool), _ pattern: String)
    -> String
  {
    "highlight \(added.number)\(added.isNew ? "" : " already"): \(pattern)"
  }
}
