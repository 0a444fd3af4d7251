import Synchronization

/// Every cell of a big table measured off the loop: a worker reads the rows' bytes and leaves
/// each column's widest cell so far, which the loop takes as it goes (the widths grow at most
/// once a second), so a column is as wide as its widest cell in the whole file, not only in the
/// rows shown.
package final class TableWidthsJob: Sendable {
  private struct State {
    /// Each column's widest cell so far, up to ``ColumnWidths/cap``.
    var widest: [Int] = []
    /// Counts the times `widest` grew, so the loop takes it only when it did.
    var version = 0
    var isFinished = false
  }

  private let state = Mutex(State())
  private let cancelled = Atomic<Bool>(false)

  /// A job not begun.
  package init() {}

  /// Leaves the widest cells found so far: `widest`, a column each; `isFinished` once every
  /// row is measured.
  package func leave(widest: [Int], isFinished: Bool = false) {
    state.withLock {
      if $0.widest != widest {
        $0.widest = widest
        $0.version += 1
      }
      $0.isFinished = $0.isFinished || isFinished
    }
  }

  /// Each column's widest cell so far, with the version it is, when it is newer than `version`.
  package func widest(newerThan version: Int) -> (widest: [Int], version: Int)? {
    state.withLock { $0.version > version ? ($0.widest, $0.version) : nil }
  }

  /// Whether every row is measured.
  package var isFinished: Bool { state.withLock { $0.isFinished } }

  /// Tells the worker to stop: the table is gone.
  package func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// Whether the widths are no longer wanted.
  package var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}
