import PagerKit

/// A framed box of help lines centred over the screen, cut to fit any size. Where the lines do
/// not all fit, the box takes the screen's height, shows them from ``top`` and says on its last
/// row where it is and how to scroll.
struct HelpOverlay {
  let lines: [String]
  let style: Style
  /// The first line shown, where not all fit.
  var top = 0

  /// Whether all `lines` fit a screen `height` rows high, a row of frame above and below.
  static func fits(lines: Int, height: Int) -> Bool { lines + 2 <= height }

  /// Lines shown at once where not all fit: the rows inside the frame but the last, which says
  /// where the box is.
  static func shownLines(height: Int) -> Int { max(1, height - 3) }

  /// The largest ``top``: the last line on the last row of text; 0 where all fit.
  static func lastTop(lines: Int, height: Int) -> Int {
    fits(lines: lines, height: height) ? 0 : max(0, lines - shownLines(height: height))
  }

  /// ``top`` after `amount` from `top`, for `lines` lines on a screen `height` rows high:
  /// lines, screens (a screen less a line, so one stays in view), or an end.
  static func scrolled(
    _ top: Int, by amount: ScrollAmount, lines: Int, height: Int
  ) -> Int {
    let page = max(1, shownLines(height: height) - 1)
    let target =
      switch amount {
      case .lines(let count), .linesPastEnd(let count): top + count
      case .pages(let count), .pagesPastEnd(let count): top + count * page
      case .halfPages(let count): top + count * max(1, page / 2)
      case .top: 0
      case .bottom: Int.max / 2
      default: top
      }
    return min(lastTop(lines: lines, height: height), max(0, target))
  }

  /// The last row of a box that does not show every line: how to see more, and which lines
  /// show.
  static func position(top: Int, shown: Int, of count: Int) -> String {
    let last = min(count, top + shown)
    let range = "lines \(top + 1)–\(last) of \(count)"
    if top == 0 { return "more below · Space · " + range }
    if last >= count { return "end · b back, g top · " + range }
    return "more below · Space, b back · " + range
  }

  func draw(into frame: inout Frame) {
    guard frame.width >= 3, frame.height >= 3 else { return }
    let fits = Self.fits(lines: lines.count, height: frame.height)
    let top = fits ? 0 : min(self.top, Self.lastTop(lines: lines.count, height: frame.height))
    let shown =
      fits
      ? lines : Array(lines[top..<min(lines.count, top + Self.shownLines(height: frame.height))])
    let position = fits ? nil : Self.position(top: top, shown: shown.count, of: lines.count)
    // Wide enough for the row that says where the box is, too.
    let widest = (lines + (position.map { [$0] } ?? [])).map { ColumnWidth.of($0) }.max() ?? 0
    let width = min(frame.width, widest + 4)
    let height = min(frame.height, lines.count + 2)
    let left = (frame.width - width) / 2
    let boxTop = (frame.height - height) / 2
    frame.fill(columns: left..<left + width, rows: boxTop..<boxTop + height, style: style)
    let inner = String(repeating: "─", count: width - 2)
    frame.write("┌" + inner + "┐", column: left, row: boxTop, style: style)
    frame.write("└" + inner + "┘", column: left, row: boxTop + height - 1, style: style)
    for row in boxTop + 1..<boxTop + height - 1 {
      frame.write("│", column: left, row: row, style: style)
      frame.write("│", column: left + width - 1, row: row, style: style)
    }
    let texts = shown + (position.map { [$0] } ?? [])
    for (line, row) in zip(texts, boxTop + 1..<boxTop + height - 1) {
      frame.write(
        TextFit.truncate(line, toColumns: width - 4), column: left + 2, row: row, style: style)
    }
  }
}
