import PagerKit

/// The tabs in bar order, each by its ``TabID``: the one place that knows where a tab is. Order
/// is only for the bar and the digits; everything else holds ids and asks here, so nothing is
/// renumbered when tabs open, close or move, and a tab that is gone is at no position.
///
/// Ids are made in increasing serials, and tabs mostly come in runs of them (a stream's sections
/// by the thousand, files opened one after another), so the list is kept as runs of consecutive
/// serials: 100,000 sections cost one run, not an entry a tab. Every lookup goes through the
/// runs, of which there are as many as places where the order breaks.
package struct TabList: RandomAccessCollection, Sendable {
  /// Tabs whose serials follow one another in bar order.
  private struct Run: Sendable {
    var first: Int
    var count: Int
    var serials: Range<Int> { first..<first + count }
  }

  /// The runs in bar order, none empty.
  private var runs: [Run] = []
  /// Where each run starts in the bar, beside ``runs``.
  private var starts: [Int] = []
  /// The number of tabs.
  private var total = 0
  /// The serial the next id made gets.
  private var nextSerial = 0

  /// A list of `count` tabs, with ids numbered from 0 in order.
  package init(count: Int = 0) {
    insert(count: Swift.max(0, count), at: 0)
  }

  /// The first position, 0.
  package var startIndex: Int { 0 }
  /// The number of tabs.
  package var endIndex: Int { total }

  /// The id of the tab at `position`.
  package subscript(position: Int) -> TabID {
    precondition(position >= 0 && position < total, "no tab at \(position)")
    let run = runIndex(holding: position)
    return TabID(serial: runs[run].first + position - starts[run])
  }

  /// The id of the tab at `position`, or nil when there is none there.
  package func id(at position: Int) -> TabID? {
    position >= 0 && position < total ? self[position] : nil
  }

  /// Where tab `id` is now, or nil when it is gone (or was never in this list).
  package func position(of id: TabID) -> Int? {
    for (index, run) in runs.enumerated() where run.serials.contains(id.serial) {
      return starts[index] + id.serial - run.first
    }
    return nil
  }

  /// Whether tab `id` is still in the list.
  package func contains(_ id: TabID) -> Bool { position(of: id) != nil }

  /// Makes `count` new tabs before `position` (after the last when it is the count); returns
  /// where they went. The tabs from `position` on move `count` places on.
  @discardableResult
  package mutating func insert(count: Int, at position: Int) -> Range<Int> {
    let position = Swift.min(Swift.max(0, position), total)
    guard count > 0 else { return position..<position }
    place(Run(first: nextSerial, count: count), at: position)
    nextSerial += count
    return position..<position + count
  }

  /// Makes a new tab after the last; returns its id.
  @discardableResult
  package mutating func append() -> TabID {
    let position = insert(count: 1, at: total).lowerBound
    return self[position]
  }

  /// Removes the tab at `position`; returns its id. The tabs after it move one place back.
  @discardableResult
  package mutating func remove(at position: Int) -> TabID {
    let id = self[position]
    removeSubrange(position..<position + 1)
    return id
  }

  /// Removes the tabs at `range` at once; the tabs after them move back as many places.
  package mutating func removeSubrange(_ range: Range<Int>) {
    let range = range.clamped(to: 0..<total)
    guard !range.isEmpty else { return }
    var kept: [Run] = []
    for (index, run) in runs.enumerated() {
      let span = starts[index]..<starts[index] + run.count
      // The part of the run before the range, and the part after it.
      if span.lowerBound < range.lowerBound {
        kept.append(
          Run(
            first: run.first, count: Swift.min(span.upperBound, range.lowerBound) - span.lowerBound)
        )
      }
      if span.upperBound > range.upperBound {
        let from = Swift.max(span.lowerBound, range.upperBound)
        kept.append(Run(first: run.first + from - span.lowerBound, count: span.upperBound - from))
      }
    }
    runs = kept
    total -= range.count
    joinRuns()
  }

  /// Moves the tab at `source` to `destination` (a position in the list as it is after), keeping
  /// its id; the tabs between close up behind it.
  package mutating func move(from source: Int, to destination: Int) {
    guard source >= 0, source < total, destination >= 0, destination < total,
      source != destination
    else { return }
    let id = remove(at: source)
    place(Run(first: id.serial, count: 1), at: destination)
  }

  /// Puts the tabs of `run` before `position`.
  private mutating func place(_ run: Run, at position: Int) {
    if position == total {
      runs.append(run)
    } else {
      let index = runIndex(holding: position)
      let offset = position - starts[index]
      if offset == 0 {
        runs.insert(run, at: index)
      } else {
        // Inside a run: it splits around the new tabs.
        let old = runs[index]
        runs[index] = Run(first: old.first, count: offset)
        runs.insert(
          contentsOf: [run, Run(first: old.first + offset, count: old.count - offset)],
          at: index + 1)
      }
    }
    total += run.count
    joinRuns()
  }

  /// Joins runs whose serials follow one another, and works out where each starts.
  private mutating func joinRuns() {
    var joined: [Run] = []
    joined.reserveCapacity(runs.count)
    for run in runs where run.count > 0 {
      if let last = joined.last, last.first + last.count == run.first {
        joined[joined.count - 1].count += run.count
      } else {
        joined.append(run)
      }
    }
    runs = joined
    starts = []
    starts.reserveCapacity(runs.count)
    var start = 0
    for run in runs {
      starts.append(start)
      start += run.count
    }
  }

  /// The index of the run that holds `position`, which is in the list.
  private func runIndex(holding position: Int) -> Int {
    // The last run starting at or before `position`, found by halves.
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= position { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }
}
