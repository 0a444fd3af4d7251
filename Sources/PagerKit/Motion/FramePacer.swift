/// When the frames of a motion are drawn, and which instant each shows: a run loop's pace at
/// 60 frames a second, kept on deadlines rather than on waits after each frame.
///
/// - Frames fall due at `origin + k·interval`, whatever drawing took; a deadline already passed
///   when a frame is done is skipped, never queued.
/// - A frame shows the instant of the deadline after its own, when it has reached the eye. So the
///   frame drawn for a key (the origin) is already one frame along, and a motion of `duration`
///   lands on its target in the frame due at `origin + duration − interval`: a 250 ms slide
///   draws 15 distinct frames, the last exactly on the target.
public struct FramePacer: Hashable, Sendable {
  /// Milliseconds between frames: 60 a second.
  public static let interval = 1000.0 / 60
  /// How many milliseconds before a deadline count as at it: a clock that wakes a hair early
  /// (or a sum of floating-point waits) still draws that deadline's frame, not the one before.
  public static let tolerance = 0.01

  /// When the pace began: the key, click or tick that set something moving.
  public let origin: Instant

  /// A pace with a frame due at `origin`.
  public init(origin: Instant) {
    self.origin = origin
  }

  /// The number of the last deadline at or before `now` (0 before the origin).
  private func frame(at now: Instant) -> Int {
    let elapsed = now.milliseconds - origin.milliseconds
    return max(0, Int(((elapsed + Self.tolerance) / Self.interval).rounded(.down)))
  }

  /// The instant a frame drawn at `now` shows: one interval past the last deadline, which is
  /// the next deadline.
  public func shownInstant(at now: Instant) -> Instant {
    nextDeadline(after: now)
  }

  /// The next deadline after `now`: the moment to draw the next frame.
  public func nextDeadline(after now: Instant) -> Instant {
    origin.advanced(by: Double(frame(at: now) + 1) * Self.interval)
  }
}
