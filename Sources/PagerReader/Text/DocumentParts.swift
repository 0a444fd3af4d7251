import PagerKit

/// The parts a text is made of, each from the line it starts on: the files of each commit of a
/// `git log -p`. Lines are counted from the text's first line ever, as
/// ``TextDocument/lineNumber(ofLine:)`` counts them less one, so every view of the text (a
/// commit's section, the whole, a filtered view) finds its parts in the one list.
///
/// A reference, shared by the pages that show the text: it grows as the text is read, and
/// every page sees it grow.
public final class DocumentParts {
  /// The line each part starts on, in order.
  package private(set) var starts: [Int] = []
  /// What each part is called (a file's path).
  package private(set) var titles: [String] = []

  /// What a part is called on the status line ("file": "file 2 of 5", "3 files").
  package let noun: String

  /// No parts yet, each a `noun`.
  package init(noun: String = "file") {
    self.noun = noun
  }

  /// Adds a part starting at `start`, after every other.
  package func append(start: Int, title: String) {
    starts.append(start)
    titles.append(title)
  }

  /// Renames part `index`, whose headers said more of it.
  package func retitle(_ index: Int, title: String) {
    guard titles.indices.contains(index) else { return }
    titles[index] = title
  }

  /// Forgets the first `count` parts (their text went).
  package func removeFirst(_ count: Int) {
    let count = min(count, starts.count)
    starts.removeFirst(count)
    titles.removeFirst(count)
  }

  /// The index of the first part that starts at or after `line`; ``starts``' count when none
  /// does.
  func firstIndex(startingAtOrAfter line: Int) -> Int {
    starts.firstIndex(notBelow: line)
  }
}

/// The parts of one page's text: the list they are in, and the lines of the whole text the page
/// shows (a commit's section: the parts from its start up to its end).
struct PageParts {
  let outline: DocumentParts
  /// The text the page shows, before any filter: its lines are the page's range.
  let text: any TextDocument

  /// The lines of the whole text the page's text holds now.
  var lines: Range<Int> {
    let first = text.firstLineNumber
    return first..<first + text.lineCount
  }

  /// The parts in the page's lines, as indices into ``outline``.
  var indices: Range<Int> {
    let lines = lines
    return outline.firstIndex(
      startingAtOrAfter: lines.lowerBound)..<outline.firstIndex(startingAtOrAfter: lines.upperBound)
  }

  /// The part line `line` of the whole text is in, as an index into ``outline``; nil for a line
  /// before the page's first part (a commit's header).
  func part(holding line: Int) -> Int? {
    let indices = indices
    let after = outline.firstIndex(startingAtOrAfter: line + 1)
    return after > indices.lowerBound ? min(after, indices.upperBound) - 1 : nil
  }
}
