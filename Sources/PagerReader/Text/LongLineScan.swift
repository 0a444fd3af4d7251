import PagerKit

/// A search through one line too long to render whole, a piece at a time, that can stop after a
/// budget of bytes and go on later from where it stopped: each piece is searched together with
/// the end of the one before, so a match across two pieces is found.
struct LongLineScan: Hashable, Sendable {
  /// How a call to ``advance(budget:in:)`` ended.
  enum Outcome: Hashable, Sendable {
    /// The first match starts at this column.
    case found(column: Int)
    /// The line has no match.
    case notFound
    /// The budget ran out first; call again to go on.
    case paused
    /// The pattern passed PCRE2's limits on this line.
    case tooComplex
  }

  /// The line searched.
  let line: Int
  /// Its length in bytes.
  let length: Int
  let search: TextSearch
  let renderer: LineRenderer
  let pieceSize: Int
  /// The first column a match may start at: where the search began, inside the line.
  let fromColumn: Int
  /// Bytes of the line searched so far.
  private(set) var offset = 0
  private var state: RenderState
  /// The last cells searched, which a match may start in.
  private var carried: [Cell] = []

  /// Bytes rendered and matched at a time: the pieces a page lays the line out in
  /// (``LinePiece/size``), a few milliseconds of the slowest text, so a key waits on no more
  /// than a piece once a slice's time is up. Pieces of another size would be cut elsewhere, and
  /// a grapheme cluster cut in two (a line that is one huge cluster, an emoji joined to the
  /// next 28,000 times) makes other glyphs there: a match the page highlights would go
  /// uncounted and unfound.
  static let defaultPieceSize = LinePiece.size
  /// Cells of a match that may have begun kept for the next piece at most: a regular
  /// expression's match longer than this across pieces is not found.
  static let carriedLimit = 2 * LinePiece.size

  init(
    line: Int, length: Int, search: TextSearch, renderer: LineRenderer,
    pieceSize: Int = LongLineScan.defaultPieceSize, fromColumn: Int = 0
  ) {
    self.fromColumn = max(0, fromColumn)
    self.line = line
    self.length = length
    self.search = search
    self.renderer = renderer
    self.pieceSize = max(2, pieceSize)
    state = renderer.startState
  }

  /// How far the search has got, 0 … 1, in bytes of the line.
  var fraction: Double { length > 0 ? Double(offset) / Double(length) : 1 }

  /// Searches about `budget` more bytes (at most one piece more), pausing between pieces once
  /// `isOver` says the slice's time is up.
  mutating func advance(
    budget: Int, in document: some TextDocument, pausing isOver: () -> Bool = { false }
  ) -> Outcome {
    // A match of n glyphs spans at most 2n cells (wide glyphs), n - 1 of them before a piece.
    let overlap = 2 * search.pattern.count
    var spent = 0
    while offset < length {
      if spent >= budget || (spent > 0 && isOver()) { return .paused }
      let bytes = document.bytes(ofLine: line, in: offset..<min(length, offset + pieceSize))
      guard !bytes.isEmpty else { return .notFound }
      let cut = LinePiece.end(of: bytes, isLineEnd: offset + bytes.count >= length)
      let start = state.column - carried.count
      let piece: DisplayLine
      (piece, state) = renderer.render(Array(bytes[..<cut]), from: state)
      let cells = carried + piece.cells
      let (match, partialFrom) = search.find(
        inPiece: DisplayLine(cells: cells), from: max(0, fromColumn - start), column: start)
      switch match {
      case .found(let match): return .found(column: start + match.lowerBound)
      case .tooComplex: return .tooComplex
      case .none: break
      }
      // A regular expression's match may have begun here and go on: it is kept from its start,
      // up to ``carriedLimit`` cells.
      let kept = min(partialFrom ?? cells.count, max(0, cells.count - overlap))
      carried = Array(cells[max(kept, cells.count - max(Self.carriedLimit, overlap))...])
      offset += cut
      spent += cut
    }
    return .notFound
  }
}
