import PagerKit

/// What a text cut at commits or files turned out to be.
enum TextKind: Sendable {
  /// Nothing told yet (``SectionSplitter/Mode/patches`` before the first header).
  case undecided
  /// A log of commits (`git log`, `git show`, `git format-patch`): a section a commit, whose
  /// files are ``SectionSplitter/files``.
  case log
  /// A diff: a section a file.
  case diff
}

extension SectionSplitter {
  /// Takes a line of a log that may start a commit or a file, or say more of either (`text`:
  /// the line without colours).
  mutating func takeLog(_ text: String, number: Int) {
    let mailHash = mails != false ? CommitState.mailHash(of: text) : nil
    if let hash = mailHash ?? (mails != true ? CommitState.hash(of: text) : nil) {
      kind = .log
      if mails == nil { mails = mailHash != nil }
      diff = DiffState()
      let shortHash = String(hash.prefix(7))
      guard start(at: number, title: shortHash) else {
        // Past the limit: the rest is the last section's, whose title stays.
        commit = CommitState()
        return
      }
      commit = CommitState(shortHash: shortHash, isMail: mailHash != nil)
      return
    }
    let before = sections.count
    takeDiff(text, number: number)
    if kind == .undecided, sections.count > before || sections.last?.title != nil {
      // A file before any commit: a diff, cut at its files from now on.
      kind = .diff
      return
    }
    if commit.take(text) { retitle(commit.title) }
  }

  /// Starts a file at line `number`: a section of a diff, else one of the log's ``files``;
  /// false when ``limit`` sections were found already.
  mutating func startFile(at number: Int, confirmed: Bool) -> Bool {
    guard kind == .log else {
      guard start(at: number, title: "") else { return false }
      sections[sections.count - 1].isConfirmed = confirmed
      return true
    }
    files.append(Section(start: number, title: "", isConfirmed: confirmed))
    if confirmed { confirmFile() }
    return true
  }

  /// Brings the title of the file being read up to what its headers said.
  mutating func retitleFile() {
    guard kind == .log else { return retitle(diff.title) }
    guard !files.isEmpty else { return }
    files[files.count - 1].title = diff.title
    files[files.count - 1].path = diff.workingPath
  }

  /// Marks the file being read as surely one: the log it is in has patches, and its commits are
  /// cut from now on.
  mutating func confirmFile() {
    guard kind == .log else {
      sections[sections.count - 1].isConfirmed = true
      return
    }
    guard !files.isEmpty else { return }
    files[files.count - 1].isConfirmed = true
    logHasPatches = true
  }
}

extension SectionSplitter {
  /// Whether a log's lines up to the next that starts a commit or a file say nothing: the
  /// commit's subject is known, and the file being read (if any) is past its headers. Then only
  /// `commit`, `From` and `diff` lines are looked at, a letter or `@` ending a hunk anyway.
  var passesToHeader: Bool {
    !commit.wantsLines && (!diff.inFileHeader || diff.sawHunk)
  }

  /// Counts `count` lines passed over, the hunk they were in ended.
  mutating func pass(lines count: Int) {
    linesTaken += count
    diff.endHunk()
  }
}

/// Finds the lines of a log that may start a commit or a file, through a chunk of whole lines
/// at memory speed: each kind's next place is looked for once, and kept until passed.
struct LogHeaderFinder {
  /// A commit's start (`commit`, or `From` in mails) and a file's: each ends in a byte other
  /// than a blank, so that few lines of a hunk have its first and last bytes where it has them.
  private static let commits = LiteralFinder(pattern: Array("\ncommit ".utf8), foldsCase: false)!
  private static let mails = LiteralFinder(pattern: Array("\nFrom ".utf8), foldsCase: false)!
  private static let files = LiteralFinder(pattern: Array("\ndiff --".utf8), foldsCase: false)!
  /// Where each kind of line was found next (its line end before it), or nil for none left; a
  /// place before `from` is looked for again.
  private var found: [Int?] = [-1, -1]

  /// Counts the lines of `lines` from `start` (a line's start) up to the next that may start a
  /// commit or a file; returns that line's start (`start` when it is one), or the end.
  mutating func passLines(
    _ lines: UnsafeBufferPointer<UInt8>, from start: Int, mails: Bool,
    splitter: inout SectionSplitter
  ) -> Int {
    let raw = UnsafeRawBufferPointer(lines)
    if splitter.sections.isEmpty {
      splitter.sections.append(SectionSplitter.Section(start: splitter.linesTaken, title: nil))
    }
    // The line at `start` itself may be one (the chunk's first).
    if start == 0 || lines[start - 1] == 0x0A, Self.mayStart(lines, at: start) { return start }
    var next: Int?
    let finders = [mails ? Self.mails : Self.commits, Self.files]
    for kind in found.indices {
      if let place = found[kind], place < start {
        found[kind] = finders[kind].firstPlace(in: raw, from: start)
      }
      if let place = found[kind] { next = min(next ?? place, place) }
    }
    guard let next else {
      var count = ChunkScan.newlineCount(in: raw, from: start, to: lines.count)
      if lines[lines.count - 1] != 0x0A { count += 1 }
      splitter.pass(lines: count)
      return lines.count
    }
    splitter.pass(lines: ChunkScan.newlineCount(in: raw, from: start, to: next + 1))
    return next + 1
  }

  /// Whether the line at `start` starts as a commit's or a file's does.
  private static func mayStart(_ lines: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    for pattern in ["commit ", "diff --", "From "] {
      let bytes = Array(pattern.utf8)
      if lines.count - start >= bytes.count,
        bytes.indices.allSatisfy({ lines[start + $0] == bytes[$0] })
      {
        return true
      }
    }
    return false
  }
}
