extension TextSearch {
  /// Whether line `index` of `document` shows a match; a line longer than `wholeLineLimit` is
  /// read and rendered a piece at a time (see ``firstMatchColumn(inLine:of:renderer:)``).
  func hasMatch(
    inLine index: Int, of document: some TextDocument, renderer: LineRenderer,
    wholeLineLimit: Int = LinePiece.wholeLineLimit, pieceSize: Int = LinePiece.size
  ) -> Bool {
    guard document.lineLength(index) > wholeLineLimit else {
      return hasMatch(in: document.line(index), renderer: renderer)
    }
    return firstMatchColumn(
      inLine: index, of: document, renderer: renderer, wholeLineLimit: wholeLineLimit,
      pieceSize: pieceSize) != nil
  }

  /// The column where the first match on line `index` of `document` starts, if there is one. A
  /// line longer than `wholeLineLimit` is read and rendered a piece at a time (a
  /// ``LongLineScan``), so a match across two pieces is found too.
  public func firstMatchColumn(
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
