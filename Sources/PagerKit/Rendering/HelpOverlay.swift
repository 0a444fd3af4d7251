/// A framed box of help lines centred over the screen, cut to fit any size.
struct HelpOverlay {
  let lines: [String]
  let style: Style

  func draw(into frame: inout Frame) {
    guard frame.width >= 3, frame.height >= 3 else { return }
    let widest = lines.map { ColumnWidth.of($0) }.max() ?? 0
    let width = min(frame.width, widest + 4)
    let height = min(frame.height, lines.count + 2)
    let left = (frame.width - width) / 2
    let top = (frame.height - height) / 2
    frame.fill(columns: left..<left + width, rows: top..<top + height, style: style)
    let inner = String(repeating: "─", count: width - 2)
    frame.write("┌" + inner + "┐", column: left, row: top, style: style)
    frame.write("└" + inner + "┘", column: left, row: top + height - 1, style: style)
    for row in top + 1..<top + height - 1 {
      frame.write("│", column: left, row: row, style: style)
      frame.write("│", column: left + width - 1, row: row, style: style)
    }
    for (line, row) in zip(lines, top + 1..<top + height - 1) {
      frame.write(
        TextFit.truncate(line, toColumns: width - 4), column: left + 2, row: row, style: style)
    }
  }
}
