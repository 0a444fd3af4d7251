/// A regular expression matched against the glyphs a line shows, for ``TextSearch``: Swift's
/// `Regex`, whose matches in the glyphs' text are mapped back to cell ranges.
struct RegularExpression: @unchecked Sendable {
  /// The characters that make a pattern a regular expression rather than plain text.
  static let metacharacters: Set<Character> = [
    ".", "^", "$", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "\\",
  ]

  // `Regex` is a value whose matching does not mutate it; it is only read once compiled.
  private let regex: Regex<AnyRegexOutput>

  /// Compiles `pattern`, matching case when `caseSensitive`.
  ///
  /// - Throws: ``SearchPatternError`` when the pattern has no metacharacter (it is plain text)
  ///   or does not compile.
  init(_ pattern: String, caseSensitive: Bool) throws {
    guard pattern.contains(where: Self.metacharacters.contains) else {
      throw SearchPatternError(reason: "plain text")
    }
    do {
      let compiled = try Regex(pattern)
      regex = caseSensitive ? compiled : compiled.ignoresCase()
    } catch {
      throw SearchPatternError(reason: Self.reason(error))
    }
  }

  /// The first non-empty match in `line` starting at or after cell `start`, as cells.
  func firstMatch(in line: DisplayLine, from start: Int) -> Range<Int>? {
    var found: Range<Int>?
    forEachMatch(in: line) { cells in
      guard cells.lowerBound >= start else { return true }
      found = cells
      return false
    }
    return found
  }

  /// Every non-empty match in `line`, left to right, as cells: one pass over the line's text.
  func matches(in line: DisplayLine) -> [Range<Int>] {
    var found: [Range<Int>] = []
    forEachMatch(in: line) { cells in
      found.append(cells)
      return true
    }
    return found
  }

  /// Calls `visit` with the cells of each non-empty match in `line`, left to right, while it
  /// returns true.
  private func forEachMatch(in line: DisplayLine, _ visit: (Range<Int>) -> Bool) {
    // The line's text, and the cell each of its characters starts at.
    var text = ""
    var cellOf: [Int] = []
    for (index, cell) in line.cells.enumerated() where !cell.isContinuation {
      text += cell.glyph
      cellOf.append(index)
    }
    let characters = Array(text.indices)
    // Matched over the whole line, so that `^` holds only at its start; empty matches (`a*`
    // where there is no `a`) show nothing and are passed over.
    for match in text.matches(of: regex) where !match.range.isEmpty {
      let lower = Self.offset(of: match.range.lowerBound, in: characters)
      let upper = Self.offset(of: match.range.upperBound, in: characters)
      let cells = cellOf[lower]..<(upper < cellOf.count ? cellOf[upper] : line.cells.count)
      if !visit(cells) { return }
    }
  }

  /// The number of the character at `index` among `characters` (their start indices, in order).
  private static func offset(of index: String.Index, in characters: [String.Index]) -> Int {
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high) / 2
      if characters[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The compiler's complaint in one line.
  private static func reason(_ error: any Error) -> String {
    let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
    return text.isEmpty ? "not a regular expression" : text
  }
}

/// Why a search pattern cannot be used: its regular expression does not compile.
public struct SearchPatternError: Error, Hashable, Sendable {
  /// The reason, in the regular expression compiler's words.
  public let reason: String
}
