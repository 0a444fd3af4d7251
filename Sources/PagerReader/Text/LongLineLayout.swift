import PagerKit

/// The display rows (wrapped) or columns (cut) of one line too long to render whole, made a
/// piece at a time from checkpoints, so a row deep inside a gigabyte line costs a piece or two,
/// not the line.
///
/// A checkpoint is where a piece starts: its byte offset, the renderer's state there, and where
/// its first cell falls (row and column when wrapped to ``width``, and at words the row's last
/// place to break). Checkpoints are learned as pieces are rendered, one per piece (about 80 bytes
/// per 64 KiB of line).
struct LongLineLayout: Sendable {
  struct Checkpoint: Sendable {
    var offset: Int
    var state: RenderState
    var place: RowWrapper.Place
    var row: Int { place.row }
    var rowColumn: Int { place.column }
  }

  /// Bytes in the line.
  private(set) var length: Int
  /// Columns of a wrapped row.
  let width: Int
  /// Whether rows end at spaces rather than inside a word (less's `--wordwrap`).
  let atWords: Bool
  let renderer: LineRenderer
  /// Bytes read at most at once (small ones in tests, to cut lines in many places).
  let pieceSize: Int
  private var checkpoints: [Checkpoint]
  /// Rows of the whole line wrapped, once it has been rendered to its end.
  private var knownRowCount: Int?

  init(
    length: Int, width: Int, renderer: LineRenderer, atWords: Bool = false,
    pieceSize: Int = LinePiece.size
  ) {
    self.length = length
    self.width = max(1, width)
    self.renderer = renderer
    self.atWords = atWords
    self.pieceSize = max(2, pieceSize)
    checkpoints = [
      Checkpoint(offset: 0, state: renderer.startState, place: RowWrapper.Place())
    ]
  }

  /// A wrapper going on from checkpoint `start`, keeping the rows from `first` on.
  private func wrapper(from start: Checkpoint, first: Int) -> RowWrapper {
    RowWrapper(
      width: width, place: start.place, column: start.state.column, first: first,
      atWords: atWords)
  }

  /// Rows `first ..< first + count` of line `line` of `document` wrapped (fewer at its end).
  mutating func rows(
    from first: Int, count: Int, line: Int, in document: some TextDocument
  ) -> [[Cell]] {
    // At words, a row's last word may move on to the next: a checkpoint on the row before the
    // first kept could move cells it never saw onto it.
    let atWords = atWords
    let piece = checkpoints.lastIndex {
      atWords
        ? $0.row + 1 < first || $0.offset == 0
        : $0.row < first || ($0.row == first && $0.rowColumn == 0)
    }!
    var wrapper = wrapper(from: checkpoints[piece], first: first)
    let width = width
    walk(from: piece, line: line, in: document, wrapper: &wrapper) { wrapper, plain in
      guard atWords else {
        guard wrapper.row + (wrapper.column + plain.count) / width + 1 < first else { return false }
        wrapper.skip(plain.count)
        return true
      }
      var probe = wrapper
      probe.skip(plain)
      guard probe.row + 1 < first else { return false }
      wrapper = probe
      return true
    } body: { wrapper, cells in
      for cell in cells { wrapper.push(cell) }
      return wrapper.rows.count < count
    }
    if wrapper.rows.count < count { wrapper.finishRow() }
    return wrapper.rows.prefix(count).map { DisplayLine(cells: $0).wrapped(width: width)[0] }
  }

  /// Rows the whole line takes wrapped, or `limit` when it takes more: renders it as far as
  /// needed (to its end the first time, unless `limit` comes first).
  mutating func rowCount(
    atMost limit: Int = .max, line: Int, in document: some TextDocument
  ) -> Int {
    if let knownRowCount { return min(knownRowCount, limit) }
    let start = checkpoints[checkpoints.count - 1]
    // A checkpoint's row holds a cell, so the line has at least that many rows.
    guard start.row + 1 < limit else { return limit }
    var wrapper = wrapper(from: start, first: .max)
    walk(from: checkpoints.count - 1, line: line, in: document, wrapper: &wrapper) {
      wrapper, plain in
      guard wrapper.row + 1 < limit else { return false }
      wrapper.skip(plain)
      return true
    } body: { wrapper, cells in
      for cell in cells { wrapper.push(cell) }
      return wrapper.row + 1 < limit
    }
    return min(knownRowCount ?? wrapper.row + 1, limit)
  }

  /// Whether the whole line is laid out: its rows are all known.
  var isLaidOut: Bool { knownRowCount != nil }

  /// How far the layout has got, 0 … 1, in bytes of the line.
  var laidOutFraction: Double {
    guard knownRowCount == nil, length > 0 else { return 1 }
    return Double(checkpoints[checkpoints.count - 1].offset) / Double(length)
  }

  /// The first column not yet laid out (`Int.max` once ``isLaidOut``).
  var laidOutColumn: Int {
    knownRowCount == nil ? checkpoints[checkpoints.count - 1].state.column : .max
  }

  /// Rows known to be laid out so far (all of them once ``isLaidOut``).
  var laidOutRowCount: Int { knownRowCount ?? checkpoints[checkpoints.count - 1].row + 1 }

  /// Lays out about `budget` more bytes past the last checkpoint (at most one piece more), so a
  /// long line is laid out over many calls, none of them long. A piece of plain ASCII, which is
  /// only counted, costs a sixteenth of its length. Returns ``isLaidOut``.
  mutating func advance(budget: Int, line: Int, in document: some TextDocument) -> Bool {
    guard knownRowCount == nil else { return true }
    var wrapper = wrapper(from: checkpoints[checkpoints.count - 1], first: .max)
    walk(
      from: checkpoints.count - 1, line: line, in: document, wrapper: &wrapper, budget: budget
    ) { wrapper, plain in
      wrapper.skip(plain)
      return true
    } body: { wrapper, cells in
      for cell in cells { wrapper.push(cell) }
      return true
    }
    return knownRowCount != nil
  }

  /// The same layout for the line grown to `newLength` bytes (a text still arriving): what was
  /// laid out before the old end stays, since pieces are cut only where nothing is lost.
  func extended(to newLength: Int) -> LongLineLayout {
    var layout = self
    layout.length = max(length, newLength)
    if newLength > length { layout.knownRowCount = nil }
    return layout
  }

  /// The row of the wrapped line that shows column `target`.
  mutating func row(ofColumn target: Int, line: Int, in document: some TextDocument) -> Int {
    var found: Int?
    // A cell may still move on to the next row (a wide glyph at the edge, a word at words): its
    // row is known once a row starts past it.
    let wrapper = visitCells(from: target, line: line, in: document) { wrapper, _, _ in
      if wrapper.rowStart > target { found = wrapper.row - 1 }
      return found == nil
    }
    return found ?? wrapper.row
  }

  /// The cut row showing columns `offset ..< offset + width` of the line.
  mutating func chopped(offset: Int, line: Int, in document: some TextDocument) -> [Cell] {
    let window = max(0, offset - 1)..<offset + width + 1
    var kept: [Cell] = []
    var keptStart: Int?
    visitCells(from: window.lowerBound, line: line, in: document) { _, cell, column in
      if window.contains(column) {
        if keptStart == nil { keptStart = column }
        kept.append(cell)
      }
      return column + 1 < window.upperBound
    }
    guard let keptStart else { return [] }
    return DisplayLine(cells: kept).chopped(width: width, offset: offset - keptStart)
  }

  /// Hands `visit` each cell from about column `target` on with its column (and the wrapper it
  /// was just pushed into), until it returns false or the line ends; returns the wrapper.
  @discardableResult
  private mutating func visitCells(
    from target: Int, line: Int, in document: some TextDocument,
    _ visit: (RowWrapper, Cell, Int) -> Bool
  ) -> RowWrapper {
    let piece = checkpoints.lastIndex { $0.state.column <= target }!
    let start = checkpoints[piece]
    var wrapper = wrapper(from: start, first: .max)
    var column = start.state.column
    var visiting = true
    walk(from: piece, line: line, in: document, wrapper: &wrapper) { wrapper, plain in
      guard column + plain.count <= target else { return false }
      wrapper.skip(plain)
      column += plain.count
      return true
    } body: { wrapper, cells in
      // Every cell of the piece is pushed, so the checkpoint after it is right.
      for cell in cells {
        wrapper.push(cell)
        if visiting { visiting = visit(wrapper, cell, column) }
        column += 1
      }
      return visiting
    }
    return wrapper
  }

  /// Renders the pieces from checkpoint `piece` on, handing each one's cells to `body` (which
  /// pushes them into `wrapper`) until it returns false or the line ends; learns the checkpoint
  /// after each piece past the last one known.
  ///
  /// A piece of plain ASCII (one cell a byte, no style change) is first offered to `skip` with
  /// its bytes: when the caller needs none of its cells it goes past them (and returns true), so
  /// the piece is never rendered. Most long lines (minified code, data) are such.
  ///
  /// It also stops after the piece that spends `budget`: a piece rendered costs its bytes, one
  /// skipped a sixteenth of them.
  private mutating func walk(
    from piece: Int, line: Int, in document: some TextDocument, wrapper: inout RowWrapper,
    budget: Int = .max, skip: (inout RowWrapper, ArraySlice<UInt8>) -> Bool,
    body: (inout RowWrapper, [Cell]) -> Bool
  ) {
    var spent = 0
    var index = piece
    var start = checkpoints[piece]
    while start.offset < length {
      let bytes = document.bytes(
        ofLine: line, in: start.offset..<min(length, start.offset + pieceSize))
      // A line shorter than it was: the file changed under us; show what there is.
      guard !bytes.isEmpty else { break }
      let cut = LinePiece.end(of: bytes, isLineEnd: start.offset + bytes.count >= length)
      // The last piece ends with the line end's cells (`^M`), so it is never skipped unseen.
      let end =
        start.offset + cut >= length ? renderer.lineEndCells(ofLine: line, in: document) : []
      var state = start.state
      let goOn: Bool
      if end.isEmpty, bytes[..<cut].allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
        skip(&wrapper, bytes[..<cut])
      {
        state.column += cut
        spent += max(1, cut / 16)
        goOn = spent < budget
      } else {
        let display: DisplayLine
        (display, state) = renderer.render(Array(bytes[..<cut]), from: start.state)
        spent += cut
        goOn = body(&wrapper, display.cells + end) && spent < budget
      }
      start = Checkpoint(offset: start.offset + cut, state: state, place: wrapper.place)
      index += 1
      if index == checkpoints.count && start.offset < length { checkpoints.append(start) }
      // Every body pushes all the cells of its piece, so the count is right even when it stops.
      if start.offset >= length { knownRowCount = wrapper.row + 1 }
      if !goOn { return }
    }
  }
}
