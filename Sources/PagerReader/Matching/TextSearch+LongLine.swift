import PagerKit

extension TextSearch {
  /// Whether line `index` of `document` shows a match; a line longer than `wholeLineLimit` is
  /// read and rendered a piece at a time (see ``firstMatchColumn(inLine:of:renderer:)``).
  func hasMatch(
    inLine index: Int, of document: some TextDocument, renderer: LineRenderer,
    wholeLineLimit: Int = LinePiece.wholeLineLimit, pieceSize: Int = LinePiece.size
  ) -> Bool {
    lineMatch(
      inLine: index, of: document, renderer: renderer, wholeLineLimit: wholeLineLimit,
      pieceSize: pieceSize
    ).isFound
  }

  /// Whether line `index` of `document` shows a match, or is too complex to tell; a line
  /// longer than `wholeLineLimit` is read and rendered a piece at a time.
  func lineMatch(
    inLine index: Int, of document: some TextDocument, renderer: LineRenderer,
    wholeLineLimit: Int = LinePiece.wholeLineLimit, pieceSize: Int = LinePiece.size
  ) -> LineMatch {
    let length = document.lineLength(index)
    guard length > wholeLineLimit else {
      return find(inBytes: document.line(index), renderer: renderer)
    }
    var scan = LongLineScan(
      line: index, length: length, search: self, renderer: renderer, pieceSize: pieceSize)
    switch scan.advance(budget: .max, in: document) {
    case .found(let column): return .found(column..<column + 1)
    case .tooComplex: return .tooComplex
    case .notFound, .paused: return .none
    }
  }

  /// The column where the first match on line `index` of `document` starts, if there is one. A
  /// line longer than `wholeLineLimit` is read and rendered a piece at a time (a
  /// ``LongLineScan``), so a match across two pieces is found too.
  package func firstMatchColumn(
    inLine index: Int, of document: some TextDocument, renderer: LineRenderer = LineRenderer(),
    wholeLineLimit: Int = LinePiece.wholeLineLimit, pieceSize: Int = LinePiece.size
  ) -> Int? {
    let length = document.lineLength(index)
    guard length > wholeLineLimit else {
      return firstMatch(in: renderer.render(document.line(index)))?.lowerBound
    }
    var scan = LongLineScan(
      line: index, length: length, search: self, renderer: renderer, pieceSize: pieceSize)
    if case .found(let column) = scan.advance(budget: .max, in: document) { return column }
    return nil
  }
}
