import Glibc
import PagerKit

/// Text arriving on a pipe (standard input, a command's output), held in memory as it comes and
/// indexed as it comes, so its lines show as soon as they arrive.
///
/// The index is sparse (a checkpoint every 128 lines or 64 KiB) and the block of lines being read
/// is indexed densely on demand: a dense index of every line would cost 8 bytes a line, four
/// times the text itself for `yes`.
///
/// The run loop polls ``descriptor`` for input while ``wantsInput`` and calls
/// ``appendAvailable(byteLimit:)`` when it is readable; that never blocks. Reading pauses once
/// ``readAheadBytes`` lie beyond the last line asked for, as `less` does, so an endless producer
/// (`yes | TUIPager`) waits on a full pipe instead of filling memory; asking for later lines
/// (scrolling, End) resumes it. At the end of the stream the descriptor is closed.
final class StreamDocument: TextDocument {
  /// Bytes of a line that ``line(_:)`` returns at most.
  static let maximumLineLength = FileDocument.maximumLineLength
  /// Bytes read from the descriptor in one `read`: the capacity of a Linux pipe.
  static let readSize = 64 * 1024

  /// The descriptor the text comes from, to poll for `POLLIN`; -1 once the stream has ended.
  private(set) var descriptor: Int32
  /// Bytes kept ahead of the last line asked for before reading pauses.
  let readAheadBytes: Int
  /// Why reading stopped before the end of the stream, if it did.
  private(set) var readError: DocumentError?

  private let name: String
  private var bytes = SegmentedBytes()
  private var index = LineIndex(lineStride: 128, byteStride: 64 * 1024)
  /// The block read last, with every line's start.
  private var block: (block: LineIndex.Block, lines: LineIndex)?
  private var highestLineAsked = 0
  private let originalFlags: Int32
  private let buffer: UnsafeMutableRawBufferPointer

  /// Reads the stream open at `descriptor`, which it takes over: it makes it non-blocking and
  /// closes it at the end (restoring its flags first, since a duplicate of standard input shares
  /// them). `name` names the stream in errors.
  init(descriptor: Int32, name: String, readAheadBytes: Int = 16 << 20) {
    self.descriptor = descriptor
    self.name = name
    self.readAheadBytes = readAheadBytes
    originalFlags = fcntl(descriptor, F_GETFL)
    if originalFlags >= 0 { _ = fcntl(descriptor, F_SETFL, originalFlags | O_NONBLOCK) }
    buffer = .allocate(byteCount: Self.readSize, alignment: 64)
  }

  deinit {
    closeInput()
    buffer.deallocate()
  }

  var lineCount: Int { index.lineCount }
  var isComplete: Bool { index.isFinished }
  /// Bytes received so far.
  var byteCount: Int { bytes.count }

  /// Whether the run loop should poll ``descriptor``: the stream is open and the reader has not
  /// yet got ``readAheadBytes`` past the last line asked for.
  var wantsInput: Bool {
    guard descriptor >= 0 else { return false }
    guard highestLineAsked < index.lineCount else { return true }
    let askedEnd = index.block(containing: highestLineAsked).bytes.upperBound
    return bytes.count - askedEnd < readAheadBytes
  }

  /// Notes how far the reader wants to go; the lines come as they arrive, never by waiting.
  @discardableResult func prepareLines(through line: Int) -> Int {
    highestLineAsked = max(highestLineAsked, line)
    return index.lineCount
  }

  func line(_ number: Int) -> [UInt8] {
    guard number >= 0 && number < index.lineCount else { return [] }
    let wanted = index.block(containing: number)
    if block?.block != wanted {
      var lines = LineIndex()
      bytes.forEachPiece(in: wanted.bytes) { lines.append($0) }
      lines.finish()
      block = (wanted, lines)
    }
    let range = block!.lines.contentRange(ofLine: number - wanted.lines.lowerBound)
    let start = wanted.bytes.lowerBound + range.lowerBound
    return bytes.copy(start..<start + min(range.count, Self.maximumLineLength))
  }

  /// Reads what the descriptor has now, up to about `byteLimit` bytes so a fast producer cannot
  /// hold up the screen, without blocking. Notices the end of the stream (then ``isComplete``)
  /// and read errors (then ``readError``). Returns whether anything changed.
  @discardableResult func appendAvailable(byteLimit: Int = 4 << 20) -> Bool {
    var received = 0
    while descriptor >= 0 && received < byteLimit {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count > 0 {
        let part = UnsafeRawBufferPointer(rebasing: buffer[..<count])
        bytes.append(part)
        index.append(part)
        received += count
        continue
      }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK { break }
        readError = .system(code, subject: name)
      }
      closeInput()
      return true
    }
    return received > 0
  }

  /// Stops reading: closes the descriptor and counts what has arrived as the whole text.
  func closeInput() {
    guard descriptor >= 0 else { return }
    if originalFlags >= 0 { _ = fcntl(descriptor, F_SETFL, originalFlags) }
    close(descriptor)
    descriptor = -1
    index.finish()
  }
}
