import PagerKit

/// One turn's pumping of the tabs' feeds. A feed may be shown by several tabs: its own, and the
/// merges that take its text (`:merge`, a merged line shown in its own text's tab). It is
/// pumped once a turn, and what it found goes to each of them: pumped again, it would find
/// nothing, and the other tabs would not hear that it grew or started over.
struct FeedPumping {
  /// Whether followed files are looked at (the watcher saw a change, or cannot see them).
  let filesChanged: Bool
  /// The turn's time: a merge waits for its members' first lines no longer than a while.
  let now: Instant?
  /// The feeds that merges take, which may be asked for more than once: only they are kept
  /// track of, so that thousands of files with no merge cost no more than before.
  private let shared: Set<ObjectIdentifier>
  /// What each shared feed pumped this turn found, by its identity.
  private var found: [ObjectIdentifier: DocumentFeed.Change] = [:]

  /// The pumping of `feeds`, the tabs' own, at `now`, looking at followed files when
  /// `filesChanged`.
  init(_ feeds: [DocumentFeed], filesChanged: Bool, at now: Instant? = nil) {
    self.filesChanged = filesChanged
    self.now = now
    shared = Set(feeds.flatMap { $0.members.map(ObjectIdentifier.init) })
  }

  /// What `feed` found this turn: pumped the first time it is asked, the same answer after. A
  /// merge's is made of what its members found.
  mutating func change(of feed: DocumentFeed) -> DocumentFeed.Change {
    if !feed.members.isEmpty {
      var changes: [DocumentFeed.Change] = []
      for member in feed.members { changes.append(change(of: member)) }
      return feed.mergeChanges(changes, at: now)
    }
    let id = ObjectIdentifier(feed)
    guard shared.contains(id) else { return feed.pump(filesChanged: filesChanged) }
    if let change = found[id] { return change }
    let change = feed.pump(filesChanged: filesChanged)
    found[id] = change
    return change
  }
}
