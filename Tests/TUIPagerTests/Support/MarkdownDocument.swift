import Testing

/// A Markdown file of the package (`README.md`, `docs/guide.md`), read as its headings, the lines
/// under each, its tables and its links, as far as the tests of the documents need.
struct MarkdownDocument {
  struct Section {
    /// The heading's titles from the outermost down to this one: `["Keys and mouse", "Paging"]`.
    var path: [String]
    /// The lines under the heading up to the next heading of any level, code blocks included.
    var lines: [Substring]
  }

  /// The file's path from the package's root: `docs/guide.md`.
  let path: String
  let text: String
  /// Every heading in order; the lines before the first stand under a heading with no path.
  let sections: [Section]

  /// The package's root: this file is `<root>/Tests/TUIPagerTests/Support/MarkdownDocument.swift`.
  static let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
    .joined(separator: "/")

  /// The file at `path` from the package's root.
  static func load(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> MarkdownDocument
  {
    let text = try #require(
      readFile(root + "/" + path), "no \(path) under \(root)", sourceLocation: sourceLocation)
    return MarkdownDocument(path: path, text: text)
  }

  init(path: String, text: String) {
    self.path = path
    self.text = text
    var sections = [Section(path: [], lines: [])]
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      let level = line.prefix { $0 == "#" }.count
      guard !inCode, level > 0, line.dropFirst(level).first == " " else {
        sections[sections.count - 1].lines.append(line)
        continue
      }
      let title = String(line.dropFirst(level + 1))
      // A heading stands under the nearest before it of a higher level.
      var parents = sections.last?.path ?? []
      parents = Array(parents.prefix(level - 1))
      sections.append(Section(path: parents + [title], lines: []))
    }
    self.sections = sections
  }

  /// The lines under the heading whose path ends with `titles`, and under every heading below it.
  func lines(under titles: [String]) -> [Substring]? {
    guard let start = sections.firstIndex(where: { $0.path.suffix(titles.count) == titles[...] })
    else { return nil }
    let depth = sections[start].path.count
    var lines = sections[start].lines
    for section in sections[(start + 1)...] {
      guard section.path.count > depth else { break }
      lines +=
        [Substring(String(repeating: "#", count: section.path.count) + " ")]
        + section.lines
    }
    return lines
  }

  /// The body rows of the tables among `lines`, each as its cells with the `\|` of a cell read
  /// as `|`; header rows (those over a `|---|` row) left out.
  static func tableRows(_ lines: [Substring]) -> [[String]] {
    var rows: [[String]] = []
    var previousWasRow = false
    for line in lines {
      guard line.hasPrefix("|") else {
        previousWasRow = false
        continue
      }
      let cells = Self.cells(line)
      if cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-: ".contains($0) } }) {
        // The row above was the header.
        if previousWasRow { rows.removeLast() }
      } else {
        rows.append(cells)
      }
      previousWasRow = true
    }
    return rows
  }

  /// The cells of a table row, trimmed: `| a \| b | c |` → `a | b`, `c`.
  static func cells(_ line: Substring) -> [String] {
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in line.dropFirst() {
      if escaped {
        if character != "|" { cell.append("\\") }
        cell.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(cell.trimmed)
        cell = ""
      } else {
        cell.append(character)
      }
    }
    if !cell.trimmed.isEmpty { cells.append(cell.trimmed) }
    return cells
  }

  /// The text of each code span in `text`: `` `-S`, `--chop` `` → `-S`, `--chop`.
  static func codeSpans(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The targets of the inline links outside code: `[text](docs/guide.md#keys)` →
  /// `docs/guide.md#keys`.
  var linkTargets: [String] {
    var targets: [String] = []
    var inCode = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode else { continue }
      // Code spans hold no links.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      for piece in prose.split(separator: "](", omittingEmptySubsequences: false).dropFirst() {
        if let end = piece.firstIndex(of: ")") { targets.append(String(piece[..<end])) }
      }
    }
    return targets
  }

  /// The anchors GitHub gives the headings: lower case, spaces as `-`, other punctuation
  /// dropped (`What still differs from less, and why` → `what-still-differs-from-less-and-why`).
  var anchors: Set<String> {
    Set(
      sections.compactMap(\.path.last).map { title in
        String(
          title.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-"
              || character == "_" ? character : nil
          })
      })
  }
}

extension String {
  /// The text without the blanks at either end.
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
