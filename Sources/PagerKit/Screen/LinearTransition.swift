/// A value moving at constant speed from one number to another, as the floating bar slides.
public struct LinearTransition: Hashable, Sendable {
  /// The value at the start.
  public let from: Double
  /// The value at the end.
  public let to: Double
  /// When it starts.
  public let start: Instant
  /// How long it takes, in milliseconds (0: at once).
  public let duration: Double

  /// The value at `now`, exactly `to` from the end on.
  public func value(at now: Instant) -> Double {
    guard duration > 0 else { return to }
    let s = (now.milliseconds - start.milliseconds) / duration
    if s >= 1 { return to }
    if s <= 0 { return from }
    return from + (to - from) * s
  }

  /// Whether it has reached `to` at `now`.
  public func isFinished(at now: Instant) -> Bool {
    duration <= 0 || now.milliseconds - start.milliseconds >= duration
  }
}
