import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// less's `-s` as a view over a text: runs of blank lines show as one, lines keep their numbers,
/// and the text is looked at only as far as it is asked for.
@Suite struct SqueezedDocumentTests {
  static let lines = ["one", "", "", "", "two", "", "three", "\r", "", "four", "", ""]

  /// The text of every line of `document`, learning them all.
  static func texts(_ document: any TextDocument) -> [String] {
    let count = document.prepareLines(through: .max)
    return (0..<count).map { String(decoding: document.line($0), as: UTF8.self) }
  }

  /// What squeezing `lines` should give: each blank line after a blank one left out.
  static func expected(_ lines: [String]) -> [Int] {
    let blank = lines.map { $0.isEmpty || $0 == "\r" }
    return lines.indices.filter { !(blank[$0] && $0 > 0 && blank[$0 - 1]) }
  }

  @Test func runsOfBlankLinesShowAsOne() {
    let squeezed = SqueezedDocument(base: MemoryDocument(Self.lines))
    let kept = Self.expected(Self.lines)
    #expect(Self.texts(squeezed) == kept.map { Self.lines[$0] })
    #expect(kept.count < Self.lines.count)
    #expect(squeezed.isComplete)
  }

  @Test func linesKeepTheirNumbers() {
    let squeezed = SqueezedDocument(base: MemoryDocument(Self.lines))
    let count = squeezed.prepareLines(through: .max)
    #expect(
      (0..<count).map(squeezed.lineNumber(ofLine:)) == Self.expected(Self.lines).map { $0 + 1 })
  }

  @Test func onlyWhatIsAskedForIsLookedAt() {
    let base = LazyDocument(numberedLines(1...1000))
    let squeezed = SqueezedDocument(base: base)
    #expect(squeezed.prepareLines(through: 9) >= 10)
    #expect(base.furthestRequest < 100, "asked the base for line \(base.furthestRequest)")
    #expect(!squeezed.isComplete)
  }

  @Test func aTextStillArrivingIsSqueezedAsItComes() {
    let base = GrowingDocument(["a", "", ""])
    let squeezed = SqueezedDocument(base: base)
    #expect(squeezed.prepareLines(through: .max) == 2, "a, a blank line")
    base.append(["", "b", ""])
    #expect(Self.texts(squeezed) == ["a", "", "b", ""])
    base.finish()
    #expect(squeezed.prepareLines(through: .max) == 4)
    #expect(squeezed.isComplete)
  }

  @Test func theScreenSqueezesEveryTabAndBackAgain() throws {
    let lines = (1...30).flatMap { ["line \($0)", "", "", ""] }
    var screen = try PagerScreen(
      preset: .documents(titled: ["notes"]), size: Size(columns: 40, rows: 12),
      documents: [MemoryDocument(lines)])
    screen.update(.scroll(.line(41)), at: .zero)
    #expect(screen.pages[0].document?.lineNumber(ofLine: screen.pages[0].viewport.topLine) == 41)
    screen.update(.toggleOption(.squeezesBlankLines), at: .zero)
    let document = try #require(screen.pages[0].document)
    #expect(document is SqueezedDocument)
    #expect(
      document.lineNumber(ofLine: screen.pages[0].viewport.topLine) == 41, "the top line stays")
    let frame = render(screen)
    let row = screen.layout.pageRows.lowerBound
    #expect(frame.lines[row].hasPrefix("line 11"))
    #expect(frame.lines[row + 2].hasPrefix("line 12"), "one blank line between")
    screen.update(.toggleOption(.squeezesBlankLines), at: .zero)
    #expect(!(screen.pages[0].document is SqueezedDocument))
  }
}
