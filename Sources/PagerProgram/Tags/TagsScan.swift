import Glibc

/// Finds the lines of one name in a tags file given a chunk of bytes at a time, so that a big
/// tags file is read once, front to back, and never held whole: only a line with the name is
/// made into a ``TagEntry``. Reads both forms less reads: universal and exuberant ctags
/// (`name<TAB>file<TAB>address;"<TAB>fields`) and the classic one (`name<TAB>file<TAB>address`,
/// or blanks between the three). Lines starting with `!` (`!_TAG_FILE_FORMAT`) are the file's
/// own; `!_TAG_FILE_SORTED<TAB>1` says the names are in byte order, and then the scan ends at
/// the first name past the one looked for.
struct TagsScan {
  /// The name looked for.
  let name: [UInt8]
  /// Its lines, in the tags file's order.
  private(set) var entries: [TagEntry] = []
  /// Whether the file said that its names are sorted by byte.
  private(set) var isSorted = false
  /// Whether the rest of the file cannot hold the name (a sorted file past it): reading may stop.
  private(set) var isFinished = false
  /// The start of a line that the last chunk cut.
  private var partial: [UInt8] = []

  init(name: [UInt8]) {
    self.name = name
  }

  /// The pseudo-tag that says how the names are sorted.
  private static let sortedHeader = Array("!_TAG_FILE_SORTED".utf8)
  private static let newline = UInt8(ascii: "\n")
  private static let tab = UInt8(ascii: "\t")
  private static let space = UInt8(ascii: " ")

  /// Takes the next bytes of the file.
  mutating func take(_ chunk: UnsafeRawBufferPointer) {
    guard !isFinished, let base = chunk.baseAddress else { return }
    var start = 0
    while !isFinished, start < chunk.count,
      let found = memchr(base + start, Int32(Self.newline), chunk.count - start)
    {
      let end = base.distance(to: UnsafeRawPointer(found))
      if partial.isEmpty {
        takeLine(UnsafeRawBufferPointer(rebasing: chunk[start..<end]))
      } else {
        partial += chunk[start..<end]
        let line = partial
        partial = []
        line.withUnsafeBytes { takeLine($0) }
      }
      start = end + 1
    }
    if !isFinished, start < chunk.count { partial += chunk[start...] }
  }

  /// Takes the bytes of an array, for tests and small files.
  mutating func take(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { take($0) }
  }

  /// Takes the last line, which has no newline after it; the scan is over.
  mutating func finish() {
    if !isFinished, !partial.isEmpty {
      let line = partial
      line.withUnsafeBytes { takeLine($0) }
    }
    partial = []
    isFinished = true
  }

  /// The entries of `name` in the whole of `bytes`.
  static func entries(named name: [UInt8], in bytes: [UInt8]) -> [TagEntry] {
    var scan = TagsScan(name: name)
    scan.take(bytes)
    scan.finish()
    return scan.entries
  }

  private mutating func takeLine(_ line: UnsafeRawBufferPointer) {
    guard let first = line.first else { return }
    if first == UInt8(ascii: "!") {
      if line.starts(with: Self.sortedHeader) {
        let value = line.dropFirst(Self.sortedHeader.count).drop { $0 == Self.tab }
        isSorted = value.first == UInt8(ascii: "1")
      }
      return
    }
    if isSorted, Self.namePart(of: line).lexicographicallyPrecedes(name) == false,
      !Self.names(line, name)
    {
      // Past the name in a file sorted by byte: no line after can hold it.
      isFinished = true
      return
    }
    guard Self.names(line, name), let entry = Self.entry(line) else { return }
    entries.append(entry)
  }

  /// Whether `line` is one of `name`: the name, then a tab or a blank.
  private static func names(_ line: UnsafeRawBufferPointer, _ name: [UInt8]) -> Bool {
    guard line.count > name.count, line[name.count] == tab || line[name.count] == space else {
      return false
    }
    return line.starts(with: name)
  }

  /// The name a line starts with: up to its first tab or blank.
  private static func namePart(of line: UnsafeRawBufferPointer) -> Slice<UnsafeRawBufferPointer> {
    line.prefix { $0 != tab && $0 != space }
  }

  /// The entry a line of a tags file holds, or nil for one that is not a tag's (no file, no
  /// address, an address of neither kind).
  static func entry(_ line: some Collection<UInt8>) -> TagEntry? {
    var bytes = Array(line)
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    let fields: [ArraySlice<UInt8>]
    if bytes.contains(tab) {
      // ctags' own form: tabs only part the fields, so a file's name may hold blanks.
      fields = bytes.split(separator: tab, maxSplits: 2, omittingEmptySubsequences: false)
    } else {
      // The classic form with blanks, as less reads it.
      let name = bytes.prefix { $0 != space }
      let afterName = bytes.dropFirst(name.count).drop { $0 == space }
      let file = afterName.prefix { $0 != space }
      let address = afterName.dropFirst(file.count).drop { $0 == space }
      fields = [name, file, address]
    }
    guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty,
      let address = address(fields[2].drop { $0 == space || $0 == tab })
    else { return nil }
    return TagEntry(name: Array(fields[0]), file: Array(fields[1]), address: address)
  }

  /// A line number (`42`, `42;"`) or a pattern between `/` or `?` (`/^main$/;"`); anything after
  /// it (`;"` and ctags' extension fields) is not needed.
  static func address(_ text: some Collection<UInt8>) -> TagAddress? {
    guard let first = text.first else { return nil }
    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
      let digits = text.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      guard digits.count <= 18, let number = Int(String(decoding: digits, as: UTF8.self)),
        number >= 1
      else { return nil }
      return .line(number)
    }
    guard first == UInt8(ascii: "/") || first == UInt8(ascii: "?") else { return nil }
    var rest = text.dropFirst()[...]
    let anchoredAtStart = rest.first == UInt8(ascii: "^")
    if anchoredAtStart { rest = rest.dropFirst() }
    var pattern: [UInt8] = []
    var escaped = false
    // Whether the pattern's last byte came escaped: `\$` at the end is a dollar, not an anchor.
    var lastWasEscaped = false
    for byte in rest {
      if escaped {
        pattern.append(byte)
        escaped = false
        lastWasEscaped = true
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == first {
        break
      } else {
        pattern.append(byte)
        lastWasEscaped = false
      }
    }
    // A pattern with no closing delimiter (a line cut short) is taken as far as it goes, as
    // less takes it.
    let anchoredAtEnd = pattern.last == UInt8(ascii: "$") && !lastWasEscaped
    if anchoredAtEnd { pattern.removeLast() }
    return .pattern(
      TagPattern(text: pattern, anchoredAtStart: anchoredAtStart, anchoredAtEnd: anchoredAtEnd))
  }
}
