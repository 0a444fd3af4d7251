import PagerKit
import PagerReader

/// The time to compose one frame (`PagerView.render`) of a preset at one size.
struct ComposeBenchmark {
  let view: PagerView
  let size: Size
  let runs: Int

  /// The menu screen moving from tab 0 to tab 3, started at time 0 with the default duration.
  func movingScreen() -> PagerScreen {
    var screen = try! PagerScreen(preset: .menu, size: size)
    screen.update(.pager(.jump(to: 3)), at: .zero)
    return screen
  }

  /// Instants inside the 250 ms slide, cycled through by the mid-transition runs.
  static let motionTimes: [Instant] = stride(from: 10.0, to: Pager.defaultAnimationDuration, by: 10)
    .map { Instant(milliseconds: $0) }

  /// After the slide: the pager rests on tab 3.
  static let settledTime = Instant(milliseconds: 10_000)

  func settled(_ checksum: inout Checksum) -> Samples {
    measure(&checksum) { _ in Self.settledTime }
  }

  func midTransition(_ checksum: inout Checksum) -> Samples {
    measure(&checksum) { run in Self.motionTimes[run % Self.motionTimes.count] }
  }

  private func measure(_ checksum: inout Checksum, time: (Int) -> Instant) -> Samples {
    let screen = movingScreen()
    for run in 0..<max(10, runs / 10) {
      checksum.add(view.render(screen, at: time(run)))
    }
    var samples = Samples()
    for run in 0..<runs {
      let now = time(run)
      let start = MonotonicClock.nanoseconds()
      let frame = view.render(screen, at: now)
      let end = MonotonicClock.nanoseconds()
      checksum.add(frame)
      samples.add(Double(end - start))
    }
    return samples
  }
}
