import Synchronization

/// The times of a log's lines read off the loop: a worker reads the lines' bytes from a file or
/// a spool, reads each one's time, and leaves them a block of lines at a time for the merge to
/// take (`--merge`), which then only compares them.
package final class LogTimesJob: Sendable {
  /// The times of lines in a row, from `firstLine`: ``MergedDocument``'s `noTime` for a line
  /// that tells none.
  package struct Block: Sendable {
    /// The line whose time is the first.
    package var firstLine: Int
    /// The lines' times.
    package var times: [Int64]

    /// The times `times` of the lines from `firstLine`.
    package init(firstLine: Int, times: [Int64]) {
      self.firstLine = firstLine
      self.times = times
    }
  }

  /// What the job has for a line.
  package enum Answer {
    /// The block the line is in.
    case block(Block)
    /// Not read yet: the worker is still on its way there.
    case notYet
    /// Never: the line is past the lines the job reads, or the job stopped.
    case never
  }

  private struct State {
    var blocks: [Block] = []
    /// Where the job stops: the line after its last one, once it knows.
    var endLine: Int?
    var hasFailed = false
  }

  /// The line the job starts at.
  package let firstLine: Int
  private let state = Mutex(State())
  private let cancelled = Atomic<Bool>(false)

  /// A job reading lines from `firstLine` on.
  package init(firstLine: Int) { self.firstLine = firstLine }

  /// Leaves the times of a block of lines, the one after the last left.
  package func leave(_ block: Block) {
    state.withLock { $0.blocks.append(block) }
  }

  /// Notes that the job read every line it was to, ending before line `endLine`.
  package func finish(endLine: Int) {
    state.withLock { $0.endLine = endLine }
  }

  /// Notes that the job stopped short: the file could not be read, or it was cancelled.
  package func fail() {
    state.withLock { $0.hasFailed = true }
  }

  /// What the job has for line `line`; blocks wholly before it are dropped, as the merge goes
  /// on from it.
  package func take(line: Int) -> Answer {
    state.withLock { state in
      let passed = state.blocks.prefix { $0.firstLine + $0.times.count <= line }.count
      state.blocks.removeFirst(passed)
      if let block = state.blocks.first {
        guard block.firstLine <= line else { return .never }
        state.blocks.removeFirst()
        return .block(block)
      }
      if line < firstLine || state.hasFailed { return .never }
      if let end = state.endLine, line >= end { return .never }
      return .notYet
    }
  }

  /// Whether the job has read every line it was to, or stopped.
  package var isOver: Bool { state.withLock { $0.endLine != nil || $0.hasFailed } }

  /// Tells the worker to stop: the merge is gone.
  package func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// Whether the times are no longer wanted.
  package var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}

/// A text whose lines' times workers read for themselves, from its bytes.
package protocol ReadsLogTimesOffLoop: AnyObject {
  /// Starts reading the times of the lines from line `firstLine` to the text's end as far as
  /// it is now, each as `parser` reads it, on the workers; nil where it cannot (no workers, no
  /// file to read, a stream still arriving), or where too little is left to be worth it.
  func readLogTimes(parser: LogTimestampParser, from firstLine: Int) -> LogTimesJob?
}
