import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A file looked through by its bytes for a plain-text search: at memory speed, and never
/// passing a line that shows a match.
@Suite struct ByteScanTests {
  static func document(_ text: String) throws -> (FileDocument, TemporaryFile) {
    let file = try TemporaryFile(named: "scan.txt", text)
    return (try FileDocument(path: file.path), file)
  }

  static func scan(
    _ document: FileDocument, _ pattern: String, caseSensitive: Bool = false, from start: Int = 0,
    budget: Int = .max
  ) -> ByteScan.Outcome? {
    let bytes = Array((caseSensitive ? pattern : pattern.lowercased()).utf8)
    return document.scan(for: bytes, foldingCase: !caseSensitive, from: start, budget: budget)?
      .outcome
  }

  @Test func theLineThatHoldsThePatternIsFoundEvenAtTheEndOfABigFile() throws {
    let filler = String(repeating: "plain words on a line\n", count: 200_000)
    let (document, file) = try Self.document(filler + "the NEEDLE at last\n")
    _ = file
    #expect(Self.scan(document, "needle") == .line(200_000), "either case")
    #expect(Self.scan(document, "needle", caseSensitive: true) == ByteScan.Outcome.none)
    #expect(Self.scan(document, "NEEDLE", caseSensitive: true) == .line(200_000))
    #expect(Self.scan(document, "needle", from: 200_000) == .line(200_000))
    #expect(Self.scan(document, "absent") == ByteScan.Outcome.none)
  }

  @Test func aPatternCutByAChunksEndIsFound() throws {
    // The pattern straddles the first 1 MiB chunk's end.
    let chunk = FileDocument.chunkSize
    let head = String(repeating: "x", count: chunk - 3) + "neEDLE\n"
    let (document, file) = try Self.document("first\n" + head + "after\n")
    _ = file
    #expect(Self.scan(document, "needle") == .line(1))
  }

  @Test func aColourOrATabThatMaySplitAMatchMakesALineToLookAt() throws {
    let (document, file) = try Self.document(
      "plain\nred \u{1B}[31mnee\u{1B}[0mdle\nmore\nsp\tace\n")
    _ = file
    #expect(Self.scan(document, "needle") == .line(1), "an escape: the line is looked at")
    #expect(Self.scan(document, "sp ace", from: 2) == .line(3), "a tab may show as the blank")
    #expect(Self.scan(document, "needle", from: 2) == ByteScan.Outcome.none)
  }

  @Test func overstrikeMakesALineToLookAtAndStandInsAreLeftToTheLines() throws {
    // A man page's bold and underline: the bytes hold no `bold`, the screen does.
    let (document, file) = try Self.document("plain\nb\u{8}bo\u{8}ol\u{8}ld\u{8}d\n_\u{8}x\n")
    _ = file
    #expect(Self.scan(document, "bold") == .line(1))
    #expect(Self.scan(document, "x", from: 2) == .line(2))
    // `^A` is what a control character shows: no finder looks for that.
    #expect(Self.scan(document, "^a") == nil)
    #expect(Self.scan(document, "<u+0085>") == nil)
  }

  @Test func aSmallBudgetPausesAtTheLineItGotTo() throws {
    let filler = String(repeating: "0123456789\n", count: 400_000)
    let (document, file) = try Self.document(filler + "needle\n")
    _ = file
    guard case .paused(let line)? = Self.scan(document, "needle", budget: 1) else {
      Issue.record("it should pause")
      return
    }
    #expect(line > 0 && line < 400_000)
    #expect(Self.scan(document, "needle", from: line) == .line(400_000))
  }

  @Test func theSearchFindsTheLastLineOfABigFileAndShowsIt() throws {
    let filler = String(repeating: "plain words on a line\n", count: 300_000)
    let file = try TemporaryFile(named: "big.txt", filler + "the needle at last\n")
    let pilot = try Pilot(["--search-tab", file.path])
    pilot.press(.character("/"))
    for character in "needle" { pilot.press(.character(character)) }
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines.contains { $0.hasPrefix("the needle at last") })
  }
}
