import PagerKit

/// The lines typed at prompts before, which Up and Down bring back, as less keeps them: one list
/// for patterns (`/`, `?`, `&`) and one for shell commands (`!`, `|`), the oldest first.
///
/// As in less, Up and Down pass over the lines that do not begin with what was typed before the
/// first of them: `/err` then Up goes back through the patterns beginning with `err`. Down past
/// the newest brings back what was typed.
public struct PromptHistory: Hashable, Sendable {
  /// Which list a prompt walks.
  package enum List: Hashable, Sendable, CaseIterable {
    /// Search and filter patterns (less's `.search` section).
    case search
    /// Shell commands and pipes (less's `.shell` section).
    case shell
  }

  /// Lines for each list: two arrays, not a dictionary, whose types the runtime would make at
  /// the start.
  package struct Lists: Hashable, Sendable {
    private var search: [String] = []
    private var shell: [String] = []

    /// The lines of `list`.
    package subscript(list: List) -> [String] {
      get { list == .search ? search : shell }
      set {
        if list == .search { search = newValue } else { shell = newValue }
      }
    }

    /// Whether every list is empty.
    package var isEmpty: Bool { search.isEmpty && shell.isEmpty }
  }

  /// The lines of each list, the oldest first.
  package private(set) var lines = Lists()
  /// The lines added while running, in order, which the program writes back at the end.
  package private(set) var added = Lists()
  /// Where Up and Down are in a list, while they walk it.
  private var walk: Walk?

  private struct Walk: Hashable, Sendable {
    var list: List
    /// The line shown; the list's count stands for the text typed.
    var index: Int
    /// What was typed when the walk began: lines shown begin with it, and Down past the newest
    /// brings it back.
    var typed: String
  }

  /// A history of these lines, the oldest first.
  package init(search: [String] = [], shell: [String] = []) {
    lines[.search] = search
    lines[.shell] = shell
  }

  /// The lines of `list`, the oldest first.
  package func lines(_ list: List) -> [String] { lines[list] }

  /// Adds a line submitted at a prompt of `list`, unless it is empty or the newest line already
  /// (as less keeps it); the walk ends.
  package mutating func add(_ line: String, to list: List) {
    walk = nil
    guard !line.isEmpty, lines(list).last != line else { return }
    lines[list].append(line)
    added[list].append(line)
  }

  /// The line before the one shown in `list` that begins as `text` did when the walk began, or
  /// nil when there is none (the text stays).
  package mutating func older(than text: String, in list: List) -> String? {
    step(by: -1, from: text, in: list)
  }

  /// The line after the one shown, or the text typed when the walk passes the newest line; nil
  /// when no walk is going on (the text stays).
  package mutating func newer(than text: String, in list: List) -> String? {
    step(by: 1, from: text, in: list)
  }

  /// Forgets where Up and Down were: the text was edited, or the prompt closed.
  package mutating func endWalk() {
    walk = nil
  }

  private mutating func step(by direction: Int, from text: String, in list: List) -> String? {
    let all = lines(list)
    var current = walk?.list == list ? walk! : Walk(list: list, index: all.count, typed: text)
    var index = current.index + direction
    while all.indices.contains(index) {
      if all[index].hasPrefix(current.typed) {
        current.index = index
        walk = current
        return all[index]
      }
      index += direction
    }
    guard direction > 0, current.index < all.count else { return nil }
    // Past the newest: back to what was typed.
    walk = nil
    return current.typed
  }
}
