import PagerKit

/// A change the program makes to a screen's tabs: opened, closed, a document or a status
/// replaced, a run's result shown. It is an event like a key (``ScreenEvent/tabs(_:)``), so the
/// screen changes only through its update, and the state-machine tests reach tab changes too.
/// A tab is named by its ``TabID``; a change about a tab that is gone changes nothing. Only the
/// changes that make or remove tabs by the run (a stream's sections) name places on the bar.
public enum TabChange: Hashable, Sendable {
  /// Adds a tab titled `title` showing `text` after the last, and slides to it; a text that
  /// arrives (a pipe, a command) follows its end when `following`. A ``PagerView`` made before
  /// colours the new tab as if its palette went round; make it again from
  /// ``PagerScreen/preset`` to give the tab its own colour.
  case open(title: String, text: Shared<any TextDocument>, following: Bool)
  /// Adds a tab as ``open(title:text:following:)`` does, but before the tab at `place` (after
  /// the last when it is the count): a tab made of others goes beside the one shown (`:merge`).
  case openBefore(Int, title: String, text: Shared<any TextDocument>, following: Bool)
  /// Adds a tab for each of `tabs` before the tab at `place`, whose documents `source` makes
  /// when each is first shown: thousands of sections cost no more than their bar items.
  case insertUnshown([UnshownTab], before: Int, from: Shared<any UnshownDocuments>)
  /// Titles tab `tab` anew (a section whose title more text told).
  case retitle(TabID, title: String)
  /// Closes tab `tab`; the shown tab slides out in `style`'s colours.
  case close(TabID, style: Style)
  /// Closes every tab from the place given on (keeping one at least), without a slide.
  case removeFrom(Int)
  /// Closes the first tabs, as many as given (keeping one at least), without a slide.
  case removeFirst(Int)
  /// Shows `text` in tab `tab`, from the top, or where the page was when `keepingPosition` (a
  /// file read again in place).
  case replaceDocument(tab: TabID, text: Shared<any TextDocument>, keepingPosition: Bool)
  /// Shows each of `documents` in its tab, with its status: files opened in the background.
  case setDocuments([TabDocument])
  /// Sets the statuses of tabs (running, exited, followed…), the bar redrawn once.
  case setStatuses([TabStatus])
  /// Sets one status on the tabs at a range of places on the bar (a stream's sections).
  case setStatus(DocumentStatus, tabs: Range<Int>)
  /// Shows a command's new run in its tab (`watch`): `text` beside the `previous` run's, the
  /// run's summary on the status line, and the tab marked as having news when `isNews`.
  case showRun(
    tab: TabID, text: Shared<any TextDocument>, previous: Shared<any TextDocument>?,
    run: RunSummary, isNews: Bool)
  /// Shows the line numbered `line` (from 1) of tab `tab` at the top of its page.
  case showLine(Int, tab: TabID)
  /// Shows tab `tab` with its line `topLine` (from 0) at the top, sliding to it.
  case show(tab: TabID, topLine: Int)
  /// The parts (a log's days, a diff's files) of tab `tab`, found in `text`, for the keys that
  /// move between parts; nil when it has none.
  case parts(Shared<DocumentParts>?, tab: TabID, text: Shared<any TextDocument>)
  /// The parts every tab not yet shown will have (a split log's sections).
  case partsOfUnshownTabs(Shared<DocumentParts>?)
  /// The lines each of these tabs (a diff's files, a log's commits) adds and removes, for the
  /// bar and the overview of tabs.
  case lineChanges([TabID: LineChanges])
}

/// A tab not yet shown: its title and the key its document is made from.
public struct UnshownTab: Hashable, Sendable {
  /// The bar item's title.
  package var title: String
  /// The key that names its document in the store it comes from.
  package var key: Int

  /// A tab titled `title` whose document is the store's `key`.
  package init(title: String, key: Int) {
    self.title = title
    self.key = key
  }
}

/// A tab, the document it shows and its status, as ``TabChange/setDocuments(_:)`` sets them.
public struct TabDocument: Hashable, Sendable {
  /// The tab.
  package var tab: TabID
  /// The document it shows.
  package var text: Shared<any TextDocument>
  /// Whether it is running, exited, followed…
  package var status: DocumentStatus

  /// Tab `tab` showing `document`, with `status`.
  package init(tab: TabID, document: any TextDocument, status: DocumentStatus) {
    self.tab = tab
    self.text = Shared(document)
    self.status = status
  }
}

/// A tab and its status, as ``TabChange/setStatuses(_:)`` sets them.
public struct TabStatus: Hashable, Sendable {
  /// The tab.
  package var tab: TabID
  /// Whether it is running, exited, followed…
  package var status: DocumentStatus

  /// Tab `tab` with `status`.
  package init(tab: TabID, status: DocumentStatus) {
    self.tab = tab
    self.status = status
  }
}

extension TabChange {
  /// Shows `document` in tab `tab` (``replaceDocument(tab:text:keepingPosition:)``).
  package static func replace(
    _ tab: TabID, with document: any TextDocument, keepingPosition: Bool = false
  ) -> Self {
    .replaceDocument(tab: tab, text: Shared(document), keepingPosition: keepingPosition)
  }
}
