import PagerKit

/// Each tab's page, in tab order, made when first needed: a tab inserted unshown (a section of a
/// stream cut into 100,000) is a key of 8 bytes until then, not a page of 96 and a document.
///
/// Reading an unshown tab's page gives a page made then, from its key, and kept only when it is
/// changed (shown, searched, marked, scrolled). Every unshown page is the same but for its text:
/// it shows it from the top, and says ``unshownStatus``.
package struct TabPages: RandomAccessCollection, MutableCollection {
  /// The pages made, in the order they were made.
  private var made: [PageState] = []
  /// Each tab's page: its place in ``made``, or (negative) the bits flipped of its key.
  private var slots: [Int] = []
  /// Where unshown tabs' texts come from.
  private var source: (any UnshownDocuments)?
  /// What every unshown tab's document is doing (the stream's status, which its sections say).
  package internal(set) var unshownStatus = DocumentStatus.finished
  /// Whether an unshown tab's text is shown squeezed when made (``PagerScreen/squeezesBlankLines``).
  var squeezes = false
  /// The parts every unshown tab's page goes through once made (the files of a log's commits).
  var unshownParts: DocumentParts?

  /// The pages made, unshown tabs none.
  package var madeCount: Int { made.count }

  init(_ pages: [PageState] = []) {
    made = pages
    slots = Array(pages.indices)
  }

  /// The first tab, 0.
  package var startIndex: Int { 0 }
  /// The number of tabs.
  package var endIndex: Int { slots.count }

  /// Tab `tab`'s page: made now, and not kept, when the tab is unshown.
  package subscript(tab: Int) -> PageState {
    get {
      let slot = slots[tab]
      return slot >= 0 ? made[slot] : unshownPage(key: ~slot)
    }
    set {
      let slot = slots[tab]
      if slot >= 0 {
        made[slot] = newValue
      } else {
        slots[tab] = made.count
        made.append(newValue)
      }
    }
    _modify {
      if slots[tab] < 0 {
        let page = unshownPage(key: ~slots[tab])
        slots[tab] = made.count
        made.append(page)
      }
      yield &made[slots[tab]]
    }
  }

  /// Whether tab `tab`'s page is made (it was shown or needed), rather than only its key.
  package func isMade(_ tab: Int) -> Bool { slots[tab] >= 0 }

  /// Tab `tab`'s page as it is, with no text made for an unshown tab (its document nil): for
  /// what every tab is asked at every event (marks, counts, flags), 100,000 tabs at a time.
  package func peek(_ tab: Int) -> PageState {
    let slot = slots[tab]
    return slot >= 0 ? made[slot] : unshownPage
  }

  /// What every unshown page says besides its text (no document): its marks and status.
  var unshownPage: PageState {
    var page = PageState(document: nil)
    page.status = unshownStatus
    return page
  }

  private func unshownPage(key: Int) -> PageState {
    let document = source?.document(forKey: key)
    var page = PageState(
      document: squeezes ? document.map { SqueezedDocument(base: $0) } : document)
    page.status = unshownStatus
    if let unshownParts, let document {
      page.parts = PageParts(outline: unshownParts, text: document)
    }
    return page
  }

  /// Inserts `pages` before tab `index`.
  mutating func insert(contentsOf pages: some Collection<PageState>, at index: Int) {
    let first = made.count
    made.append(contentsOf: pages)
    slots.insert(contentsOf: first..<made.count, at: index)
  }

  /// Inserts unshown tabs with `keys` before tab `index`, their texts from `source` when made.
  mutating func insertUnshown(
    keys: some Collection<Int>, from source: any UnshownDocuments, at index: Int
  ) {
    self.source = source
    slots.insert(contentsOf: keys.lazy.map { ~$0 }, at: index)
  }

  /// Removes tab `tab`.
  mutating func remove(at tab: Int) {
    let slot = slots.remove(at: tab)
    guard slot >= 0 else { return }
    // The last page made takes the place of the one going.
    let last = made.count - 1
    if slot != last, let moved = slots.lastIndex(of: last) {
      made[slot] = made[last]
      slots[moved] = slot
    }
    made.removeLast()
  }

  /// Removes the tabs `range` at once.
  mutating func removeSubrange(_ range: Range<Int>) {
    // One tab (`:d`) moves one page, not every page made.
    if range.count == 1 { return remove(at: range.lowerBound) }
    slots.removeSubrange(range)
    // The pages still in a tab, in the order of their tabs.
    var kept: [PageState] = []
    for tab in slots.indices where slots[tab] >= 0 {
      kept.append(made[slots[tab]])
      slots[tab] = kept.count - 1
    }
    made = kept
  }

  /// Sets the statuses of tabs. Unshown tabs share theirs: when every one of them is given one
  /// status, none is made for it; else those given another are made.
  mutating func setStatuses(_ statuses: [(tab: Int, status: DocumentStatus)]) {
    let unshown = statuses.filter { indices.contains($0.tab) && !isMade($0.tab) }
    if let first = unshown.first, unshown.count == count - made.count,
      unshown.allSatisfy({ $0.status == first.status })
    {
      unshownStatus = first.status
    }
    for (tab, status) in statuses where indices.contains(tab) {
      if isMade(tab) || status != unshownStatus { self[tab].status = status }
    }
  }

  /// Sets the status of the tabs `tabs` (a stream's sections) to `status`, as
  /// ``setStatuses(_:)`` does, with no list of them.
  mutating func setStatus(_ status: DocumentStatus, ofTabs tabs: Range<Int>) {
    let tabs = tabs.clamped(to: indices)
    if status != unshownStatus, tabs.count(where: { !isMade($0) }) == count - made.count {
      unshownStatus = status
    }
    for tab in tabs where isMade(tab) || status != unshownStatus { self[tab].status = status }
  }
}
