import PagerKit

/// The memory a frame's cells take: cells × the stride of one `Cell`. Glyphs of up to 15 UTF-8
/// bytes live inside Swift's `String` itself, so every glyph the presets draw adds nothing more.
enum FrameMemory {
  static func line(columns: Int, rows: Int) -> String {
    let cells = columns * rows
    let stride = MemoryLayout<Cell>.stride
    let bytes = cells * stride
    let kib = Figure.oneDecimal(Double(bytes) / 1_024)
    return "frame memory \(columns)x\(rows): \(kib) KiB (\(cells) cells × \(stride) B per Cell)"
  }
}
