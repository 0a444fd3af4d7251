import Glibc
import PagerKit
import PagerReader

/// `-F` (`--quit-if-one-screen`): whether a document fits on one screen, decided as less decides
/// it, reading no more of it than takes. Lines are measured as the pager shows them (tabs, wide
/// glyphs, escapes, overstrike), wrapped at the screen's width; the text may take one row less
/// than the screen has, leaving the last for the shell's prompt after it (``shellLines``).
struct OneScreenCheck {
  /// The terminal's size.
  var size: Size
  /// How lines are measured.
  var renderer = LineRenderer()
  /// Whether lines wrap at spaces (`--wordwrap`), taking the rows the pages give them.
  var wrapsAtWords = false
  /// Rows left for the shell's prompt after the text (`LESS_SHELL_LINES`, less 661): at most
  /// all rows but one, as less keeps it.
  var shellLines = 1

  /// What a look at a document found.
  enum Outcome: Equatable {
    /// The whole text, which fits.
    case fits([UInt8])
    /// The text does not fit; what was read of it on the way (a pipe's text cannot be read
    /// again, so the tab must start with it).
    case tooLong(read: [UInt8])
    /// It could not be read; what was read of it on the way.
    case failed(read: [UInt8])
  }

  /// A line longer than this without its newline does not fit on any screen worth the name; the
  /// check stops there instead of holding it in memory.
  static let longestLine = 16 << 20

  /// Rows the text may take.
  var rowLimit: Int {
    // A screen of one row leaves none to the text, whatever the variable says.
    size.rows > 1 ? max(0, size.rows - min(shellLines, size.rows - 1)) : 0
  }

  /// Reads `descriptor` (blocking) until its end, or until the text read takes more than
  /// ``rowLimit`` rows.
  func check(_ descriptor: Int32) -> Outcome {
    guard size.columns > 0, rowLimit > 0 else { return .tooLong(read: []) }
    var text: [UInt8] = []
    var rows = 0
    var lineStart = 0
    /// The length of the unfinished last line when it was last measured.
    var measured = 0
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { SystemCall.read(descriptor, into: $0) }
      if count < 0 {
        if SystemCall.waitedForNonBlocking(descriptor, events: POLLIN) { continue }
        return .failed(read: text)
      }
      if count == 0 {
        if lineStart < text.count { rows += rowCount(text[lineStart...]) }
        return rows <= rowLimit ? .fits(text) : .tooLong(read: text)
      }
      // Only the new bytes are looked through for newlines.
      let scanned = text.count
      text += chunk[..<count]
      while let newline = text[max(lineStart, scanned)...].firstIndex(of: 0x0A) {
        rows += rowCount(text[lineStart..<newline], terminated: true)
        lineStart = newline + 1
        measured = 0
        if rows > rowLimit { return .tooLong(read: text) }
      }
      // An unfinished line is measured again only each time it has doubled, so a long one costs
      // no more than twice its length.
      let unfinished = text.count - lineStart
      if unfinished > max(2 * measured, size.columns * (rowLimit + 1)) {
        measured = unfinished
        if unfinished > Self.longestLine || rows + rowCount(text[lineStart...]) > rowLimit {
          return .tooLong(read: text)
        }
      }
    }
  }

  /// Rows that `line` takes; one ended by a `\n` (`terminated`) ends in the carriage return of a
  /// `\r\n`, which shows as the pages show it: as `^M`, or not at all.
  private func rowCount(_ line: ArraySlice<UInt8>, terminated: Bool = false) -> Int {
    var bytes = Array(line)
    if terminated, !renderer.showsLineEndReturns, bytes.last == 0x0D { bytes.removeLast() }
    return renderer.render(bytes).rowCount(width: size.columns, atWords: wrapsAtWords)
  }
}

extension OneScreenCheck {
  /// The size of the terminal open at `descriptor`, as the system has it, or nil when it is not a
  /// terminal or does not say.
  static func terminalSize(of descriptor: Int32) -> Size? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return nil
    }
    return Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
