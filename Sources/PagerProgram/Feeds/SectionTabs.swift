import PagerKit
import PagerReader

/// The sections of a split stream shown as tabs, section `n` in tab `n`: only their first lines
/// until a tab's text is needed (shown, searched, its feed asked for), when its
/// ``SectionDocument`` is made, up to the next section's start. The last section's, which grows
/// until the next begins, is made once and kept, so that the end it then gets reaches every
/// page and feed showing it.
final class SectionTabs: UnshownDocuments {
  /// The whole text.
  let whole: any TextDocument
  /// The line each section starts on, counted from the text's first ever, in order.
  private(set) var starts: [Int] = []
  /// The last section's text, once made.
  private var lastDocument: SectionDocument?

  init(whole: any TextDocument) {
    self.whole = whole
  }

  var count: Int { starts.count }

  /// Section `index`'s text.
  func document(at index: Int) -> SectionDocument {
    guard index == starts.count - 1 else {
      return SectionDocument(base: whole, start: starts[index], end: starts[index + 1])
    }
    if let lastDocument { return lastDocument }
    let last = SectionDocument(base: whole, start: starts[index])
    lastDocument = last
    return last
  }

  /// The text of the section starting on line `start` (a tab's key).
  func document(forKey start: Int) -> any TextDocument {
    document(at: index(ofStart: start))
  }

  /// The section starting on line `start`, found by halving.
  private func index(ofStart start: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < start { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// A section after the last, starting on line `start`: the last ends there.
  func append(start: Int) {
    lastDocument?.end = start
    lastDocument = nil
    starts.append(start)
  }

  /// Forgets the first `count` sections.
  func removeFirst(_ count: Int) {
    starts.removeFirst(count)
  }

  /// Forgets every section (joined back into one text).
  func removeAll() {
    starts = []
    lastDocument = nil
  }
}
