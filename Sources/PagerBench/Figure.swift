import PagerKit
import PagerReader

/// Prints benchmark figures as one readable line each, without Foundation's `String(format:)`.
enum Figure {
  /// `value` with one digit after the point, e.g. `41.2`.
  static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  /// `compose frame 100x30 settled: median 41.2 µs (p90 45.0 µs, 2000 runs)`.
  static func timing(
    _ name: String, _ samples: Samples, unit: Unit, runs: String? = nil
  ) -> String {
    let median = oneDecimal(samples.median / unit.scale)
    let p90 = oneDecimal(samples.percentile(90) / unit.scale)
    let runs = runs ?? "\(samples.count) runs"
    return "\(name): median \(median) \(unit.symbol) (p90 \(p90) \(unit.symbol), \(runs))"
  }

  enum Unit {
    case nanoseconds
    case microseconds

    var scale: Double { self == .nanoseconds ? 1 : 1_000 }
    var symbol: String { self == .nanoseconds ? "ns" : "µs" }
  }
}

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
