/// Where a tab character moves the text on to: less's `-x`.
///
/// One number N puts a stop at every multiple of N; several (`-x9,17`) put stops there and then
/// on at the spacing of the last two (25, 33, …), as less does.
struct TabStops: Equatable, Sendable {
  /// The columns of the stops given, counted from 0, each past the one before; never empty.
  let stops: [Int]

  /// Every 8 columns, as terminals and less have it.
  static let standard = TabStops(validStops: [8])

  /// The most columns apart two stops may be, as less allows.
  static let widest = 32

  /// The stops `stops` says, or nil when they are none, not each past the one before, or wider
  /// apart than ``widest``.
  init?(_ stops: [Int]) {
    guard let first = stops.first, first >= 1, first <= Self.widest else { return nil }
    for (before, after) in zip(stops, stops.dropFirst())
    where after <= before || after - before > Self.widest {
      return nil
    }
    self.stops = stops
  }

  private init(validStops: [Int]) { stops = validStops }

  /// The column a tab at `column` (from 0) moves the text on to: the first stop past it.
  func stop(after column: Int) -> Int {
    if let stop = stops.first(where: { $0 > column }) { return stop }
    let last = stops[stops.count - 1]
    let spacing = stops.count > 1 ? last - stops[stops.count - 2] : last
    return last + ((column - last) / spacing + 1) * spacing
  }
}
