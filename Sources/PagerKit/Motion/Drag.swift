/// A horizontal drag of the pages with the pointer: where it started and how it has moved.
public struct Drag: Hashable, Sendable {
  /// The pointer column where the drag began.
  public let startColumn: Int
  /// The raw page position when the drag began.
  public let startPosition: Double
  /// Columns per page: the page area's width.
  public let pageWidth: Int
  /// The raw page position now.
  public internal(set) var position: Double
  private var samples: [Sample] = []

  private struct Sample: Hashable, Sendable {
    var time: Instant
    var position: Double
  }

  /// How far back the release velocity looks, in milliseconds.
  static let velocityWindow = 100.0

  init(column: Int, position: Double, pageWidth: Int, at now: Instant) {
    startColumn = column
    startPosition = position
    self.pageWidth = max(1, pageWidth)
    self.position = position
    samples = [Sample(time: now, position: position)]
  }

  /// The position the pointer at `column` asks for: dragging left shows the next page.
  func position(forColumn column: Int) -> Double {
    startPosition - Double(column - startColumn) / Double(pageWidth)
  }

  mutating func record(_ position: Double, at now: Instant) {
    self.position = position
    samples.append(Sample(time: now, position: position))
    samples.removeAll { now.milliseconds - $0.time.milliseconds > Self.velocityWindow }
  }

  /// The position's velocity over the last ``velocityWindow`` milliseconds, in pages per
  /// millisecond; 0 when the pointer rested that long.
  func velocity(at now: Instant) -> Double {
    let recent = samples.filter { now.milliseconds - $0.time.milliseconds <= Self.velocityWindow }
    guard let first = recent.first, let last = recent.last else { return 0 }
    let elapsed = max(last.time.milliseconds - first.time.milliseconds, 1)
    return (last.position - first.position) / elapsed
  }
}
