import CPCRE2
import PagerKit

/// Where one stream of text is cut into sections, each shown as a tab of its own: at each file of
/// a unified diff, at each commit of `git log` or patch of `git format-patch` (whose files are
/// then its ``files``), or at each line a pattern matches.
///
/// Lines are taken as they arrive, one by one or a chunk of whole lines at a time, so tabs can
/// appear as the stream does; what a line says of its section's title (a rename, a deleted
/// file, a commit's subject) may come a few lines after the section starts, and the title is
/// refined then. SGR colours (git's `--color`) are looked through: they never stop a header from
/// being seen. Taken a chunk at a time, only the lines that may start a section or say more of
/// its title are read as text; a hunk's lines are counted from their first byte, and a
/// pattern's lines are looked for through the whole chunk (``ChunkScan``), at about grep's
/// speed.
package struct SectionSplitter: Sendable {
  /// Where sections start.
  package enum Mode: Hashable, Sendable {
    /// At each file of a unified diff: `diff --git`, `diff` (as `diff -ru` writes it), or a
    /// `---` line followed by `+++` outside any hunk (`diff -u` of two files).
    case diff
    /// At each `commit <hash>` line of `git log` (`git show`), and at each `From <hash> Mon Sep
    /// 17 00:00:00 2001` line of `git format-patch`; each commit's files are ``files``.
    case commit
    /// As ``commit`` when the text is a log with patches (a `commit` or `From` line comes before
    /// the first file, and some commit holds a file), as ``diff`` when a file comes first; a
    /// log without patches (`git log`) is not cut.
    case patches
    /// At each line `pattern` matches as the screen shows it, as `/` searches (a regular
    /// expression when it has one of `.^$*+?()[]{}|\\`, else plain text), case counting.
    case pattern(String)
  }

  /// One section: the line it starts on (numbered as the lines taken are) and its title; a nil
  /// title for the lines before the first section, which keep the text's own title.
  package struct Section: Hashable, Sendable {
    /// The line the section starts on.
    package var start: Int
    /// What its tab is called.
    package var title: String?
    /// The file a diff's section changes, as the working tree names it (nil for a deleted file,
    /// and for sections of other modes): its bytes, unquoted where git quoted it, which need
    /// not be UTF-8.
    package var path: [UInt8]?
    /// Whether the section is surely one: a diff's once a header line after its `diff` line
    /// says so (`---`, `+++`, `index`, a hunk…), not a line of text that starts with "diff ".
    package var isConfirmed = true
    /// The lines its hunks add and remove: a diff's file's, or a log's commit's, all its files
    /// together (none for a pattern's sections).
    package var changes = LineChanges()
  }

  /// The sections so far, in order; the first starts at the first line taken.
  package internal(set) var sections: [Section] = []
  /// The number of the next line to take: the lines taken so far, after ``firstLine``.
  package internal(set) var linesTaken: Int

  private let mode: Mode
  /// The pattern's search, in `.pattern` mode.
  private let search: TextSearch?
  /// The pattern as a regular expression with its groups, for a title from the first.
  private let titleExpression: RegularExpression?
  /// The pattern, when it matches an empty line (`^`, `$`, `x*`): such a pattern matches every
  /// line, as grep's does, which a search (that takes no empty match) would never see, so
  /// lines are matched with it instead, one by one.
  private let emptyMatching: RegularExpression?
  var diff = DiffState()
  var commit = CommitState()
  /// What the text is: a log of commits or a diff (known at once unless the mode is
  /// ``Mode/patches``, where the text's first header tells).
  var kind: TextKind
  /// Whether a commit of the log held a file: in ``Mode/patches``, a log's commits are cut only
  /// once one did.
  var logHasPatches = false
  /// Whether the log's commits are mails (`git format-patch`), as its first says: its commits
  /// then start only at `From` lines, else only at `commit` lines.
  var mails: Bool?

  /// The files of the log's commits, in order, each from its `diff` line (or its `---` line where
  /// there is none), titled and given its path as a diff's section is; empty for other texts.
  package internal(set) var files: [Section] = []
  /// Files forgotten from the front with the sections they were in (``forgetSections(before:)``).
  package internal(set) var forgottenFiles = 0

  /// The sections found at most, the lines before the first included: past them, the rest of
  /// the text is the last one's (``isFull``), so that a section a line costs no more than this.
  package let limit: Int
  /// Whether ``limit`` sections were found: the lines taken since are only counted.
  package private(set) var isFull = false

  /// A splitter in `mode` whose first line taken is numbered `firstLine`, finding `limit`
  /// sections at most.
  ///
  /// - Throws: ``SearchPatternError`` when a pattern does not compile.
  package init(mode: Mode, firstLine: Int = 0, limit: Int = .max) throws(SearchPatternError) {
    self.mode = mode
    switch mode {
    case .commit: kind = .log
    case .patches: kind = .undecided
    case .diff, .pattern: kind = .diff
    }
    self.limit = max(1, limit)
    linesTaken = firstLine
    if case .pattern(let pattern) = mode {
      let search = try TextSearch.validated(pattern, caseSensitive: true)
      self.search = search
      titleExpression = search.isRegularExpression ? try? RegularExpression.compiling(pattern) : nil
      let emptyLine = withUnsafePointer(to: 0 as UInt8) { UnsafeBufferPointer(start: $0, count: 0) }
      if case .found = titleExpression?.firstMatchAllowingEmpty(in: emptyLine) {
        emptyMatching = titleExpression
      } else {
        emptyMatching = nil
      }
    } else {
      search = nil
      titleExpression = nil
      emptyMatching = nil
    }
  }

  /// The lines the pattern was too complex to match (PCRE2's match limit): no section starts at
  /// them, and the user is told.
  package private(set) var tooComplexLines = 0

  /// Sections forgotten from the front (``forgetSections(before:)``): ``sections`` holds those
  /// after them.
  package private(set) var forgottenSections = 0

  /// Forgets the sections before the `count`th of all found, the forgotten included (a spool
  /// dropped their lines): ``sections`` then starts with that one. Asking again for fewer
  /// forgets nothing more, so a splitter that was away meanwhile catches up.
  package mutating func forgetSections(before count: Int) {
    let more = min(max(0, count - forgottenSections), max(0, sections.count - 1))
    guard more > 0 else { return }
    sections.removeFirst(more)
    forgottenSections += more
    let firstKept = sections[0].start
    let goneFiles = files.prefix { $0.start < firstKept }.count
    files.removeFirst(goneFiles)
    forgottenFiles += goneFiles
  }

  /// Goes on at line `line`, the lines before it never to be taken (a spool dropped them before
  /// they were looked at): what a diff or a log had said is forgotten, the next header starts
  /// afresh.
  package mutating func skip(to line: Int) {
    guard line > linesTaken else { return }
    linesTaken = line
    diff = DiffState()
    commit = CommitState()
  }

  /// Whether sections start where a pattern matches, not at a diff's files or a log's commits.
  package var cutsAtPattern: Bool { search != nil }

  /// Whether the text is a log of commits, whose files are ``files``.
  package var isLog: Bool { kind == .log }

  /// How many sections are files, commits or matches (the lines before the first one left out).
  package var cutCount: Int {
    if kind == .log, !logHasPatches, mode != .commit { return 0 }
    return sections.filter { $0.title != nil && $0.isConfirmed }.count
  }

  /// Takes the next line of the stream (its bytes, without the line end).
  package mutating func take(_ line: [UInt8]) {
    line.withUnsafeBufferPointer { takeLine($0) }
  }

  /// Takes the next lines of the stream at once: `lines` holds whole lines, each ended by `\n`
  /// (the text's last line may have none). The sections are those taking the lines one by one
  /// would find.
  package mutating func take(lines: UnsafeBufferPointer<UInt8>) {
    guard let base = lines.baseAddress, !lines.isEmpty else { return }
    if isFull {
      linesTaken += ChunkScan.lineCount(lines)
      return
    }
    if search != nil, emptyMatching == nil {
      takePatternLines(lines)
      return
    }
    // Without colours, the lines that need no look are passed over at memory speed: a log's
    // lines up to the next `commit`, a hunk's counted by their first byte.
    let plain = memchr(base, 0x1B, lines.count) == nil
    var start = 0
    var headers = LogHeaderFinder()
    while start < lines.count {
      if plain {
        // A hunk first, a log's too: its lines count for its commit's `+N −M`.
        if diff.inHunk {
          start = countHunkLines(lines, from: start)
          continue
        }
        if kind == .log, passesToHeader, !isFull {
          let next = headers.passLines(lines, from: start, mails: mails == true, splitter: &self)
          // Else the line at `start` may start a commit or a file: it is taken below.
          if next != start {
            start = next
            continue
          }
        }
      }
      let end = ChunkScan.newline(in: base, from: start, to: lines.count)
      takeLine(UnsafeBufferPointer(rebasing: lines[start..<end]))
      start = end + 1
    }
  }

  /// Counts a hunk's lines of `lines` from `start` (a line's start) by their first bytes, until
  /// the hunk or the lines end; returns where the next line starts.
  private mutating func countHunkLines(_ lines: UnsafeBufferPointer<UInt8>, from start: Int) -> Int
  {
    guard let base = lines.baseAddress else { return lines.count }
    var start = start
    var changes = LineChanges()
    while start < lines.count, diff.inHunk {
      let first = base[start] == 0x0A ? nil : base[start]
      guard DiffState.mayContinueHunk(first) else {
        diff.endHunk()
        break
      }
      diff.countHunkLine(first: first)
      changes.count(first: first)
      linesTaken += 1
      start = ChunkScan.newline(in: base, from: start, to: lines.count) + 1
    }
    // A diff's file, or a log's commit.
    if !sections.isEmpty {
      sections[sections.count - 1].changes.added += changes.added
      sections[sections.count - 1].changes.removed += changes.removed
    }
    return start
  }

  private mutating func takeLine(_ line: UnsafeBufferPointer<UInt8>) {
    let number = linesTaken
    linesTaken += 1
    guard !isFull else { return }
    if sections.isEmpty { sections.append(Section(start: number, title: nil)) }
    switch mode {
    case .diff, .commit, .patches:
      let first = Self.firstShownByte(of: line)
      if diff.inHunk {
        if DiffState.mayContinueHunk(first) {
          diff.countHunkLine(first: first)
          sections[sections.count - 1].changes.count(first: first)
          return
        }
        diff.endHunk()
      }
      if kind != .diff {
        // `commit` and `From` lines; the subject; a file's headers.
        guard
          commit.wantsLines || diff.inFileHeader || diff.pendingOldPath != nil || first == 0x63
            || first == 0x46 || first == 0x64 || first == 0x2D
        else { return }
        takeLog(SGRStripped.text(of: line), number: number)
        return
      }
      // Outside a file's headers, only a `diff` or `---` line may start one.
      guard diff.inFileHeader || diff.pendingOldPath != nil || first == 0x64 || first == 0x2D
      else { return }
      takeDiff(SGRStripped.text(of: line), number: number)
    case .pattern:
      let shown = UnsafeBufferPointer(rebasing: line.prefix(LinePiece.wholeLineLimit))
      if matches(shown) { startMatched(shown, number: number) }
    }
  }

  /// Whether the pattern matches `line` as the screen shows it, an empty match counting for a
  /// pattern that matches an empty line; a line it was too complex for is counted.
  private mutating func matches(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let match: LineMatch?
    if let emptyMatching {
      let plain = Array(SGRStripped.text(of: line).utf8)
      switch plain.withUnsafeBufferPointer({ emptyMatching.firstMatchAllowingEmpty(in: $0) }) {
      case .found: return true
      case .tooComplex: match = .tooComplex
      case .none: match = nil
      }
    } else {
      match = search?.find(inBytes: line, renderer: LineRenderer())
    }
    switch match {
    case .found?: return true
    case .tooComplex?: tooComplexLines += 1
    default: break
    }
    return false
  }

  /// The first byte of `line` after the SGR sequences it starts with; nil for a line of none.
  static func firstShownByte(of line: UnsafeBufferPointer<UInt8>) -> UInt8? {
    var index = 0
    while index < line.count {
      guard line[index] == 0x1B, let end = SGRSequence.end(in: line, escapeAt: index) else {
        return line[index]
      }
      index = end
    }
    return nil
  }

  /// Starts a section at line `number`; false when ``limit`` sections were found already, and
  /// the text goes on in the last one from now on.
  @discardableResult mutating func start(at number: Int, title: String) -> Bool {
    if sections.count == 1, sections[0].title == nil, sections[0].start == number {
      sections[0].title = title
    } else {
      guard forgottenSections + sections.count < limit else {
        isFull = true
        return false
      }
      sections.append(Section(start: number, title: title))
    }
    sections[sections.count - 1].isConfirmed = true
    return true
  }

  mutating func retitle(_ title: String) {
    guard !sections.isEmpty else { return }
    sections[sections.count - 1].title = title
    if kind == .diff { sections[sections.count - 1].path = diff.workingPath }
  }

  // MARK: Diff

  /// Takes a line of a diff (or of a log's commit), that may start a file or say more of it:
  /// a file is a section of a diff, one of the ``files`` of a log.
  mutating func takeDiff(_ line: String, number: Int) {
    if let pending = diff.pendingOldPath {
      diff.pendingOldPath = nil
      if line.hasPrefix("+++ ") {
        // `---` then `+++` with no `diff` line before: a section of its own (`diff -u`).
        guard startFile(at: number - 1, confirmed: true) else { return }
        diff.startFile()
        diff.oldPath = pending
        diff.takeHeader(line)
        retitleFile()
        return
      }
    }
    // A log's files start at git's own `diff --git` (`--cc` for a merge's).
    if line.hasPrefix(kind == .log ? "diff --" : "diff ") {
      guard startFile(at: number, confirmed: false) else { return }
      diff.startFile()
      diff.takeDiffLine(line)
      retitleFile()
      return
    }
    // A log's files all start with `diff` lines: a `---` line after a hunk is the hunk's.
    if line.hasPrefix("--- "), kind != .log, !diff.inFileHeader || diff.sawHunk {
      diff.pendingOldPath = DiffState.path(afterPrefixOf: line)
      return
    }
    if diff.inFileHeader {
      if diff.takeHeader(line) { retitleFile() }
      if diff.isConfirmed { confirmFile() }
    }
  }

  // MARK: Pattern

  /// Looks for the pattern through the whole of `lines` at once, starting a section at each line
  /// it matches (a line too long to match whole is matched on its first
  /// ``LinePiece/wholeLineLimit`` bytes, as one taken alone is).
  private mutating func takePatternLines(_ lines: UnsafeBufferPointer<UInt8>) {
    guard let search else { return }
    let first = linesTaken
    if sections.isEmpty { sections.append(Section(start: first, title: nil)) }
    let renderer = LineRenderer()
    let looked = ChunkScan(search: search, renderer: renderer).scan(lines) {
      line, bytes, verdict in
      let shown = UnsafeBufferPointer(rebasing: lines[bytes].prefix(LinePiece.wholeLineLimit))
      guard !isFull else { return false }
      switch verdict {
      case .match: startMatched(shown, number: first + line)
      case .longLine:
        if matches(shown) { startMatched(shown, number: first + line) }
      case .tooComplex: tooComplexLines += 1
      }
      return true
    }
    // Stopped at the limit, the lines not looked at are the last section's.
    linesTaken = first + (isFull ? ChunkScan.lineCount(lines) : looked.lines)
  }

  /// Starts a section at line `number`, whose bytes `line` the pattern matched: titled by the
  /// pattern's first group where it has one and it took part, else by the line.
  private mutating func startMatched(_ line: UnsafeBufferPointer<UInt8>, number: Int) {
    let plain = Array(SGRStripped.text(of: line).utf8)
    let group = plain.withUnsafeBufferPointer { titleExpression?.firstMatchAndGroup(in: $0) }?
      .group
    let title = group.map { String(decoding: plain[$0], as: UTF8.self) }
    start(at: number, title: Self.trimmed(title ?? String(decoding: plain, as: UTF8.self)))
  }

  /// `text` without the blanks and tabs around it.
  static func trimmed(_ text: String) -> String {
    let bytes = text.utf8
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }),
      let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}

/// What a diff's headers have said of the file being read, and how far its hunk goes.
struct DiffState: Sendable {
  var inFileHeader = false
  // Paths as bytes, unquoted where git quoted them (`"a/t\303\251st"`): a path need not be
  // UTF-8.
  var oldPath: [UInt8]?
  var newPath: [UInt8]?
  var renamedFrom: [UInt8]?
  var renamedTo: [UInt8]?
  var isNew = false
  var isDeleted = false
  var isBinary = false
  /// A `---` line seen outside a file's header: a section if `+++` comes next.
  var pendingOldPath: [UInt8]?
  /// Whether a hunk of the file has begun: a `---` after it begins another file.
  var sawHunk = false
  /// Whether a line only a diff's header has came after the `diff` line.
  var isConfirmed = false
  /// Lines of the hunk still to come, of the old text and of the new.
  var oldLeft = 0
  var newLeft = 0

  var inHunk: Bool { oldLeft > 0 || newLeft > 0 }

  /// Whether a line whose first byte (after colours) is `first` may be a hunk's: a letter or
  /// `@` never is, so a hunk whose counts were wrong (a combined diff's) still ends at the next
  /// `commit`, `diff` or `@@` line.
  static func mayContinueHunk(_ first: UInt8?) -> Bool {
    guard let first else { return true }
    let letter = first | 0x20
    return !(letter >= 0x61 && letter <= 0x7A) && first != 0x40
  }

  /// Ends the hunk before its counts say, at a line that cannot be one of its own.
  mutating func endHunk() {
    oldLeft = 0
    newLeft = 0
  }

  mutating func startFile() {
    self = DiffState()
    inFileHeader = true
  }

  /// `diff --git a/x b/y`, or `diff -ru old/x new/x`: the two paths, as far as they can be told.
  mutating func takeDiffLine(_ line: String) {
    // git's own: `a/` and `b/` before the two paths, which may hold spaces, or either path
    // quoted as a C string.
    if line.hasPrefix("diff --git ") {
      let rest = line.utf8.dropFirst("diff --git ".utf8.count)
      if let (old, new) = GitQuotedPath.diffPaths(Substring(rest)) {
        oldPath = old
        newPath = new
        return
      }
      // The last ` b/`: the old path may hold one too.
      let bytes = Array(rest)
      let marker = Array(" b/".utf8)
      if bytes.starts(with: "a/".utf8),
        let split = stride(from: bytes.count - marker.count, through: 0, by: -1).first(where: {
          bytes[$0..<$0 + marker.count].elementsEqual(marker)
        })
      {
        oldPath = Array(bytes[..<split])
        newPath = Array(bytes[(split + 1)...])
        return
      }
    }
    let words = line.split(separator: " ", omittingEmptySubsequences: true)
    let paths = words.dropFirst().filter { !$0.hasPrefix("-") }
    guard paths.count >= 2 else { return }
    oldPath = GitQuotedPath.path(paths[paths.count - 2])
    newPath = GitQuotedPath.path(paths[paths.count - 1])
  }

  /// The headers that only a diff has.
  private static let headers = [
    "--- ", "+++ ", "@@ ", "index ", "rename ", "similarity ", "new file mode",
    "deleted file mode", "old mode", "new mode", "Binary files ", "GIT binary patch",
  ]

  /// Takes a line of a file's headers; returns whether it said more of the file's title.
  @discardableResult mutating func takeHeader(_ line: String) -> Bool {
    // By bytes: a diff's headers are ASCII, and a log has thousands.
    func starts(_ prefix: String) -> Bool { line.utf8.starts(with: prefix.utf8) }
    if Self.headers.contains(where: starts) { isConfirmed = true }
    if starts("--- ") {
      oldPath = Self.path(afterPrefixOf: line)
    } else if starts("+++ ") {
      newPath = Self.path(afterPrefixOf: line)
    } else if starts("rename from ") {
      renamedFrom = GitQuotedPath.path(line.dropFirst("rename from ".count))
    } else if starts("rename to ") {
      renamedTo = GitQuotedPath.path(line.dropFirst("rename to ".count))
    } else if starts("new file mode") {
      isNew = true
    } else if starts("deleted file mode") {
      isDeleted = true
    } else if starts("Binary files ") || starts("GIT binary patch") {
      isBinary = true
      return false
    } else if starts("@@ ") {
      startHunk(line)
      return false
    } else {
      return false
    }
    return true
  }

  /// `@@ -a,b +c,d @@`: b lines of the old text and d of the new follow.
  private mutating func startHunk(_ line: String) {
    let fields = line.split(separator: " ")
    guard fields.count >= 3 else { return }
    func count(_ field: Substring) -> Int {
      let parts = field.dropFirst().split(separator: ",")
      return parts.count > 1 ? Int(parts[1]) ?? 0 : 1
    }
    oldLeft = count(fields[1])
    newLeft = count(fields[2])
    sawHunk = true
  }

  /// Counts a hunk's line whose first byte (after colours) is `first`: `+` is the new text's,
  /// `-` the old's, `\\` neither's (`\\ No newline at end of file`), any other both's.
  mutating func countHunkLine(first: UInt8?) {
    switch first {
    case 0x2B: newLeft -= 1
    case 0x2D: oldLeft -= 1
    case 0x5C: break
    default:
      oldLeft -= 1
      newLeft -= 1
    }
    oldLeft = max(0, oldLeft)
    newLeft = max(0, newLeft)
  }

  /// The path after `--- ` or `+++ `, unquoted when git quoted it, else without the date
  /// `diff -u` (and git, after a path with a blank) puts after a tab.
  static func path(afterPrefixOf line: String) -> [UInt8] {
    let rest = line.dropFirst(4)
    if let (path, _) = GitQuotedPath.unquoted(rest) { return path }
    return Array(rest.utf8.prefix { $0 != 0x09 })
  }

  private static let devNull = Array("/dev/null".utf8)

  /// The new side's path without git's `b/` (or the folder that differs), where there is one.
  var workingPath: [UInt8]? {
    if let renamedTo { return renamedTo }
    let new = newPath == Self.devNull ? nil : newPath
    let old = oldPath == Self.devNull ? nil : oldPath
    guard new != nil else { return nil }
    return Self.withoutSides(old, new).1
  }

  /// The tab's title: the path without git's `a/` and `b/` (or the folders that differ between
  /// the two sides), `old → new` for a rename, marked when the file is new or deleted.
  var title: String {
    let old = oldPath == Self.devNull ? nil : oldPath
    let new = newPath == Self.devNull ? nil : newPath
    let (oldName, newName) = Self.withoutSides(old, new)
    // Shown as the text is: bytes that are not UTF-8 become `�`.
    func shown(_ path: [UInt8]) -> String { String(decoding: path, as: UTF8.self) }
    var title: String
    if let renamedFrom, let renamedTo, renamedFrom != renamedTo {
      title = shown(renamedFrom) + " → " + shown(renamedTo)
    } else if let oldName, let newName, oldName != newName, old != nil, new != nil {
      title = shown(oldName) + " → " + shown(newName)
    } else {
      title = (newName ?? oldName).map(shown) ?? "diff"
    }
    if isNew || (oldPath == Self.devNull && newPath != nil) { title += " (new)" }
    if isDeleted || (newPath == Self.devNull && oldPath != nil) { title += " (deleted)" }
    return title
  }

  /// The two paths without the first folder they differ in (`a/x`, `b/x`; `old/x`, `new/x`).
  private static func withoutSides(_ old: [UInt8]?, _ new: [UInt8]?) -> ([UInt8]?, [UInt8]?) {
    let slash = UInt8(ascii: "/")
    func tail(_ path: [UInt8]) -> [UInt8] {
      guard let at = path.firstIndex(of: slash) else { return path }
      return Array(path[(at + 1)...])
    }
    let a = Array("a/".utf8)
    let b = Array("b/".utf8)
    switch (old, new) {
    case (let old?, let new?):
      if old.starts(with: a) && new.starts(with: b) { return (tail(old), tail(new)) }
      if old.contains(slash) && new.contains(slash) && tail(old) == tail(new) {
        return (tail(old), tail(new))
      }
      return (old, new)
    case (let old?, nil):
      return (old.starts(with: a) ? tail(old) : old, nil)
    case (nil, let new?):
      return (nil, new.starts(with: b) ? tail(new) : new)
    case (nil, nil):
      return (nil, nil)
    }
  }
}

/// A line's text with its SGR sequences (`ESC [ … m`) taken out.
enum SGRStripped {
  static func text(of line: [UInt8]) -> String {
    line.withUnsafeBufferPointer { text(of: $0) }
  }

  static func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.contains(0x1B) else { return String(decoding: bytes, as: UTF8.self) }
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, let end = SGRSequence.end(in: bytes, escapeAt: index) {
        index = end
      } else {
        kept.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }
}

/// Where a line of a diff's section is in the new file: the hunk headers (`@@ -a,b +c,d @@`) say
/// where each hunk starts, and its context and added lines count on from there.
package enum DiffPosition {
  /// The new file's line (from 1) that line `line` of `section` shows or stands just before; the
  /// first hunk's for a line of the headers; nil for a section without hunks.
  package static func newFileLine(at line: Int, in section: some TextDocument) -> Int? {
    var next: Int?
    var first: Int?
    let last = min(line, section.lineCount - 1)
    guard last >= 0 else { return nil }
    for index in 0...last {
      let text = SGRStripped.text(of: section.line(index))
      if text.hasPrefix("@@ "), let start = hunkStart(text) {
        next = start
        if first == nil { first = start }
        continue
      }
      guard let current = next, index < line else { continue }
      if text.hasPrefix(" ") || text.hasPrefix("+") || text.isEmpty { next = current + 1 }
    }
    if next == nil, first == nil {
      // The headers: the first hunk's start, looked for below.
      for index in line..<section.lineCount {
        let text = SGRStripped.text(of: section.line(index))
        if text.hasPrefix("@@ ") { return hunkStart(text) }
      }
    }
    return next ?? first
  }

  /// The `c` of `@@ -a,b +c,d @@`.
  private static func hunkStart(_ header: String) -> Int? {
    let fields = header.split(separator: " ")
    guard fields.count >= 3, fields[2].hasPrefix("+") else { return nil }
    return Int(fields[2].dropFirst().split(separator: ",")[0])
  }
}
