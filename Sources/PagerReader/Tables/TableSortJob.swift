import Synchronization

/// What a big table's sort asks of the workers: which rows to read, how to cut them into cells,
/// and which column to order them by.
package struct TableSortRequest: Sendable {
  /// How lines become cells: CSV records may span lines; other tables have a row a line.
  package var reader: TableDocument.Reader
  /// The base's line the first data row starts at: the header's are not sorted.
  package var firstLine: Int
  /// The column to sort by, from 0.
  package var column: Int
  /// How the column's cells compare.
  package var order: CellOrder

  /// A request to sort the rows `reader` reads from `firstLine` on by `column` in `order`.
  package init(reader: TableDocument.Reader, firstLine: Int, column: Int, order: CellOrder) {
    self.reader = reader
    self.firstLine = firstLine
    self.column = column
    self.order = order
  }
}

/// A sort going on off the loop: where the workers say how far they have got and leave the rows'
/// new order, and where the loop, which never waits on it, looks.
package final class TableSortJob: Sendable {
  private struct State {
    var fraction = 0.0
    var rows: [UInt32]?
    var found: (rowStarts: [UInt32], lineCount: Int)?
  }

  private let state = Mutex(State())
  private let cancelled = Atomic<Bool>(false)

  /// A job not begun.
  package init() {}

  /// How far the job has got, 0 … 1.
  package var fraction: Double { state.withLock { $0.fraction } }

  /// Whether the order is in.
  package var isFinished: Bool { state.withLock { $0.rows != nil } }

  /// Says how far the job has got.
  package func progress(_ fraction: Double) {
    state.withLock { $0.fraction = fraction }
  }

  /// Leaves the order: the data rows, counted from the first after the header, in the order
  /// they are to show; and for CSV the line each row starts at and the lines read, which a
  /// table still finding its rows takes instead (``TableDocument/adopt(rowStarts:lineCount:)``).
  package func finish(rows: [UInt32], rowStarts: [UInt32]? = nil, lineCount: Int = 0) {
    state.withLock {
      $0.fraction = 1
      $0.rows = rows
      $0.found = rowStarts.map { ($0, lineCount) }
    }
  }

  /// The order, once it is in, taken from the job.
  package func takeRows() -> [UInt32]? { state.withLock { $0.rows.take() } }

  /// The rows' starts the job found, once it is in, taken from the job.
  package func takeRowStarts() -> (rowStarts: [UInt32], lineCount: Int)? {
    state.withLock { $0.found.take() }
  }

  /// Tells the workers to stop: the sort is no longer wanted.
  package func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// Whether the sort is no longer wanted.
  package var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}

/// A text whose table rows workers read for themselves, from its bytes: to sort them, and to
/// measure every cell's width.
package protocol ScansTableRowsOffLoop: AnyObject {
  /// Starts `request` on the workers and returns its job; nil where it cannot (no workers, no
  /// file to read), and then the loop sorts what it can itself.
  func sortTableRows(_ request: TableSortRequest) -> TableSortJob?

  /// Starts measuring the widest cell of each column in the rows `reader` reads from line
  /// `firstLine` to the end, on the workers; nil where it cannot, and then the widths grow to
  /// the rows shown alone.
  func measureTableColumns(reader: TableDocument.Reader, firstLine: Int) -> TableWidthsJob?
}
