import PagerKit

/// What few pages have: a search's match count, a watched command's run and the run before it,
/// a chosen link. Kept out of line (``OutOfLine``), so that a page that has none of them, as
/// most of a stream's 100,000 sections, costs a pointer for them all.
struct PageExtras {
  var matchCount: MatchCount?
  var run: RunSummary?
  var selectedLink: LinkSelection?
  var previousDocument: (any TextDocument)?
  /// The parts of the page's text (the files of a commit), when it has some.
  var parts: PageParts?
  /// Where the reader is in the page's table view, once moved in it.
  var tableCursor: TableCursor?

  /// Whether the page has none of them.
  var isEmpty: Bool {
    matchCount == nil && run == nil && selectedLink == nil && previousDocument == nil
      && parts == nil && tableCursor == nil
  }

  /// ``PageExtras`` on the heap once one is set, copied on write as a value is: no storage
  /// until then.
  struct OutOfLine {
    private final class Box {
      var extras: PageExtras
      init(_ extras: PageExtras) { self.extras = extras }
    }

    private var box: Box?

    /// Whether a box holds them: only while one of them is set.
    var isStored: Bool { box != nil }

    /// The extras, none while none was set.
    var value: PageExtras { box?.extras ?? PageExtras() }

    /// The extras to change in place: a box of this page's own first (a copy of a page shares
    /// its box until one of them changes).
    var mutable: PageExtras {
      get { value }
      _modify {
        if box == nil {
          box = Box(PageExtras())
        } else if !isKnownUniquelyReferenced(&box!) {
          box = Box(box!.extras)
        }
        yield &box!.extras
        // Set to nothing (a link let go, a count dropped): no box, as if never set.
        if box!.extras.isEmpty { box = nil }
      }
    }
  }
}
