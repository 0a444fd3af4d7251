/// Marks, as `less` has them: `m` and a letter remember the top line of the shown tab, `'` and
/// the letter go back there (sliding to the mark's tab), and `''` goes back to where the last
/// jump left.
///
/// This is how the marks stand now, each at its tab's position; the screen keeps them by tab
/// identity (``MarkBook``), so a mark stays with its tab as others open and close, and goes with
/// it.
public struct Marks: Hashable, Sendable {
  /// A place in a tab's text: its tab and the line at the top of the page.
  public struct Place: Hashable, Sendable {
    /// The tab.
    public var tab: Int
    /// The line at the top of the page.
    public var line: Int
  }

  /// What the letter typed next does.
  public enum Action: Hashable, Sendable {
    /// Sets the mark of that letter (`m`).
    case set
    /// Goes to the mark of that letter, or back with `'` (`'`).
    case jump
    /// Pipes the text from the top line to the mark of that letter, or the screen with `.`,
    /// into a shell command asked for next (`|`).
    case pipe
  }

  /// The places marked, by letter.
  public internal(set) var places: [Character: Place] = [:]
  /// Where the last jump (to a mark, an end, a match) left from, for `''`.
  public internal(set) var placeBeforeJump: Place?
  /// The action waiting for its letter, while one is.
  public internal(set) var pending: Action?

  /// Whether `character` names a mark: a letter, as in `less`.
  public static func isName(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  /// The marks of `book` where their tabs are in `tabs`: those in tabs that are gone are none.
  init(_ book: MarkBook, in tabs: TabList) {
    func place(_ place: TabPlace) -> Place? {
      tabs.position(of: place.tab).map { Place(tab: $0, line: place.line) }
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

  mutating func set(_ name: Character, to place: TabPlace) {
    places[name] = place
  }

  /// Forgets the marks in tabs that are no longer in `tabs`: they could never be gone to again.
  mutating func forgetGone(in tabs: TabList) {
    places = places.filter { tabs.contains($0.value.tab) }
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
}

extension PagerScreen {
  /// The marks set, where their tabs are now, and an action waiting for a mark's letter.
  public var marks: Marks { Marks(markBook, in: tabList) }

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
    case .name(let name):
      guard let action = markBook.pending else { return }
      markBook.pending = nil
      switch action {
      case .set:
        guard Marks.isName(name) else {
          message = "A mark is named by a letter"
          return
        }
        markBook.set(name, to: shownPlace)
        message = "Mark \(name) set"
      case .jump:
        let target = name == "'" ? markBook.placeBeforeJump : markBook.places[name]
        guard let target, tabList.contains(target.tab) else {
          message = name == "'" ? "No jump to go back from" : "No mark \(name)"
          return
        }
        go(to: target, at: now)
      case .pipe:
        guard name == "." || markBook.places[name]?.tab == tabList[pager.selectedIndex] else {
          message =
            Marks.isName(name) && marks.places[name] != nil
            ? "Mark \(name) is in another tab" : "No mark \(name) (. pipes the screen)"
          return
        }
        editPrompt(.openLine(.pipe(mark: name)), at: now)
      }
    }
  }

  /// Goes to `place`, sliding to its tab, and remembers where it left from for `''`; a place
  /// whose tab is gone goes nowhere.
  mutating func go(to place: TabPlace, at now: Instant) {
    guard let tab = tabList.position(of: place.tab) else { return }
    markBook.placeBeforeJump = shownPlace
    if tab != pager.selectedIndex { pager.update(.jump(to: tab), at: now) }
    guard let document = pages[tab].document else { return }
    pages[tab].viewport.reveal(line: place.line, in: document, layout: documentLayout)
  }
}
