/// What to write to a terminal so that it shows each new frame: the cells that changed since the
/// frame written before, and nothing else. A program with no terminal library draws with it.
///
/// The text moves the cursor (`ESC [ row ; column H`) to each run of changed cells and writes
/// them with their styles, links included (see ``Frame/ansiText(separator:)``); it ends in the
/// terminal's own style, so nothing leaks into what the program writes next. Runs a few cells
/// apart are joined: writing a cell again is shorter than moving past it.
public struct FrameWriter: Sendable {
  /// What the terminal shows, as far as this writer knows: nil before the first frame and after
  /// ``forget()``.
  public private(set) var shown: Frame?

  /// A writer for a terminal whose screen it does not know yet.
  public init() {}

  /// The text that turns the terminal's screen into `frame`. The first frame, one of another
  /// size, and the first after ``forget()`` are written whole, after clearing the screen.
  public mutating func text(for frame: Frame) -> String {
    var text = ""
    let previous = shown.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    if previous == nil { text += "\u{1B}[0m\u{1B}[H\u{1B}[2J" }
    var style = Style.plain
    for row in 0..<frame.height {
      for run in Self.changedRuns(in: row, of: frame, since: previous) {
        text += "\u{1B}[\(row + 1);\(run.lowerBound + 1)H"
        for column in run {
          let cell = frame[column, row]
          guard !cell.glyph.isEmpty else { continue }
          style.change(to: cell.style, in: &text)
          text += cell.glyph
        }
      }
    }
    style.change(to: .plain, in: &text)
    shown = frame
    return text
  }

  /// Forgets what the terminal shows (after something else wrote to it, or it was resumed):
  /// the next frame is written whole.
  public mutating func forget() {
    shown = nil
  }

  /// Cells the cursor would rather write again than move past.
  static let joinGap = 4

  /// The columns of `row` to write: each run starts on a glyph's first cell and ends past its
  /// last, so a wide glyph is never written in half.
  static func changedRuns(in row: Int, of frame: Frame, since previous: Frame?) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var column = 0
    while column < frame.width {
      guard previous.map({ $0[column, row] != frame[column, row] }) ?? true else {
        column += 1
        continue
      }
      var start = column
      while start > 0, frame[start, row].isContinuation { start -= 1 }
      var end = column + 1
      while end < frame.width, frame[end, row].isContinuation { end += 1 }
      if let last = runs.last, start - last.upperBound <= joinGap {
        runs[runs.count - 1] = last.lowerBound..<max(end, last.upperBound)
      } else {
        runs.append(start..<end)
      }
      column = end
    }
    return runs
  }
}
