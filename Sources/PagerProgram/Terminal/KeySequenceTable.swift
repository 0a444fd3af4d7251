import PagerKit

/// The key sequences the input decoder knows, sorted by their bytes: a whole sequence is found,
/// and bytes that begin a longer one are told, by a binary search, with nothing built per
/// prefix (a table of every start cost more at each start than all the keys of a session).
struct KeySequenceTable {
  /// Sorted by ``sequence``, one entry for each.
  private let entries: [(sequence: [UInt8], key: Key)]
  /// The longest sequence's length.
  let longest: Int

  /// The table of `pairs`, where a later pair wins over an earlier one of the same sequence.
  init(_ pairs: [(sequence: [UInt8], key: Key)]) {
    let sorted = pairs.indices.sorted { one, other in
      let first = pairs[one].sequence
      let second = pairs[other].sequence
      return first == second ? one < other : first.lexicographicallyPrecedes(second)
    }
    var entries: [(sequence: [UInt8], key: Key)] = []
    entries.reserveCapacity(sorted.count)
    for index in sorted {
      if entries.last?.sequence == pairs[index].sequence {
        entries[entries.count - 1] = pairs[index]
      } else {
        entries.append(pairs[index])
      }
    }
    self.entries = entries
    longest = entries.reduce(0) { max($0, $1.sequence.count) }
  }

  /// The key of the sequence that is `bytes`, if there is one.
  func key(of bytes: ArraySlice<UInt8>) -> Key? {
    let index = firstIndex(notBefore: bytes)
    guard index < entries.count, entries[index].sequence.elementsEqual(bytes) else { return nil }
    return entries[index].key
  }

  /// Whether a longer sequence begins with `bytes`.
  func hasLonger(startingWith bytes: [UInt8]) -> Bool {
    // Every sequence that begins with `bytes` sorts after it, the shortest of them first.
    var index = firstIndex(notBefore: bytes[...])
    if index < entries.count, entries[index].sequence == bytes { index += 1 }
    return index < entries.count && entries[index].sequence.starts(with: bytes)
  }

  /// The first entry whose sequence does not sort before `bytes`.
  private func firstIndex(notBefore bytes: ArraySlice<UInt8>) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].sequence.lexicographicallyPrecedes(bytes) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
