/// A floating bar's slide out of view and back: it hides while content scrolls down and shows
/// again when content scrolls up or the page changes, at constant speed from wherever it is.
package struct FloatingBar: Hashable, Sendable {
  /// How long the bar takes to slide fully out of view or back, in milliseconds.
  package let slideDuration: Double
  /// 0 when the bar is shown, 1 when hidden.
  private var slide = LinearTransition(from: 0, to: 0, start: .zero, duration: 0)

  /// A shown bar that slides in `slideDuration` milliseconds (negative counts as 0: at once).
  package init(slideDuration: Double) {
    self.slideDuration = max(0, slideDuration)
  }

  /// How far the bar has slid out of view at `now`: 0 shown … 1 hidden.
  package func hiddenFraction(at now: Instant) -> Double { slide.value(at: now) }

  /// Rows the bar has moved down at `now`, when it moves `hiddenDrop` rows to be out of view.
  package func drop(at now: Instant, hiddenDrop: Int) -> Int {
    Int((hiddenFraction(at: now) * Double(hiddenDrop)).rounded())
  }

  /// Whether the bar is still sliding at `now`.
  package func isSliding(at now: Instant) -> Bool { !slide.isFinished(at: now) }

  /// Starts the bar sliding out of view or back, at constant speed from where it is.
  package mutating func slide(hidden: Bool, at now: Instant) {
    let goal: Double = hidden ? 1 : 0
    guard slide.to != goal else { return }
    let current = slide.value(at: now)
    slide = LinearTransition(
      from: current, to: goal, start: now, duration: slideDuration * abs(goal - current))
  }
}

/// A value moving at constant speed from one number to another.
private struct LinearTransition: Hashable, Sendable {
  let from: Double
  let to: Double
  let start: Instant
  /// How long it takes, in milliseconds (0: at once).
  let duration: Double

  /// The value at `now`, exactly `to` from the end on.
  func value(at now: Instant) -> Double {
    guard duration > 0 else { return to }
    let s = (now.milliseconds - start.milliseconds) / duration
    if s >= 1 { return to }
    if s <= 0 { return from }
    return from + (to - from) * s
  }

  func isFinished(at now: Instant) -> Bool {
    duration <= 0 || now.milliseconds - start.milliseconds >= duration
  }
}
