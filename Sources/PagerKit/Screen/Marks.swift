/// Marks, as `less` has them: `m` and a letter remember the top line of the shown tab, `'` and
/// the letter go back there (sliding to the mark's tab), and `''` goes back to where the last
/// jump left.
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

  mutating func set(_ name: Character, to place: Place) {
    places[name] = place
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
  /// The place shown now: the selected tab and its top line.
  var shownPlace: Marks.Place {
    let tab = pager.selectedIndex
    return Marks.Place(tab: tab, line: pages[tab].viewport.topLine)
  }

  mutating func editMark(_ edit: MarkEdit, at now: Instant) {
    switch edit {
    case .begin(let action):
      guard pages[pager.selectedIndex].document != nil else { return }
      marks.pending = action
    case .cancel:
      marks.pending = nil
    case .name(let name):
      guard let action = marks.pending else { return }
      marks.pending = nil
      switch action {
      case .set:
        guard Marks.isName(name) else {
          message = "A mark is named by a letter"
          return
        }
        marks.set(name, to: shownPlace)
        message = "Mark \(name) set"
      case .jump:
        let target = name == "'" ? marks.placeBeforeJump : marks.places[name]
        guard let target, pages.indices.contains(target.tab) else {
          message = name == "'" ? "No jump to go back from" : "No mark \(name)"
          return
        }
        go(to: target, at: now)
      case .pipe:
        guard name == "." || marks.places[name]?.tab == pager.selectedIndex else {
          message =
            Marks.isName(name) && marks.places[name] != nil
            ? "Mark \(name) is in another tab" : "No mark \(name) (. pipes the screen)"
          return
        }
        editPrompt(.openLine(.pipe(mark: name)), at: now)
      }
    }
  }

  /// Goes to `place`, sliding to its tab, and remembers where it left from for `''`.
  mutating func go(to place: Marks.Place, at now: Instant) {
    marks.placeBeforeJump = shownPlace
    if place.tab != pager.selectedIndex { pager.update(.jump(to: place.tab), at: now) }
    guard let document = pages[place.tab].document else { return }
    pages[place.tab].viewport.reveal(line: place.line, in: document, layout: documentLayout)
  }
}
