import PagerKit
import PagerReader

/// A page the dashboard draws itself: a bar a reading, newest first.
final class Gauge: TextDocument {
  var readings: [Int] = []
  var lineCount: Int { readings.count }
  var isComplete: Bool { true }
  func prepareLines(through index: Int) -> Int { lineCount }
  func line(_ index: Int) -> [UInt8] {
    let filled = readings[index] / 5
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
    return Array("\(bar) \(readings[index])%".utf8)
  }
}

/// Three tabs of gauges in PagerKit's pager, and the keys it takes.
struct Dashboard {
  let gauges = [Gauge(), Gauge(), Gauge()]
  var screen: PagerScreen
  let view: PagerView

  init(size: Size) throws {
    let preset = Preset.documents(titled: ["CPU", "Memory", "Disk"])
    screen = try PagerScreen(preset: preset, size: size, documents: gauges)
    view = PagerView(theme: Theme(preset: preset, depth: .palette256))
  }

  /// A made-up reading on every gauge, one a second.
  mutating func record(at now: Instant) {
    let tick = gauges[0].readings.count
    for (tab, gauge) in gauges.enumerated() {
      gauge.readings.insert((tick * 37 + tab * 29) % 101, at: 0)
      screen.update(.contentChanged(tab: tab), at: now)
    }
  }

  /// Takes a key: `l` and `h` (or the last byte of → and ←) change tabs; false for `q`.
  mutating func press(_ key: Character, at now: Instant) -> Bool {
    switch key {
    case "l", "C": screen.update(.pager(.next), at: now)
    case "h", "D": screen.update(.pager(.previous), at: now)
    default: return key != "q"
    }
    return true
  }
}
