import PagerKit

extension TextSearch {
  /// How a search through a document ended.
  package enum Outcome: Hashable, Sendable {
    /// The first line on the way with a match.
    case found(line: Int)
    /// No line on the way has a match (or, for a document still arriving, none so far).
    case notFound
    /// The line budget ran out before the search was decided; searching again from `resumeAt`
    /// in the same direction continues it.
    case paused(resumeAt: Int)
    /// The pattern passed PCRE2's limits on this line, so the search stopped there.
    case tooComplex(line: Int)
  }

  /// The first line with a match from line `start` (included) in `direction`, or `nil`. Going
  /// forward it learns the document's lines as it needs them with
  /// ``TextDocument/prepareLines(through:)``; it never wraps around to the other end.
  package func firstLine(
    in document: some TextDocument, from start: Int, direction: Direction,
    renderer: LineRenderer = LineRenderer()
  ) -> Int? {
    if case .found(let line) = search(
      in: document, from: start, direction: direction, lineBudget: .max, renderer: renderer)
    {
      return line
    }
    return nil
  }

  /// Searches like ``firstLine(in:from:direction:renderer:)`` but looks at no more than
  /// `lineBudget` lines, so a long search can be spread over several calls.
  package func search(
    in document: some TextDocument, from start: Int, direction: Direction, lineBudget: Int,
    renderer: LineRenderer = LineRenderer()
  ) -> Outcome {
    guard !pattern.isEmpty else { return .notFound }
    var budget = max(1, lineBudget)
    var index = max(0, start)
    switch direction {
    case .forward:
      while index < document.lineCount || document.prepareLines(through: index) > index {
        if budget == 0 { return .paused(resumeAt: index) }
        switch lineMatch(inLine: index, of: document, renderer: renderer) {
        case .found: return .found(line: index)
        case .tooComplex: return .tooComplex(line: index)
        case .none: break
        }
        budget -= 1
        index += 1
      }
    case .backward:
      if start < 0 { return .notFound }
      if index >= document.lineCount {
        index = min(index, document.prepareLines(through: index) - 1)
      }
      while index >= 0 {
        if budget == 0 { return .paused(resumeAt: index) }
        switch lineMatch(inLine: index, of: document, renderer: renderer) {
        case .found: return .found(line: index)
        case .tooComplex: return .tooComplex(line: index)
        case .none: break
        }
        budget -= 1
        index -= 1
      }
    }
    return .notFound
  }
}

extension TextSearch {
  /// What looking at a line of `length` bytes costs of a budget: a long one is rendered whole,
  /// a short one mostly ruled out from its bytes.
  static func cost(ofLineLength length: Int) -> Int {
    length > LinePiece.wholeLineLimit ? length : 1 + length / 16
  }
}
