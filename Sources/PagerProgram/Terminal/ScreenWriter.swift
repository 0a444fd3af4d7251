@_spi(FrameStorage) import PagerKit
import PagerReader

/// The bytes that turn what the screen shows into each new frame, in the terminal's own words
/// (``TerminalSequences``): only the cells that changed (``FrameChanges``), each run of them
/// moved to once, a style set only where it changes, links opened and closed around their cells.
///
/// A frame drawn whole (the first, one of another size, one after ``forget()``) clears the
/// screen and writes every cell but the plain blanks. Each frame ends with the attributes reset,
/// no link open and the cursor parked where it is asked to be, so that what goes out after it
/// (a mode, a notice) starts from a known state.
///
/// Each cluster goes out so that it takes the columns the frame gave it, whatever the terminal
/// makes of it (``GlyphCells``): a lone scalar as it is, a cluster whole where the terminal
/// measures clusters so (``ClusterOutput/whole``), else cut into the pieces a terminal that
/// measures scalars one by one would place. After a cluster the cursor is moved again, in case
/// the terminal measured it otherwise.
struct ScreenWriter {
  /// The terminal's sequences.
  var sequences: TerminalSequences {
    didSet { looks.removeAll() }
  }
  /// How clusters of several code points go out.
  var clusterOutput = ClusterOutput.cut
  /// The columns the terminal gives a scalar (`wcwidth`); negative: not printable.
  let width: (Unicode.Scalar) -> Int
  /// What the screen shows, as far as this writer knows; nil when it must be drawn whole.
  private var shown: Frame?
  /// The bytes that set each style used lately, from reset: a frame has a few dozen styles at
  /// most, and `tparm` takes thousands of instructions for each colour.
  private var looks = StyleBytes()

  init(sequences: TerminalSequences, width: @escaping (Unicode.Scalar) -> Int) {
    self.sequences = sequences
    self.width = width
  }

  /// Forgets what the screen shows (something else wrote over it, it was resized, a look
  /// changed): the next frame is drawn whole, on a screen cleared first.
  mutating func forget() {
    shown = nil
  }

  /// The bytes that turn the screen, `columns` by `rows` cells, into `frame`, ending with the
  /// cursor at `parked` (row, column); none when nothing changed.
  mutating func bytes(
    for frame: Frame, columns: Int, rows: Int, parked: (row: Int, column: Int)
  ) -> [UInt8] {
    let drawsWhole = shown.map { $0.width != frame.width || $0.height != frame.height } ?? true
    var output = Output(sequences: sequences, looks: looks)
    defer { looks = output.looks }
    let clears = drawsWhole && sequences.clear != nil
    if clears, let clear = sequences.clear {
      output.append(sequences.reset)
      output.append(clear)
    }
    let lastCell = (row: rows - 1, column: columns - 1)
    let changed = frame.storage.withReader { frameCells in
      let changed = FrameChanges.forEach(
        in: frame, over: shown, overBlank: clears, width: columns, height: rows
      ) { change, cells in
        var offset = 0
        while offset < change.count {
          offset += output.appendCharacters(
            of: change, from: offset, in: cells, columns: columns, lastCell: lastCell)
          guard offset < change.count else { break }
          output.write(
            change.cell(offset), in: cells, columns: columns, lastCell: lastCell,
            clusters: clusterOutput, width: width)
          offset += 1
        }
      }
      output.writeHeld(in: frameCells, columns: columns, lastCell: lastCell)
      return changed
    }
    shown = frame
    guard changed || drawsWhole else { return [] }
    output.finish(parked: parked)
    return output.bytes
  }

  /// What goes out for `glyph` in `columns` columns that is not a lone scalar: the cluster whole
  /// where the terminal measures clusters, else the pieces a terminal measuring scalars places.
  private static func text(
    of glyph: String, columns: Int, clusters: ClusterOutput, width: (Unicode.Scalar) -> Int
  ) -> String {
    if clusters == .whole, GlyphCells.isPrintable(glyph, width: width) {
      return glyph
    }
    var text = String.UnicodeScalarView()
    for piece in GlyphCells.pieces(of: glyph, columns: columns, width: width) {
      text.append(contentsOf: piece.scalars)
    }
    return String(text)
  }

  /// One frame's bytes as they are made, and what the terminal is in by then.
  private struct Output {
    let sequences: TerminalSequences
    var looks: StyleBytes
    var bytes: [UInt8] = []
    /// Where the cursor is; nil when unknown (the first move, past a cluster, at the right edge,
    /// where terminals differ on what a wrap leaves).
    var cursor: (row: Int, column: Int)?
    /// The cell whose style is set, or nil for none since the last reset.
    var styled: Int?
    var link: Hyperlink?

    init(sequences: TerminalSequences, looks: StyleBytes) {
      self.sequences = sequences
      self.looks = looks
      bytes.reserveCapacity(4096)
    }

    mutating func append(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ scalar: Unicode.Scalar) {
      if scalar.isASCII {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }

    /// Moves the cursor to `row`, `column`: in its column or on its row alone where it is known
    /// and the terminal can, which is half the bytes.
    mutating func move(to row: Int, _ column: Int) {
      if let cursor {
        if cursor == (row, column) { return }
        if cursor.column == column, let moveToRow = sequences.moveToRow {
          append(moveToRow(row))
          self.cursor = (row, column)
          return
        }
        if cursor.row == row, let moveToColumn = sequences.moveToColumn {
          append(moveToColumn(column))
          self.cursor = (row, column)
          return
        }
      }
      append(sequences.moveTo(row, column))
      cursor = (row, column)
    }

    /// Writes the glyph of `change`, one cell's: the blanks held before it, or it held as a
    /// blank, its style, the move to it, and it, on a screen `columns` wide whose `lastCell` is
    /// left out where writing it would scroll; a cluster as `clusters` says, its scalars measured
    /// by `width`.
    mutating func write(
      _ change: FrameChanges.Change, in cells: FrameCells.Reader, columns: Int,
      lastCell: (row: Int, column: Int), clusters: ClusterOutput,
      width: (Unicode.Scalar) -> Int
    ) {
      if extendHeld(with: change, in: cells) { return }
      writeHeld(in: cells, columns: columns, lastCell: lastCell)
      if hold(change, in: cells) { return }
      if sequences.scrollsAtLastCell, change.row == lastCell.row,
        change.column + change.columns > lastCell.column
      {
        return
      }
      // The style first: a link closed before the cursor moves holds only its own cells.
      setStyle(of: change.index, in: cells)
      move(to: change.row, change.column)
      // Most glyphs are a printable ASCII character: its byte, read without the string.
      let byte = cells.entries[change.index].byte
      if !change.isCut, change.columns == 1, (0x20..<0x7F).contains(byte) {
        bytes.append(byte)
        advance(by: 1, width: columns)
        return
      }
      let glyph = change.glyph(in: cells)
      if let only = GlyphCells.loneScalar(of: glyph, columns: change.columns, width: width) {
        append(only)
        advance(by: change.columns, width: columns)
      } else {
        append(
          ScreenWriter.text(of: glyph, columns: change.columns, clusters: clusters, width: width))
        cursor = nil
      }
    }

    /// Appends the characters of `change` from `offset` on that need nothing but their bytes:
    /// printable ASCII in the style set, from where the cursor is, no blanks held, short of the
    /// `lastCell` where the terminal scrolls there; blanks among them only fewer than an erase
    /// takes and before another character (as ``writeHeld(in:columns:lastCell:)`` would write
    /// them). Returns how many; 0 when the cell at `offset` needs more. Most of a frame is such
    /// characters, a row's words and the blanks between them.
    mutating func appendCharacters(
      of change: FrameChanges.Change, from offset: Int, in cells: FrameCells.Reader,
      columns: Int, lastCell: (row: Int, column: Int)
    ) -> Int {
      let first = change.index + offset
      guard held == nil, change.columns == 1, !change.isCut, let cursor,
        cursor == (change.row, change.column + offset), let styled,
        FrameChanges.sameStyle(cells, first, styled)
      else { return 0 }
      var end = change.count
      if sequences.scrollsAtLastCell, change.row == lastCell.row {
        end = min(end, lastCell.column - change.column)
      }
      let blank = UInt32(UInt8(ascii: " "))
      var count = 0
      while offset + count < end {
        let glyph = cells.entries[first + count].glyph
        if glyph == blank {
          guard count > 0 else { break }
          var blanks = 1
          while blanks < ScreenWriter.erasedRun, offset + count + blanks < end,
            cells.entries[first + count + blanks].glyph == blank
          {
            blanks += 1
          }
          guard blanks < ScreenWriter.erasedRun, offset + count + blanks < end else { break }
          count += blanks
          continue
        }
        guard glyph > blank, glyph < 0x7F else { break }
        count += 1
      }
      guard count > 0 else { return 0 }
      let at = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: count))
      bytes.withUnsafeMutableBufferPointer { bytes in
        for character in 0..<count {
          bytes[at + character] = UInt8(truncatingIfNeeded: cells.entries[first + character].glyph)
        }
      }
      advance(by: count, width: columns)
      return count
    }

    mutating func advance(by columns: Int, width: Int) {
      guard let at = cursor else { return }
      cursor = at.column + columns < width ? (at.row, at.column + columns) : nil
    }

    /// Sets the style of the cell at `index` of `cells`, and its link, unless they are set.
    mutating func setStyle(of index: Int, in cells: FrameCells.Reader) {
      if let styled, FrameChanges.sameStyle(cells, index, styled) { return }
      let style = cells.style(at: index).pointee
      if style.link !== link, style.link != link {
        if link != nil { append(ControlSequence.hyperlinkEnd) }
        if let next = style.link { append(ControlSequence.hyperlinkStart(next)) }
        link = style.link
      }
      bytes.append(contentsOf: looks.bytes(for: style, with: sequences))
      styled = index
    }

    /// Blanks of one look side by side on a row, not yet written: they may go out as an erase
    /// (`el` to the row's end, `ech` for many), which is fewer bytes than the blanks.
    var held: (row: Int, start: Int, end: Int, index: Int)?

    /// Adds `change` to the blanks held when it follows them, a blank in their look.
    mutating func extendHeld(
      with change: FrameChanges.Change, in cells: FrameCells.Reader
    ) -> Bool {
      guard let run = held, run.row == change.row, run.end == change.column,
        change.columns == 1, change.isCut || FrameChanges.isBlank(cells, change.index),
        FrameChanges.sameStyle(cells, run.index, change.index)
      else { return false }
      held?.end += 1
      return true
    }

    /// Holds `change`, with none held, when it is a blank an erase can make.
    mutating func hold(_ change: FrameChanges.Change, in cells: FrameCells.Reader) -> Bool {
      guard held == nil, change.columns == 1,
        sequences.clearToEnd != nil || sequences.erase != nil,
        change.isCut || FrameChanges.isBlank(cells, change.index),
        FrameChanges.erases(cells, change.index, inColor: sequences.erasesInColor)
      else { return false }
      held = (change.row, change.column, change.column + 1, change.index)
      return true
    }

    /// Writes the blanks held, if any: an erase where it is shorter, else the blanks. An erase
    /// leaves the cursor where it was. On a screen `columns` wide whose `lastCell` may not be
    /// written, that cell is left out.
    mutating func writeHeld(
      in cells: FrameCells.Reader, columns: Int, lastCell: (row: Int, column: Int)
    ) {
      guard let run = held else { return }
      held = nil
      setStyle(of: run.index, in: cells)
      move(to: run.row, run.start)
      var count = run.end - run.start
      if run.end >= columns, count >= 2, let clearToEnd = sequences.clearToEnd {
        append(clearToEnd)
        return
      }
      if count >= ScreenWriter.erasedRun, let erase = sequences.erase {
        append(erase(count))
        return
      }
      if sequences.scrollsAtLastCell, run.row == lastCell.row, run.end > lastCell.column {
        count -= 1
      }
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
      advance(by: count, width: columns)
    }

    /// Ends the frame: no link open, attributes reset, the cursor at `parked`.
    mutating func finish(parked: (row: Int, column: Int)) {
      if link != nil { append(ControlSequence.hyperlinkEnd) }
      append(sequences.reset)
      cursor = nil
      move(to: parked.row, parked.column)
    }
  }

  /// Blanks in a run, short of a row's end, that go out as an erase (`ech`): fewer, and the
  /// erase and the move after it take more bytes than they do.
  static let erasedRun = 16

  /// The bytes that set a style from any other (a reset, then the style), for the styles used
  /// last.
  struct StyleBytes {
    /// A style and its bytes. A struct, not a tuple: a tuple's metadata is made at run time.
    private struct Kept {
      let style: Style
      let bytes: [UInt8]
    }
    private var kept: [Kept] = []
    private var next = 0
    /// Styles kept at most.
    static let limit = 32

    /// The bytes for `style`, made from `sequences` unless kept.
    mutating func bytes(for style: Style, with sequences: TerminalSequences) -> [UInt8] {
      if let found = kept.first(where: { $0.style == style }) { return found.bytes }
      let made = Array((sequences.reset + sequences.style(style)).utf8)
      if kept.count < Self.limit {
        kept.append(Kept(style: style, bytes: made))
      } else {
        kept[next] = Kept(style: style, bytes: made)
        next = (next + 1) % Self.limit
      }
      return made
    }

    mutating func removeAll() {
      kept.removeAll()
      next = 0
    }
  }
}
