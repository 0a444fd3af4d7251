/// A moment on a monotonic clock, in milliseconds from an arbitrary origin.
///
/// PagerKit never reads a clock: every update takes the current instant as an argument, so
/// motion is exactly reproducible in tests.
public struct Instant: Comparable, Hashable, Sendable {
  /// Milliseconds since the clock's origin.
  public var milliseconds: Double

  /// Makes an instant `milliseconds` after the clock's origin.
  public init(milliseconds: Double) { self.milliseconds = milliseconds }

  /// The clock's origin.
  public static let zero = Instant(milliseconds: 0)

  public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.milliseconds < rhs.milliseconds }

  /// The instant `milliseconds` later.
  public func advanced(by milliseconds: Double) -> Instant {
    Instant(milliseconds: self.milliseconds + milliseconds)
  }
}
