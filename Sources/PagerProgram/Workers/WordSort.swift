/// An in-place sort of words with the rows they belong to, by word and then by row: rows of
/// equal words keep their order, whatever the sort does, and nothing is allocated, so that ten
/// million rows sort in the memory their words already take.
enum WordSort {
  /// Sorts `range` of `keys`, moving `rows` alongside, by (key, row).
  static func sort(
    keys: UnsafeMutableBufferPointer<UInt64>, rows: UnsafeMutableBufferPointer<UInt32>,
    in range: Range<Int>
  ) {
    var low = range.lowerBound
    var high = range.upperBound - 1
    // Quicksort with the median of three, the smaller side first and the larger by looping, so
    // that the stack stays shallow.
    while high - low > 16 {
      let middle = low + (high - low) / 2
      if precedes(keys, rows, middle, low) { swap(keys, rows, middle, low) }
      if precedes(keys, rows, high, low) { swap(keys, rows, high, low) }
      if precedes(keys, rows, high, middle) { swap(keys, rows, high, middle) }
      let pivotKey = keys[middle]
      let pivotRow = rows[middle]
      var left = low
      var right = high
      while left <= right {
        while keys[left] < pivotKey || (keys[left] == pivotKey && rows[left] < pivotRow) {
          left += 1
        }
        while pivotKey < keys[right] || (keys[right] == pivotKey && pivotRow < rows[right]) {
          right -= 1
        }
        if left <= right {
          swap(keys, rows, left, right)
          left += 1
          right -= 1
        }
      }
      if right - low < high - left {
        sort(keys: keys, rows: rows, in: low..<right + 1)
        low = left
      } else {
        sort(keys: keys, rows: rows, in: left..<high + 1)
        high = right
      }
    }
    // The few left: insertion.
    guard low < high else { return }
    for index in low + 1...high {
      let key = keys[index]
      let row = rows[index]
      var place = index
      while place > low, key < keys[place - 1] || (key == keys[place - 1] && row < rows[place - 1])
      {
        keys[place] = keys[place - 1]
        rows[place] = rows[place - 1]
        place -= 1
      }
      keys[place] = key
      rows[place] = row
    }
  }

  @inline(__always)
  private static func precedes(
    _ keys: UnsafeMutableBufferPointer<UInt64>, _ rows: UnsafeMutableBufferPointer<UInt32>,
    _ a: Int, _ b: Int
  ) -> Bool {
    keys[a] < keys[b] || (keys[a] == keys[b] && rows[a] < rows[b])
  }

  @inline(__always)
  private static func swap(
    _ keys: UnsafeMutableBufferPointer<UInt64>, _ rows: UnsafeMutableBufferPointer<UInt32>,
    _ a: Int, _ b: Int
  ) {
    keys.swapAt(a, b)
    rows.swapAt(a, b)
  }
}
