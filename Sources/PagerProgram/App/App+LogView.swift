import Glibc
import PagerKit
import PagerReader

/// A log's view (`:level LEVEL`, `:hide X`, `:show [X]`, issue 35): the shown tab keeps its
/// log's lines of a level and worse, and leaves out a merge's texts hidden.
extension App {
  /// Keeps the shown tab's lines of `minimum` or worse (nil: every line); the texts hidden stay
  /// hidden.
  mutating func viewLog(minimum: LogLevel?, at now: Instant) {
    let tab = screen.pager.selectedIndex
    let hidden = screen.logView(ofTab: tab)?.hidden ?? []
    viewLog(tab: tab, minimum: minimum, hidden: hidden, at: now)
  }

  /// The levels `Esc-L` keeps in turn, after every line.
  static let cycledLevels: [LogLevel] = [.debug, .info, .warning, .error]

  /// Keeps the shown tab's lines of the level after the one kept now (`Esc-L`), and every line
  /// after error.
  mutating func cycleLogLevel(at now: Instant) {
    let current = screen.logView(ofTab: screen.pager.selectedIndex)?.minimum
    let next = Self.cycledLevels.first { current == nil || $0 > current! }
    viewLog(minimum: next, at: now)
  }

  /// Leaves out the shown merge's texts of the letters in `letters`.
  mutating func viewLog(hiding letters: String, at now: Instant) {
    let tab = screen.pager.selectedIndex
    guard let sources = sources(named: letters, tab: tab, at: now) else { return }
    let view = screen.logView(ofTab: tab)
    let hidden = (view?.hidden ?? []).union(sources)
    guard let merge = screen.merge(ofTab: tab), hidden.count < merge.sources.count else {
      screen.update(
        .notice("Every text of the merge would be hidden: :show brings them back"), at: now)
      return
    }
    viewLog(tab: tab, minimum: view?.minimum, hidden: hidden, at: now)
  }

  /// Brings back the shown merge's texts of the letters in `letters`, or every one.
  mutating func viewLog(showing letters: String?, at now: Instant) {
    let tab = screen.pager.selectedIndex
    let view = screen.logView(ofTab: tab)
    var hidden = view?.hidden ?? []
    if let letters {
      guard let sources = sources(named: letters, tab: tab, at: now) else { return }
      hidden.subtract(sources)
    } else {
      hidden = []
    }
    viewLog(tab: tab, minimum: view?.minimum, hidden: hidden, at: now)
  }

  /// The sources of tab `tab`'s merge that `letters` name (`B`, `A C`), or nil, said why.
  private mutating func sources(named letters: String, tab: Int, at now: Instant) -> Set<Int>? {
    guard let merge = screen.merge(ofTab: tab) else {
      screen.update(
        .notice("Not a merge: only a merge's texts are hidden (--merge, :merge)"), at: now)
      return nil
    }
    var sources: Set<Int> = []
    for letter in letters.split(whereSeparator: { $0 == " " || $0 == "," }) {
      guard
        let source = merge.sources.indices.first(where: {
          MergedDocument.letter(ofSource: $0) == letter
        })
      else {
        screen.update(.notice("No text \(letter) in this merge: \(merge.legend)"), at: now)
        return nil
      }
      sources.insert(source)
    }
    return sources
  }

  /// Shows tab `tab`'s log as `minimum` and `hidden` say, and says what it shows.
  private mutating func viewLog(
    tab: Int, minimum: LogLevel?, hidden: Set<Int>, at now: Instant
  ) {
    guard screen.pages.indices.contains(tab), let shown = screen.pages[tab].document else {
      return
    }
    let root = DocumentLayers.root(of: shown)
    var tellsTime: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in false }
    // A line of a log that tells no time (a stack trace) is of its entry's level; a merge's
    // texts tell theirs by their own times.
    if !(root is MergedDocument), let parser = timeParser(ofTab: tab, document: root) {
      tellsTime = { parser.milliseconds(in: $0) != nil }
    }
    screen.viewLog(tab: tab, minimum: minimum, hidden: hidden, tellsTime: tellsTime)
    screen.update(.notice(screen.logView(ofTab: tab)?.summary ?? "every line shown"), at: now)
  }
}
