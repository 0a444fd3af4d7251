import PagerKit
import PagerReader

/// A table's every cell measured by a worker: it reads the file's rows for itself
/// (``TableRowScan``) and leaves each column's widest cell, up to the cap, now and then as it
/// goes and at the end, keeping nothing a row.
enum BackgroundTableWidths {
  /// Hands the measuring of the rows `reader` reads from line `firstLine`, whose bytes lie in
  /// `bytes` of `file`, to a worker.
  static func start(
    reader: TableDocument.Reader, firstLine: Int, bytes: Range<Int>, of file: OpenFile,
    with workers: MatchWorkers
  ) -> TableWidthsJob {
    let job = TableWidthsJob()
    workers.submit(generation: workers.nextGeneration()) { buffer in
      var scan = TableRowScan(reader: reader, firstLine: firstLine, bytes: bytes, file: file)
      var widest: [Int] = []
      let completed = scan.run(
        buffer: buffer, isCancelled: { job.isCancelled },
        progress: { _ in
          job.leave(widest: widest)
          workers.report()
        },
        visit: { cells, _ in
          cells.forEachCell { column, cell in
            if column >= widest.count {
              widest += repeatElement(0, count: column + 1 - widest.count)
            }
            // A cell as wide as the cap widens its column no further.
            if widest[column] < ColumnWidths.cap {
              widest[column] = max(widest[column], ColumnWidths.width(of: cell))
            }
          }
        })
      if completed { job.leave(widest: widest, isFinished: true) }
      workers.report()
    }
    return job
  }
}
