import PagerKit
import PagerReader

/// A big table sorted by a worker (`S` in a table of more rows than the loop sorts at once): it
/// reads the file's rows for itself (``TableRowScan``), and keeps of each row only a word to
/// compare, and for CSV the line it starts at, which the table takes rather than find them all
/// on the loop.
///
/// Memory stays small whatever the cells hold: 16 bytes a row while sorting (the word, the
/// row's number and where it starts), and 8 once sorted; text's further passes take 4 more. A
/// number's word is its value (``CellOrder/orderedBits(_:)``); text compares by the first 8
/// bytes of its natural key, and rows still equal so are told apart by the next 8, read in
/// another pass over the file, and so on, only for them.
enum BackgroundTableSort {
  /// Hands `request` to a worker, the rows' bytes lying in `bytes` of `file`.
  static func start(
    _ request: TableSortRequest, bytes: Range<Int>, of file: OpenFile, with workers: MatchWorkers
  ) -> TableSortJob {
    let job = TableSortJob()
    workers.submit(generation: workers.nextGeneration()) { buffer in
      var sort = Sorting(request: request, bytes: bytes, file: file, job: job) {
        workers.report()
      }
      if let rows = sort.run(buffer: buffer) {
        job.finish(rows: rows, rowStarts: sort.rowStarts, lineCount: sort.lineCount)
      }
      workers.report()
    }
    return job
  }

  /// One sort's state on its worker.
  private struct Sorting {
    let request: TableSortRequest
    let job: TableSortJob
    /// The pass over the rows each step makes.
    var scan: TableRowScan
    let report: () -> Void
    /// How many of the passes over the file are done, and how many there may be, for progress.
    var pass = 0
    /// For CSV, the line each row starts at, found by the first pass.
    var rowStarts: [UInt32]?
    /// The lines the first pass read.
    var lineCount = 0

    init(
      request: TableSortRequest, bytes: Range<Int>, file: OpenFile, job: TableSortJob,
      report: @escaping () -> Void
    ) {
      self.request = request
      scan = TableRowScan(
        reader: request.reader, firstLine: request.firstLine, bytes: bytes, file: file)
      self.job = job
      self.report = report
    }

    /// The order: the rows, counted from the first, sorted; nil when cancelled or unreadable.
    mutating func run(buffer: UnsafeMutableRawBufferPointer) -> [UInt32]? {
      let order = request.order
      var keys: [UInt64] = []
      var starts: [UInt32] = []
      var longest = 0
      let keepsStarts: Bool
      if case .csv = request.reader { keepsStarts = true } else { keepsStarts = false }
      let completed = readRows(buffer: buffer, reserving: true) { cell, line in
        if let cell {
          let (word, length) = order.firstWord(cell)
          keys.append(word)
          longest = max(longest, length)
        } else {
          keys.append(.max)
        }
        if keepsStarts { starts.append(UInt32(truncatingIfNeeded: line)) }
      } reserve: { rows in
        keys.reserveCapacity(rows)
        if keepsStarts { starts.reserveCapacity(rows) }
      }
      if keepsStarts { rowStarts = starts }
      starts = []
      guard completed else { return nil }
      var perm = (0..<UInt32(truncatingIfNeeded: keys.count)).map { $0 }
      keys.withUnsafeMutableBufferPointer { keys in
        perm.withUnsafeMutableBufferPointer { perm in
          WordSort.sort(keys: keys, rows: perm, in: 0..<keys.count)
        }
      }
      if !order.isNumeric, longest > 8 {
        guard refine(&keys, &perm, longest: longest, buffer: buffer) else { return nil }
      }
      return perm
    }

    /// Tells apart rows whose words so far are equal by the next word of their keys, a pass
    /// over the file a word, until none are equal or their keys are all compared.
    private mutating func refine(
      _ keys: inout [UInt64], _ perm: inout [UInt32], longest: Int,
      buffer: UnsafeMutableRawBufferPointer
    ) -> Bool {
      let count = keys.count
      // Where a group of rows equal so far starts: a bit a row.
      var starts = GroupStarts(count: count)
      for index in 0..<count where index == 0 || keys[index] != keys[index - 1] {
        starts[index] = true
      }
      var word = 1
      var longestTied = longest
      while longestTied > word * 8 {
        // The place in the order of each row still tied, by row.
        var place = [UInt32](repeating: .max, count: count)
        var tied = 0
        for index in 0..<count where !starts[index] || !starts[index + 1] {
          // An empty cell's word ties with the other empty ones, which rows already order.
          if keys[index] == .max { continue }
          place[Int(perm[index])] = UInt32(index)
          tied += 1
        }
        guard tied > 0 else { break }
        longestTied = 0
        let order = request.order
        let at = word
        var row = 0
        let completed = readRows(buffer: buffer, reserving: false) { cell, _ in
          defer { row += 1 }
          let index = place[row]
          guard index != .max, let cell else { return }
          let (word, length) = NaturalOrder.word(of: cell, at: at)
          keys[Int(index)] = order.directed(word)
          longestTied = max(longestTied, length)
        } reserve: { _ in
        }
        guard completed else { return false }
        place = []
        keys.withUnsafeMutableBufferPointer { keys in
          perm.withUnsafeMutableBufferPointer { perm in
            var group = 0
            for index in 1...count where starts[index] {
              if index - group > 1 {
                WordSort.sort(keys: keys, rows: perm, in: group..<index)
                for inner in group + 1..<index where keys[inner] != keys[inner - 1] {
                  starts[inner] = true
                }
              }
              group = index
            }
          }
        }
        word += 1
      }
      return true
    }

    /// Reads the rows' bytes a buffer at a time, handing `visit` each row's cell in the column
    /// sorted by (nil for a row without one: a broken record, a short row) and the line it
    /// starts at, and telling `reserve` the rows to expect after the first buffer. Returns
    /// false when the sort was cancelled or the file could not be read.
    private mutating func readRows(
      buffer: UnsafeMutableRawBufferPointer, reserving: Bool,
      _ visit: (UnsafeBufferPointer<UInt8>?, Int) -> Void, reserve: (Int) -> Void
    ) -> Bool {
      let column = request.column
      let (job, report, pass) = (job, report, pass)
      let completed = scan.run(
        buffer: buffer, isCancelled: { job.isCancelled },
        progress: { done in
          job.progress(min(0.99, (Double(pass) + done * 0.9) / Double(pass + 1)))
          report()
        },
        reserve: { if reserving { reserve($0) } },
        visit: { cells, line in
          if cells.withCell(column, { visit($0, line) }) == nil { visit(nil, line) }
        })
      guard completed else { return false }
      lineCount = scan.lineCount
      self.pass += 1
      return true
    }
  }
}

/// Where the groups of rows equal so far start in the sorted order, a bit a row, one past the
/// last set: ten million rows take 1.25 MB.
private struct GroupStarts {
  private var words: [UInt64]

  init(count: Int) {
    words = [UInt64](repeating: 0, count: (count + 1) / 64 + 1)
    self[count] = true
  }

  subscript(index: Int) -> Bool {
    get { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
    set {
      if newValue {
        words[index >> 6] |= 1 << UInt64(index & 63)
      } else {
        words[index >> 6] &= ~(1 << UInt64(index & 63))
      }
    }
  }
}
