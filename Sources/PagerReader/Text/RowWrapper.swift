import PagerKit

/// Cuts a stream of cells into wrapped rows as ``DisplayLine/rowRanges(width:atWords:)`` cuts a
/// whole line: at most `width` cells a row, and a wide glyph that would straddle a row's end
/// starts the next row (on a 1-column page the row takes it whole). `atWords`, a row that would
/// cut a word ends after the last space on it (past its first cell), the word moving on to the
/// next row. Keeps the rows from `first` on.
struct RowWrapper {
  /// Where wrapping has got, all a ``LongLineLayout`` checkpoint needs to go on from there.
  struct Place: Sendable {
    /// The row the next cell goes on.
    var row = 0
    /// Cells on that row so far.
    var column = 0
    /// At words, the cells of the row up to its last space past its first cell: where it ends
    /// if a word would be cut.
    var lastBreak: Int?
    /// At words, whether the last cell was a space.
    var afterSpace = false
  }

  let width: Int
  /// Whether rows end at spaces rather than inside a word.
  let atWords: Bool
  private(set) var place: Place
  /// The row the next cell goes on.
  var row: Int { place.row }
  /// Cells on that row so far, those before the stream started included.
  var column: Int { place.column }
  /// The line's column the next cell is at, and the one its row started at.
  private(set) var next: Int
  private(set) var rowStart: Int
  /// The first row to keep.
  let first: Int
  /// The finished rows kept, from `first` on.
  private(set) var rows: [[Cell]] = []
  private var current: [Cell] = []

  /// Continues a line at `place`, the next cell being the line's column `column`.
  init(width: Int, place: Place, column: Int = 0, first: Int, atWords: Bool = false) {
    self.width = max(1, width)
    self.place = place
    self.first = first
    self.atWords = atWords
    next = column
    rowStart = column - place.column
  }

  /// Continues a line whose next cell goes at `column` of `row`, wrapping anywhere.
  init(width: Int, row: Int, column: Int, first: Int) {
    self.init(width: width, place: Place(row: row, column: column), first: first)
  }

  mutating func push(_ cell: Cell) {
    if place.column >= width {
      if let keep = wordBreak(before: cell.glyph == " ") {
        // The word moves on: the cells after the row's last space start the next row.
        let tail = Array(current.suffix(min(place.column - keep, current.count)))
        current.removeLast(tail.count)
        let moved = place.column - keep
        finishRow()
        current = tail
        place.column = moved
        rowStart = next - moved
      } else if cell.isContinuation, place.column == width, let wide = current.last {
        if width > 1 {
          current.removeLast()
          finishRow()
          current = [wide]
          place.column = 1
          rowStart = next - 1
        }
        append(cell)
        return
      } else {
        finishRow()
      }
    }
    append(cell)
  }

  private mutating func append(_ cell: Cell) {
    current.append(cell)
    counted(isSpace: cell.glyph == " ")
  }

  /// Notes a cell put on the row.
  private mutating func counted(isSpace: Bool) {
    place.column += 1
    next += 1
    guard atWords else { return }
    place.afterSpace = isSpace
    if isSpace && place.column >= 2 { place.lastBreak = place.column }
  }

  /// Where a full row ends, at words, when the next cell (a space or not) would cut a word: after
  /// its last space past its first cell. Nil to cut at the width.
  private func wordBreak(before isSpace: Bool) -> Int? {
    guard atWords, !isSpace, !place.afterSpace, let keep = place.lastBreak, keep < place.column
    else { return nil }
    return keep
  }

  /// Goes past the cells of `bytes`, plain ASCII (a cell a byte), without keeping them: only to
  /// count rows. Wrapping anywhere they are only counted; at words, each is looked at for a space.
  mutating func skip(_ bytes: some Collection<UInt8>) {
    guard atWords else { return skip(bytes.count) }
    for byte in bytes {
      let isSpace = byte == 0x20
      if place.column >= width {
        if let keep = wordBreak(before: isSpace) {
          let moved = place.column - keep
          finishRow()
          place.column = moved
          rowStart = next - moved
        } else {
          finishRow()
        }
      }
      counted(isSpace: isSpace)
    }
    current = []
  }

  /// Goes past `count` cells of width 1 without keeping them (only to count rows).
  mutating func skip(_ count: Int) {
    var left = count
    while left > 0 {
      if place.column >= width { finishRow() }
      let step = min(width - place.column, left)
      place.column += step
      next += step
      left -= step
    }
    current = []
  }

  /// Ends the row being filled (at the end of the line).
  mutating func finishRow() {
    if place.row >= first { rows.append(current) }
    place = Place(row: place.row + 1)
    rowStart = next
    current = []
  }
}
