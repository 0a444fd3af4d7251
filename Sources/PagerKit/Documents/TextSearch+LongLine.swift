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
  /// line longer than `wholeLineLimit` is read and rendered a piece at a time, each piece
  /// searched together with the end of the one before, so a match across two pieces is found.
  public func firstMatchColumn(
    inLine index: Int, of document: some TextDocument, renderer: LineRenderer = LineRenderer(),
    wholeLineLimit: Int = LinePiece.wholeLineLimit, pieceSize: Int = LinePiece.size
  ) -> Int? {
    let length = document.lineLength(index)
    guard length > wholeLineLimit else {
      return firstMatch(in: renderer.render(document.line(index)))?.lowerBound
    }
    // A match of n glyphs spans at most 2n cells (wide glyphs), n - 1 of them before a piece.
    let overlap = 2 * pattern.count
    var state = renderer.startState
    var carried: [Cell] = []
    var offset = 0
    while offset < length {
      let bytes = document.bytes(
        ofLine: index, in: offset..<min(length, offset + max(2, pieceSize)))
      guard !bytes.isEmpty else { return nil }
      let cut = LinePiece.end(of: bytes, isLineEnd: offset + bytes.count >= length)
      let start = state.column - carried.count
      let piece: DisplayLine
      (piece, state) = renderer.render(Array(bytes[..<cut]), from: state)
      let cells = carried + piece.cells
      if let match = firstMatch(in: DisplayLine(cells: cells)) { return start + match.lowerBound }
      carried = Array(cells.suffix(overlap))
      offset += cut
    }
    return nil
  }
}
