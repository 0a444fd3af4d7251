import Glibc
import PagerKit
import PagerReader

/// Text arriving on a pipe or a character device (standard input, a command's output,
/// `/dev/zero`), written into a ``Spool`` as it comes and read back through a growing
/// ``FileDocument``: pipes, commands and files share one reading path, and the text costs disk
/// (or page cache), not memory.
///
/// The run loop polls ``descriptor`` for input while ``wantsInput`` and calls
/// ``appendAvailable(byteLimit:)`` when it is readable; that never blocks. Reading pauses once
/// ``readAheadBytes`` lie beyond the last line asked for, as `less` does, so an endless producer
/// (`yes | TUIPager`) waits on a full pipe, and the descriptor is not polled: an idle program
/// costs no CPU. Asking for later lines (scrolling) resumes it, and so does asking for a line
/// that has not arrived (a search or a filter that caught up): that asks for what has arrived.
/// Asking for the end (`G`) reads on up to a whole spool beyond what has arrived: a finite pipe
/// comes to its end, an endless one pauses again. Either way the bytes ahead are counted from
/// the last complete line, so an endless line pauses too. At the end of the stream the
/// descriptor is closed.
///
/// What has come after the last newline shows as an unfinished last line, as `less` shows it
/// (`printf abc; sleep 100`, `/dev/zero`): it grows as more arrives, read a piece at a time like
/// any long line, and becomes an ordinary line at its newline or the end of the stream.
///
/// Once more than ``spoolLimit`` bytes are kept, the oldest are dropped, and a first line says how
/// many lines went. When the spool cannot be written, reading stops, and a last line says why.
///
/// Compressed text is decoded on its way to the spool: a stream told to look
/// (`detectsCompression`) holds its first bytes until they show whether a known format
/// (``CompressionFormat``) starts there, and if so hands its descriptor to a ``DecodingThread``
/// and reads the text from that thread's pipe instead. A file known to be compressed is read
/// from such a pipe from the start. Data cut short or corrupt keeps what was decoded, and a
/// last line says why it stopped.
final class StreamDocument: TextDocument {
  /// Bytes read from the descriptor in one `read`: the capacity of a Linux pipe.
  static let readSize = 64 * 1024
  /// Bytes a pipe the text comes through holds, as asked of the kernel: an unprivileged
  /// process's most (`/proc/sys/fs/pipe-max-size`).
  static let pipeCapacity: Int32 = 1 << 20
  /// Bytes a spool keeps by default before it drops the oldest.
  static let defaultSpoolLimit = 1 << 30
  /// Bytes a pipe, a device or a decoded stream is read ahead of the last line asked for, as
  /// the user guide and the manual say.
  static let defaultReadAhead = 16 << 20

  /// The descriptor the text comes from, to poll for `POLLIN`; -1 once the stream has ended.
  private(set) var descriptor: Int32
  /// Bytes kept ahead of the last line asked for before reading pauses.
  let readAheadBytes: Int
  /// Bytes the spool keeps at most (give or take a block of lines).
  let spoolLimit: Int
  /// Why reading stopped before the end of the stream, if it did.
  private(set) var readError: DocumentError?
  /// Why the text could not be kept, if it could not: the lines before stay.
  private(set) var spoolError: DocumentError?
  /// Why decoding stopped before the end of the compressed data, if it did: the lines before
  /// stay.
  private(set) var decodingError: DocumentError?
  /// Why the text stops early, if it does: the last line says so.
  var stopError: DocumentError? { spoolError ?? decodingError }

  private let name: String
  private var spool: Spool?
  private let reader: FileDocument?

  /// The threads that look through the spool in the background, when the program has them.
  var workers: MatchWorkers? {
    get { reader?.workers }
    set { reader?.workers = newValue }
  }
  /// The last line asked for, numbered as the reader numbers lines (dropped ones included).
  private var highestLineAsked = 0
  /// The reader's line from which nothing is dropped, if any (``keepLines(fromNumber:)``).
  private var keptFromLine: Int?
  /// The bytes that had arrived when the end was asked for last (`G`, a percentage, a page
  /// following the end), if it was: reading goes on a spool past it, so a finite pipe comes to
  /// its end and a page that follows an endless line asks it to go on, as it does for new
  /// lines.
  private var endAskedAt: Int?
  private var originalFlags: Int32
  private let buffer: UnsafeMutableRawBufferPointer
  /// The first bytes of a stream that may be compressed, held until they tell.
  private var magic: [UInt8]?
  /// The thread that decodes the text, once it is known to be compressed.
  private var decoding: DecodingThread?

  /// Reads the stream open at `descriptor`, which it takes over: it makes it non-blocking and
  /// closes it at the end (restoring its flags first, since a duplicate of standard input shares
  /// them). `name` names the stream in errors; the spool is made in `spoolFolder` (by default
  /// `$TMPDIR`). `readAheadBytes` is by default ``defaultReadAhead``, or half of `spoolLimit`
  /// when that is less.
  /// When `detectsCompression`, text that starts with a compressed format's magic is decoded;
  /// `decoding` is the thread `descriptor` comes from, when the text is known to be compressed.
  convenience init(
    descriptor: Int32, name: String, readAheadBytes: Int? = nil,
    spoolLimit: Int = defaultSpoolLimit, spoolFolder: String? = nil,
    detectsCompression: Bool = false, decoding: DecodingThread? = nil
  ) {
    let spool: Result<Spool, DocumentError>
    do throws(DocumentError) {
      spool = .success(try Spool(folder: spoolFolder))
    } catch {
      spool = .failure(error)
    }
    self.init(
      descriptor: descriptor, name: name, spool: spool, readAheadBytes: readAheadBytes,
      spoolLimit: spoolLimit, detectsCompression: detectsCompression, decoding: decoding)
  }

  /// Reads the stream open at `descriptor` into `spool`, or, when there is none, reads nothing
  /// and tells why.
  init(
    descriptor: Int32, name: String, spool: Result<Spool, DocumentError>,
    readAheadBytes: Int? = nil, spoolLimit: Int = defaultSpoolLimit,
    detectsCompression: Bool = false, decoding: DecodingThread? = nil
  ) {
    self.descriptor = descriptor
    magic = detectsCompression && decoding == nil ? [] : nil
    self.decoding = decoding
    self.name = name
    self.spoolLimit = max(1, spoolLimit)
    // Never more than half a spool by default: what is read ahead must not push out lines
    // not yet seen.
    self.readAheadBytes = readAheadBytes ?? min(Self.defaultReadAhead, max(1, spoolLimit / 2))
    originalFlags = fcntl(descriptor, F_GETFL)
    if originalFlags >= 0 { _ = fcntl(descriptor, F_SETFL, originalFlags | O_NONBLOCK) }
    Self.widen(pipe: descriptor, spoolLimit: self.spoolLimit)
    buffer = .allocate(byteCount: Self.readSize, alignment: 64)
    // The reader reads the spool through a descriptor of its own, which it closes.
    let copy = spool.map { fcntl($0.descriptor, F_DUPFD_CLOEXEC, 3) }
    switch copy {
    case .success(let copy) where copy >= 0:
      self.spool = try? spool.get()
      reader = FileDocument(checkedDescriptor: copy, name: name, growing: true)
    case .success:
      spoolError = .system(errno, subject: "spool")
      try? spool.get().close()
      reader = nil
      closeInput()
    case .failure(let error):
      spoolError = error
      reader = nil
      closeInput()
    }
  }

  /// Has a pipe hold ``pipeCapacity`` bytes, not 64 KiB (`F_SETPIPE_SZ`; nothing for what is
  /// no pipe, or past the user's pipe budget): a fast writer fills a megabyte between two turns
  /// of the loop, so its text pours in with a sixteenth of the turns, and of the frames. A
  /// spool kept small (`--spool-limit` under 64 MiB) keeps the pipe as it is, since the spool
  /// may hold what one turn reads past its limit.
  private static func widen(pipe descriptor: Int32, spoolLimit: Int) {
    guard spoolLimit >= 64 << 20 else { return }
    let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ, which Glibc's module leaves out
    _ = fcntl(descriptor, setPipeSize, pipeCapacity)
  }

  deinit {
    closeInput()
    spool?.close()
    buffer.deallocate()
  }

  // MARK: Lines

  /// Lines dropped from the front to keep the spool within its limit.
  var droppedLineCount: Int { reader?.firstLine ?? 0 }
  /// The first line kept stands for its number in the whole text; the notice before it takes the
  /// number of the last line dropped.
  var firstLineNumber: Int { noticeLines == 1 ? max(0, droppedLineCount - 1) : 0 }
  /// Bytes received so far, dropped ones included.
  var byteCount: Int { spool?.byteCount ?? 0 }

  /// The spool's file, which the workers read themselves.
  var readerFile: OpenFile? { reader?.file }
  /// The lines the spool holds: all but the notice of dropped text and the error line.
  var linesForWorkers: Range<Int> { noticeLines..<max(noticeLines, lineCount - errorLines) }

  /// 1 when a first line tells of dropped text, else 0.
  private var noticeLines: Int { (reader?.firstByte ?? 0) > 0 ? 1 : 0 }
  /// 1 when a last line tells why the text could not be kept, else 0.
  private var errorLines: Int { stopError == nil ? 0 : 1 }

  var lineCount: Int {
    guard let reader else { return errorLines }
    return reader.lineCount - reader.firstLine + noticeLines + errorLines
  }

  var isComplete: Bool { descriptor < 0 }

  var lastLineIsUnfinished: Bool {
    !isComplete && stopError == nil && reader?.lastLineIsUnfinished == true
  }

  /// The spool read back as a file, and where it ends, once the stream has ended with every
  /// line kept and no line telling an error: its lines are then the spool's, numbered alike.
  var wholeSpool: (reader: FileDocument, end: Int)? {
    guard isComplete, let reader, reader.firstLine == 0, noticeLines == 0, errorLines == 0
    else { return nil }
    return (reader, byteCount)
  }

  /// Whether more comes only when asked for: a stream read ahead less than a spool (a pipe, a
  /// device, a decoded stream) waits once it is that far ahead; a command's output is read a
  /// whole spool ahead, by itself.
  var readsOnRequest: Bool { !isComplete && readAheadBytes < spoolLimit }

  /// Notes how far the reader wants to go; the lines come as they arrive, never by waiting.
  /// Asking for a line not yet arrived (the first screen, a search or a filter that caught up)
  /// asks for what has arrived, so reading goes on ``readAheadBytes`` past it; asking for the
  /// end (a line past ``Int/max`` / 2: `G`, a percentage, a page following the end) reads on
  /// a whole spool after it. Neither lasts: once that much is read, reading waits again.
  @discardableResult func prepareLines(through line: Int) -> Int {
    if let reader {
      if line >= Int.max / 2 { endAskedAt = byteCount }
      let wanted = line >= lineCount ? reader.lineCount : line - noticeLines + reader.firstLine
      highestLineAsked = max(highestLineAsked, wanted)
    }
    return lineCount
  }

  /// Keeps the lines from the one numbered `number` on (from 1, in the whole text) when the
  /// spool drops its oldest, once that line has come; nil lets them go. A compressed file's page
  /// keeps its top line so: decoded again to that line, it must not drop it again, or it would
  /// be decoded again for ever.
  func keepLines(fromNumber number: Int?) {
    keptFromLine = number.map { max(0, $0 - 1) }
  }

  func line(_ number: Int) -> [UInt8] {
    bytes(ofLine: number, in: 0..<Int.max)
  }

  func lineLength(_ number: Int) -> Int {
    guard let line = readerLine(number) else { return notice(number).count }
    return reader?.lineLength(line) ?? 0
  }

  func lineEndsWithReturn(_ number: Int) -> Bool {
    readerLine(number).map { reader?.lineEndsWithReturn($0) ?? false } ?? false
  }

  func bytes(ofLine number: Int, in range: Range<Int>) -> [UInt8] {
    guard let line = readerLine(number) else {
      let notice = notice(number)
      return Array(notice[range.clamped(to: 0..<notice.count)])
    }
    return reader?.bytes(ofLine: line, in: range) ?? []
  }

  /// Offsets in the spool, which counts the bytes dropped from its front too: a notice line at
  /// the top stands where the kept text starts.
  func byteOffset(ofLine number: Int) -> Int? {
    guard let reader else { return nil }
    let line = max(number - noticeLines, 0) + reader.firstLine
    return reader.byteOffset(ofLine: min(line, reader.lineCount))
  }

  /// Every byte received, once the stream has ended; unknown before.
  var byteTotal: Int? { isComplete ? byteCount : nil }

  /// The reader's look through many lines at once (its spool a chunk at a time), numbered as
  /// this text numbers them; the notice and error lines are left to the line-by-line walk.
  func scanLines(
    matching search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool, _ visit: (Int, ChunkScan.Verdict) -> Bool
  ) -> LineScan? {
    guard let reader, start >= noticeLines else { return nil }
    let shift = reader.firstLine - noticeLines
    guard
      let scanned = reader.scanLines(
        matching: search, renderer: renderer, from: start + shift, budget: budget,
        pausing: isOver, { line, verdict in visit(line - shift, verdict) })
    else { return nil }
    let next = scanned.nextLine - shift
    return LineScan(
      nextLine: next, bytesRead: scanned.bytesRead,
      reachedEnd: scanned.reachedEnd && next >= lineCount, awaitsWorkers: scanned.awaitsWorkers)
  }

  /// The reader's lines a chunk at a time, numbered as this text numbers them; the notice and
  /// error lines are the caller's to read by themselves.
  func readLines(
    _ lines: Range<Int>, pausing isOver: () -> Bool,
    _ visit: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) -> Int? {
    guard let reader else { return nil }
    guard lines.lowerBound >= noticeLines else { return lines.lowerBound }
    let shift = reader.firstLine - noticeLines
    let end = max(lines.lowerBound, min(lines.upperBound, lineCount - errorLines))
    let next = reader.readLines((lines.lowerBound + shift)..<(end + shift), pausing: isOver) {
      visit($0 - shift, $1)
    }
    return next.map { $0 - shift }
  }

  /// The reader's search of its spool a chunk at a time, numbered as this text numbers lines.
  func scan(
    for search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool
  ) -> ByteScan? {
    guard let reader, start >= noticeLines else { return nil }
    let shift = reader.firstLine - noticeLines
    guard
      let found = reader.scan(
        for: search, renderer: renderer, from: start + shift, budget: budget, pausing: isOver)
    else { return nil }
    switch found.outcome {
    case .line(let line): return ByteScan(.line(line - shift), bytesRead: found.bytesRead)
    case .paused(let line): return ByteScan(.paused(at: line - shift), bytesRead: found.bytesRead)
    case .awaitsWorkers(let line):
      return ByteScan(.awaitsWorkers(at: line - shift), bytesRead: found.bytesRead)
    case .none:
      // An error line after the text is the line-by-line search's.
      let end = lineCount - errorLines
      return ByteScan(errorLines > 0 ? .paused(at: end) : .none, bytesRead: found.bytesRead)
    }
  }

  /// The reader's number of line `number`, or nil for a notice line.
  private func readerLine(_ number: Int) -> Int? {
    guard let reader, number >= noticeLines else { return nil }
    let line = number - noticeLines + reader.firstLine
    return line < reader.lineCount ? line : nil
  }

  /// The notice that line `number` is: text dropped at the top, or the spool's error at the end.
  private func notice(_ number: Int) -> [UInt8] {
    if number == 0 && noticeLines == 1 { return Array(dropNotice.utf8) }
    return number == lineCount - 1 ? errorText : []
  }

  private var dropNotice: String {
    let count = droppedLineCount
    if count == 0 { return "… the start of the line below was dropped (--spool-limit)" }
    return "… \(count) line\(count == 1 ? "" : "s") dropped (--spool-limit)"
  }

  private var errorText: [UInt8] {
    guard let stopError else { return [] }
    return Array(("… " + stopError.description + "; the text above is all there is").utf8)
  }

  // MARK: Reading

  /// Whether the run loop should poll ``descriptor``: the stream is open and the reader has not
  /// yet got ``readAheadBytes`` past the last line asked for.
  var wantsInput: Bool {
    guard descriptor >= 0, let reader else { return false }
    guard readAheadBytes < .max else { return true }
    if let endAskedAt, byteCount - endAskedAt < max(readAheadBytes, spoolLimit) { return true }
    return byteCount - reader.blockEnd(ofLine: highestLineAsked) < readAheadBytes
  }

  /// Reads what the descriptor has now, up to about `byteLimit` bytes so a fast producer cannot
  /// hold up the screen, without blocking, and writes it to the spool. Notices the end of the
  /// stream (then ``isComplete``), read errors (then ``readError``) and spool errors (then
  /// ``spoolError``). Returns whether anything changed.
  @discardableResult func appendAvailable(byteLimit: Int = 4 << 20) -> Bool {
    var received = 0
    defer { if received > 0 { keepWithinLimit() } }
    while descriptor >= 0 && received < byteLimit {
      let count = SystemCall.read(descriptor, into: buffer)
      if count > 0 {
        guard keep(UnsafeRawBufferPointer(rebasing: buffer[..<count])) else { return true }
        received += count
        continue
      }
      if count < 0 {
        let code = errno
        if code == EAGAIN || code == EWOULDBLOCK { break }
        readError = .system(code, subject: name)
      }
      if magic != nil {
        // The stream ended (or failed) within what a magic takes: what came is told apart now.
        guard count == 0 else {
          magic = nil
          closeInput()
          return true
        }
        guard tellCompression() else { return true }
        // Compressed after all: the text comes from the decoding thread's pipe from now on.
        if decoding != nil { continue }
      }
      closeInput()
      return true
    }
    return received > 0
  }

  /// Writes `bytes` to the spool, or holds them while they may be a compressed format's magic;
  /// false when the spool failed (reading has stopped, and ``spoolError`` says why).
  private func keep(_ bytes: UnsafeRawBufferPointer) -> Bool {
    if magic != nil {
      magic?.append(contentsOf: bytes)
      return magic!.count < CompressionFormat.magicLength || tellCompression()
    }
    do throws(DocumentError) {
      try spool?.append(bytes)
      return true
    } catch {
      spoolError = error
      closeInput()
      return false
    }
  }

  /// Looks at the bytes held: a compressed format's magic hands the descriptor (and the bytes)
  /// to a thread that decodes, whose pipe is read from now on; anything else is spooled as it
  /// is. Returns false when the spool or the thread failed.
  private func tellCompression() -> Bool {
    guard let held = magic else { return true }
    magic = nil
    guard let format = CompressionFormat(magic: held), descriptor >= 0 else {
      return held.withUnsafeBytes { keep($0) }
    }
    // The thread waits on the input itself, as it was given.
    if originalFlags >= 0 { _ = fcntl(descriptor, F_SETFL, originalFlags) }
    let input = descriptor
    descriptor = -1
    do throws(DocumentError) {
      let thread = try DecodingThread(format: format, input: input, prefix: held, name: name)
      decoding = thread
      descriptor = thread.descriptor
      originalFlags = fcntl(descriptor, F_GETFL)
      _ = fcntl(descriptor, F_SETFL, originalFlags | O_NONBLOCK)
      Self.widen(pipe: descriptor, spoolLimit: spoolLimit)
      return true
    } catch {
      readError = error
      reader?.finish()
      return false
    }
  }

  /// Takes `bytes`, read from the descriptor before this document took it over (`-F` reads
  /// standard input to see whether it fits on a screen), as the start of the text.
  func receive(alreadyRead bytes: [UInt8]) {
    guard !bytes.isEmpty, spool != nil else { return }
    guard bytes.withUnsafeBytes({ keep($0) }) else { return }
    keepWithinLimit()
  }

  /// Learns the new lines, and drops the oldest text once the spool holds more than its limit:
  /// down to seven eighths of it, so that dropping (and its cost) comes seldom, and never the
  /// lines from the last one asked for on (unless more was asked for than had arrived), nor
  /// those kept (``keepLines(fromNumber:)``): what is on screen stays.
  private func keepWithinLimit() {
    guard let reader, var spool else { return }
    reader.indexAppended()
    guard spool.keptByteCount > spoolLimit else { return }
    var end = spool.byteCount - spoolLimit / 8 * 7
    // The lines on the screen stay, but not an unfinished last line longer than the spool (a
    // long followed line, an endless one): its start goes, as the notice above it says. Kept
    // until its newline came, it could no longer be cut, and the whole line would stay.
    let showsLongTail =
      highestLineAsked >= reader.lineCount - 1
      && spool.byteCount - reader.index.terminatedByteCount > spoolLimit
    if highestLineAsked < reader.lineCount, !showsLongTail {
      end = min(end, reader.blockStart(ofLine: highestLineAsked))
    }
    if let keptFromLine, keptFromLine >= reader.firstLine, keptFromLine < reader.lineCount {
      end = min(end, reader.blockStart(ofLine: keptFromLine))
    }
    // Nor the lines the workers are still looking through for a search, a filter or a count:
    // a match found there would be passed over once its line was gone. Held only up to four
    // times the limit, so that a look left behind cannot keep an endless stream.
    if let scanned = reader.lowestLineBeingScanned, scanned >= reader.firstLine,
      scanned < reader.lineCount, spool.keptByteCount <= spoolLimit * 4
    {
      end = min(end, reader.blockStart(ofLine: scanned))
    }
    let first = reader.dropText(before: end)
    spool.discard(before: first)
    self.spool = spool
  }

  /// Stops reading: closes the descriptor and counts what has arrived as the whole text.
  func closeInput() {
    guard descriptor >= 0 else { return }
    if originalFlags >= 0 { _ = fcntl(descriptor, F_SETFL, originalFlags) }
    close(descriptor)
    descriptor = -1
    // The thread has said why it stopped before it closed its end.
    decodingError = decoding?.failure
    reader?.finish()
  }
}
