import PagerKit

/// Marks, as `less` has them: `m` and a letter remember the top line of the shown tab (`M` the
/// last line shown), `'` and the letter go back there (sliding to the mark's tab), `Esc m` and
/// the letter forget it, and `''` goes back to where the last jump left.
///
/// This is how the marks stand now, each at its tab's position; the screen keeps them by tab
/// identity (``MarkBook``), so a mark stays with its tab as others open and close, and goes with
/// it.
public struct Marks: Hashable, Sendable {
  /// A place in a tab's text: its tab and the line at the top of the page.
  package struct Place: Hashable, Sendable {
    /// The tab.
    package var tab: Int
    /// The line marked: the line at the top of the page, or the last shown (`M`).
    package var line: Int
    /// The page row `line` began on when it was marked (0 for the top; the last row shown for
    /// `M`): going back puts it on that row again, as less's marks keep their screen line.
    package var row = 0
  }

  /// What the letter typed next does.
  public enum Action: Hashable, Sendable {
    /// Sets the mark of that letter on the top line (`m`).
    case set
    /// Sets the mark of that letter on the last line shown (`M`).
    case setAtBottom
    /// Forgets the mark of that letter (`Esc m`).
    case clear
    /// Goes to the mark of that letter, or back with `'` (`'`).
    case jump
    /// Pipes the text from the top line to the mark of that letter, or the screen with `.`,
    /// into a shell command asked for next (`|`); `|` again pipes between two marks.
    case pipe
    /// Pipes the text between two marks into a shell command asked for next (`||`): waits for
    /// the first mark, then (`first` given) for the second.
    case pipeBetween(first: Character?)
  }

  /// The places marked, by letter.
  package internal(set) var places: [Character: Place] = [:]
  /// Where the last jump (to a mark, an end, a match) left from, for `''`.
  package internal(set) var placeBeforeJump: Place?
  /// The action waiting for its letter, while one is.
  package internal(set) var pending: Action?

  /// Whether `character` names a mark: a letter, as in `less`.
  package static func isName(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  /// The marks of `book` where their tabs are in `tabs`: those in tabs that are gone are none.
  init(_ book: MarkBook, in tabs: TabList) {
    func place(_ place: TabPlace) -> Place? {
      tabs.position(of: place.tab).map { Place(tab: $0, line: place.line, row: place.row) }
    }
    places = book.places.compactMapValues(place)
    placeBeforeJump = book.placeBeforeJump.flatMap(place)
    pending = book.pending
  }
}

/// The marks as the screen keeps them: each by its tab's identity, so that nothing renumbers
/// them as tabs open, close or move. ``Marks`` is how they stand at the tabs' positions.
struct MarkBook: Hashable, Sendable {
  /// The places marked, by letter.
  var places: [Character: TabPlace] = [:]
  /// Where the last jump (to a mark, an end, a match) left from, for `''`.
  var placeBeforeJump: TabPlace?
  /// The action waiting for its letter, while one is.
  var pending: Marks.Action?
  /// Each tab's lines marked by `*`, in order, by its id.
  var lineMarks: [TabID: [UInt32]] = [:]
  /// The tabs whose lines `*` marks once their search's count has looked at every line.
  var markingMatches: Set<TabID> = []

  mutating func set(_ name: Character, to place: TabPlace) {
    places[name] = place
  }

  /// Forgets the marks in tabs that are no longer in `tabs`: they could never be gone to again.
  mutating func forgetGone(in tabs: TabList) {
    places = places.filter { tabs.contains($0.value.tab) }
    if !lineMarks.isEmpty { lineMarks = lineMarks.filter { tabs.contains($0.key) } }
    markingMatches = markingMatches.filter(tabs.contains)
    if let place = placeBeforeJump, !tabs.contains(place.tab) { placeBeforeJump = nil }
  }
}

/// An edit of a mark: its action begun, its letter typed, or the action dropped.
public enum MarkEdit: Hashable, Sendable {
  /// Wait for a letter that sets (`m`) or goes to (`'`) a mark.
  case begin(Marks.Action)
  /// The letter typed (`'` goes back to where the last jump left).
  case name(Character)
  /// Drop the action waiting for its letter.
  case cancel
  /// Mark every line of the shown tab that the search matches (`*`).
  case markMatches
  /// A mark kept from an earlier run (less's history file, `--save-marks`): the letter's, or
  /// with `'` the place `''` goes back to, at line `line` of tab `tab`, on page row `row`. A mark
  /// set in this run already stays.
  case restore(Character, tab: TabID, line: Int, row: Int)
  /// Go to line `line` (from 0) of tab `tab`, at the top, sliding to it, remembering where it
  /// left from for `''` as a mark's jump does (a merged line shown in its own text's tab).
  case goTo(tab: TabID, line: Int)
}

extension PagerScreen {
  /// The marks set, where their tabs are now, and an action waiting for a mark's letter.
  package var marks: Marks { Marks(markBook, in: tabList) }

  /// The place shown now: the selected tab and its top line.
  var shownPlace: TabPlace {
    let tab = pager.selectedIndex
    return TabPlace(tab: tabList[tab], line: pages[tab].viewport.topLine)
  }

  mutating func editMark(_ edit: MarkEdit, at now: Instant) {
    switch edit {
    case .begin(let action):
      guard pages[pager.selectedIndex].document != nil else { return }
      markBook.pending = action
    case .cancel:
      markBook.pending = nil
    case .markMatches: markMatchingLines()
    case .goTo(let tab, let line): go(to: TabPlace(tab: tab, line: line), at: now)
    case .restore(let name, let tab, let line, let row):
      guard tabList.contains(tab) else { return }
      let place = TabPlace(tab: tab, line: line, row: row)
      if name == "'" {
        if markBook.placeBeforeJump == nil { markBook.placeBeforeJump = place }
      } else if Marks.isName(name), markBook.places[name] == nil {
        markBook.set(name, to: place)
      }
    case .name(let name):
      guard let action = markBook.pending else { return }
      markBook.pending = nil
      switch action {
      case .set, .setAtBottom:
        guard Marks.isName(name) else {
          message = "A mark is named by a letter"
          return
        }
        guard let place = action == .set ? shownPlace : lastShownPlace else { return }
        markBook.set(name, to: place)
        message = "Mark \(name) set"
      case .clear where name == "*": clearLineMarks()
      case .jump where name == "*": goToNextLineMark(at: now)
      case .clear:
        guard Marks.isName(name) else {
          message = "A mark is named by a letter"
          return
        }
        // As less: clearing a mark that is not set only says so.
        message =
          markBook.places.removeValue(forKey: name) == nil
          ? "No mark \(name)" : "Mark \(name) cleared"
      case .jump:
        let target = name == "'" ? markBook.placeBeforeJump : markBook.places[name]
        guard let target, tabList.contains(target.tab) else {
          message = name == "'" ? "No jump to go back from" : "No mark \(name)"
          return
        }
        go(to: target, at: now)
      case .pipe where name == "|": markBook.pending = .pipeBetween(first: nil)
      case .pipe:
        guard name == "." || isPipeEnd(name) else { return }
        editPrompt(.openLine(.pipe(mark: name)), at: now)
      case .pipeBetween(let first):
        // `:` and `;` name the lines shown, which only two marks' section takes.
        guard isPipeEnd(name, screenLines: true) else { return }
        if let first {
          editPrompt(.openLine(.pipeBetween(first, name)), at: now)
        } else {
          markBook.pending = .pipeBetween(first: name)
        }
      }
    }
  }

  /// Whether `name` ends a section of the shown tab's text to pipe: a mark in it, `^` or `$`
  /// (the text's start and end), or with `screenLines` `:` and `;` (the top and bottom line
  /// shown); else the status line says why not.
  private mutating func isPipeEnd(_ name: Character, screenLines: Bool = false) -> Bool {
    if name == "^" || name == "$" || (screenLines && (name == ":" || name == ";")) { return true }
    if markBook.places[name]?.tab == tabList[pager.selectedIndex] { return true }
    message =
      Marks.isName(name) && marks.places[name] != nil
      ? "Mark \(name) is in another tab"
      : screenLines
        ? "No mark \(name) (^ $ the start and end, : ; the top and bottom line)"
        : "No mark \(name) (. pipes the screen, | two marks)"
    return false
  }

  /// The shown tab's last line with a row on its page, and the row it begins on (above the
  /// page, negative, for a wrapped line begun above it); nil with no line shown.
  var lastShownPlace: TabPlace? {
    let tab = pager.selectedIndex
    let viewport = pages[tab].viewport
    guard let document = pages[tab].document else { return nil }
    let page = DocumentPage(
      document: document, viewport: viewport, layout: documentLayout, search: nil)
    guard let last = page.lines?.upperBound else { return nil }
    let row = page.lineStarts.lastIndex(of: last) ?? -viewport.topRow
    return TabPlace(tab: tabList[tab], line: last, row: row)
  }

  /// Goes to `place`, sliding to its tab, with its line on the row it was marked on (as near
  /// as the ends allow), and remembers where it left from for `''`; a place whose tab is gone
  /// goes nowhere.
  mutating func go(to place: TabPlace, at now: Instant) {
    guard let tab = tabList.position(of: place.tab) else { return }
    markBook.placeBeforeJump = shownPlace
    if tab != pager.selectedIndex { pager.update(.jump(to: tab), at: now) }
    guard let document = pages[tab].document else { return }
    guard place.row != 0 else {
      pages[tab].viewport.reveal(line: place.line, in: document, layout: documentLayout)
      return
    }
    // The line at the top, then as many rows above it as it was marked below the top (below
    // it, for a wrapped line begun above the page), then kept within the text.
    var viewport = pages[tab].viewport
    viewport.show(line: place.line, row: 0)
    viewport.scroll(by: -place.row, in: document, layout: documentLayout)
    viewport.clamp(in: document, layout: documentLayout)
    pages[tab].viewport = viewport
  }
}
