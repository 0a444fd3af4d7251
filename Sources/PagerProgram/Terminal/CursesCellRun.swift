import CNcursesw

/// Cells side by side on one row, gathered to go into ncurses' window in one call
/// (`wadd_wchnstr`, which copies them without the per-character work of `wadd_wch`): one call
/// per cell cost more than the rest of drawing a frame.
///
/// Only a cell of one scalar that ncurses measures as the columns it takes may join a run:
/// `wadd_wchnstr` advances by that measure.
struct CursesCellRun {
  private var cells: [cchar_t] = []
  private var row = 0
  private var column = 0
  /// The column after the run's last cell.
  private var end = 0

  /// Adds `cell`, `columns` wide at `row` and `column`, writing the run before it into `window`
  /// first when the cell does not follow on from it.
  mutating func add(
    _ cell: cchar_t, columns: Int, row: Int, column: Int, window: UnsafeMutablePointer<WINDOW>?
  ) {
    if !cells.isEmpty, row != self.row || column != end { write(into: window) }
    if cells.isEmpty {
      self.row = row
      self.column = column
      end = column
    }
    cells.append(cell)
    end += columns
  }

  /// Writes the cells gathered into `window`, and starts again.
  mutating func write(into window: UnsafeMutablePointer<WINDOW>?) {
    guard !cells.isEmpty else { return }
    cells.withUnsafeBufferPointer {
      _ = mvwadd_wchnstr(window, Int32(row), Int32(column), $0.baseAddress, Int32($0.count))
    }
    cells.removeAll(keepingCapacity: true)
  }
}
