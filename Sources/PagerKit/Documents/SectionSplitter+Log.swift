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
    let mailHash = CommitState.mailHash(of: text)
    if let hash = mailHash ?? CommitState.hash(of: text) {
      kind = .log
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
