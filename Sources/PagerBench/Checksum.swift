import PagerKit

/// A running sum over results the benchmarks produce, printed at the end so the optimizer cannot
/// drop the work that made them.
struct Checksum {
  private(set) var value: UInt64 = 0

  mutating func add(_ frame: Frame) {
    value &+= UInt64(frame.cells.count)
    // A cell in the pages' middle row changes as the pages slide.
    let cell = frame[frame.width / 2, frame.height / 2]
    value &+= UInt64(cell.width) &+ UInt64(cell.glyph.utf8.first ?? 0)
    value &+= UInt64(truncatingIfNeeded: cell.style.hashValue)
  }

  mutating func add(_ position: Double) {
    value &+= UInt64(truncatingIfNeeded: Int((position * 1_000).rounded()))
  }
}
