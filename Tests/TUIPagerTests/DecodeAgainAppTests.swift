import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A compressed file bigger than its spool (`--spool-limit`) through the whole program
/// in-process: a search that finds nothing reads it to its end, dropping its start, yet leaves
/// the view on the line it was on (the file decoded again, to that line if need be); and coming
/// back to the start after `G` (which reads a spool on) decodes it again.
///
/// The three run one after another: each decodes 6.9 MB through a 1 MiB spool, and side by side
/// they starve the workers, so that the reader outruns them past what the spool holds for them.
@Suite(.serialized) struct DecodeAgainAppTests {
  static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }

  /// A million numbered lines (6.9 MB) gzipped, read through a spool of 1 MiB.
  static func start() throws -> (Pilot, TemporaryFile) {
    let file = try CompressedSamples.file(
      named: "big.log.gz",
      try CompressedSamples.compress(CompressedSamples.numbers(1_000_000), .gzip))
    let pilot = try Pilot(
      ["--spool-limit", "1M", "--duration", "0", file.path], size: Size(columns: 60, rows: 10))
    pilot.waitUntil { Self.trimmed($0[1]) == "1" && Self.trimmed($0[2]) == "2" }
    return (pilot, file)
  }

  @Test func aSearchThatFindsNothingLeavesTheViewOnTheFirstLine() throws {
    let (pilot, file) = try Self.start()
    LessPromptAndHighlightAppTests.search(pilot, for: "zzz")
    pilot.waitUntil { $0.last?.contains("Pattern not found") == true }
    pilot.waitUntil { Self.trimmed($0[1]) == "1" && Self.trimmed($0[2]) == "2" }
    #expect(!pilot.lines.contains { $0.contains("dropped") }, "\(pilot.lines)")
    withExtendedLifetime(file) {}
  }

  @Test func aSearchThatFindsNothingLeavesADeepViewOnItsLine() throws {
    let (pilot, file) = try Self.start()
    // Deep in the file, its start dropped on the way: the view shows line 500,000 on top.
    LessPromptAndHighlightAppTests.search(pilot, for: "^500000$")
    // Half the file searched in a debug build on a busy machine: time enough.
    pilot.waitUntil(seconds: 30) { Self.trimmed($0[1]) == "500000" }
    // The spool holds the lines the workers still look through, so its start may go only once
    // the match is in: waited for, as the screen is.
    pilot.waitUntil(seconds: 30) { _ in pilot.feed(0).droppedStartCanBeDecodedAgain }
    LessPromptAndHighlightAppTests.search(pilot, for: "zzz")
    pilot.waitUntil(seconds: 30) { $0.last?.contains("Pattern not found") == true }
    // The search read to the end, dropping the lines shown: decoded again up to them.
    pilot.waitUntil { Self.trimmed($0[1]) == "500000" && Self.trimmed($0[2]) == "500001" }
    #expect(!pilot.lines.contains { $0.contains("dropped") }, "\(pilot.lines)")
    // And there it stays: no decoding again and again.
    let decoded = pilot.feed(0).document
    pilot.settle()
    #expect(pilot.feed(0).document === decoded)
    #expect(Self.trimmed(pilot.lines[1]) == "500000", "\(pilot.lines)")
    withExtendedLifetime(file) {}
  }

  @Test func goingBackToTheStartAfterTheEndDecodesItAgain() throws {
    let (pilot, file) = try Self.start()
    // The end of what has arrived, and a spool more read: the start is dropped.
    pilot.press(.character("G"))
    pilot.waitUntil { _ in pilot.feed(0).droppedStartCanBeDecodedAgain }
    #expect(Int(Self.trimmed(pilot.lines[1])) ?? 0 > 1000, "\(pilot.lines[1])")
    pilot.press(.character("g"))
    pilot.waitUntil { Self.trimmed($0[1]) == "1" && Self.trimmed($0[2]) == "2" }
    #expect(!pilot.lines.contains { $0.contains("dropped") }, "\(pilot.lines)")
    withExtendedLifetime(file) {}
  }
}
