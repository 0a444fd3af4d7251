import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A stream whose last line has no newline yet, through the whole program in-process: what has
/// arrived shows at once, as `less` shows it, and grows.
@Suite struct UnfinishedLineAppTests {
  /// A pipe the test writes into, opened by the program by name as a file argument.
  final class Pipe {
    let readEnd: Int32
    private(set) var writeEnd: Int32
    var path: String { "/proc/self/fd/\(readEnd)" }

    init() throws {
      var ends: [Int32] = [-1, -1]
      try #require(pipe(&ends) == 0)
      readEnd = ends[0]
      writeEnd = ends[1]
    }

    func write(_ text: String) {
      _ = StandardStream(descriptor: writeEnd).writeAll(text)
    }

    /// Closes the end the test writes to: the text ends there.
    func finish() {
      close(writeEnd)
      writeEnd = -1
    }

    deinit {
      close(readEnd)
      if writeEnd >= 0 { close(writeEnd) }
    }
  }

  static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }

  @Test func textWithNoNewlineYetShowsAndGrows() throws {
    let pipe = try Pipe()
    pipe.write("first\nab")
    let pilot = try Pilot([pipe.path, "--duration", "0"], size: Size(columns: 60, rows: 10))
    // The first frame may come before the text: a resize draws again once it has been read.
    pilot.send(.resize)
    #expect(Self.trimmed(pilot.lines[1]) == "first")
    #expect(Self.trimmed(pilot.lines[2]) == "ab")
    #expect(pilot.lines[9].contains("lines 1–2"))
    #expect(pilot.lines[9].contains("loading…"))
    pipe.write("c")
    pilot.send(.resize)
    #expect(Self.trimmed(pilot.lines[2]) == "abc")
    pilot.press(.character("G"))
    #expect(Self.trimmed(pilot.lines[2]) == "abc", "G goes to the end of what has arrived")
  }
}

extension UnfinishedLineAppTests {
  @Test func aFollowedLineLongerThanTheSpoolLosesItsStartAndTheCommandRunsToItsEnd() throws {
    // It used to stop reading a spool past the line's start, the command blocked for good. More
    // than the 4 MiB the loop reads at a time; following a long line reads it at about 1 MB/s
    // in a debug build.
    let pilot = try Pilot([
      "--follow", "--spool-limit", "1M", "--command",
      "head -c 6000000 /dev/zero | tr '\\0' x; echo; echo done",
    ])
    pilot.waitUntil(seconds: 40) {
      $0.contains { $0.hasPrefix("done ") } && $0.last?.contains("(done)") == true
    }
    pilot.press(.character("g"))
    #expect(pilot.lines[1].hasPrefix("… the start of the line below was dropped (--spool-limit)"))
  }
}
