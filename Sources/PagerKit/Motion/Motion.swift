/// One animated change of the page position: from where it was to a target, over a duration,
/// with an ease-out curve that ends exactly on the target.
///
/// The curve is the cubic Hermite `x(s) = m·s + (3 − 2m − a)·s² + (m + a − 2)·s³` in normalised
/// time `s`: it leaves with slope `m` and lands with slope `a`. `m = 3` starts from rest as a
/// strong ease-out; a retarget passes the current velocity as `m`, clamped to 0…3, where the
/// curve is monotonic and never overshoots. It lands with a little speed (`a` = 0.3) rather than
/// at rest: a curve that lands at rest spends its last frames under half a cell from the target,
/// where a terminal shows nothing move, and a 250 ms slide would show 13 frames, not 15.
public struct Motion: Hashable, Sendable {
  /// Position when the motion began.
  public let origin: Double
  /// Position it ends on.
  public let target: Double
  /// When it began.
  public let start: Instant
  /// How long it lasts, in milliseconds (always > 0).
  public let duration: Double
  /// Normalised slope at the start: 3 from rest, the carried velocity on a retarget.
  public let initialSlope: Double

  /// The slope of the ease-out when starting from rest.
  public static let restingSlope = 3.0
  /// The slope the curve lands with: 0.3 of the motion's mean speed.
  public static let arrivalSlope = 0.3

  /// A motion from `origin` to `target` starting at `start`, leaving with `velocity` (position
  /// units per millisecond; `nil` means from rest).
  public init(
    from origin: Double, to target: Double, at start: Instant, duration: Double,
    velocity: Double? = nil
  ) {
    self.origin = origin
    self.target = target
    self.start = start
    self.duration = max(duration, .leastNonzeroMagnitude)
    let distance = target - origin
    if let velocity, distance != 0 {
      initialSlope = min(Self.restingSlope, max(0, velocity * self.duration / distance))
    } else {
      initialSlope = Self.restingSlope
    }
  }

  /// Progress along the curve, 0…1, for normalised time `s` (clamped to 0…1).
  public static func easeOut(_ s: Double, initialSlope m: Double = restingSlope) -> Double {
    if s >= 1 { return 1 }
    let s = max(0, s)
    let a = arrivalSlope
    return ((m + a - 2) * s + (3 - 2 * m - a)) * s * s + m * s
  }

  /// The slope of ``easeOut(_:initialSlope:)`` at normalised time `s` (0…1).
  static func easeOutSlope(_ s: Double, initialSlope m: Double) -> Double {
    let a = arrivalSlope
    return m + 2 * (3 - 2 * m - a) * s + 3 * (m + a - 2) * s * s
  }

  /// The position at `now`: exactly `target` once the duration has passed.
  public func position(at now: Instant) -> Double {
    let s = (now.milliseconds - start.milliseconds) / duration
    if s >= 1 { return target }
    if s <= 0 { return origin }
    return origin + (target - origin) * Self.easeOut(s, initialSlope: initialSlope)
  }

  /// Velocity at `now` in position units per millisecond; 0 before the start and after the end.
  public func velocity(at now: Instant) -> Double {
    let s = (now.milliseconds - start.milliseconds) / duration
    guard s > 0, s < 1 else { return 0 }
    return (target - origin) * Self.easeOutSlope(s, initialSlope: initialSlope) / duration
  }

  /// Whether the motion has reached its target at `now`.
  public func isFinished(at now: Instant) -> Bool {
    now.milliseconds - start.milliseconds >= duration
  }
}

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

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.milliseconds < rhs.milliseconds }

  /// The instant `milliseconds` later.
  public func advanced(by milliseconds: Double) -> Instant {
    Instant(milliseconds: self.milliseconds + milliseconds)
  }
}
