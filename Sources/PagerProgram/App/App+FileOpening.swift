import Glibc
import PagerKit
import PagerReader

/// The files of the command line that open after the first screen (``DocumentFeed/opensLater``):
/// the loop opens them a batch at a time between frames, so thousands of files show the first
/// screen as soon as one, and keys are answered while they open. Every tab is on the bar, titled,
/// from the start, and says "loading…" until its file opens; the tab shown opens first, whenever
/// it is shown.
struct FileOpening {
  /// How long one turn of the loop opens files at most, in milliseconds: a key waits no longer.
  static let turnBudget = 5.0
  /// Files one turn opens at most, however fast they open.
  static let filesPerTurn = 256

  /// The tabs whose files open later, in tab order, by id: a tab closed meanwhile is skipped.
  let waiting: [TabID]
  /// The tabs in ``waiting`` before this one have all opened (or closed).
  var next = 0
  /// The files keeping their descriptors, the latest opened among them.
  var held: [OpenFile]

  /// Opening the files of `feeds` that open later, from the first of them; `tabs` are their
  /// tabs' ids, in the same order.
  init(_ feeds: [DocumentFeed], tabs: some Collection<TabID>) {
    waiting = zip(feeds, tabs).filter { $0.0.opensLater }.map { $0.1 }
    held = feeds.compactMap(\.openFile).filter(\.isOpen)
  }
}

extension App {
  /// Whether files are still to open: the loop turns again at once.
  var opensFiles: Bool { fileOpening.next < fileOpening.waiting.count }

  /// Opens the shown tab's file if it is still to open: it is looked at now.
  mutating func openShownFile(at now: Instant) {
    if let tab = screen.shownTab { openFile(ofTab: tab, at: now) }
  }

  /// Opens tab `tab`'s file if it is still to open: its text is wanted now (`:merge`).
  mutating func openFile(ofTab tab: TabID, at now: Instant) {
    guard let feed = feedsByTab[tab], feed.opensLater else { return }
    openFile(of: feed)
    screen.update(.tabs(.setDocuments([opened(tab, feed)])), at: now)
    tookOpenedFiles([feed], at: now)
  }

  /// Tab `tab`'s document and status, as the screen is told them once its file is open.
  private func opened(_ tab: TabID, _ feed: DocumentFeed) -> TabDocument {
    TabDocument(tab: tab, document: feed.document, status: feed.status)
  }

  /// Opens the files still to open, in order, for ``FileOpening/turnBudget`` at most, and gives
  /// their tabs their text at once.
  mutating func openFiles(at now: Instant) {
    guard opensFiles else { return }
    let deadline = clock.now().advanced(by: FileOpening.turnBudget)
    var opened: [(TabID, DocumentFeed)] = []
    while opensFiles, opened.count < FileOpening.filesPerTurn, clock.now() < deadline {
      let tab = fileOpening.waiting[fileOpening.next]
      fileOpening.next += 1
      // A tab closed meanwhile holds no feed.
      guard let feed = feedsByTab[tab], feed.opensLater else { continue }
      openFile(of: feed)
      opened.append((tab, feed))
    }
    screen.update(.tabs(.setDocuments(opened.map(self.opened))), at: now)
    tookOpenedFiles(opened.map(\.1), at: now)
  }

  /// Opens `feed`'s file, as the start would have, within the descriptor budget.
  private mutating func openFile(of feed: DocumentFeed) {
    feed.openNow()
    if let code = feed.failure?.code, code == EMFILE || code == ENFILE {
      // Every descriptor is taken: the files let theirs go, and it is tried once more.
      DescriptorBudget(limit: 0).trim(adding: nil, to: &fileOpening.held)
      feed.openNow()
    }
    // Each file opened may cost another its descriptor, so that every one opens.
    descriptorBudget.trim(adding: feed.openFile, to: &fileOpening.held)
  }

  /// What the start does for a tab once its file is open: watches it when followed.
  private mutating func tookOpenedFiles(_ feeds: [DocumentFeed], at now: Instant) {
    for feed in feeds { watchFollowedFile(feed) }
  }
}
