import PagerKit

/// The text a displayed line shows, as UTF-8 a regular expression can match, and where each
/// glyph of it starts among the bytes and among the cells: matches on the text come back as
/// cells, and only matches on whole glyphs count.
struct GlyphText {
  /// The glyphs' UTF-8, one after another.
  private(set) var bytes: [UInt8] = []
  /// The byte each glyph starts at, in order.
  private var glyphStarts: [Int] = []
  /// The cell each glyph starts at, in the same order.
  private var glyphCells: [Int] = []
  /// The line's cell count: where a match ending with its last glyph ends.
  private let cellCount: Int

  init(_ line: DisplayLine) {
    cellCount = line.cells.count
    bytes.reserveCapacity(cellCount)
    glyphStarts.reserveCapacity(cellCount)
    glyphCells.reserveCapacity(cellCount)
    for (cell, content) in line.cells.enumerated() where !content.isContinuation {
      glyphStarts.append(bytes.count)
      glyphCells.append(cell)
      bytes.append(contentsOf: content.glyph.utf8)
    }
  }

  /// The first match of `expression` whose first glyph starts at or after cell `start`, as
  /// cells; a match that starts or ends inside a glyph (`e` in an `e` with a combining accent)
  /// is passed over.
  func firstMatch(of expression: RegularExpression, fromCell start: Int) -> LineMatch {
    var glyph = firstGlyph(atOrAfterCell: start)
    return bytes.withUnsafeBufferPointer { subject in
      expression.withScratch { scratch in
        while glyph < glyphStarts.count {
          switch expression.firstMatch(in: subject, from: glyphStarts[glyph], scratch: scratch) {
          case .none: return .none
          case .tooComplex: return .tooComplex
          case .found(let range):
            let first = glyphIndex(startingAt: range.lowerBound)
            let end = range.upperBound
            let last = end == bytes.count ? glyphStarts.count : glyphIndex(startingAt: end)
            if let first, let last {
              return .found(
                glyphCells[first]..<(last < glyphCells.count ? glyphCells[last] : cellCount))
            }
            glyph = firstGlyph(atOrAfterByte: range.lowerBound + 1)
          }
        }
        return .none
      }
    }
  }

  /// ``firstMatch(of:fromCell:)`` in a piece of a line that goes on after it; with no match, the
  /// cell of the first glyph a match may start at that the rest of the line could finish.
  func firstMatch(inPieceOf expression: RegularExpression, fromCell start: Int)
    -> (match: LineMatch, partialFrom: Int?)
  {
    var glyph = firstGlyph(atOrAfterCell: start)
    return bytes.withUnsafeBufferPointer { subject in
      expression.withScratch { scratch in
        while glyph < glyphStarts.count {
          switch expression.firstMatch(inPiece: subject, from: glyphStarts[glyph], scratch: scratch)
          {
          case .none: return (.none, nil)
          case .tooComplex: return (.tooComplex, nil)
          case .partial(let from):
            // The glyph the partial match starts in: the text from there is kept for the next piece.
            let index = max(0, firstGlyph(atOrAfterByte: from + 1) - 1)
            return (.none, glyphCells.isEmpty ? nil : glyphCells[index])
          case .found(let range):
            let first = glyphIndex(startingAt: range.lowerBound)
            let end = range.upperBound
            let last = end == bytes.count ? glyphStarts.count : glyphIndex(startingAt: end)
            if let first, let last {
              return (
                .found(
                  glyphCells[first]..<(last < glyphCells.count ? glyphCells[last] : cellCount)),
                nil
              )
            }
            glyph = firstGlyph(atOrAfterByte: range.lowerBound + 1)
          }
        }
        return (.none, nil)
      }
    }
  }

  /// The cells of each of the first `count` capture groups of the match of `expression` that
  /// covers cells `match` (found by ``firstMatch(of:fromCell:)``): nil for a group that took no
  /// part or is empty; a group that starts or ends inside a glyph takes the whole glyph.
  func groups(of expression: RegularExpression, inMatch match: Range<Int>, upTo count: Int)
    -> [Range<Int>?]
  {
    let glyph = firstGlyph(atOrAfterCell: match.lowerBound)
    guard glyph < glyphStarts.count else { return [] }
    let found = bytes.withUnsafeBufferPointer { subject in
      expression.firstMatchAndGroups(in: subject, from: glyphStarts[glyph], upTo: count)
    }
    guard let found, glyphIndex(startingAt: found.match.lowerBound) == glyph else { return [] }
    return found.groups.map { group in
      guard let group, !group.isEmpty else { return nil }
      let first = max(0, firstGlyph(atOrAfterByte: group.lowerBound + 1) - 1)
      let end = firstGlyph(atOrAfterByte: group.upperBound)
      let cells =
        glyphCells[first]..<(end < glyphCells.count ? glyphCells[end] : cellCount)
      return cells.clamped(to: match)
    }
  }

  /// The number of the glyph that starts at byte `offset`, if one does.
  private func glyphIndex(startingAt offset: Int) -> Int? {
    let index = firstGlyph(atOrAfterByte: offset)
    return index < glyphStarts.count && glyphStarts[index] == offset ? index : nil
  }

  private func firstGlyph(atOrAfterByte offset: Int) -> Int {
    glyphStarts.firstIndex(notBelow: offset)
  }

  private func firstGlyph(atOrAfterCell cell: Int) -> Int {
    glyphCells.firstIndex(notBelow: cell)
  }

}
