import PagerKit

extension Array where Element: Comparable {
  /// The index of the first element not below `value`, in an array sorted ascending; `count`
  /// when every element is below it. A binary search.
  func firstIndex(notBelow value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
