import Foundation
import Testing

/// A private folder of fixture files for one test, made under the temporary directory (which
/// `make test` points at `.build/tmp`). Pair it with `remove()` in a `defer`.
struct FixtureFolder {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tuipager-docs-\(UUID().uuidString.prefix(8).lowercased())", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// The absolute path of `name` in the folder (which need not exist).
  func path(of name: String) -> String {
    path + "/" + name
  }

  /// Writes `text` as UTF-8 to `name`; returns the file's path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }

  /// Writes `bytes` as they are to `name`; returns the file's path.
  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let file = path(of: name)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Makes the folder `name` inside this one; returns its path.
  @discardableResult
  func makeFolder(_ name: String) throws -> String {
    let folder = path(of: name)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// `count` lines `"<prefix> 1"`, `"<prefix> 2"`…, each ended by a newline; a line listed in
  /// `extras` (1-based) gets that text after its number.
  static func numberedLines(_ prefix: String, count: Int, extras: [Int: String] = [:]) -> String {
    (1...count).map { number in
      "\(prefix) \(number)" + (extras[number].map { " " + $0 } ?? "") + "\n"
    }.joined()
  }
}

/// How a screen of document tabs is read: row 0 the bar of titles, row 1 the indicator under the
/// active title (with two tabs or more: one tab is marked on the bar's own row), the text down to
/// the last row, the status line (` NAME[  (state)] … lines A–B[ of N]  k/n `).
enum DocumentScreen {
  static let barRow = 0
  static let indicatorRow = 1

  /// The first row of text: the one under the bar for one tab, under the indicator for more.
  /// When a notice fills the status line and leaves out "k/n", row 1 tells: an indicator is
  /// drawn there (`━` and blanks only) with two tabs or more.
  static func firstTextRow(_ screen: [String]) -> Int {
    if let position = position(screen) { return position.count == 1 ? 1 : 2 }
    return screen.count > indicatorRow && isIndicator(screen[indicatorRow]) ? 2 : 1
  }

  /// Whether `row` is an indicator line: some of `━ ╺ ╸`, nothing else but blanks.
  private static func isIndicator(_ row: String) -> Bool {
    row.contains { "━╺╸".contains($0) } && row.allSatisfy { "━╺╸ ".contains($0) }
  }

  /// Rows of text: everything between the bar (or the indicator) and the status line.
  static func textRows(_ screen: [String]) -> Range<Int> {
    let first = firstTextRow(screen)
    return first..<max(first, screen.count - 1)
  }

  /// The lines of text shown, trailing blanks dropped.
  static func text(_ screen: [String]) -> [String] {
    textRows(screen).map { trimmed(screen[$0]) }
  }

  /// The first row of text, trailing blanks dropped.
  static func firstLine(_ screen: [String]) -> String {
    screen.count > firstTextRow(screen) ? trimmed(screen[firstTextRow(screen)]) : ""
  }

  /// The status line, blanks at both ends dropped.
  static func status(_ screen: [String]) -> String {
    (screen.last ?? "").trimmingCharacters(in: .whitespaces)
  }

  /// The left part of the status line: the tab's name and state, a prompt or a message.
  static func statusLeft(_ screen: [String]) -> String {
    let status = status(screen)
    guard let right = status.firstMatch(of: rightPart) else { return status }
    return String(status[..<right.range.lowerBound]).trimmingCharacters(in: .whitespaces)
  }

  /// `k` and `n` of "k/n" at the right end of the status line.
  static func position(_ screen: [String]) -> (tab: Int, count: Int)? {
    guard let match = status(screen).firstMatch(of: #/(\d+)/(\d+)$/#),
      let tab = Int(match.1), let count = Int(match.2)
    else { return nil }
    return (tab, count)
  }

  /// The lines shown and the total (nil until it is known), from "lines A–B[ of N]".
  static func shownLines(_ screen: [String]) -> (first: Int, last: Int, total: Int?)? {
    // Numbers come grouped by thousands: "lines 9,992–10,000 of 10,000".
    guard
      let match = status(screen).firstMatch(
        of: #/lines ([\d,]+)–([\d,]+)(?: of ([\d,]+))?  \d+/\d+$/#),
      let first = number(match.1), let last = number(match.2)
    else { return nil }
    return (first, last, match.3.flatMap { number($0) })
  }

  /// A number as the status line groups it ("1,204,331").
  private static func number(_ text: Substring) -> Int? {
    Int(text.filter { $0 != "," })
  }

  /// True when the status line shows tab `tab` of `count`, named `name`, and (when given) the
  /// state in parentheses; `state: ""` asks for the name alone.
  static func statusShows(
    _ screen: [String], name: String, state: String? = nil, tab: Int, of count: Int
  ) -> Bool {
    guard let position = position(screen), position == (tab, count) else { return false }
    let left = statusLeft(screen)
    switch state {
    case nil: return left == name || left.hasPrefix(name + "  (")
    case ""?: return left == name
    case let state?: return left == name + "  (" + state + ")"
    }
  }

  /// Every title of `titles` found on the bar, with its columns.
  static func titleColumns(_ titles: [String], in screen: [String]) -> [String: Range<Int>] {
    var found: [String: Range<Int>] = [:]
    for title in titles {
      if let columns = ScreenText.columnRanges(of: title, in: screen[barRow]).first {
        found[title] = columns
      }
    }
    return found
  }

  /// The columns of the indicator line (`━`…), when it is one piece.
  static func indicator(_ screen: [String]) -> Range<Int>? {
    let segments = PresetScreen.indicatorSegments(screen[indicatorRow])
    return segments.count == 1 ? segments[0] : nil
  }

  /// Width in columns of a captured row.
  static func width(of row: String) -> Int {
    ScreenText.cells(of: row).reduce(0) { $0 + $1.width }
  }

  static func trimmed(_ row: String) -> String {
    var row = Substring(row)
    while row.last == " " { row.removeLast() }
    return String(row)
  }

  /// The right part of the status line, after at least two blanks: "lines A–B[ of N]  k/n".
  private static var rightPart: Regex<Substring> {
    #/ {2,}(?:lines [\d,]+–[\d,]+(?: of ≥?[\d,]+…?)?|empty)?  \d+/\d+$/#
  }
}

/// Reverse video in captures taken with `capture-pane -e`, read from `StyledCapture`'s cells
/// (the style carried from one row to the next, as tmux writes a style only when it changes).
enum ReverseVideo {
  /// The runs of reversed text on `row`, left to right.
  static func reversedRuns(_ screen: [String], row: Int) -> [String] {
    let all = StyledCapture.rows(screen)
    guard all.indices.contains(row) else { return [] }
    var runs: [String] = []
    var previous = false
    for cell in all[row] {
      if cell.reverse {
        if previous {
          runs[runs.count - 1].append(cell.character)
        } else {
          runs.append(String(cell.character))
        }
      }
      previous = cell.reverse
    }
    return runs
  }
}

/// Starting TUIPager on document tabs.
extension TmuxSession {
  /// Starts TUIPager with `--duration 0` and `arguments`, its standard input the output of the
  /// shell command `producer` through a pipe (bash's `< <(producer)`).
  static func start(
    arguments: [String], standardInputFrom producer: String, columns: Int = 100, rows: Int = 30
  ) async throws -> TmuxSession {
    try await start(
      arguments: arguments, columns: columns, rows: rows, redirection: "< <(\(producer))")
  }

  /// Waits until the tab `tab` of `count` (1-based) is shown with `firstLine` on the first row
  /// of text.
  @discardableResult
  func waitUntilDocument(
    tab: Int,
    of count: Int,
    firstLine: String,
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String] {
    try await waitUntil(
      "tab \(tab)/\(count) with \"\(firstLine)\" on top", timeout: timeout,
      sourceLocation: sourceLocation
    ) { screen in
      DocumentScreen.position(screen).map { $0 == (tab, count) } == true
        && DocumentScreen.firstLine(screen) == firstLine
    }
  }

  /// The processes TUIPager started (the shells of its `-c` tabs), from every thread of it.
  func programChildren(sourceLocation: SourceLocation = #_sourceLocation) async throws -> [pid_t] {
    let program = try await programPID(sourceLocation: sourceLocation)
    let tasks =
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(program)/task")) ?? []
    return tasks.flatMap { task in
      let children =
        (try? String(contentsOfFile: "/proc/\(program)/task/\(task)/children", encoding: .utf8))
        ?? ""
      return children.split(separator: " ").compactMap { pid_t($0) }
    }
  }

  /// Waits until the only tab's command shows as running, and returns its process group (the
  /// shell's pid).
  func waitForRunningCommand(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> pid_t {
    try await waitUntil("the command running", sourceLocation: sourceLocation) { screen in
      DocumentScreen.statusLeft(screen).hasSuffix("(running…)")
    }
    let shells = try await programChildren(sourceLocation: sourceLocation)
    try #require(
      shells.count == 1, "one shell should run the command: \(shells)",
      sourceLocation: sourceLocation)
    return shells[0]
  }

  /// Quits with `q` and checks that the program exits 0 and gives the terminal back.
  func quitAndCheckRestored(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await sendKeys("q")
    let status = try await waitForExit(sourceLocation: sourceLocation)
    #expect(status == 0, sourceLocation: sourceLocation)
    #expect(try await terminalModes() == "0 1 0", sourceLocation: sourceLocation)
  }
}
