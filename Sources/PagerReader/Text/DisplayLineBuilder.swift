import PagerKit

/// Accumulates the cells of one ``DisplayLine``: one cell per column, a wide glyph followed by
/// its continuation cell, zero-width characters joined to the glyph before them, and anything a
/// terminal would act on instead of drawing replaced by a visible, reverse-video stand-in.
struct DisplayLineBuilder {
  private(set) var cells: [Cell]
  /// The style of ordinary text, as the SGR sequences so far have made it.
  var style: Style
  private let markerStyle: Style
  /// The cell a following zero-width character joins: the last glyph from the text itself, or
  /// `nil` at the start of the line and after a tab or a stand-in, which must stay as they are.
  private var joinIndex: Int?

  /// Columns before the first cell, for tab stops when a line is rendered in pieces.
  private let column: Int
  /// The user's looks for overstruck bold and underline (`LESS_TERMCAP_md`, `_us`).
  var looks = TermcapLooks()
  /// Whether the piece before this one ended in a glyph: zero-width characters this piece
  /// begins with belong to it, out of reach, and are dropped.
  private let continuesGlyph: Bool

  /// Code points a glyph keeps at most: a base and 30 marks, as Unicode's stream-safe text
  /// format allows (UAX #15). The rest of a longer run of marks is dropped, so that no letter
  /// with a hundred thousand marks on it takes more than its cell or sends them all.
  static let maximumScalars = 31

  /// Whether the next glyph overstrikes the last one (a backspace came between them).
  private var overstrikes = false
  /// What the last overstrike on the line made, bold or underline: `_` struck over `_` means the
  /// same again, as in less (grotty writes a bold `_` and an underlined one alike).
  private(set) var lastOverstrike: TextAttributes
  /// The glyph an overstrike replaced and where, while zero-width characters may still join the
  /// new one: `e\u{301}` struck over `e\u{301}` only matches once the mark has joined.
  private var replaced: (index: Int, glyph: String)?

  /// How stand-ins look, and what a code point's says (`LESSBINFMT`, `LESSUTFBINFMT`).
  private let standIns: StandInLooks

  init(
    base: Style, capacity: Int, style: Style? = nil, column: Int = 0,
    lastOverstrike: TextAttributes = [], continuesGlyph: Bool = false,
    standIns: StandInLooks = StandInLooks()
  ) {
    cells = []
    cells.reserveCapacity(capacity)
    self.style = style ?? base
    self.column = column
    self.continuesGlyph = continuesGlyph
    self.lastOverstrike = lastOverstrike
    self.standIns = standIns
    var marker = base
    marker.attributes.formSymmetricDifference(standIns.attributes)
    markerStyle = marker
  }

  var line: DisplayLine { DisplayLine(cells: cells) }

  /// Whether the last cells are a glyph a zero-width character after them would join.
  var endsInGlyph: Bool { joinIndex != nil }

  /// A printable ASCII byte (0x20–0x7E).
  mutating func appendASCII(_ byte: UInt8) {
    if overstrikes {
      overstrike(with: asciiGlyphs[Int(byte)], width: 1)
      return
    }
    // `replaced` needs no clearing on this path, which every plain character takes: it names an
    // index before this glyph's, which no mark joins any more.
    joinIndex = cells.count
    cells.append(Cell(ascii: asciiGlyphs[Int(byte)], byte: byte, style: style))
  }

  /// ``Cell/asciiGlyphs``, held by each builder: a line's glyphs do not each look the global up.
  private let asciiGlyphs = Cell.asciiGlyphs

  /// Blanks up to the next of `stops`, counted from the line's start.
  mutating func appendTab(stops: TabStops) {
    let at = column + cells.count
    let blanks = stops.stop(after: at) - at
    for _ in 0..<blanks { cells.append(.blank(style)) }
    joinIndex = nil
    replaced = nil
  }

  // MARK: Overstrike

  /// Whether a backspace here may overstrike: the line's last cells are a glyph of its text (not
  /// a tab's blanks or a stand-in).
  var canOverstrike: Bool {
    guard let index = joinIndex else { return false }
    return index + max(1, Int(cells[index].width)) == cells.count
  }

  /// A backspace between the last glyph and the next, as `nroff` writes bold (`b\bb`) and
  /// underline (`_\bb`) for man pages; the caller checks ``canOverstrike`` and that a glyph
  /// follows.
  mutating func overstrikeNext() {
    overstrikes = true
  }

  /// Puts `glyph` over the last glyph, as less does: the same glyph again is bold, `_` under or
  /// over a glyph underlines it, and any other glyph replaces the last one, keeping its style.
  private mutating func overstrike(with glyph: String, width: Int) {
    overstrikes = false
    guard let index = joinIndex else { return }
    let previous = cells[index]
    var style = previous.style
    var shown = previous.glyph
    var shownWidth = Int(previous.width)
    replaced = nil
    if glyph == previous.glyph {
      let made: TextAttributes = glyph == "_" && lastOverstrike != .bold ? .underline : .bold
      style.attributes.formUnion(made)
      lastOverstrike = made
    } else if glyph == "_" {
      style.attributes.insert(.underline)
      lastOverstrike = .underline
    } else {
      if previous.glyph == "_" {
        style.attributes.insert(.underline)
        lastOverstrike = .underline
      } else {
        replaced = (index, previous.glyph)
      }
      shown = glyph
      shownWidth = width
    }
    if !looks.isEmpty { style = looks.overstruck(style, from: previous.style) }
    cells.removeSubrange(index...)
    let saved = self.style
    self.style = style
    appendGlyph(shown, width: shownWidth)
    self.style = saved
  }

  /// A C0 control byte or DEL in caret notation: `^@`, `^A`… `^[`… `^?`.
  mutating func appendCaret(_ byte: UInt8) {
    appendMarker("^" + String(Unicode.Scalar(byte ^ 0x40)))
  }

  /// Decoded text from the line (never ASCII controls, which the renderer handles first).
  mutating func appendCharacter(_ character: Character) {
    // More bytes than the most scalars kept: count them (the common glyph is a few bytes).
    if character.utf8.count > Self.maximumScalars,
      character.unicodeScalars.count > Self.maximumScalars
    {
      let kept = String.UnicodeScalarView(character.unicodeScalars.prefix(Self.maximumScalars))
      appendCharacter(Character(String(kept)))
      return
    }
    let scalars = character.unicodeScalars
    if scalars.contains(where: Self.needsStandIn) {
      if overstrikes {
        overstrikes = false
        appendMarker("^H")
      }
      // Grapheme rules keep controls on their own, so this is one scalar in practice.
      for scalar in scalars {
        if Self.needsStandIn(scalar) {
          appendMarker(standIns.codePoint(scalar.value))
        } else {
          appendCharacter(Character(scalar))
        }
      }
      return
    }
    let width = ColumnWidth.of(character)
    if overstrikes {
      if width > 0 {
        overstrike(with: String(character), width: width)
        return
      }
      // Nothing to strike with: the backspace shows, as it would have without the mark.
      overstrikes = false
      appendMarker("^H")
    }
    if width == 0 {
      join(String(character))
    } else {
      replaced = nil
      appendGlyph(String(character), width: width)
    }
  }

  /// C1 controls (a terminal may take U+009B for CSI) and the bidi embeddings, overrides and
  /// isolates, which would reorder the text around them on a terminal that does bidi.
  static func needsStandIn(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private mutating func appendGlyph(_ glyph: String, width: Int) {
    joinIndex = cells.count
    cells.append(Cell(glyph: glyph, width: width >= 2 ? 2 : 1, style: style))
    if width >= 2 { cells.append(Cell(glyph: "", width: 0, style: style)) }
  }

  /// Adds a zero-width character to the glyph before it, as a terminal would; with none to join,
  /// it sits on a blank so that it still shows.
  private mutating func join(_ piece: String) {
    guard let index = joinIndex else {
      if continuesGlyph && cells.isEmpty { return }
      let glyph = " " + piece
      appendGlyph(glyph, width: ColumnWidth.of(glyph))
      return
    }
    let joined = cells[index].glyph
    var piece = piece
    // More bytes than the most scalars kept: count them, and keep what there is room for.
    if joined.utf8.count + piece.utf8.count > Self.maximumScalars {
      let room = Self.maximumScalars - joined.unicodeScalars.count
      guard room > 0 else { return }
      piece = String(String.UnicodeScalarView(piece.unicodeScalars.prefix(room)))
    }
    let glyph = joined + piece
    cells[index].glyph = glyph
    // A variation selector or joiner can turn a 1-column glyph into a 2-column emoji.
    if cells[index].width == 1, index == cells.count - 1, ColumnWidth.of(glyph) >= 2 {
      cells[index].width = 2
      cells.append(Cell(glyph: "", width: 0, style: cells[index].style))
    }
    if let replaced, replaced.index == index, replaced.glyph == glyph {
      // A glyph with marks struck over itself: bold, as a glyph without them would be.
      for cell in index..<cells.count { cells[cell].style.attributes.insert(.bold) }
      lastOverstrike = .bold
      self.replaced = nil
    }
  }

  private mutating func appendMarker(_ text: String) {
    for scalar in text.unicodeScalars {
      cells.append(Cell(glyph: String(scalar), width: 1, style: markerStyle))
    }
    joinIndex = nil
    replaced = nil
  }
}
