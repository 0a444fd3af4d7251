import PagerKit

/// Three tabs of gauges on a screen the dashboard lays out itself: PagerKit's tab bar in the
/// top left, a count of readings beside it, the gauges sliding with the pager below, and a
/// status line. PagerKit gives the position, the bar and the keys; the rest is the dashboard's.
struct Dashboard {
  static let titles = ["CPU", "Memory", "Disk"]
  /// Each gauge's readings, newest first.
  var readings: [[Int]] = Array(repeating: [], count: titles.count)
  var pager: Pager
  var size: Size
  let tabs: [Tab]
  let theme: Theme
  let bar: TabBar
  var keys = KeyDecoder()

  init(size: Size) throws {
    let preset = Preset.documents(titled: Self.titles)
    pager = try Pager(tabCount: Self.titles.count)
    self.size = size
    tabs = preset.tabs
    theme = Theme(preset: preset, depth: .palette256)
    bar = TabBar(theme: theme, indicator: .line, itemContent: .title)
  }

  /// A made-up reading on every gauge, one a second.
  mutating func record(at now: Instant) {
    let tick = readings[0].count
    for gauge in readings.indices {
      readings[gauge].insert((tick * 37 + gauge * 29) % 101, at: 0)
    }
  }

  /// Takes the bytes of keys: → or `l` and ← or `h` change tabs, `1`–`3` go to one; false once
  /// `q` is pressed.
  mutating func press(_ bytes: [UInt8], at now: Instant) -> Bool {
    for press in keys.decode(bytes) {
      switch press.key {
      case .right, .character("l"): pager.update(.next, at: now)
      case .left, .character("h"): pager.update(.previous, at: now)
      case .character("q"): return false
      case .character(let typed):
        guard let number = typed.wholeNumberValue, (1...Self.titles.count).contains(number)
        else { break }
        pager.update(.jump(to: number - 1), at: now)
      default: break
      }
    }
    return true
  }

  /// The screen at `now`.
  func render(at now: Instant) -> Frame {
    var frame = Frame(width: size.columns, height: size.rows, style: theme.bar)
    let count = " \(readings[0].count) readings "
    let barEnd = max(0, size.columns - ColumnWidth.of(count))
    bar.draw(
      tabs, pager: pager, at: now, into: &frame, columns: 0..<barEnd, row: 0, indicatorRow: 1,
      naturalWidths: true)
    frame.write(count, column: barEnd, row: 0, style: theme.title)
    drawGauges(into: &frame, rows: 2..<max(2, size.rows - 1), at: now)
    let title = Self.titles[pager.mostVisibleIndex(at: now)]
    let place = "\(pager.selectedIndex + 1)/\(Self.titles.count)"
    frame.fill(columns: 0..<size.columns, rows: size.rows - 1..<size.rows, style: theme.title)
    frame.write(title, column: 0, row: size.rows - 1, style: theme.title)
    frame.write(
      place, column: size.columns - ColumnWidth.of(place), row: size.rows - 1, style: theme.title)
    return frame
  }

  /// Each gauge's page at its place in the slide: page `p` starts `(p − position) × width`
  /// columns from the left.
  private func drawGauges(into frame: inout Frame, rows: Range<Int>, at now: Instant) {
    let position = pager.position(at: now)
    for page in readings.indices {
      let offset = Int(((Double(page) - position) * Double(size.columns)).rounded())
      guard offset > -size.columns, offset < size.columns else { continue }
      let style = theme.pages[page % theme.pages.count]
      frame.fill(columns: offset..<offset + size.columns, rows: rows, style: style)
      for (row, reading) in zip(rows, readings[page]) {
        let filled = reading / 5
        let gauge =
          String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
        frame.write("\(gauge) \(reading)%", column: offset, row: row, style: style)
      }
    }
  }
}
