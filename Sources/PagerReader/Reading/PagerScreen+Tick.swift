import PagerKit

extension PagerScreen {
  /// What a tick moves on: motions that have ended are let go, the search the prompt's text
  /// makes is made when the text changed, and each piece of work in the background goes a
  /// slice further (a scroll or search on its way, filters, indexing ahead,
  /// match counts). Returns whether match counts went further.
  ///
  /// The first tick indexes nothing ahead: the first frame waits for no reading but its own
  /// lines'. The next tick, a frame later, learns a small file's total (64 MiB is about 20 ms).
  mutating func tick(at now: Instant) -> Bool {
    pager.update(.tick, at: now)
    if departure?.progress(at: now) == nil { departure = nil }
    advancePendingScroll()
    if search.previewIsDue {
      startPreview(at: now)
    } else {
      advancePendingSearch(at: now)
    }
    if isFiltering { advanceFilters() }
    if timelineCounts { advanceTimeline() }
    if isIndexing, hasTicked { indexAhead(budget: indexAheadBudget) }
    hasTicked = true
    // A sort's order waits for its table to find the last of its rows, which indexing does.
    if !settings.tableSorts.isEmpty { takeSortedTables() }
    let counts = countsCanGoOn
    if counts { advanceMatchCounts() }
    if !markBook.markingMatches.isEmpty { finishMarkingMatches() }
    return counts
  }
}

extension PagerScreen {
  /// Says, from ``sliceClock``, whether a slice of matching started now has run its time; never
  /// without a clock.
  func sliceDeadline() -> () -> Bool {
    guard let clock = sliceClock else { return { false } }
    let end = clock().milliseconds + Self.sliceDuration
    return { clock().milliseconds >= end }
  }
}
