import PagerKit
import PagerReader
import Synchronization

/// A stream cut into sections by a worker (``MatchWorkers``), a stretch of its lines at a time,
/// while the loop reads on and draws: the splitter goes to the worker with the place of the
/// lines it is to take, which the worker reads itself (`pread`, a buffer at a time), and comes
/// back having taken them. One stretch at a time, since what a line means depends on the lines
/// before it (how long a hunk goes on).
final class BackgroundSplit {
  /// Lines one stretch covers at most: a few milliseconds of a worker's time, so that the tabs
  /// found come back while more are looked for.
  static let stretchLines = 1 << 20

  /// A stretch taken: the splitter after its last line.
  struct Outcome: Sendable {
    var splitter: SectionSplitter
    /// The lines the stretch covered, counted as the splitter counts them.
    var lines: Range<Int>
    /// The text's ``TextDocument/firstLineNumber`` when the stretch was handed on: a stretch
    /// whose lines did not add up because a spool dropped text meanwhile is taken again.
    var shift: Int
  }

  /// Where a worker leaves the stretch it took.
  private final class Inbox: Sendable {
    let outcome = Mutex<Outcome?>(nil)
  }

  private let inbox = Inbox()
  /// The lines a worker is taking now, if one is.
  private(set) var working: Range<Int>?

  /// Hands `splitter` to a worker to take the lines `lines`, whose bytes `bytes` of `file` hold
  /// (whole lines, the last ended by `\n` unless it is the text's last), the text's first line
  /// then numbered `shift`.
  func start(
    _ splitter: SectionSplitter, lines: Range<Int>, shift: Int, bytes: Range<Int>,
    of file: OpenFile, with workers: MatchWorkers
  ) {
    working = lines
    let inbox = inbox
    workers.submit { buffer in
      var splitter = splitter
      Self.take(bytes, of: file, into: &splitter, buffer: buffer)
      inbox.outcome.withLock { $0 = Outcome(splitter: splitter, lines: lines, shift: shift) }
      workers.report()
    }
  }

  /// Whether a worker has left a stretch it took: the loop may have drained the worker's report
  /// before it looked, so it asks before it waits.
  var hasOutcome: Bool { inbox.outcome.withLock { $0 != nil } }

  /// The stretch a worker has taken, once it has.
  func take() -> Outcome? {
    guard working != nil, let outcome = inbox.outcome.withLock({ $0.take() }) else { return nil }
    working = nil
    return outcome
  }

  /// Has `splitter` take the lines of `bytes` of `file`, a buffer at a time, each cut after its
  /// last `\n`; a line longer than the buffer is taken by its first
  /// ``LinePiece/wholeLineLimit`` bytes, as the loop takes it.
  private static func take(
    _ bytes: Range<Int>, of file: OpenFile, into splitter: inout SectionSplitter,
    buffer: UnsafeMutableRawBufferPointer
  ) {
    var offset = bytes.lowerBound
    while offset < bytes.upperBound {
      let wanted = UnsafeMutableRawBufferPointer(
        rebasing: buffer[..<min(buffer.count, bytes.upperBound - offset)])
      let count = file.readSome(at: offset, into: wanted)
      guard count > 0 else { return }
      let read = UnsafeRawBufferPointer(rebasing: buffer[..<count])
      var whole = count
      if offset + count < bytes.upperBound {
        guard let last = read.lastIndex(of: 0x0A) else {
          let start = read.prefix(LinePiece.wholeLineLimit)
          splitter.take(Array(start))
          guard let end = lineEnd(after: offset + count, before: bytes.upperBound, in: file, buffer)
          else { return }
          offset = end
          continue
        }
        whole = last + 1
      }
      splitter.take(
        lines: UnsafeRawBufferPointer(rebasing: read[..<whole]).bindMemory(to: UInt8.self))
      offset += whole
    }
  }

  /// Where the line that goes on at `offset` ends (after its `\n`), looked for up to `limit`.
  private static func lineEnd(
    after offset: Int, before limit: Int, in file: OpenFile, _ buffer: UnsafeMutableRawBufferPointer
  ) -> Int? {
    var offset = offset
    while offset < limit {
      let wanted = UnsafeMutableRawBufferPointer(
        rebasing: buffer[..<min(buffer.count, limit - offset)])
      let count = file.readSome(at: offset, into: wanted)
      guard count > 0 else { return nil }
      if let end = UnsafeRawBufferPointer(rebasing: buffer[..<count]).firstIndex(of: 0x0A) {
        return offset + end + 1
      }
      offset += count
    }
    return limit
  }
}

/// A text whose bytes the workers can read for themselves.
protocol ReadByWorkers {
  /// The file that holds the text's bytes, at the offsets ``TextDocument/byteOffset(ofLine:)``
  /// gives; nil when there is none.
  var bytesForWorkers: OpenFile? { get }
  /// The lines that file holds: all but a notice before them or an error line after.
  var linesForWorkers: Range<Int> { get }
}

extension FileDocument: ReadByWorkers {
  var bytesForWorkers: OpenFile? { file }
  var linesForWorkers: Range<Int> { 0..<lineCount }
}

extension StreamDocument: ReadByWorkers {
  var bytesForWorkers: OpenFile? { readerFile }
}
