import PagerKit

/// What less's status column (`-J`) shows beside a line: the letter of a mark set on it, `•`
/// for a line `*` marked, else `*` when the search highlighted on the page matches it.
struct StatusColumn {
  /// The letters of the marks on each line of the tab.
  private let marks: [Int: Character]
  /// The tab's lines marked by `*`, in order.
  private let lineMarks: [UInt32]
  private let search: TextSearch?
  private let document: any TextDocument
  private let renderer: LineRenderer

  /// The status column of tab `tab` (nil: a closed tab, which has no marks) showing `document`.
  init(screen: PagerScreen, tab: Int?, document: any TextDocument) {
    var marks: [Int: Character] = [:]
    let id = tab.flatMap(screen.tabList.id(at:))
    for (letter, place) in screen.markBook.places where place.tab == id {
      marks[place.line] = min(letter, marks[place.line] ?? letter)
    }
    self.marks = marks
    lineMarks = id.flatMap { screen.markBook.lineMarks[$0] } ?? []
    search = screen.showsStatusColumn ? screen.search.highlighted : nil
    self.document = document
    renderer = screen.documentLayout.renderer
  }

  /// Whether a mark is set on `line`.
  func isMarked(_ line: Int) -> Bool {
    marks[line] != nil || PagerScreen.holds(lineMarks, line)
  }

  /// The character beside `line`, or nil for none.
  func mark(forLine line: Int) -> Character? {
    if let letter = marks[line] { return letter }
    if PagerScreen.holds(lineMarks, line) { return "•" }
    guard let search else { return nil }
    return search.hasMatch(inLine: line, of: document, renderer: renderer) ? "*" : nil
  }
}
