import Glibc
import PagerKit
import PagerReader

/// A file on disk, read with `pread` and indexed lazily: opening reads nothing, and lines are
/// learned a chunk at a time only as far as ``prepareLines(through:)`` asks, so the first screen
/// of a 1 GiB file comes as fast as that of a small one. The same code reads a ``Spool`` (a file
/// that grows, and may lose its start) for ``StreamDocument``.
///
/// Memory stays small whatever the size: a sparse ``LineIndex`` (a checkpoint every 1024 lines or
/// 1 MiB), one chunk buffer, and the two blocks of lines drawn last. No line is cut: a long one
/// is read a piece at a time with ``bytes(ofLine:in:)``.
final class FileDocument: TextDocument {
  /// Bytes read from the file in one go, when indexing or loading a block.
  static let chunkSize = 1 << 20
  /// Bytes indexed by each read of a file's first ``smallFileSize`` after the first (of
  /// ``firstBlockRead``): a small file is indexed whole without touching more of the chunk than
  /// this; reads after that double up to ``indexingChunkLimit``. The four pages the first read
  /// touched: a read of 64 KiB touched 12 more, which stay resident, and cost more to fault in
  /// than the 20 more reads of a 400 KiB file cost.
  static let firstChunkSize = 16 * 1024
  /// How far reads stay at ``firstChunkSize``: a few more reads of a small file cost less than
  /// the pages a bigger read touches, which stay resident.
  static let smallFileSize = 1 << 20
  /// The most the loop's indexing reads at once: as fast as a whole chunk, and all of the
  /// chunk that indexing keeps resident.
  static let indexingChunkLimit = 256 * 1024
  /// Blocks up to this size are kept in memory whole; longer ones only as line offsets.
  static let heldBlockLimit = 2 << 20
  /// An unfinished last line this long is shown as far as it is known, rather than read to its
  /// end first: a file with no `\n` near its start shows at once, however long it is.
  static let longTailLength = 4 << 20

  /// The name the file was opened by.
  let name: String
  /// Why reading stopped early, if it did; the lines before stay readable.
  private(set) var readError: DocumentError?

  /// The file, shared with the workers reading it.
  let file: OpenFile
  let isGrowing: Bool
  /// Threads that look through the file in the background, when the program has them; without,
  /// every look runs on the loop, a slice a tick.
  var workers: MatchWorkers?
  /// The workers' looks through the file for searches, the one used last first.
  var backgroundScans: [BackgroundScan] = []
  /// The workers' count and index of the lines not yet indexed.
  var indexScan: BackgroundScan?
  /// Whether indexing ahead waits on the workers: nothing more to do until they report.
  var indexAwaitsWorkers = false
  private(set) var index = LineIndex(lineStride: 1024, byteStride: 1 << 20)
  let chunk: UnsafeMutableRawBufferPointer
  /// The first read indexes what a first screen needs, most often, and no more: one page of the
  /// chunk touched before the first frame, not the four of ``firstChunkSize``.
  private var indexingChunkSize = firstBlockRead
  /// The blocks read last, the latest first: a screen that straddles two blocks draws from both.
  private var recentBlocks: [LoadedBlock] = []
  /// Where the blocks kept lie in the file, the latest first.
  var recentBlockBytes: [Range<Int>] { recentBlocks.map(\.block.bytes) }
  /// The bytes the byte scan of a search read last, made at the first search.
  lazy var scanWindow = ReadWindow(size: Self.chunkSize)

  /// Opens the regular file at `path` for reading.
  ///
  /// - Throws: ``DocumentError`` with the system's reason (`No such file or directory`,
  ///   `Permission denied`, `Is a directory`).
  convenience init(path: String) throws(DocumentError) {
    let descriptor = SystemCall.openReadOnly(path)
    guard descriptor >= 0 else { throw .system(errno, subject: path) }
    try self.init(descriptor: descriptor, name: path, path: FilePath(path))
  }

  /// Reads the file open at `descriptor` (which it takes over and closes) from its start; one
  /// opened by `path` may let its descriptor go for now (``OpenFile/closeForNow()``).
  ///
  /// - Throws: ``DocumentError`` if the descriptor is a directory or cannot be examined.
  convenience init(descriptor: Int32, name: String, path: FilePath? = nil) throws(DocumentError) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw .system(code, subject: name)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      close(descriptor)
      throw .system(EISDIR, subject: name)
    }
    self.init(checkedDescriptor: descriptor, name: name, growing: false, path: path)
  }

  /// Reads the file open at `descriptor` (which it takes over and closes). A `growing` file (a
  /// ``Spool``) is not at its end when a read finds no more: ``indexAppended()`` learns what was
  /// written since, and only ``finish()`` ends it.
  init(checkedDescriptor descriptor: Int32, name: String, growing: Bool, path: FilePath? = nil) {
    file = path.map { OpenFile(descriptor, path: $0) } ?? OpenFile(descriptor)
    self.name = name
    isGrowing = growing
    chunk = PageBuffer.allocate(byteCount: Self.chunkSize)
    // Room for the most it holds (two, and one coming in), made once, as the file opens: not
    // grown twice under the first frame, where making its type's metadata set the start's
    // deepest stack.
    recentBlocks.reserveCapacity(3)
  }

  deinit {
    PageBuffer.deallocate(chunk)
  }

  /// A growing file counts its unfinished last line, as `less` shows it; a file indexed lazily
  /// does not, since the text after its last `\n` so far is only where a read stopped, unless
  /// that text is long (``showsLongTail``).
  var lineCount: Int {
    isGrowing || showsLongTail ? index.lineCountWithPartialLine : index.lineCount
  }
  var isComplete: Bool { index.isFinished }

  var lastLineIsUnfinished: Bool { lineCount > index.lineCount && !index.isFinished }

  /// Whether the text after the last `\n` read so far is ``longTailLength`` or more: then it is
  /// shown, and searched, as far as it is known, and it grows as indexing goes on, as a growing
  /// file's last line does; its end is not waited for.
  private var showsLongTail: Bool {
    !isGrowing && (index.partialLineBytes?.count ?? 0) >= Self.longTailLength
  }

  @discardableResult func prepareLines(through line: Int) -> Int {
    while !index.isFinished && lineCount <= line && !showsLongTail && indexNextChunk() {}
    return lineCount
  }

  func line(_ number: Int) -> [UInt8] {
    bytes(ofLine: number, in: 0..<Int.max)
  }

  /// Indexes on a chunk at a time, up to about `budget` bytes, while the file is not indexed to
  /// its end; a growing file (a spool, a followed file) learns its lines as they are written.
  func indexAhead(budget: Int) -> Bool {
    guard !isGrowing else { return false }
    var budget = budget
    if let workers {
      if let more = indexAheadInBackground(with: workers) { return more }
      // The loop indexes the first megabyte only; the workers take the rest.
      budget = min(budget, max(1, Self.backgroundIndexThreshold - index.byteCount))
    }
    var spent = 0
    while spent < budget, !index.isFinished {
      let before = index.byteCount
      guard indexNextChunk() else { break }
      spent += max(1, index.byteCount - before)
    }
    return !index.isFinished
  }

  func lineLength(_ number: Int) -> Int {
    if let partial = partialLine(number) { return partial.count }
    return contentRange(ofLine: number)?.range.count ?? 0
  }

  func lineEndsWithReturn(_ number: Int) -> Bool {
    // The unfinished last line has no line end yet.
    guard partialLine(number) == nil, let (block, _) = contentRange(ofLine: number) else {
      return false
    }
    let local = number - block.block.lines.lowerBound
    if block.longLastLine != nil, local == block.lines.lineCount - 1 {
      return block.longLastLineEndsWithReturn
    }
    return block.lines.endsWithReturn(line: local)
  }

  func bytes(ofLine number: Int, in wanted: Range<Int>) -> [UInt8] {
    if let partial = partialLine(number) {
      let range = wanted.clamped(to: 0..<partial.count)
      return range.isEmpty
        ? [] : read(at: partial.lowerBound + range.lowerBound, count: range.count)
    }
    guard let (block, range) = contentRange(ofLine: number) else { return [] }
    let start = range.lowerBound + min(max(0, wanted.lowerBound), range.count)
    let end = range.lowerBound + min(max(0, wanted.upperBound), range.count)
    guard start < end else { return [] }
    if let bytes = block.bytes { return Array(bytes[start..<min(end, bytes.count)]) }
    return read(at: block.block.bytes.lowerBound + start, count: end - start)
  }

  func byteOffset(ofLine number: Int) -> Int? {
    guard number >= index.firstLine else { return index.firstByte }
    guard number < index.lineCount else {
      return number == index.terminatedLineCount ? index.terminatedByteCount : index.byteCount
    }
    guard let (block, range) = contentRange(ofLine: number) else { return nil }
    return block.block.bytes.lowerBound + range.lowerBound
  }

  /// The bytes indexed once the file is indexed to its end; before, the file's size now.
  var byteTotal: Int? {
    if index.isFinished { return index.byteCount }
    return file.size().map { max(index.byteCount, $0) }
  }

  /// Where the unfinished last line of a growing file (or a long tail) lies, when line `number`
  /// is that line: it is read straight from the file, a piece at a time, never as a block.
  func partialLine(_ number: Int) -> Range<Int>? {
    guard isGrowing || showsLongTail, number == index.terminatedLineCount else { return nil }
    return index.partialLineBytes
  }

  /// The block that holds line `number`, loaded, and where the line's bytes lie in it.
  func contentRange(ofLine number: Int) -> (block: LoadedBlock, range: Range<Int>)? {
    guard number >= index.firstLine && number < index.lineCount else { return nil }
    let block = loadedBlock(containing: number)
    let local = number - block.block.lines.lowerBound
    // Fewer lines than indexed means the file changed under us: show nothing rather than trap.
    guard local < block.lines.lineCount else { return nil }
    if let last = block.longLastLine, local == block.lines.lineCount - 1 { return (block, last) }
    return (block, block.lines.contentRange(ofLine: local))
  }

  // MARK: Growing

  /// The first line still readable: 0 until ``dropText(before:)``.
  var firstLine: Int { index.firstLine }
  /// Where the readable bytes start: 0 until ``dropText(before:)``.
  var firstByte: Int { index.firstByte }
  /// Bytes indexed so far.
  var indexedByteCount: Int { index.byteCount }

  /// Where the block of line `line` ends; where the last complete line ends for a line not yet
  /// known. Reading a stream ahead is measured from there.
  func blockEnd(ofLine line: Int) -> Int {
    guard line < index.lineCount else { return index.terminatedByteCount }
    return line < index.firstLine ? index.firstByte : index.block(containing: line).bytes.upperBound
  }

  /// Where the block of line `line` starts (where the readable bytes start for a dropped line).
  func blockStart(ofLine line: Int) -> Int {
    guard line >= index.firstLine else { return index.firstByte }
    guard line < index.lineCount else { return index.terminatedByteCount }
    return index.block(containing: line).bytes.lowerBound
  }

  /// Learns the lines of everything written to a growing file since the last look.
  func indexAppended() {
    while !index.isFinished && indexNextChunk() {}
  }

  /// Learns the lines of a piece the workers indexed, when they follow the lines known (else
  /// they are known already, or the file was indexed past where the piece starts: then the
  /// piece's lines are indexed here, as far as its end); the piece that reaches `end`, the
  /// file's length when the scan began, ends the index.
  func learnLines(of report: PieceReport, endingAt end: Int) {
    guard let start = report.start, let pieceEnd = report.end, !index.isFinished else { return }
    if start == index.terminatedByteCount, report.isWhole {
      index.append(lines: report.lines)
      if pieceEnd >= end { index.finish() }
    } else if index.terminatedByteCount < pieceEnd {
      while !index.isFinished && index.terminatedByteCount < pieceEnd && indexNextChunk() {}
    }
  }

  /// Learns what was written last and takes the file as ended: an unterminated last line counts.
  func finish() {
    indexAppended()
    index.finish()
  }

  /// Forgets the text before about `offset` (whole blocks of lines, or the start of an endless
  /// last line); returns where the readable bytes start now, at or before `offset`.
  func dropText(before offset: Int) -> Int {
    let first = index.dropPrefix(before: offset)
    recentBlocks.removeAll { $0.block.bytes.lowerBound < first }
    return first
  }

  // MARK: Reading

  /// Indexes the next chunk; returns whether it learned anything (false at the end).
  func indexNextChunk() -> Bool {
    let window = UnsafeMutableRawBufferPointer(rebasing: chunk[..<indexingChunkSize])
    if index.byteCount >= Self.smallFileSize {
      indexingChunkSize = min(indexingChunkSize * 2, Self.indexingChunkLimit)
    } else {
      indexingChunkSize = Self.firstChunkSize
    }
    var count = readSome(at: index.byteCount, into: window)
    var learned = false
    while count > 0 {
      index.append(UnsafeRawBufferPointer(rebasing: window[..<count]))
      learned = true
      if count == window.count { return true }
      // A short read is most likely the end: make sure now, so a small file is complete at once.
      count = readSome(at: index.byteCount, into: window)
    }
    if !isGrowing || readError != nil { index.finish() }
    return learned
  }

  /// Reads up to `buffer.count` bytes at `offset`; 0 at the end of the file or after an error.
  func readSome(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    switch file.read(at: offset, into: buffer) {
    case .success(let count): return count
    case .failure(let error):
      // Opened again by name after its descriptor was let go, it was another file.
      readError =
        error.code == ESTALE
        ? DocumentError(subject: name, reason: "was replaced since it was opened (R reads it anew)")
        : .system(error.code, subject: name)
      return 0
    }
  }

  private func read(at offset: Int, count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      while initialized < count {
        let rest = UnsafeMutableRawBufferPointer(rebasing: raw[initialized...])
        let part = readSome(at: offset + initialized, into: rest)
        if part == 0 { break }
        initialized += part
      }
    }
  }

  // MARK: Blocks

  /// The lines of one block of the sparse index: where each starts, and the bytes themselves
  /// when the block is small enough to keep.
  struct LoadedBlock {
    var block: LineIndex.Block
    var lines: LineIndex
    var bytes: [UInt8]?
    /// Where the block's last line lies, when it is long and was not read: ``lines`` knows only
    /// its start.
    var longLastLine: Range<Int>?
    /// Whether that long last line ended with `\r\n`, which ``lines`` never saw.
    var longLastLineEndsWithReturn = false
    /// Bytes of the block read so far, from its start: a block is read only as far as its lines
    /// are asked for.
    var bytesRead = 0

    /// Whether the whole block is read.
    var isWhole: Bool { lines.isFinished }

    /// Whether the block's line `local` (counted from its first) is read whole.
    func holds(_ local: Int) -> Bool { local < lines.lineCount }
  }

  /// The block of line `line`, read as far as that line, or `wholly`.
  func loadedBlock(containing line: Int, wholly: Bool = false) -> LoadedBlock {
    let block = index.block(containing: line)
    // The block read last, as it most often is, read as far as asked: nothing to move or read.
    if let latest = recentBlocks.first, latest.block == block,
      latest.isWhole || (!wholly && latest.holds(line - block.lines.lowerBound))
    {
      return latest
    }
    var loaded: LoadedBlock
    if let position = recentBlocks.firstIndex(where: { $0.block == block }) {
      loaded = recentBlocks.remove(at: position)
    } else {
      var bytes: [UInt8]? = block.bytes.count <= Self.heldBlockLimit ? [] : nil
      bytes?.reserveCapacity(block.bytes.count)
      loaded = LoadedBlock(block: block, lines: LineIndex(), bytes: bytes)
    }
    let local = line - block.lines.lowerBound
    if !loaded.isWhole, wholly || !loaded.holds(local) {
      read(into: &loaded, through: wholly ? nil : local)
    }
    // A block the index has since grown past (the first screen's, read from the index of the
    // first read alone) overlaps this one and is never asked for again: let go now.
    recentBlocks.removeAll { $0.block.bytes.overlaps(block.bytes) }
    recentBlocks.insert(loaded, at: 0)
    if recentBlocks.count > 2 { recentBlocks.removeLast() }
    return loaded
  }

  /// Bytes of a block read first: the lines a screen shows, most often (30 to 40 lines of 100
  /// bytes), on one page. Each read after is four times larger, up to the chunk. The first
  /// screen reads its block twice (once from the index of its first read, once from the index
  /// after indexing on): at 16 KiB, the two copies held 8 pages, not 2.
  static let firstBlockRead = 4 * 1024

  /// Reads on in `loaded`'s block until its line `local` is read whole, or to the block's end
  /// (`local` nil, or a line past the block's lines: the file changed).
  private func read(into loaded: inout LoadedBlock, through local: Int?) {
    let block = loaded.block
    var offset = block.bytes.lowerBound + loaded.bytesRead
    var size = Self.firstBlockRead
    while offset < block.bytes.upperBound {
      if let local, loaded.lines.terminatedLineCount > local { return }
      let lines = loaded.lines
      // Every line of a block but the last starts within the index's byte stride of the block's
      // start: once the last has started, the rest is that line, and need not be read.
      if loaded.bytes == nil, lines.terminatedLineCount == block.lines.count - 1,
        lines.byteCount > lines.terminatedByteCount, block.bytes.upperBound - offset > chunk.count
      {
        loaded.lines.finish()
        let start = lines.terminatedByteCount
        let end = block.bytes.upperBound - block.bytes.lowerBound
        let terminator = terminatorLength(endingAt: block.bytes.upperBound)
        loaded.longLastLine = start..<max(start, end - terminator)
        loaded.longLastLineEndsWithReturn = terminator == 2
        return
      }
      let wanted = min(size, chunk.count, block.bytes.upperBound - offset)
      size = min(chunk.count, size * 4)
      let window = UnsafeMutableRawBufferPointer(rebasing: chunk[..<wanted])
      let count = readSome(at: offset, into: window)
      if count == 0 { break }
      let part = UnsafeRawBufferPointer(rebasing: chunk[..<count])
      loaded.lines.append(part)
      // As typed bytes, copied at once; a raw buffer is copied a byte at a time.
      loaded.bytes?.append(contentsOf: part.bindMemory(to: UInt8.self))
      offset += count
      loaded.bytesRead += count
    }
    loaded.lines.finish()
  }

  /// The length of the line terminator (`\n`, `\r\n`, or none at the file's end) whose last
  /// byte is just before `end`.
  private func terminatorLength(endingAt end: Int) -> Int {
    let last = read(at: max(0, end - 2), count: min(2, end))
    guard last.last == 0x0A else { return 0 }
    return last.count == 2 && last[0] == 0x0D ? 2 : 1
  }
}
