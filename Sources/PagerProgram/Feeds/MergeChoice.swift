import PagerReader

/// Which tabs `:merge` merges (issue 35): those of the numbers typed, in that order, or with none
/// every tab that reads a text of its own; of them, those whose first lines tell no time, and
/// those that are no text of their own (a merge, a section of a stream, a watched command), are
/// left out and named. Fewer than two left: nothing is merged.
enum MergeChoice: Equatable {
  /// Merge the tabs at these places (from 0); `leftOut` names those left out, or is nil.
  case merge([Int], leftOut: String?)
  /// Nothing to merge: why.
  case refused(String)

  /// What a tab is to a merge.
  enum Kind: Equatable {
    /// A text of its own (a file, a compressed file, standard input, a command's output):
    /// whether its first lines tell times, nil while they are still to come (a stream's).
    case text(tellsTimes: Bool?)
    /// No text a merge takes: what it is instead ("a merge").
    case other(String)
  }

  /// The choice of `numbers` (from 1, as the bar shows them; none: every tab) among tabs of
  /// `kinds`, titled `titles`; `limit` texts at most, the first (a merged line's text is a
  /// byte).
  init(
    numbers: [Int], kinds: [Kind], titles: [String], limit: Int = MergedDocument.sourceLimit
  ) {
    if let wrong = numbers.first(where: { !kinds.indices.contains($0 - 1) }) {
      self = .refused("No tab \(wrong): the tabs are 1 to \(kinds.count)")
      return
    }
    var places: [Int] = []
    for place in numbers.isEmpty ? Array(kinds.indices) : numbers.map({ $0 - 1 })
    where !places.contains(place) {
      places.append(place)
    }
    var merged: [Int] = []
    var timeless: [String] = []
    var others: [String] = []
    for place in places {
      switch kinds[place] {
      case .text(tellsTimes: false): timeless.append(titles[place])
      case .text: merged.append(place)
      // Asked for by number, it is named; with none, it is simply no text to merge.
      case .other(let what): if !numbers.isEmpty { others.append("\(titles[place]) is \(what)") }
      }
    }
    var leftOut: [String] = []
    if !timeless.isEmpty { leftOut.append("No times in \(timeless.joined(separator: ", "))") }
    leftOut += others
    if merged.count > limit {
      leftOut.append("\(merged.count - limit) past the first \(limit) logs")
      merged.removeLast(merged.count - limit)
    }
    let said = leftOut.isEmpty ? nil : leftOut.joined(separator: "; ") + ": left out"
    guard merged.count >= 2 else {
      let found = merged.isEmpty ? "No tab" : "Only one tab"
      let asked = numbers.isEmpty ? "" : " of those given"
      self = .refused(
        "\(found)\(asked) tells times: :merge needs two logs or more"
          + (said.map { " (\($0))" } ?? ""))
      return
    }
    self = .merge(merged, leftOut: said)
  }
}
