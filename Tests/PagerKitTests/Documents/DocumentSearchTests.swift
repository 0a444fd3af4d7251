import Testing

@testable import PagerKit
@testable import PagerReader

@Suite struct DocumentSearchTests {
  static let text = [
    "first line",  // 0
    "a \u{1B}[31mneedle\u{1B}[0m here",  // 1
    "nothing",  // 2
    "NEEDLE in caps",  // 3
    "ne\u{1B}[1medle split by bold",  // 4
    "needl",  // 5
    "last",  // 6
  ]

  @Test func forwardFindsTheFirstMatchFromTheStartLineIncluded() {
    let document = LazyDocument(Self.text)
    let search = TextSearch(pattern: "needle")
    #expect(search.firstLine(in: document, from: 0, direction: .forward) == 1)
    #expect(search.firstLine(in: document, from: 1, direction: .forward) == 1)
    #expect(search.firstLine(in: document, from: 2, direction: .forward) == 3)
    #expect(search.firstLine(in: document, from: 4, direction: .forward) == 4)
    #expect(search.firstLine(in: document, from: 5, direction: .forward) == nil)
    #expect(search.firstLine(in: document, from: 99, direction: .forward) == nil)
  }

  @Test func forwardLearnsLinesOnlyAsFarAsItGoes() {
    let document = LazyDocument(Self.text)
    #expect(document.lineCount == 0)
    #expect(
      TextSearch(pattern: "NEEDLE").firstLine(in: document, from: 0, direction: .forward) == 3)
    #expect(document.lineCount == 4)
    #expect(document.furthestRequest == 3)
  }

  @Test func backwardFindsTheNearestMatchAtOrBeforeTheStart() {
    let document = LazyDocument(Self.text)
    let search = TextSearch(pattern: "needle")
    #expect(search.firstLine(in: document, from: 6, direction: .backward) == 4)
    #expect(search.firstLine(in: document, from: 3, direction: .backward) == 3)
    #expect(search.firstLine(in: document, from: 2, direction: .backward) == 1)
    #expect(search.firstLine(in: document, from: 0, direction: .backward) == nil)
    #expect(search.firstLine(in: document, from: -1, direction: .backward) == nil)
  }

  @Test func backwardFromPastTheEndStartsAtTheLastLine() {
    let document = LazyDocument(Self.text)
    let search = TextSearch(pattern: "last")
    #expect(search.firstLine(in: document, from: 1000, direction: .backward) == 6)
  }

  @Test func smartCaseAppliesToDocuments() {
    let document = LazyDocument(Self.text)
    #expect(
      TextSearch(pattern: "NEEDLE").firstLine(in: document, from: 0, direction: .forward) == 3)
    #expect(
      TextSearch(pattern: "Needle").firstLine(in: document, from: 0, direction: .forward) == nil)
  }

  @Test func aDocumentStillArrivingIsSearchedAsFarAsItIsKnown() {
    let document = LazyDocument(Self.text, available: 3)
    let search = TextSearch(pattern: "caps")
    #expect(search.firstLine(in: document, from: 0, direction: .forward) == nil)
    document.available = 7
    #expect(search.firstLine(in: document, from: 3, direction: .forward) == 3)
  }

  @Test func aBudgetPausesAndResumes() {
    let document = LazyDocument(Self.text)
    let search = TextSearch(pattern: "last")
    #expect(
      search.search(in: document, from: 0, direction: .forward, lineBudget: 4)
        == .paused(resumeAt: 4))
    #expect(
      search.search(in: document, from: 4, direction: .forward, lineBudget: 4)
        == .found(line: 6))
    #expect(
      search.search(in: document, from: 6, direction: .backward, lineBudget: 2)
        == .found(line: 6))
    let first = TextSearch(pattern: "first")
    #expect(
      first.search(in: document, from: 6, direction: .backward, lineBudget: 3)
        == .paused(resumeAt: 3))
    #expect(
      first.search(in: document, from: 3, direction: .backward, lineBudget: 3)
        == .paused(resumeAt: 0))
    #expect(
      first.search(in: document, from: 0, direction: .backward, lineBudget: 3)
        == .found(line: 0))
    #expect(
      TextSearch(pattern: "zzz").search(in: document, from: 5, direction: .forward, lineBudget: 2)
        == .notFound)
  }

  @Test func emptyPatternOrEmptyDocumentFindsNothing() {
    #expect(
      TextSearch(pattern: "").firstLine(in: LazyDocument(Self.text), from: 0, direction: .forward)
        == nil)
    let empty = LazyDocument([])
    #expect(TextSearch(pattern: "a").firstLine(in: empty, from: 0, direction: .forward) == nil)
    #expect(TextSearch(pattern: "a").firstLine(in: empty, from: 0, direction: .backward) == nil)
  }
}
