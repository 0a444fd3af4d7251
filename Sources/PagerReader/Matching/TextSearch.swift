import PagerKit

/// A search for a pattern in what the screen shows, as `less` searches: a regular expression
/// when the pattern has one of `.^$*+?()[]{}|\\`, else plain text by a quicker path.
///
/// - Matching is on the *displayed* text: after SGR sequences are removed (so `ab ESC[1m cd`
///   matches `abcd`, and no match ever covers escape bytes), with tabs as the blanks they expand
///   to and control characters as their `^X` / `<U+XXXX>` stand-ins.
/// - It compares whole glyphs (grapheme clusters), scalar for scalar, without Unicode
///   normalisation: a precomposed `é` and `e` + U+0301 differ, and `e` does not match inside `é`.
/// - Smart case, as `less -i`: unless told otherwise, a pattern without an uppercase letter
///   matches either case. Plain text folds ASCII letters only, so a lowercase `é` does not match
///   `É`; a regular expression folds as PCRE2 does, Unicode letters too.
/// - An empty pattern matches nothing, and so does an empty match of a regular expression.
/// - A regular expression is PCRE2's, compiled once (``RegularExpression``) and matched against
///   a line's displayed glyphs, or straight against the bytes a line of printable ASCII (and
///   overstrike) shows (``ShownBytes``). A match starts and ends on whole glyphs, which for a
///   regular expression are code points: `e.` matches an `e` and its combining accent. A line on which the
///   pattern passes PCRE2's limits is ``LineMatch/tooComplex``, never a freeze.
public struct TextSearch: Hashable, Sendable {
  /// Which way a search through a document goes.
  package enum Direction: Hashable, Sendable {
    /// Towards the end, learning lines as it goes.
    case forward
    /// Towards the first line.
    case backward
  }

  /// The text searched for.
  package let pattern: String
  /// Whether letters must match in case.
  package let isCaseSensitive: Bool
  /// The pattern's glyphs, as UTF-8 with ASCII letters folded when case does not matter.
  private let glyphs: [[UInt8]]
  /// Folded ASCII bytes every match shows, for the quick test on raw lines: the whole pattern
  /// when it is plain ASCII text, a run of it a regular expression requires (``RequiredLiteral``).
  private let asciiBytes: [UInt8]?
  /// Knuth–Morris–Pratt fallback table of `asciiBytes`.
  private let fallback: [Int]
  /// A finder of `asciiBytes`: the plain text itself, or the text a regular expression requires.
  let literalFinder: LiteralFinder?
  /// The compiled expression, for a pattern that is one.
  private let expression: RegularExpression?
  /// The pattern as it is looked for through many lines at once (``ChunkScan``), whatever the
  /// conditions.
  private let compiledAcrossLines: RegularExpression?
  /// What a match must also meet beyond the pattern (less's `^S`, `--no-search-header-lines`,
  /// `--no-search-header-columns`).
  package private(set) var conditions = MatchConditions()

  /// The pattern as it is looked for through many lines at once (``ChunkScan``), which rules
  /// out the lines between the places it matches; nil when the lines must be matched one by
  /// one. Every line it passes over has no match at all, so none that meets the ``conditions``
  /// either, but for one: with header columns passed over, `^` and `\b` hold right after them,
  /// where the match across lines does not look.
  var acrossLines: RegularExpression? {
    conditions.skippedColumns > 0 && looksBeforeItsStart ? nil : compiledAcrossLines
  }

  /// Whether a match of the regular expression depends on what comes before it on the line
  /// (`^`, `\b`, `\B`; lookbehind never scans across lines), which cutting the header
  /// columns off changes.
  private var looksBeforeItsStart: Bool {
    expression != nil
      && (pattern.containsUTF8("^") || pattern.containsUTF8("\\b") || pattern.containsUTF8("\\B"))
  }

  /// Whether lines can be looked through many at once (``ChunkScan``), a chunk of a file at a
  /// time on the workers, rather than walked one by one on the loop: a pattern whose verdict on
  /// a line depends on that line alone and whose cost is bounded. The places it may match are
  /// found across lines (``acrossLines``), or by the text every match needs; else every line is
  /// matched alone, still a chunk at a time.
  package var scansInChunks: Bool { compiledAcrossLines != nil }

  /// ASCII bytes every match shows, which a document's bytes can be looked through for, letters
  /// folded unless ``isCaseSensitive``: a plain-text pattern that has only ASCII, or the longest
  /// run of ASCII a regular expression requires (`timeout` of `error.*timeout`).
  package var literalBytes: [UInt8]? { asciiBytes }

  /// Whether the pattern is matched as a regular expression.
  package var isRegularExpression: Bool { expression != nil }

  /// Whether PCRE2's JIT compiled the pattern (false for plain text, which needs none).
  package var isCompiled: Bool { expression?.isCompiled ?? false }

  /// A search for `pattern`; `caseSensitive` `nil` means smart case (sensitive only when the
  /// pattern has an uppercase letter). A pattern with a metacharacter that does not compile is
  /// searched as plain text; ``validated(_:caseSensitive:)`` says why it does not.
  package init(pattern: String, caseSensitive: Bool? = nil) {
    self.init(
      pattern: pattern, caseSensitive: caseSensitive,
      expression: try? RegularExpression(
        pattern, caseSensitive: caseSensitive ?? Self.hasUppercase(pattern)))
  }

  /// The same search compiled anew, sharing no memory with this one: a worker thread matching
  /// with its own copy never touches the reference counts and match data another thread
  /// touches, which would have the cores pass cache lines back and forth at every line.
  package func compiledAfresh() -> TextSearch {
    let copy = String(decoding: Array(pattern.utf8), as: UTF8.self)
    return TextSearch(
      pattern: copy, caseSensitive: isCaseSensitive,
      expression: expression == nil
        ? nil : try? RegularExpression(copy, caseSensitive: isCaseSensitive)
    ).meeting(conditions)
  }

  /// The same search, its matches also meeting `conditions`.
  package func meeting(_ conditions: MatchConditions) -> TextSearch {
    var search = self
    search.conditions = conditions
    return search
  }

  /// A search for `pattern` as plain text, its metacharacters too (less's `^R` modifier).
  package static func literal(_ pattern: String, caseSensitive: Bool? = nil) -> TextSearch {
    TextSearch(pattern: pattern, caseSensitive: caseSensitive, expression: nil)
  }

  /// The search for `pattern`, or why its regular expression does not compile.
  package static func validated(_ pattern: String, caseSensitive: Bool? = nil)
    throws(SearchPatternError) -> TextSearch
  {
    let sensitive = caseSensitive ?? hasUppercase(pattern)
    guard pattern.contains(where: RegularExpression.metacharacters.contains) else {
      return TextSearch(pattern: pattern, caseSensitive: sensitive)
    }
    let expression = try RegularExpression(pattern, caseSensitive: sensitive)
    return TextSearch(pattern: pattern, caseSensitive: sensitive, expression: expression)
  }

  private static func hasUppercase(_ pattern: String) -> Bool {
    pattern.contains { $0.isUppercase }
  }

  /// Whether two searches look for the same pattern the same way (the compiled expression is
  /// made from them).
  public static func == (lhs: TextSearch, rhs: TextSearch) -> Bool {
    lhs.pattern == rhs.pattern && lhs.isCaseSensitive == rhs.isCaseSensitive
      && (lhs.expression == nil) == (rhs.expression == nil) && lhs.conditions == rhs.conditions
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
    hasher.combine(isCaseSensitive)
    hasher.combine(expression == nil)
    hasher.combine(conditions)
  }

  private init(pattern: String, caseSensitive: Bool?, expression: RegularExpression?) {
    self.pattern = pattern
    self.expression = expression
    let sensitive = caseSensitive ?? Self.hasUppercase(pattern)
    isCaseSensitive = sensitive
    compiledAcrossLines =
      pattern.isEmpty
      ? nil
      : RegularExpression.acrossLines(
        pattern, caseSensitive: sensitive, literal: expression == nil)
    glyphs = pattern.map { character in
      String(character).utf8.map { Self.fold($0, caseSensitive: sensitive) }
    }
    let bytes = pattern.utf8.map { Self.fold($0, caseSensitive: sensitive) }
    if expression == nil, !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) {
      asciiBytes = bytes
    } else if expression != nil {
      asciiBytes = RequiredLiteral.of(pattern, caseSensitive: sensitive)
    } else {
      asciiBytes = nil
    }
    fallback = asciiBytes.map(Self.fallbackTable) ?? []
    literalFinder = asciiBytes.flatMap { LiteralFinder(pattern: $0, foldsCase: !sensitive) }
  }

  /// The matches in `line`, left to right and not overlapping, as cell ranges (which are column
  /// ranges: a match ending in a wide glyph includes its continuation cell). Matching stops at a
  /// place where the pattern is too complex. Those whose sub-patterns do not meet the
  /// ``conditions`` are here too: as less highlights them, only searching passes them over.
  package func matches(in line: DisplayLine) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var start = 0
    while case .found(let match) = find(in: line, from: start, checkingSubpatterns: false) {
      found.append(match)
      start = match.upperBound
    }
    return found
  }

  /// For each of `matches` (found in `line` by ``matches(in:)``), the cells of its first
  /// `count` parenthesised sub-patterns, nil for one that matched nothing: none for plain text
  /// or a pattern without any.
  package func subpatterns(of matches: [Range<Int>], in line: DisplayLine, upTo count: Int)
    -> [[Range<Int>?]]
  {
    guard let expression, count > 0, !matches.isEmpty, expression.groupCount > 0 else {
      return matches.map { _ in [] }
    }
    let text = GlyphText(line)
    return matches.map { text.groups(of: expression, inMatch: $0, upTo: count) }
  }

  /// The first match in `line` starting at or after cell `start`.
  package func firstMatch(in line: DisplayLine, from start: Int = 0) -> Range<Int>? {
    if case .found(let match) = find(in: line, from: start) { return match }
    return nil
  }

  /// The first match in `line` starting at or after cell `start` that meets the
  /// ``conditions``, or that there is none, or that the pattern is too complex to tell.
  package func find(in line: DisplayLine, from start: Int = 0) -> LineMatch {
    find(in: line, from: start, checkingSubpatterns: true)
  }

  /// ``find(in:from:)``, passing over the header columns the ``conditions`` skip, and matches
  /// whose sub-patterns do not meet them when `checkingSubpatterns`.
  private func find(in line: DisplayLine, from start: Int, checkingSubpatterns: Bool)
    -> LineMatch
  {
    guard !conditions.findsEveryMatch else { return findAny(in: line, from: start) }
    return find(
      in: line, from: start, after: conditions.skippedCells(in: line),
      checkingSubpatterns: checkingSubpatterns)
  }

  /// ``find(in:from:)`` past the first `skipped` cells of `line`, which are cut off before
  /// matching as less cuts the header columns off: `^` matches at the first cell after them.
  private func find(
    in line: DisplayLine, from start: Int, after skipped: Int, checkingSubpatterns: Bool
  ) -> LineMatch {
    let searched = skipped == 0 ? line : DisplayLine(cells: Array(line.cells[skipped...]))
    var from = max(0, start - skipped)
    while true {
      switch findAny(in: searched, from: from) {
      case .found(let match):
        if !checkingSubpatterns || meetsSubpatterns(match, in: searched) {
          return .found(match.lowerBound + skipped..<match.upperBound + skipped)
        }
        from = match.upperBound
      case .none: return .none
      case .tooComplex: return .tooComplex
      }
    }
  }

  /// Whether every sub-pattern the ``conditions`` name matched text in `match`, a match in
  /// `line` (a pattern without them, plain text too, has none that did): whether a search
  /// finds it, not only highlights it.
  package func meetsSubpatterns(_ match: Range<Int>, in line: DisplayLine) -> Bool {
    guard let last = conditions.subpatterns.max() else { return true }
    guard let expression else { return false }
    let groups = GlyphText(line).groups(of: expression, inMatch: match, upTo: last)
    return conditions.subpatterns.allSatisfy {
      groups.indices.contains($0 - 1) && groups[$0 - 1] != nil
    }
  }

  /// The first match in `line` starting at or after cell `start`, whatever the conditions.
  private func findAny(in line: DisplayLine, from start: Int) -> LineMatch {
    guard !glyphs.isEmpty else { return .none }
    if let expression { return GlyphText(line).firstMatch(of: expression, fromCell: start) }
    let cells = line.cells
    var index = max(0, start)
    while index < cells.count {
      if !cells[index].isContinuation, let end = matchEnd(in: cells, at: index) {
        return .found(index..<end)
      }
      index += 1
    }
    return .none
  }

  /// ``find(in:from:)`` in a piece of a long line that goes on after it; with no match there, a
  /// regular expression also says the cell from which a match may start that the rest of the
  /// line could finish (plain text: nil, its matches are no longer than the pattern).
  /// The piece's first cell is at column `column` of the line: the header columns among its
  /// cells are cut off before matching, as from a whole line.
  func find(inPiece line: DisplayLine, from start: Int, column: Int = 0)
    -> (match: LineMatch, partialFrom: Int?)
  {
    let skipped = conditions.skippedCells(in: line, from: column)
    guard let expression, !glyphs.isEmpty else {
      return (find(in: line, from: start, after: skipped, checkingSubpatterns: true), nil)
    }
    let searched = skipped == 0 ? line : DisplayLine(cells: Array(line.cells[skipped...]))
    var from = max(0, start - skipped)
    while true {
      let found = GlyphText(searched).firstMatch(inPieceOf: expression, fromCell: from)
      guard case .found(let match) = found.match, !meetsSubpatterns(match, in: searched) else {
        return (found.match.shifted(by: skipped), found.partialFrom.map { $0 + skipped })
      }
      from = match.upperBound
    }
  }

  /// Whether the line with raw bytes `bytes` has a match once rendered by `renderer` (whose tab
  /// width decides how many blanks a tab shows). Most lines are ruled out from their bytes
  /// without rendering them.
  package func hasMatch(in bytes: [UInt8], renderer: LineRenderer = LineRenderer()) -> Bool {
    find(inBytes: bytes, renderer: renderer).isFound
  }

  /// The first match on the line with raw bytes `bytes` as `renderer` shows it (cells), or that
  /// there is none, or that the pattern is too complex to tell. Most lines are ruled out from
  /// their bytes, and a regular expression matches the bytes of a line of printable ASCII
  /// without rendering it.
  package func find(inBytes bytes: [UInt8], renderer: LineRenderer = LineRenderer()) -> LineMatch {
    bytes.withUnsafeBufferPointer { find(inBytes: $0, renderer: renderer) }
  }

  /// ``find(inBytes:renderer:)`` on bytes in place, as a ``ChunkScan`` has them.
  package func find(inBytes bytes: UnsafeBufferPointer<UInt8>, renderer: LineRenderer) -> LineMatch
  {
    guard !glyphs.isEmpty else { return .none }
    // The quick match on the bytes knows nothing of sub-patterns. Each byte shown is a cell:
    // the header columns are the first bytes, cut off as from the cells.
    if conditions.subpatterns.isEmpty,
      let found = ShownBytes.withShownBytes(
        of: bytes, overstrikes: renderer.overstrikes,
        { shown in
          let skipped = min(conditions.skippedColumns, shown.count)
          return find(inShownBytes: UnsafeBufferPointer(rebasing: shown[skipped...]))
            .shifted(by: skipped)
        })
    {
      return found
    }
    if let asciiBytes, !mightMatch(bytes, pattern: asciiBytes) { return .none }
    return find(in: renderer.render(Array(bytes)))
  }

  /// The first match in the bytes a line of printable ASCII shows, one cell each.
  private func find(inShownBytes shown: UnsafeBufferPointer<UInt8>) -> LineMatch {
    // Plain text with anything but ASCII cannot be on such a line; the text a regular
    // expression requires rules most lines out before the expression runs.
    let place = literalFinder?.firstPlace(in: UnsafeRawBufferPointer(shown), from: 0)
    guard let expression else {
      return place.map { .found($0..<$0 + (asciiBytes?.count ?? 0)) } ?? .none
    }
    if literalFinder != nil, place == nil { return .none }
    return LineMatch(expression.firstMatch(in: shown, from: 0))
  }

  /// The end of a match whose first glyph is the cell at `start`, if one starts there.
  private func matchEnd(in cells: [Cell], at start: Int) -> Int? {
    var index = start
    for glyph in glyphs {
      guard index < cells.count, equal(cells[index].glyph, glyph) else { return nil }
      index += max(1, Int(cells[index].width))
    }
    return min(index, cells.count)
  }

  private func equal(_ glyph: String, _ folded: [UInt8]) -> Bool {
    var index = 0
    for byte in glyph.utf8 {
      guard index < folded.count, Self.fold(byte, caseSensitive: isCaseSensitive) == folded[index]
      else { return false }
      index += 1
    }
    return index == folded.count
  }

  /// `false` only when the line surely shows no match of the ASCII `pattern`.
  ///
  /// Without tabs, controls and stand-ins, the displayed ASCII glyphs are exactly the line's
  /// ASCII bytes outside SGR and OSC 8 sequences, in order, so a match shows only where those bytes hold
  /// the pattern. Lines with anything else are left to the full test.
  func mightMatch(_ bytes: UnsafeBufferPointer<UInt8>, pattern: [UInt8]) -> Bool {
    var matched = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B {
        guard
          let end = SGRSequence.end(in: bytes, escapeAt: index)
            ?? HyperlinkSequence.end(in: bytes, escapeAt: index)
        else { return true }
        index = end
        continue
      }
      if byte < 0x20 || byte == 0x7F || Self.startsStandIn(bytes, at: index) { return true }
      let folded = Self.fold(byte, caseSensitive: isCaseSensitive)
      while matched > 0, pattern[matched] != folded { matched = fallback[matched - 1] }
      if pattern[matched] == folded {
        matched += 1
        if matched == pattern.count { return true }
      }
      index += 1
    }
    return false
  }

  /// Whether the UTF-8 at `index` encodes a C1 control or a bidi override, which show as
  /// `<U+XXXX>`.
  private static func startsStandIn(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let lead = bytes[index]
    guard lead == 0xC2 || lead == 0xE2, index + 1 < bytes.count else { return false }
    let second = bytes[index + 1]
    if lead == 0xC2 { return (0x80...0x9F).contains(second) }
    guard index + 2 < bytes.count else { return false }
    let third = bytes[index + 2]
    return (second == 0x80 && (0xAA...0xAE).contains(third))
      || (second == 0x81 && (0xA6...0xA9).contains(third))
  }

  private static func fold(_ byte: UInt8, caseSensitive: Bool) -> UInt8 {
    if !caseSensitive, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { return byte | 0x20 }
    return byte
  }

  /// For each prefix of `pattern`, the length of its longest proper prefix that is also its
  /// suffix.
  private static func fallbackTable(_ pattern: [UInt8]) -> [Int] {
    var table = [Int](repeating: 0, count: pattern.count)
    var length = 0
    for index in pattern.indices.dropFirst() {
      while length > 0, pattern[index] != pattern[length] { length = table[length - 1] }
      if pattern[index] == pattern[length] { length += 1 }
      table[index] = length
    }
    return table
  }
}
