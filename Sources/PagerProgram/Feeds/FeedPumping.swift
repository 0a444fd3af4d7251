/// One turn's pumping of the tabs' feeds. A feed may be shown by several tabs: its own, and the
/// merges that take its text (`:merge`, a merged line shown in its own text's tab). It is
/// pumped once a turn, and what it found goes to each of them: pumped again, it would find
/// nothing, and the other tabs would not hear that it grew or started over.
struct FeedPumping {
  /// Whether followed files are looked at (the watcher saw a change, or cannot see them).
  let filesChanged: Bool
  /// What each feed pumped this turn found, by its identity.
  private var found: [ObjectIdentifier: DocumentFeed.Change] = [:]

  init(filesChanged: Bool) {
    self.filesChanged = filesChanged
  }

  /// What `feed` found this turn: pumped the first time it is asked, the same answer after. A
  /// merge's is made of what its members found.
  mutating func change(of feed: DocumentFeed) -> DocumentFeed.Change {
    if !feed.members.isEmpty {
      var changes: [DocumentFeed.Change] = []
      for member in feed.members { changes.append(change(of: member)) }
      return feed.mergeChanges(changes)
    }
    if let change = found[ObjectIdentifier(feed)] { return change }
    let change = feed.pump(filesChanged: filesChanged)
    found[ObjectIdentifier(feed)] = change
    return change
  }
}
