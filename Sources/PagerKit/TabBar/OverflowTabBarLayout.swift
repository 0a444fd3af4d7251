/// Where the tabs of a bar sit, in columns, when there may be more tabs than fit: every tab when
/// they all fit, otherwise the selected tab with as many neighbours as fit on both sides and the
/// markers `← +N` / `+N →` counting the hidden ones, as zellij's tab bar does.
///
/// An item is as wide as its title plus ``padding`` on each side, laid out left to right from
/// column 0; titles wider than ``maximumTitleColumns`` are cut with `…`. Natural widths rather
/// than equal shares: a bar of file names reads better when `a.log` is short and
/// `quarterly-report.txt` is not cut to match it, and more tabs fit before any overflow.
///
/// When the tabs overflow, neighbours are added one at a time, each to the side that has used
/// fewer columns so far (the left one on a tie), as long as it fits together with the markers
/// that would then remain. The left marker sits at column 0 with the items right after it; the
/// right marker sits at the bar's right edge, so it stays put while the selected tab moves.
///
/// The layout is a pure function of titles, selected tab and width, with no memory of the last
/// frame. Stepping the selected tab by one scrolls the bar with it, keeping the selected tab near
/// the middle, rather than holding still and then jumping by a whole bar: while the markers fit,
/// the visible tabs never move against the step, and with titles of one width they shift by one
/// tab (two where a marker appears or its count gains a digit). The next-door tabs are added
/// first, the left one first, so stepping forward (the usual way through a list of files) keeps
/// the tab just left in view whenever it fits beside the selected one, and stepping back does
/// whenever both next-door tabs fit.
///
/// The selected tab is shown whenever the bar has a column: if it cannot keep
/// ``minimumSelectedTitleColumns`` of its title beside the markers, the markers go (and the
/// neighbours are then added without them), and below three columns its padding goes too.
///
/// Measuring stops as soon as the tabs are known not to fit all at once, and then covers only the
/// tabs around the selected one that are tried, so the cost follows the width, not the tab count.
package struct OverflowTabBarLayout: Hashable, Sendable {
  /// One visible tab's place in the bar.
  package struct Item: Hashable, Sendable {
    /// The tab's index.
    package let tab: Int
    /// The columns the item covers, its padding included.
    package let columns: Range<Int>
    /// The tab's title, cut with `…` where it did not fit.
    package let text: String

    /// The column where `text` starts: centred in `columns`, so just after the padding.
    package var textColumn: Int {
      columns.lowerBound + TextFit.centredStart(of: ColumnWidth.of(text), in: columns.count)
    }
  }

  /// The widest a title is shown, in columns; wider titles are cut with `…`.
  package static let maximumTitleColumns = 32
  /// Blank columns on each side of an item's title and of a marker's text.
  package static let padding = 1
  /// The fewest columns of the selected title (or all of it, if shorter) worth keeping the markers
  /// for; a bar too narrow for that drops the markers instead of cutting the title further.
  package static let minimumSelectedTitleColumns = 4

  /// The selected tab, clamped to the tabs there are.
  package let selectedIndex: Int
  /// The visible tabs, left to right.
  package let items: [Item]
  /// The marker for the tabs hidden before the visible ones, if any are hidden and it fits.
  package let leftMarker: TabBarMarker?
  /// The marker for the tabs hidden after the visible ones, if any are hidden and it fits.
  package let rightMarker: TabBarMarker?

  /// The layout of tabs titled `titles` over `width` columns with tab `selectedIndex` selected.
  package init(titles: [String], selectedIndex: Int, width: Int) {
    let width = max(0, width)
    let selected = min(max(0, selectedIndex), max(0, titles.count - 1))
    self.selectedIndex = selected

    let plan: Plan
    if titles.isEmpty || width == 0 {
      plan = Plan(pieces: [], showsMarkers: false)
    } else {
      plan = Self.planIfAllFit(titles, width: width) ?? Self.overflowPlan(titles, selected, width)
    }

    var column = 0
    var leftMarker: TabBarMarker?
    if plan.showsMarkers, let first = plan.pieces.first, first.tab > 0 {
      let marker = TabBarMarker(side: .left, hiddenCount: first.tab, tab: first.tab - 1, start: 0)
      column = marker.columns.upperBound
      leftMarker = marker
    }
    var items = [Item]()
    items.reserveCapacity(plan.pieces.count)
    for piece in plan.pieces {
      items.append(Item(tab: piece.tab, columns: column..<column + piece.width, text: piece.text))
      column += piece.width
    }
    var rightMarker: TabBarMarker?
    if plan.showsMarkers, let last = plan.pieces.last, last.tab < titles.count - 1 {
      let hidden = titles.count - 1 - last.tab
      let start = width - TabBarMarker.width(side: .right, hiddenCount: hidden)
      rightMarker = TabBarMarker(side: .right, hiddenCount: hidden, tab: last.tab + 1, start: start)
    }
    self.items = items
    self.leftMarker = leftMarker
    self.rightMarker = rightMarker
  }

  /// The selected tab's item, if it is shown (it is whenever there is a tab and a column).
  package var selectedItem: Item? {
    items.first { $0.tab == selectedIndex }
  }

  /// The tab a click at `column` selects: the tab of the item there or, on a marker, the nearest
  /// tab it hides; `nil` on empty space.
  package func tab(atColumn column: Int) -> Int? {
    if let item = items.first(where: { $0.columns.contains(column) }) { return item.tab }
    for marker in [leftMarker, rightMarker] {
      if let marker, marker.columns.contains(column) { return marker.tab }
    }
    return nil
  }

  /// Every tab at its natural width, if together they fit in `width`.
  private static func planIfAllFit(_ titles: [String], width: Int) -> Plan? {
    var pieces = [Piece]()
    var used = 0
    for (tab, title) in titles.enumerated() {
      let piece = Piece(tab: tab, title: title, maximumColumns: maximumTitleColumns)
      used += piece.width
      // Stopping at the first overflow keeps 1,000 tabs as cheap as a bar's worth.
      if used > width { return nil }
      pieces.append(piece)
    }
    return Plan(pieces: pieces, showsMarkers: false)
  }

  /// The selected tab and the neighbours that fit around it, with or without markers.
  private static func overflowPlan(_ titles: [String], _ selected: Int, _ width: Int) -> Plan {
    let count = titles.count
    let wanted = min(ColumnWidth.of(titles[selected]), maximumTitleColumns)
    let titleRoom =
      width - 2 * padding - markerRoom(hiddenLeft: selected, hiddenRight: count - 1 - selected)
    let showsMarkers = titleRoom >= min(wanted, minimumSelectedTitleColumns)

    guard showsMarkers || width > 2 * padding else {
      // Too narrow for padding: the title, cut, gets the whole bar.
      let text = TextFit.truncate(titles[selected], toColumns: width)
      return Plan(pieces: [Piece(tab: selected, text: text, width: width)], showsMarkers: false)
    }
    let selectedRoom = min(maximumTitleColumns, showsMarkers ? titleRoom : width - 2 * padding)
    let selectedPiece = Piece(tab: selected, title: titles[selected], maximumColumns: selectedRoom)

    var before = [Piece]()  // nearest first
    var after = [Piece]()
    var used = selectedPiece.width
    var usedBefore = 0
    var usedAfter = 0
    func fits(_ piece: Piece?, hiddenLeft: Int, hiddenRight: Int) -> Bool {
      guard let piece else { return false }
      let markers = showsMarkers ? markerRoom(hiddenLeft: hiddenLeft, hiddenRight: hiddenRight) : 0
      return used + piece.width + markers <= width
    }
    func candidate(_ tab: Int) -> Piece? {
      guard titles.indices.contains(tab) else { return nil }
      return Piece(tab: tab, title: titles[tab], maximumColumns: maximumTitleColumns)
    }

    var nextBefore = candidate(selected - 1)
    var nextAfter = candidate(selected + 1)
    while true {
      let hiddenLeft = selected - before.count
      let hiddenRight = count - 1 - selected - after.count
      let beforeFits = fits(nextBefore, hiddenLeft: hiddenLeft - 1, hiddenRight: hiddenRight)
      let afterFits = fits(nextAfter, hiddenLeft: hiddenLeft, hiddenRight: hiddenRight - 1)
      if let piece = nextBefore, beforeFits, usedBefore <= usedAfter || !afterFits {
        before.append(piece)
        used += piece.width
        usedBefore += piece.width
        nextBefore = candidate(piece.tab - 1)
      } else if let piece = nextAfter, afterFits {
        after.append(piece)
        used += piece.width
        usedAfter += piece.width
        nextAfter = candidate(piece.tab + 1)
      } else {
        break
      }
    }
    return Plan(pieces: before.reversed() + [selectedPiece] + after, showsMarkers: showsMarkers)
  }

  /// Columns both markers take with these many tabs hidden on each side.
  private static func markerRoom(hiddenLeft: Int, hiddenRight: Int) -> Int {
    TabBarMarker.width(side: .left, hiddenCount: hiddenLeft)
      + TabBarMarker.width(side: .right, hiddenCount: hiddenRight)
  }
}

/// The tabs chosen to show, left to right, before they are given columns.
private struct Plan {
  var pieces: [Piece]
  var showsMarkers: Bool
}

/// One tab's fitted title and the columns its item takes, padding included.
private struct Piece {
  var tab: Int
  var text: String
  var width: Int

  init(tab: Int, text: String, width: Int) {
    self.tab = tab
    self.text = text
    self.width = width
  }

  /// `title` cut to at most `maximumColumns`, padded on both sides.
  init(tab: Int, title: String, maximumColumns: Int) {
    var text = title
    var columns = ColumnWidth.of(title)
    if columns > maximumColumns {
      text = TextFit.truncate(title, toColumns: maximumColumns)
      columns = ColumnWidth.of(text)
    }
    self.init(tab: tab, text: text, width: columns + 2 * OverflowTabBarLayout.padding)
  }
}
