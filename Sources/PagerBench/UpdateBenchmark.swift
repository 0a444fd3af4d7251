import PagerKit
import PagerReader

/// The time for one `Pager.update`, measured over batches so the clock's own cost vanishes.
struct UpdateBenchmark {
  let batches: Int
  let updatesPerBatch: Int

  /// A kind of update to time: how the pager starts, which event comes at update `i`, and how far
  /// the clock moves between updates.
  struct Scenario: Sendable {
    let name: String
    let startIndex: Int
    let millisecondsPerUpdate: Double
    let event: @Sendable (Int) -> PagerEvent
  }

  static let scenarios: [Scenario] = [
    // 1 ms apart, so every key lands mid-slide and retargets with the current velocity.
    Scenario(
      name: ".next/.previous alternating, mid-motion", startIndex: 1, millisecondsPerUpdate: 1
    ) { $0 & 1 == 0 ? .next : .previous },
    // 1 s apart, so each key starts from rest.
    Scenario(
      name: ".next/.previous alternating, from rest", startIndex: 1, millisecondsPerUpdate: 1_000
    ) { $0 & 1 == 0 ? .next : .previous },
    Scenario(
      name: ".jump(to:) cycling 0...3, mid-motion", startIndex: 0, millisecondsPerUpdate: 1
    ) { .jump(to: ($0 + 1) & 3) },
    // A key every 64 updates keeps a motion running for the ticks between.
    Scenario(name: ".tick while moving", startIndex: 0, millisecondsPerUpdate: 1) {
      $0 & 63 == 0 ? .jump(to: ($0 >> 6) & 1 == 0 ? 3 : 0) : .tick
    },
    Scenario(name: ".tick at rest", startIndex: 0, millisecondsPerUpdate: 1) { _ in .tick },
  ]

  func run(_ scenario: Scenario, _ checksum: inout Checksum) -> Samples {
    let events = (0..<updatesPerBatch).map(scenario.event)
    var clock = 0.0
    var samples = Samples()
    for batch in -max(1, batches / 10)..<batches {
      var pager = try! Pager(tabCount: Preset.menu.tabs.count, startIndex: scenario.startIndex)
      let start = MonotonicClock.nanoseconds()
      for event in events {
        clock += scenario.millisecondsPerUpdate
        pager.update(event, at: Instant(milliseconds: clock))
      }
      let end = MonotonicClock.nanoseconds()
      checksum.add(pager.position(at: Instant(milliseconds: clock)))
      if batch >= 0 { samples.add(Double(end - start) / Double(updatesPerBatch)) }
    }
    return samples
  }
}
