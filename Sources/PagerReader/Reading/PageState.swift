import PagerKit

/// One tab's page on a ``PagerScreen``: its document, what the document is doing, and where the
/// page is scrolled to.
package struct PageState {
  /// The tab's document, or nil for a page drawn from its title alone.
  package internal(set) var document: (any TextDocument)?
  /// What the document is doing, for the status line.
  package internal(set) var status = DocumentStatus.finished
  /// Where the document is scrolled to.
  package internal(set) var viewport = DocumentViewport()
  /// The first generated content line shown, for a page without a document; the screen shows at
  /// most its largest offset for the current size.
  var scrollOffset = 0
  /// The document's ``TextDocument/firstLineNumber`` when the viewport last followed it.
  var firstLineNumber = 0
  /// Whether the page keeps the document's end in view as text arrives, whenever the view is at
  /// the end: pipes and commands from the start, any tab after `F`. Scrolling away pauses it.
  package internal(set) var follows = false
  /// Whether the view showed the document's last row after the last change: then new text
  /// arriving on a following page scrolls it on.
  package internal(set) var isAtEnd = false
  /// Whether the page has followed its end at some time: only then is a view away from the end
  /// paused (a pipe whose first screenful has not been read past is just being read).
  var hasFollowed = false
  /// Whether text arrived since the tab was last looked at.
  package internal(set) var hasNews = false
  /// Whether the text started over from the beginning (a file truncated or replaced) since the
  /// tab was last looked at.
  package internal(set) var startedOver = false
  /// Whether the document has lines to learn in the background (a file not indexed to its end),
  /// as far as the last look said.
  package internal(set) var indexesAhead = false
  /// Whether indexing ahead waits on workers: nothing to do until they report.
  var indexAwaitsWorkers = false
  /// What few pages have, out of line: a page is stored once a tab, and a stream cut into
  /// 100,000 sections has as many.
  private var extras = PageExtras.OutOfLine()
  /// Whether the page keeps a box for its extras (tests keep the cost of pages in sight).
  var hasExtrasStored: Bool { extras.isStored }
  /// The lines matching the last search, counted in the background.
  package internal(set) var matchCount: MatchCount? {
    get { extras.value.matchCount }
    _modify { yield &extras.mutable.matchCount }
  }
  /// Which run of a watched command the page shows, when the tab is watched.
  package internal(set) var run: RunSummary? {
    get { extras.value.run }
    _modify { yield &extras.mutable.run }
  }
  /// The hyperlink chosen on the page (`^O^N`, `^O^P`), which `^O^O` opens.
  package internal(set) var selectedLink: LinkSelection? {
    get { extras.value.selectedLink }
    _modify { yield &extras.mutable.selectedLink }
  }
  /// The text the shown text is compared with, cell by cell: a watched command's run before the
  /// one shown.
  package internal(set) var previousDocument: (any TextDocument)? {
    get { extras.value.previousDocument }
    _modify { yield &extras.mutable.previousDocument }
  }

  /// The parts of the page's text (the files of a commit of `git log -p`), named on the status
  /// line and gone through by ``ScreenEvent/part(forward:)``.
  var parts: PageParts? {
    get { extras.value.parts }
    _modify { yield &extras.mutable.parts }
  }

  /// Where the reader is in the page's table view: its current column, frozen columns and
  /// current cell's row.
  package internal(set) var tableCursor: TableCursor? {
    get { extras.value.tableCursor }
    _modify { yield &extras.mutable.tableCursor }
  }

  /// Whether new text keeps the page's last line at the bottom now: it follows, is at the end,
  /// and more may come.
  package var isFollowing: Bool {
    follows && isAtEnd && document.map { !$0.isComplete } == true
  }

  /// Whether a following page was scrolled away from the end while more may come.
  package var isPaused: Bool {
    follows && hasFollowed && !isAtEnd && document.map { !$0.isComplete } == true
  }

  init(document: (any TextDocument)?) {
    self.document = document
    indexesAhead = document?.indexAhead(budget: 0) ?? false
    firstLineNumber = document?.firstLineNumber ?? 0
  }

  /// Scrolls the document by `amount` in `layout`.
  mutating func scrollDocument(by amount: ScrollAmount, layout: DocumentLayout) {
    guard let document else { return }
    switch amount {
    case .top: viewport.scrollToTop(in: document, layout: layout)
    case .bottom: viewport.scrollToBottom(in: document, layout: layout)
    case .columns(let columns): viewport.scrollSideways(by: columns, layout: layout)
    case .halfWidths(let count):
      viewport.scrollSideways(by: count * max(1, layout.width / 2), layout: layout)
    case .line(let number):
      viewport.reveal(
        line: max(0, number - 1 - document.firstLineNumber), in: document, layout: layout)
    case .percent(let percent):
      // Of the lines, which every text can count (less goes by bytes, which pipes lack).
      let count = document.prepareLines(through: .max)
      let line = (max(0, count - 1) * min(100, max(0, percent))) / 100
      viewport.reveal(line: line, in: document, layout: layout)
    case .linesPastEnd(let count):
      viewport.scroll(by: count, in: document, layout: layout, pastEnd: true)
    case .pagesPastEnd(let count):
      viewport.scroll(by: count * layout.rows, in: document, layout: layout, pastEnd: true)
    case .firstColumn: viewport.scrollSideways(toColumn: 0, layout: layout)
    case .byte(let offset):
      // The lines known already end past the byte: no need to learn the rest.
      if document.byteOffset(ofLine: document.lineCount).map({ $0 <= offset }) ?? true {
        document.prepareLines(through: .max)
      }
      if let line = Self.line(holdingByte: offset, in: document) {
        viewport.reveal(line: line, in: document, layout: layout)
      }
    case .longestLineEnd:
      viewport.scrollSideways(
        toColumn: max(0, layout.longestLine(from: viewport, in: document) - layout.width),
        layout: layout)
    case .halfWidthsUpToEnd(let count):
      scrollDocument(by: .columnsUpToEnd(count * max(1, layout.width / 2)), layout: layout)
    case .columnsUpToEnd(let columns):
      // As less: the end of the longest line shown stops it, which may take it back left.
      let end = layout.longestLine(from: viewport, in: document) - layout.width
      let column = max(0, min(viewport.leftColumn + columns, end))
      viewport.scrollSideways(toColumn: column, layout: layout)
    default:
      viewport.scroll(by: Self.rows(of: amount, screen: layout.rows), in: document, layout: layout)
    }
  }

  /// Scrolls generated content by `amount`, `screen` rows showing and `maxOffset` the largest
  /// offset. Returns whether it moved down, or nil when it did not move.
  mutating func scrollContent(by amount: ScrollAmount, screen: Int, maxOffset: Int) -> Bool? {
    let old = min(scrollOffset, maxOffset)
    let new: Int
    switch amount {
    case .top, .line: new = 0
    case .bottom: new = maxOffset
    case .percent(let percent): new = maxOffset * min(100, max(0, percent)) / 100
    case .columns, .halfWidths, .firstColumn, .longestLineEnd, .byte, .halfWidthsUpToEnd,
      .columnsUpToEnd:
      return nil
    default: new = min(maxOffset, max(0, old + Self.rows(of: amount, screen: screen)))
    }
    guard new != old else { return nil }
    scrollOffset = new
    return new > old
  }

  /// Keeps the viewport valid after the page changed size or the document changed. When the
  /// document dropped lines from its front, the viewport moves up as many, so it stays on the
  /// same text.
  mutating func clampViewport(layout: DocumentLayout) {
    guard let document else { return }
    let dropped = document.firstLineNumber - firstLineNumber
    if dropped != 0 {
      firstLineNumber = document.firstLineNumber
      viewport.moveUp(lines: dropped)
      matchCount?.linesDropped(dropped)
    }
    viewport.clamp(in: document, layout: layout)
  }

  /// Rows a vertical scroll moves when `screen` rows of content show.
  private static func rows(of amount: ScrollAmount, screen: Int) -> Int {
    switch amount {
    case .lines(let count), .linesPastEnd(let count): return count
    case .pages(let count), .pagesPastEnd(let count): return count * screen
    case .halfPages(let count): return count * max(1, screen / 2)
    case .top, .bottom, .columns, .halfWidths, .line, .percent, .byte, .firstColumn,
      .longestLineEnd, .halfWidthsUpToEnd, .columnsUpToEnd:
      return 0
    }
  }

  /// The index of the last line of `document` that starts at or before byte `offset` (the line
  /// holding it, or the last line when it is past the end); nil when the document has no bytes
  /// to count (generated text).
  package static func line(holdingByte offset: Int, in document: some TextDocument) -> Int? {
    guard document.lineCount > 0, document.byteOffset(ofLine: 0) != nil else { return nil }
    // The first line starting after `offset`, found by halves: the starts only grow.
    var low = 0
    var high = document.lineCount
    while low < high {
      let middle = (low + high) / 2
      if let start = document.byteOffset(ofLine: middle), start <= offset {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return max(0, low - 1)
  }
}
