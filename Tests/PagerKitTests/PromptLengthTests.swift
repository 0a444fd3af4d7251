import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// less's `-m` and `-M`: the status line says how far through the text the page is, before the
/// lines shown and the tab, as much as the width leaves room for.
@Suite struct PromptLengthTests {
  static let lines = numberedLines(1...100)

  static func screen(_ length: PromptLength, columns: Int = 100) throws -> PagerScreen {
    var screen = try PagerScreen(
      preset: .documents(titled: ["notes"]), size: Size(columns: columns, rows: 12),
      documents: [LessMotionTests.CountedDocument(lines)])
    screen.promptLength = length
    return screen
  }

  /// The bytes of the first `count` lines and their line ends.
  static func bytes(ofLines count: Int) -> Int {
    lines.prefix(count).reduce(0) { $0 + $1.utf8.count + 1 }
  }

  static func statusLine(_ screen: PagerScreen) -> String {
    render(screen).lines.last ?? ""
  }

  /// "lines 1–N of 100  1/1 ": the right end every prompt keeps, N the last line shown.
  static func lineEnd(_ screen: PagerScreen) -> String {
    let shown = screen.shownLines ?? 0...0
    return "lines \(shown.lowerBound + 1)–\(shown.upperBound + 1) of 100  1/1 "
  }

  /// The number of the last line `screen` shows, counted from 1.
  static func lastShown(_ screen: PagerScreen) -> Int { (screen.shownLines?.upperBound ?? -1) + 1 }

  @Test func theShortPromptSaysNoPercentage() throws {
    let screen = try Self.screen(.short)
    let status = Self.statusLine(screen)
    #expect(!status.contains("%"))
    #expect(status.hasSuffix(" " + Self.lineEnd(screen)), "\(status)")
  }

  @Test func theMediumPromptSaysThePercentageBeforeTheLines() throws {
    let screen = try Self.screen(.medium)
    let percent = Self.bytes(ofLines: Self.lastShown(screen)) * 100 / Self.bytes(ofLines: 100)
    let status = Self.statusLine(screen)
    #expect(status.hasSuffix(" \(percent)% · " + Self.lineEnd(screen)), "\(status)")
    #expect(!status.contains("byte"))
  }

  @Test func theLongPromptSaysTheByteToo() throws {
    let screen = try Self.screen(.long)
    let byte = Self.bytes(ofLines: Self.lastShown(screen))
    let total = Self.bytes(ofLines: 100)
    let status = Self.statusLine(screen)
    let percent = byte * 100 / total
    #expect(
      status.hasSuffix(
        " byte \(byte) of \(StatusLine.grouped(total)) · \(percent)% · " + Self.lineEnd(screen)),
      "\(status)")
  }

  @Test(arguments: [PromptLength.medium, .long])
  func theEndSaysSo(_ length: PromptLength) throws {
    var screen = try Self.screen(length)
    screen.update(.scroll(.bottom), at: .zero)
    let status = Self.statusLine(screen)
    #expect(status.hasSuffix(" (END) · " + Self.lineEnd(screen)), "\(status)")
  }

  @Test func aNarrowScreenLeavesOutWhatDoesNotFit() throws {
    let narrowScreen = try Self.screen(.long, columns: 60)
    let narrow = Self.statusLine(narrowScreen)
    #expect(!narrow.contains("byte"), "\(narrow)")
    #expect(narrow.hasSuffix("% · " + Self.lineEnd(narrowScreen)), "the percentage fits: \(narrow)")
    #expect(narrow.hasPrefix(" notes"))
    let narrowerScreen = try Self.screen(.long, columns: 40)
    let narrower = Self.statusLine(narrowerScreen)
    #expect(!narrower.contains("%"), "\(narrower)")
    #expect(narrower.hasSuffix(" " + Self.lineEnd(narrowerScreen)))
  }
}
