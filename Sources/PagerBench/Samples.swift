/// Timings of many runs of one thing, in nanoseconds each.
struct Samples {
  private(set) var nanoseconds: [Double] = []

  mutating func add(_ value: Double) { nanoseconds.append(value) }

  var count: Int { nanoseconds.count }

  /// The middle value (the mean of the two middle ones for an even count).
  var median: Double { percentile(50) }

  /// The value below which `percent` % of the runs fall (nearest rank).
  func percentile(_ percent: Double) -> Double {
    let sorted = nanoseconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    if percent == 50, sorted.count % 2 == 0 {
      return (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
  }
}
