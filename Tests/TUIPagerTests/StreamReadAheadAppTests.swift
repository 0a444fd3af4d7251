import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// An endless pipe through the whole program in-process: it is read the documented 16 MiB ahead
/// and then waits, unpolled, until the user moves toward the end, searches, filters or follows;
/// nothing the user has not passed is dropped.
@Suite struct StreamReadAheadAppTests {
  /// A pipe an endless producer writes into as fast as the program reads: each ``fill()`` writes
  /// what the pipe takes without blocking.
  final class EndlessPipe {
    let readEnd: Int32
    private let writeEnd: Int32
    var path: String { "/proc/self/fd/\(readEnd)" }
    /// Bytes written so far.
    private(set) var written = 0
    /// A line written once, at the next fill, before the endless ones.
    var next: String?
    private let chunk = Array(String(repeating: "y\n", count: 32 * 1024).utf8)

    init(first: String) throws {
      var ends: [Int32] = [-1, -1]
      try #require(pipe(&ends) == 0)
      readEnd = ends[0]
      writeEnd = ends[1]
      _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
      next = first
    }

    deinit {
      close(readEnd)
      close(writeEnd)
    }

    /// Writes until the pipe is full; returns the bytes written.
    @discardableResult func fill() -> Int {
      var total = 0
      if let line = next {
        let bytes = Array(line.utf8)
        let count = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        guard count == bytes.count else { return 0 }
        next = nil
        total += count
      }
      while true {
        let count = chunk.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        total += count
      }
      written += total
      return total
    }
  }

  /// Turns the program's loop while the pipe is kept full, until the program has stopped taking
  /// bytes for a while, or has taken `limit` more; returns the bytes it took.
  @discardableResult
  static func feed(_ pipe: EndlessPipe, to pilot: Pilot, limit: Int = 96 << 20) -> Int {
    let start = pipe.written
    var idleTurns = 0
    pilot.waitUntil(seconds: 30) { _ in
      idleTurns = pipe.fill() == 0 ? idleTurns + 1 : 0
      return idleTurns >= 20 || pipe.written - start > limit
    }
    return pipe.written - start
  }

  static func stream(_ pilot: Pilot) throws -> StreamDocument {
    try #require(pilot.feed(0).document as? StreamDocument)
  }

  @Test func anEndlessPipeIsReadSixteenMebibytesAheadThenWaitsAsleep() throws {
    let pipe = try EndlessPipe(first: "line one\n")
    let pilot = try Pilot([pipe.path, "--duration", "0"], size: Size(columns: 60, rows: 10))
    Self.feed(pipe, to: pilot)
    let read = try Self.stream(pilot).byteCount
    #expect(read >= 16 << 20 && read < 24 << 20, "\(read >> 20) MiB read")
    #expect(pilot.feed(0).pollDescriptor == nil, "the pipe is not polled")
    pilot.settle()
    #expect(pilot.clock.waits.last == -1, "asleep until a key")
    pilot.press(.character("g"))
    #expect(pilot.lines[1].hasPrefix("line one "), "\(pilot.lines[1])")
  }

  @Test func scrollingReadsAsFarAgainAheadOfTheLastLineShown() throws {
    let pipe = try EndlessPipe(first: "line one\n")
    let pilot = try Pilot([pipe.path, "--duration", "0"], size: Size(columns: 60, rows: 10))
    Self.feed(pipe, to: pilot)
    // Line 8,000,000 starts 16 MB in, a little before the 16 MiB read.
    for character in ":8000000" { pilot.press(.character(character)) }
    pilot.press(.enter)
    #expect(pilot.lines.last?.contains("8,000,000") == true, "\(pilot.lines.last ?? "")")
    Self.feed(pipe, to: pilot)
    let read = try Self.stream(pilot).byteCount
    #expect(read >= 16_000_000 + 16 << 20, "\(read >> 20) MiB read")
    #expect(read < 16_000_000 + 24 << 20, "\(read >> 20) MiB read")
  }

  /// What moves toward the end (or looks at every line) asks for more, and reading goes on.
  @Test(arguments: ["G", "F", "/needle\n", "&needle\n"])
  func movingTowardTheEndSearchingOrFilteringReadsOn(_ keys: String) throws {
    let pipe = try EndlessPipe(first: "line one\n")
    let pilot = try Pilot([pipe.path, "--duration", "0"], size: Size(columns: 60, rows: 10))
    Self.feed(pipe, to: pilot)
    pipe.next = "needle\n"
    for key in keys { pilot.press(key == "\n" ? .enter : .character(key)) }
    let read = Self.feed(pipe, to: pilot, limit: 24 << 20)
    if keys.hasPrefix("/") {
      // The needle comes after what was read ahead: the search reads on to it, and stops there.
      #expect(read > 0, "reading goes on")
      pilot.waitUntil { lines in lines.contains { $0.hasPrefix("needle ") } }
      return
    }
    #expect(read > 24 << 20, "reading goes on")
    if keys.hasPrefix("&") {
      pilot.waitUntil { lines in lines.contains { $0.hasPrefix("needle ") } }
      return
    }
    pilot.press(.character("g"))
    #expect(pilot.lines[1].hasPrefix("line one "), "nothing dropped: \(pilot.lines[1])")
  }
}
