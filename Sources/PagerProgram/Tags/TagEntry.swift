/// One line of a tags file as ctags writes it: where a name is defined. Bytes throughout, as a
/// file's name in a tags file may be any bytes (`inv\377.c`).
struct TagEntry: Equatable, Sendable {
  /// The name looked for (`main`).
  var name: [UInt8]
  /// The file that defines it, as the tags file writes it: relative to the tags file's folder
  /// unless it starts with `/`.
  var file: [UInt8]
  /// Where in the file.
  var address: TagAddress
}

/// Where a tag is in its file: a line number, or a line found by a pattern.
enum TagAddress: Equatable, Sendable {
  /// Line N, counted from 1 (`42;"`).
  case line(Int)
  /// The first line that the pattern matches (`/^int main(void)$/;"`, `?^x$?`).
  case pattern(TagPattern)
}

/// A ctags search pattern, taken literally as less takes it: its text with the ctags escapes
/// (`\/`, `\\`, `\?`) undone, and whether `^` and `$` anchor it to the line's start and end.
struct TagPattern: Equatable, Sendable {
  /// The text to find in a line.
  var text: [UInt8]
  /// Whether the line starts with it (`^`).
  var anchoredAtStart: Bool
  /// Whether the line ends with it (`$`); ctags leaves the `$` off a pattern it cut short.
  var anchoredAtEnd: Bool

  /// Whether `line` (without its newline) is the line the pattern finds. A carriage return at
  /// its end is not part of it, so a file with CRLF line ends still matches at `$`.
  func matches(_ line: some Collection<UInt8>) -> Bool {
    var line = Array(line)
    if line.last == 13 { line.removeLast() }
    switch (anchoredAtStart, anchoredAtEnd) {
    case (true, true): return line == text
    case (true, false): return line.starts(with: text)
    case (false, true):
      return line.count >= text.count && line.suffix(text.count).elementsEqual(text)
    case (false, false): return Self.contains(line, text)
    }
  }

  /// Whether `text` is somewhere in `line`.
  private static func contains(_ line: [UInt8], _ text: [UInt8]) -> Bool {
    guard !text.isEmpty else { return true }
    guard line.count >= text.count else { return false }
    for start in 0...(line.count - text.count)
    where line[start] == text[0] && line[start..<(start + text.count)].elementsEqual(text) {
      return true
    }
    return false
  }
}
