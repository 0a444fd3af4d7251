import CLinuxCalls
import Glibc
import PagerKit
import PagerReader

/// A tab's text together with what keeps it coming: a file indexed lazily (or followed as it
/// grows), a stream read as it arrives, or a command's output and exit (run again and again when
/// watched).
///
/// Opening never throws: a failure becomes the ``status`` and the ``document`` shows its message.
/// The run loop polls ``pollDescriptor`` (when there is one) for `POLLIN` beside the terminal,
/// calls ``pump()`` when it is readable or hung up (or a followed file changed, or a watched run
/// is due), and tells the screen what that returns.
final class DocumentFeed {
  /// Where the text comes from.
  let source: DocumentSource
  /// Bytes a stream's or a command's spool keeps at most (`--spool-limit`).
  let spoolLimit: Int
  /// Whether a followed file is reopened by name when another file takes it (`--follow-name`).
  let followsName: Bool
  /// The text to show.
  var document: any TextDocument
  /// The threads that look through a file's text in the background, when the program has them.
  let workers: MatchWorkers?
  /// The runs of a watched command (`--watch`), when it is one.
  var watch: CommandWatch?
  /// The feed whose text this one shows a section of, for a tab of a split stream.
  private(set) weak var viewed: DocumentFeed?
  /// The feeds whose texts this one merges by their lines' times (`--merge`), each reading its
  /// own file or stream.
  var members: [DocumentFeed] = []
  /// The members left out of the merge for telling no time, each to show in a tab of its own;
  /// nil until the merge is made.
  var refusedMembers: [DocumentFeed]?
  /// When a merge's members stop being waited for to send a sample of their first lines: a
  /// stream that sends a few lines and stays open is merged as it is then.
  var sampleDeadline: Instant?
  /// The whole text, while ``document`` shows only its first section (a split stream).
  var splitWhole: (any TextDocument)?

  private var file: FileDocument?
  private var follower: FileFollower?
  private var stream: StreamDocument?
  /// The command, for a command tab.
  private(set) var runner: CommandRunner?
  /// Whether the tab shows a command's output (`--command`, `--watch`), which `r` runs again.
  var runsCommand: Bool { runner != nil }
  /// Whether a file that looks binary is shown with no notice first (`-f`).
  let showsBinaryPlainly: Bool
  /// The `LESSOPEN` preprocessor files (and maybe standard input) go through, if any.
  let preprocessor: InputPreprocessor?
  /// The preprocessor at work on this tab's file.
  private var preprocessing: Preprocessing?
  /// Whether the preprocessor's output has yet to say what the tab shows.
  private var awaitsPreprocessor = false
  var failure: DocumentError?
  /// Whether the current watched run has been kept in the history.
  var runRecorded = false
  /// A FIFO no writer has opened yet: reading it would say end-of-file at once, so it is only
  /// polled until a writer comes (then there is data, or a hang-up).
  private var awaitsWriter = false
  /// A file followed by name (`--follow-name`) that is not there yet: its folder is watched
  /// until it comes, as `tail -F` waits.
  private var awaitsFile = false
  /// Whether the stream is a regular file decoded (a `.gz`): it can be decoded again from its
  /// start.
  private var decodesFile = false
  /// Whether the file is yet to be opened (``openNow()``): of thousands given at start, all but
  /// the first open a batch at a time after the first screen, and the tab is loading till then.
  private(set) var opensLater = false
  /// Whether the file opened later is followed as it grows (`--follow`).
  private var followsWhenOpened = false

  /// What a ``pump()`` found, for the screen.
  enum Change: Equatable {
    /// Nothing the screen shows.
    case none
    /// More of the shown text arrived.
    case grew
    /// The text started over (a followed file truncated or replaced): ``document`` is new, and
    /// the notice says why.
    case startedOver(notice: String)
    /// A watched run finished; `isNews` when its output differs from the run's before.
    case newRun(isNews: Bool)
    /// ``document`` is new, with nothing to say: the file a preprocessor chose to show.
    case replaced
  }

  /// A tab showing a section of `viewed`'s text (``document``, a ``SectionDocument``): it reads
  /// nothing of its own, and says what `viewed` does.
  init(section: any TextDocument, of viewed: DocumentFeed) {
    source = viewed.source
    showsBinaryPlainly = viewed.showsBinaryPlainly
    preprocessor = nil
    workers = viewed.workers
    spoolLimit = viewed.spoolLimit
    followsName = false
    document = section
    self.viewed = viewed
  }

  /// A tab merging the texts of `members` by their lines' times (`--merge`): it reads nothing
  /// of its own, and shows them merged once each has sent its first lines.
  init(merging members: [DocumentFeed], at now: Instant = .zero) {
    source = members.first?.source ?? .standardInput
    showsBinaryPlainly = members.first?.showsBinaryPlainly ?? false
    preprocessor = nil
    workers = members.first?.workers
    spoolLimit = members.first?.spoolLimit ?? StreamDocument.defaultSpoolLimit
    followsName = false
    document = MessageDocument(text: "")
    self.members = members
    sampleDeadline = now.advanced(by: Self.longestSampleWait)
    mergeIfReady()
  }

  /// Opens `source`: opens the file (following it when `follows`), takes over standard input, or
  /// starts the command (again every `watchInterval` milliseconds from `now`, when given). A
  /// file is looked through by `workers`, when given, and goes through `preprocessor` first.
  /// A file `opensLater` is only named until ``openNow()``; other sources open at once.
  init(
    source: DocumentSource, spoolLimit: Int = StreamDocument.defaultSpoolLimit,
    follows: Bool = false, followsName: Bool = false, watchInterval: Double? = nil,
    now: Instant = .zero, workers: MatchWorkers? = nil, preprocessor: InputPreprocessor? = nil,
    showsBinaryPlainly: Bool = false, opensLater: Bool = false
  ) {
    self.source = source
    self.showsBinaryPlainly = showsBinaryPlainly
    self.preprocessor = preprocessor
    self.workers = workers
    self.spoolLimit = spoolLimit
    self.followsName = followsName
    document = MessageDocument(text: "")
    if opensLater, case .file = source {
      self.opensLater = true
      followsWhenOpened = follows
      return
    }
    open(following: follows)
    if let watchInterval, runner != nil {
      watch = CommandWatch(interval: watchInterval, start: now)
      watch?.runStarted(at: now, time: TimeOfDay.now())
    }
  }

  /// The feeds of every tab `options` asks for, opened at `now`, their files looked through by
  /// `workers`. Files after the first that opens, but the one shown first, open later
  /// (``opensLater``): the run loop opens them a batch at a time (``FileOpening``), so that
  /// thousands of files cost the first screen no more than one. Whether any file opens at all
  /// is still known at once.
  static func feeds(for options: Options, at now: Instant, workers: MatchWorkers? = nil)
    -> [DocumentFeed]
  {
    let budget = DescriptorBudget.forThisProcess()
    var feeds: [DocumentFeed] = []
    // The files keeping their descriptors, the latest opened among them.
    var held: [OpenFile] = []
    var oneOpened = false
    for (index, source) in options.sources.enumerated() {
      let later = oneOpened && index != options.startIndex
      func open() -> DocumentFeed {
        DocumentFeed(
          source: source, spoolLimit: options.spoolLimit, follows: options.follows,
          followsName: options.followsName, watchInterval: options.watchIntervals[index],
          now: now, workers: workers, preprocessor: options.preprocessor,
          showsBinaryPlainly: options.less.showsBinaryPlainly, opensLater: later)
      }
      var feed = open()
      if let code = feed.failure?.code, code == EMFILE || code == ENFILE {
        // Every descriptor is taken: the files let theirs go, and it is tried once more.
        DescriptorBudget(limit: 0).trim(adding: nil, to: &held)
        feed = open()
      }
      feeds.append(feed)
      // A merge reads every member from the start.
      if case .failed = feed.status {} else { oneOpened = !options.merges }
      // Each file opened may cost another its descriptor, so that every one opens.
      budget.trim(adding: feed.openFile, to: &held)
    }
    return options.merges && !feeds.isEmpty ? [DocumentFeed(merging: feeds, at: now)] : feeds
  }

  /// Opens the file of a feed made to open later (``opensLater``) as it would have opened at
  /// start, or tries once more where that failed.
  func openNow() {
    open(following: followsWhenOpened)
  }

  /// Whether the tab shows a compressed file whose start its spool dropped (`--spool-limit`):
  /// unlike a pipe's, that start can be had again, by decoding the file again (``reload(at:)``).
  var droppedStartCanBeDecodedAgain: Bool { decodesAgain && droppedLineCount > 0 }

  /// Whether the tab shows a compressed file, whose text can be decoded again from its start.
  var decodesAgain: Bool { decodesFile && preprocessing == nil }

  /// Lines the spool of the tab's stream dropped from its front (`--spool-limit`).
  var droppedLineCount: Int { stream?.droppedLineCount ?? 0 }

  /// Keeps the lines of the tab's stream from the one numbered `number` on (from 1) when its
  /// spool drops its oldest; nil lets them go (see ``StreamDocument/keepLines(fromNumber:)``).
  func keepLines(fromNumber number: Int?) {
    stream?.keepLines(fromNumber: number)
  }

  /// The file the tab reads by name, whose descriptor may be let go for now.
  var openFile: OpenFile? { file?.file }

  /// The descriptor to poll for input now, if any: an open stream that wants more.
  var pollDescriptor: Int32? {
    guard let stream = inputStream, stream.wantsInput else { return nil }
    return stream.descriptor
  }

  /// The stream read as it arrives: a command's output, a preprocessor's, a pipe's.
  private var inputStream: StreamDocument? {
    runner?.document ?? preprocessing?.runner.document ?? stream
  }

  /// Whether the run loop should wake again soon without input: a command's output has ended
  /// but its exit has not been seen yet (it is exiting). Without a SIGCHLD handler nothing else
  /// says when that happens; 50 ms is plenty.
  var awaitsExit: Bool {
    guard let runner = runner ?? preprocessing?.runner else { return false }
    return runner.isRunning && runner.document.isComplete
  }

  /// Reads what has arrived (without blocking), looks at a followed file when `filesChanged`
  /// (the watcher saw a change, or cannot see them), and checks whether a command has ended;
  /// returns what changed for the screen.
  @discardableResult func pump(filesChanged: Bool = true, at now: Instant? = nil) -> Change {
    if !members.isEmpty { return pumpMembers(filesChanged: filesChanged, at: now) }
    if opensLater { return .none }
    if awaitsFile {
      guard filesChanged, case .file(let path) = source else { return .none }
      open(following: true)
      return awaitsFile ? .none : .startedOver(notice: "\(path) appeared: following it")
    }
    if let follower {
      guard filesChanged else { return .none }
      let change = follower.check()
      if case .startedOver(let notice) = change {
        follower.document.workers = workers
        document = follower.document
        return .startedOver(notice: notice)
      }
      return change == .grew ? .grew : .none
    }
    var grew = false
    if awaitsWriter {
      guard let stream, Self.writerCame(to: stream.descriptor) else { return .none }
      awaitsWriter = false
      grew = true
    }
    if let stream = inputStream, stream.wantsInput {
      // The end of the stream alone is no news: the status says it.
      let before = stream.byteCount
      stream.appendAvailable()
      grew = grew || stream.byteCount != before || stream.stopError != nil
    }
    // An exit changes the status, which the run loop compares on its own.
    if let runner = runner ?? preprocessing?.runner, runner.isRunning { runner.checkExit() }
    if awaitsPreprocessor, let change = takePreprocessorOutcome() { return change }
    if let runner, watch != nil { return finishRun(of: runner, grew: grew) }
    return grew ? .grew : .none
  }

  /// The file a followed tab shows, to watch for changes, and whether to watch its folder too.
  var followedPath: (path: FilePath, folderToo: Bool)? {
    if awaitsFile, case .file(let path) = source { return (path, true) }
    return follower.map { ($0.path, $0.followsName) }
  }

  /// Whether the tab follows a name (`--follow-name`) that named no file at the last look.
  var followedNameIsGone: Bool { follower?.nameIsGone == true }

  /// Whether the tab follows a file as it grows, or waits for one to follow.
  var followsFile: Bool { follower != nil || awaitsFile }

  /// Follows a file tab as the file grows (`F`); returns whether ``document`` is new (it reads the
  /// same file, from the same lines). Other tabs follow without help.
  func follow() -> Bool {
    if !members.isEmpty { return followMembers() }
    guard follower == nil, file != nil, case .file(let path) = source else { return false }
    do throws(DocumentError) {
      try openFollower(path)
      return true
    } catch {
      return false
    }
  }

  /// What the text is doing, for the status line.
  var status: DocumentStatus {
    if let viewed { return viewed.status }
    if !members.isEmpty { return mergedStatus }
    if opensLater { return .loading }
    if let failure { return .failed(failure.description) }
    if awaitsWriter { return .waitingForWriter }
    if awaitsFile { return .waitingForFile }
    if awaitsPreprocessor { return .loading }
    if let runner {
      switch runner.exitStatus {
      // No status and not running: someone else reaped it (SIGCHLD ignored).
      case nil: return runner.isRunning ? .running : .finished
      case .exited(let code): return .exited(code: code)
      case .killed(let signal): return .killed(signal: signal)
      }
    }
    let readError = file?.readError ?? follower?.document.readError ?? stream?.readError
    if let readError { return .failed(readError.description) }
    // A file is all there even before it is indexed to its end; only a stream still loads.
    return file != nil || follower != nil || (splitWhole ?? document).isComplete
      ? .finished : .loading
  }

  /// What a reload did.
  enum Reload: Equatable {
    /// ``document`` is new: a command started again, a file reopened.
    case replaced
    /// A watched command's run started; the tab shows the last run until it ends.
    case runStarted
    /// Nothing: the text cannot be had again (standard input), or a watched run still goes.
    case refused(String)
  }

  /// Starts over (`r`): runs a command again (a watched one only when no run is going), reopens
  /// a file. Standard input cannot be had again.
  func reload(at now: Instant) -> Reload {
    guard members.isEmpty else { return .refused("a merged tab is not read again") }
    guard source != .standardInput else { return .refused("standard input cannot be read again") }
    guard viewed == nil, splitWhole == nil else {
      return .refused("the text is cut into sections: Esc-s joins them first")
    }
    guard let runner else {
      close()
      open()
      return .replaced
    }
    if watch != nil {
      guard !runIsGoing else { return .refused("a run is still going") }
      startRun(of: runner, at: now)
      return .runStarted
    }
    do {
      try runner.rerun()
      failure = nil
      runner.document.workers = workers
      document = runner.document
    } catch {
      failure = error
      document = MessageDocument(text: error.description)
    }
    return .replaced
  }

  /// Puts `bytes`, read from standard input before the tab opened (by `-F`), before the rest of
  /// a stream's text; a file read with `pread` has them already.
  func receive(alreadyRead bytes: [UInt8]) {
    if preprocessing == nil { stream?.receive(alreadyRead: bytes) }
  }

  /// Ends the tab's command while it runs, keeping what it wrote, as Ctrl-C ends the command a
  /// pipe into less comes from; returns whether one was running.
  func interruptCommand() -> Bool {
    guard let runner, runner.isRunning || !document.isComplete else { return false }
    runner.stop()
    return true
  }

  /// Asks the tab's command, if it runs, to end (SIGTERM), without waiting: ``close()`` then
  /// waits out what is left of its grace.
  func askCommandToEnd() {
    if let runner, runner.isRunning || !document.isComplete { runner.terminateGroup() }
    preprocessing?.askToEnd()
  }

  /// Stops what runs: ends a command (reaping it) and stops reading a stream; call it when the
  /// tab closes or the program quits. What has arrived stays readable.
  func close() {
    for member in members { member.close() }
    guard viewed == nil else { return }
    runner?.stop()
    stream?.closeInput()
    preprocessing?.close()
  }

  // MARK: Opening

  private func open(following: Bool = false) {
    let followed = following || follower != nil
    opensLater = false
    failure = nil
    file = nil
    follower = nil
    stream = nil
    decodesFile = false
    runner = nil
    preprocessing = nil
    awaitsPreprocessor = false
    awaitsWriter = false
    awaitsFile = false
    do throws(DocumentError) {
      try openSource()
      if followed, file != nil, case .file(let path) = source { try openFollower(path) }
    } catch {
      awaitsFile = followed && followsName && error.code == ENOENT
      failure = awaitsFile ? nil : error
      document = MessageDocument(text: awaitsFile ? "" : error.description)
    }
  }

  /// Reads the open file as one that grows, from a descriptor of its own.
  private func openFollower(_ path: FilePath) throws(DocumentError) {
    let descriptor = path.withCString { SystemCall.openReadOnly($0, flags: O_NONBLOCK) }
    guard descriptor >= 0 else { throw .system(errno, subject: path.description) }
    let follower = try FileFollower(path: path, descriptor: descriptor, followsName: followsName)
    self.follower = follower
    file = nil
    follower.document.workers = workers
    document = follower.document
  }

  private func openSource() throws(DocumentError) {
    if let preprocessor, preprocessor.applies(to: source) {
      try startPreprocessor(preprocessor)
      return
    }
    try openOriginal()
  }

  /// Starts `preprocessor` on the tab's file: an input pipe's output shows as it comes; until
  /// the command has said what to show otherwise, the tab is loading.
  private func startPreprocessor(_ preprocessor: InputPreprocessor) throws(DocumentError) {
    var input: Int32? = nil
    var name = Array("-".utf8)
    if case .file(let path) = source { name = path.bytes }
    if source == .standardInput {
      input = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
      guard let input, input >= 0 else { throw .system(errno, subject: TabTitles.standardInput) }
    }
    defer { if let input { Glibc.close(input) } }
    let preprocessing = try Preprocessing(
      preprocessor, name: name, input: input, spoolLimit: spoolLimit)
    preprocessing.runner.document.workers = workers
    self.preprocessing = preprocessing
    awaitsPreprocessor = true
    document =
      preprocessor.output == .replacementName
      ? MessageDocument(text: "") : preprocessing.runner.document
  }

  /// Opens what the preprocessor chose once it has told; nil while it has not, or when the tab
  /// shows its output as it did.
  private func takePreprocessorOutcome() -> Change? {
    guard let preprocessing else { return nil }
    let outcome = preprocessing.outcome()
    if outcome == .waiting { return nil }
    awaitsPreprocessor = false
    do throws(DocumentError) {
      switch outcome {
      case .waiting, .output:
        stream = preprocessing.runner.document
        return document === preprocessing.runner.document ? nil : .replaced
      case .replacementFile(let path):
        let descriptor = path.withCString { SystemCall.openReadOnly($0, flags: O_NONBLOCK) }
        guard descriptor >= 0 else { throw .system(errno, subject: path.description) }
        let name = TabTitles.titles(for: [source])[0]
        try take(descriptor, name: name, path: path)
      case .original:
        try openOriginal()
      }
    } catch {
      failure = error
      document = MessageDocument(text: error.description)
    }
    return .replaced
  }

  /// Opens the tab's own text, with no preprocessor.
  private func openOriginal() throws(DocumentError) {
    switch source {
    case .file(let path):
      // Non-blocking, so that a FIFO with no writer yet opens at once instead of holding up
      // every other tab and the screen; regular files do not notice.
      let descriptor = path.withCString { SystemCall.openReadOnly($0, flags: O_NONBLOCK) }
      guard descriptor >= 0 else { throw .system(errno, subject: path.description) }
      try take(descriptor, name: path.description, path: path)
    case .standardInput:
      let name = TabTitles.standardInput
      guard isatty(STDIN_FILENO) == 0 else {
        throw DocumentError(subject: name, reason: "is a terminal")
      }
      // A duplicate, so closing it at the end leaves descriptor 0 in place.
      let descriptor = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
      guard descriptor >= 0 else { throw .system(errno, subject: name) }
      try take(descriptor, name: name)
    case .command(let command):
      let runner = try CommandRunner(command: Array(command.utf8), spoolLimit: spoolLimit)
      self.runner = runner
      runner.document.workers = workers
      document = runner.document
    }
  }

  /// Reads a regular file (or disk) with `pread`, anything else (a pipe, a terminal, a socket)
  /// as a stream; so too a file of the kernel's (`/proc`, `/sys`) that says it is empty, which
  /// is made as it is read, and may answer EAGAIN until it has more (`/proc/kmsg`).
  private func take(_ descriptor: Int32, name: String, path: FilePath? = nil) throws(DocumentError)
  {
    var status = stat()
    let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : S_IFREG
    let isKernelText =
      kind == S_IFREG && status.st_size == 0 && linux_calls_is_kernel_file(descriptor) == 1
    if kind == S_IFREG && !isKernelText, let format = Self.compression(of: descriptor) {
      // Decoded on a thread of its own into the spool, as a pipe is read.
      let decoding = try DecodingThread(format: format, input: descriptor, name: name)
      let stream = StreamDocument(
        descriptor: decoding.descriptor, name: name, spoolLimit: spoolLimit, decoding: decoding)
      stream.workers = workers
      self.stream = stream
      decodesFile = true
      document = stream
    } else if (kind == S_IFREG && !isKernelText) || kind == S_IFBLK || kind == S_IFDIR {
      let file = try FileDocument(descriptor: descriptor, name: name, path: path)
      file.workers = workers
      self.file = file
      document = file
      if kind == S_IFREG && !showsBinaryPlainly && Self.looksBinary(descriptor) {
        document = BinaryNoticeDocument(file, name: name)
      }
    } else {
      let stream = StreamDocument(
        descriptor: descriptor, name: name, spoolLimit: spoolLimit, detectsCompression: true)
      stream.workers = workers
      self.stream = stream
      document = stream
      awaitsWriter = kind == S_IFIFO && source != .standardInput
    }
  }

  /// Whether the regular file at `descriptor` looks binary by its first bytes.
  private static func looksBinary(_ descriptor: Int32) -> Bool {
    var start = [UInt8](repeating: 0, count: BinaryCheck.sampleLength)
    let count = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count > 0 && BinaryCheck.looksBinary(start.prefix(count))
  }

  /// The compressed format the regular file at `descriptor` starts with, if any.
  private static func compression(of descriptor: Int32) -> CompressionFormat? {
    var start = [UInt8](repeating: 0, count: CompressionFormat.magicLength)
    let count = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count > 0 ? CompressionFormat(magic: start.prefix(count)) : nil
  }

  /// Whether a writer has come to the FIFO at `descriptor`: it wrote, or came and went.
  private static func writerCame(to descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN | POLLHUP) != 0
  }
}
