/// How one frame cell's grapheme cluster goes out so that it takes exactly the columns the frame
/// gave it, whatever the terminal makes of it.
///
/// tmux 3.3 (and terminals like it) give each scalar its `wcwidth`, put zero-width ones
/// (marks, VS16, ZWJ, tags) on the cell before, and after a ZWJ take the next non-ASCII scalar
/// into that cell too. So a cluster is cut into *pieces* at each scalar that terminal would start
/// a new cell with: a family 👨‍👩‍👧 is one 2-column piece, a flag 🇫🇷 two 1-column ones. When the
/// pieces do not make the frame's width (👍🏽 is 4 columns in tmux 3.3, ❤️ 1 or 2 depending on
/// the terminal), what would be measured differently is left out and blanks make up the rest,
/// so the cells to the right stay where the frame put them.
enum GlyphCells {
  /// One terminal cell: the scalars written together, and the columns the terminal gives them.
  struct Piece: Equatable {
    var scalars: [Unicode.Scalar]
    var width: Int
  }

  /// The most scalars a piece holds: a base and its marks, as a curses cell holds them
  /// (`CCHARW_MAX`).
  static let maximumScalars = 5

  /// The one scalar of `glyph` when it has one alone that `width` gives `columns`: the cell is
  /// that scalar, with nothing to cut.
  static func loneScalar(
    of glyph: String, columns: Int, width: (Unicode.Scalar) -> Int
  ) -> Unicode.Scalar? {
    // Most cells are ASCII: their one byte is their scalar, without walking the string.
    let bytes = glyph.utf8
    if bytes.count == 1, let byte = bytes.first, byte < 0x80 {
      let scalar = Unicode.Scalar(byte)
      return width(scalar) == columns ? scalar : nil
    }
    let scalars = glyph.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
      width(first) == columns
    else { return nil }
    return first
  }

  /// The pieces to write, left to right, for `glyph` in `columns` columns (1 or 2) on a terminal
  /// that measures a scalar with `width` (negative: not printable). Their widths add up to
  /// `columns`; none ends with a joiner, which would pull the next cell's character into it.
  static func pieces(
    of glyph: String, columns: Int, width: (Unicode.Scalar) -> Int
  ) -> [Piece] {
    var pieces: [Piece] = []
    var joined = false
    for scalar in glyph.unicodeScalars {
      let measured = width(scalar)
      if !pieces.isEmpty, measured == 0 || (joined && scalar.value >= 0x80) {
        pieces[pieces.count - 1].scalars.append(scalar)
      } else if measured > 0 {
        pieces.append(Piece(scalars: [scalar], width: measured))
      } else {
        return padded([Piece(scalars: ["\u{FFFD}"], width: 1)], to: columns)
      }
      joined = scalar.value == Self.joiner
    }
    pieces = pieces.map(trimmed)
    var kept: [Piece] = []
    var used = 0
    for piece in pieces where used + piece.width <= columns {
      kept.append(piece)
      used += piece.width
    }
    // Narrower than the frame says: an emoji some terminals widen (VS16, a ZWJ sequence). Show
    // its plain base, which every terminal measures alike.
    if used < columns { kept = kept.map(plain) }
    if kept.isEmpty { kept = [Piece(scalars: ["\u{FFFD}"], width: 1)] }
    return padded(kept, to: columns)
  }

  /// Whether every scalar of `glyph` is printable, so that it may go out whole.
  static func isPrintable(_ glyph: String, width: (Unicode.Scalar) -> Int) -> Bool {
    glyph.unicodeScalars.allSatisfy { width($0) >= 0 }
  }

  private static let joiner: UInt32 = 0x200D

  /// At most ``maximumScalars``, and no joiner at the end.
  private static func trimmed(_ piece: Piece) -> Piece {
    var piece = piece
    piece.scalars = Array(piece.scalars.prefix(maximumScalars))
    while piece.scalars.count > 1, piece.scalars.last?.value == joiner {
      piece.scalars.removeLast()
    }
    return piece
  }

  /// The piece's first scalar with its marks, without VS16 and without what a joiner adds.
  private static func plain(_ piece: Piece) -> Piece {
    var scalars = [piece.scalars[0]]
    for scalar in piece.scalars.dropFirst() {
      if scalar.value == joiner { break }
      if scalar.value != 0xFE0F { scalars.append(scalar) }
    }
    return Piece(scalars: scalars, width: piece.width)
  }

  private static func padded(_ pieces: [Piece], to columns: Int) -> [Piece] {
    let used = pieces.reduce(0) { $0 + $1.width }
    return pieces + Array(repeating: Piece(scalars: [" "], width: 1), count: max(0, columns - used))
  }
}
