import PagerKit
import PagerReader

/// less's history file (`~/.lesshst`), as less 590 reads and writes it (`cmdbuf.c`): the line
/// `.less-history-file:`, then sections, each a line of its name (`.search`, `.shell`, `.mark`)
/// and its lines; a line of a list begins with `"`.
///
/// Kept as bytes, line by line: a section TUIPager does not use (less's marks) and a line that is
/// not UTF-8 are written back exactly as they were.
struct LessHistory: Equatable {
  /// A section: its name line (empty for the lines before the first) and its lines.
  struct Section: Equatable {
    var name: [UInt8]
    var lines: [[UInt8]]
  }

  /// The sections in the file's order.
  private(set) var sections: [Section] = []

  /// The line a history file begins with; less reads no file without it.
  static let firstLine = Array(".less-history-file:".utf8)
  /// The name line of each list's section.
  static func sectionName(_ list: PromptHistory.List) -> [UInt8] {
    switch list {
    case .search: Array(".search".utf8)
    case .shell: Array(".shell".utf8)
    }
  }
  /// How many lines of each list less keeps when `LESSHISTSIZE` does not say.
  static let defaultLimit = 100

  /// No history.
  init() {}

  /// The history in a file's bytes; none when it does not begin as less's does (less then reads
  /// nothing of it, and writes it anew).
  init(bytes: [UInt8]) {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { line -> [UInt8] in
        // As less's fgets loop: a line ends at its first CR too.
        Array(line.prefix { $0 != UInt8(ascii: "\r") })
      }
    if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
    guard let first = lines.first, first.starts(with: Self.firstLine) else { return }
    var current = Section(name: [], lines: [])
    for line in lines.dropFirst() {
      if line.first == UInt8(ascii: ".") {
        if !current.name.isEmpty || !current.lines.isEmpty { sections.append(current) }
        current = Section(name: line, lines: [])
      } else {
        current.lines.append(line)
      }
    }
    if !current.name.isEmpty || !current.lines.isEmpty { sections.append(current) }
  }

  /// The lines of `list`, the oldest first, as text (bytes that are not UTF-8 shown as `�`),
  /// each line equal to the one before left out, as less reads them.
  func lines(_ list: PromptHistory.List) -> [String] {
    let name = Self.sectionName(list)
    var found: [String] = []
    for section in sections where section.name == name {
      for line in section.lines where line.first == UInt8(ascii: "\"") {
        let text = String(decoding: line.dropFirst(), as: UTF8.self)
        if found.last != text { found.append(text) }
      }
    }
    return found
  }

  /// Adds `added` at the end of `list`'s section (made before the sections of other kinds when
  /// there is none), then keeps only its newest `limit` lines.
  mutating func append(_ added: [String], to list: PromptHistory.List, keeping limit: Int) {
    let name = Self.sectionName(list)
    let quoted = added.map { [UInt8(ascii: "\"")] + Array($0.utf8) }
    if let last = sections.lastIndex(where: { $0.name == name }) {
      sections[last].lines += quoted
    } else if !quoted.isEmpty {
      let lists = PromptHistory.List.allCases.map(Self.sectionName)
      let place =
        sections.firstIndex { !$0.name.isEmpty && !lists.contains($0.name) } ?? sections.count
      sections.insert(Section(name: name, lines: quoted), at: place)
    }
    // The oldest go first, across the sections of that name.
    var surplus =
      sections.filter { $0.name == name }.reduce(0) { total, section in
        total + section.lines.filter { $0.first == UInt8(ascii: "\"") }.count
      } - max(1, limit)
    for index in sections.indices where sections[index].name == name && surplus > 0 {
      sections[index].lines.removeAll { line in
        guard surplus > 0, line.first == UInt8(ascii: "\"") else { return false }
        surplus -= 1
        return true
      }
    }
  }

  /// The name line of the marks' section.
  static let marksSection = Array(".mark".utf8)

  /// The marks kept (`--save-marks`), in the file's order.
  var keptMarks: [KeptMark] {
    sections.filter { $0.name == Self.marksSection }.flatMap { $0.lines.compactMap(KeptMark.init) }
  }

  /// Keeps `marks` for the files `paths` in place of those kept for them before; the marks of
  /// other files, and lines less wrote that TUIPager does not read, stay as they were. The
  /// section is made at the end when there is none.
  mutating func keep(_ marks: [KeptMark], forFiles paths: Set<[UInt8]>) {
    let lines = marks.map(\.line)
    guard let first = sections.firstIndex(where: { $0.name == Self.marksSection }) else {
      if !lines.isEmpty { sections.append(Section(name: Self.marksSection, lines: lines)) }
      return
    }
    for index in sections.indices where sections[index].name == Self.marksSection {
      sections[index].lines.removeAll { line in
        KeptMark(line: line).map { paths.contains($0.path) } ?? false
      }
    }
    sections[first].lines += lines
  }

  /// The file's bytes: the first line, then every section.
  var bytes: [UInt8] {
    var bytes = Self.firstLine + [UInt8(ascii: "\n")]
    for section in sections {
      if !section.name.isEmpty { bytes += section.name + [UInt8(ascii: "\n")] }
      for line in section.lines { bytes += line + [UInt8(ascii: "\n")] }
    }
    return bytes
  }
}
