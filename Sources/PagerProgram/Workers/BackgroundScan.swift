import PagerKit
import PagerReader
import Synchronization

/// One look through a file by the workers, from a line on, for a search's lines (or, with no
/// search, only to count and index them): the file's bytes are cut into ``ScanPiece``s, a few
/// are handed to the workers ahead of what the loop has taken, and their reports, back in the
/// text's order (``PieceOrder``), are taken a piece at a time by the loop.
///
/// It is the loop's: only ``ScanInbox`` is shared with the workers. Letting it go cancels its
/// pieces, as does a newer scan taking its place; and a newer scan's pieces go to the workers
/// first (its generation), so the search for the key typed last is not kept waiting by those it
/// superseded.
final class BackgroundScan {
  /// Bytes a piece starts its lines in: a few milliseconds of a worker's time.
  static let pieceSize = 4 << 20
  /// Added to an urgent scan's generation: newer than any other's.
  static let urgentGeneration: UInt64 = 1 << 62
  /// Pieces handed to workers and not yet taken by the loop, at most: enough to keep two cores
  /// busy, and no more, so that a search that has found its match leaves the cores idle.
  static let piecesAhead = 6

  /// What lines are looked for; nil to count and index only.
  let search: TextSearch?
  /// How lines show, which is what they are matched as.
  let renderer: LineRenderer
  /// Where the scan stops: the file's length when it began.
  let limit: Int
  /// The line the next hit handed on is after: where a caller that goes on asks to go on from.
  var frontLine: Int
  /// The piece being handed on, and how many of its hits have been.
  var current: (report: PieceReport, firstLine: Int, hitsTaken: Int)?

  private let inbox = ScanInbox()
  /// The scan's generation: its pieces go to the workers before older scans' (set at its first
  /// pieces).
  private var generation: UInt64?
  private var order: PieceOrder
  private var nextPieceStart: Int
  private var piecesPlanned = 0
  /// Pieces handed to workers whose reports have not come.
  private var outstanding = 0

  /// Whether the user waits on it (a search): its pieces go before every other scan's.
  let isUrgent: Bool

  /// A scan from line `firstLine`, which starts at byte `firstByte`, to byte `limit`; `urgent`
  /// for one the user waits on.
  init(
    search: TextSearch?, renderer: LineRenderer, firstLine: Int, firstByte: Int, limit: Int,
    urgent: Bool = false
  ) {
    isUrgent = urgent
    self.search = search
    self.renderer = renderer
    self.limit = limit
    frontLine = firstLine
    order = PieceOrder(firstLine: firstLine, firstByte: firstByte)
    nextPieceStart = firstByte
  }

  deinit { inbox.cancel() }

  /// Where the next piece to take starts: where the pieces taken so far end.
  var nextByte: Int { order.nextByte }

  /// Whether every piece has been taken, and the one taken last handed on.
  var isFinished: Bool {
    nextPieceStart >= limit && outstanding == 0 && order.waitingCount == 0 && current == nil
  }

  /// Takes the reports that have come, and hands workers more pieces while fewer than
  /// ``piecesAhead`` are out.
  func submitAhead(
    to workers: MatchWorkers, reading file: OpenFile, strides: (lines: Int, bytes: Int)
  ) {
    collect()
    let chunkScan = search.map { ChunkScan(search: $0, renderer: renderer) }
    let generation = generation ?? workers.nextGeneration() | (isUrgent ? Self.urgentGeneration : 0)
    self.generation = generation
    while outstanding + order.waitingCount < Self.piecesAhead, nextPieceStart < limit {
      let piece = ScanPiece(
        number: piecesPlanned,
        bytes: nextPieceStart..<min(limit, nextPieceStart + Self.pieceSize),
        startsAtLine: piecesPlanned == 0)
      piecesPlanned += 1
      nextPieceStart = piece.bytes.upperBound
      outstanding += 1
      let inbox = inbox
      let limit = limit
      workers.submit(generation: generation) { buffer in
        guard !inbox.isCancelled,
          let report = piece.scan(
            limit: limit, matching: chunkScan?.ownCopy(), strides: strides, buffer: buffer,
            read: file.readSome, isCancelled: { inbox.isCancelled })
        else { return }
        inbox.deliver(report)
        workers.report()
      }
    }
    collect()
  }

  /// The next piece in the text's order and its first line's number, once its report is in.
  func takePiece() -> (report: PieceReport, firstLine: Int)? {
    collect()
    return order.takeNext()
  }

  private func collect() {
    for report in inbox.take() {
      outstanding -= 1
      order.receive(report)
    }
  }
}

/// Where workers leave a scan's reports for the loop, and see whether the scan is still wanted.
final class ScanInbox: Sendable {
  private let reports = Mutex<[PieceReport]>([])
  private let cancelled = Atomic<Bool>(false)

  /// Whether the scan is no longer wanted: its pieces are not looked at, or no further.
  var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

  /// Says the scan is no longer wanted.
  func cancel() {
    cancelled.store(true, ordering: .relaxed)
  }

  /// Leaves a piece's report.
  func deliver(_ report: PieceReport) {
    reports.withLock { $0.append(report) }
  }

  /// The reports left since the last call.
  func take() -> [PieceReport] {
    reports.withLock { reports in
      defer { reports.removeAll() }
      return reports
    }
  }
}
