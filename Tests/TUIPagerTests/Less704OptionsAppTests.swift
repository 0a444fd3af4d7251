import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's newer options through the whole program in-process: `--past-eof` scrolls every
/// way past the end, `--proc-return` drops the carriage return of `\r\n` whatever `-U` says
/// (`LessCarriageReturnAppTests` has the rest of its family).
@Suite struct Less704OptionsAppTests {
  @Test func pastEofLetsSpaceGoOnPastTheEnd() throws {
    let file = try TemporaryFile(named: "short.txt", (1...20).map { "row \($0)\n" }.joined())
    let stays = try Pilot([file.path])
    stays.press(.character(" "))
    stays.settle()
    #expect(stays.lines[1].hasPrefix("row 1 "), "without it the page stays: \(stays.lines[1])")
    let goes = try Pilot(["--past-eof", file.path])
    goes.press(.character(" "))
    goes.settle()
    #expect(goes.lines[1].hasPrefix("row 20 "), "the last line at the top: \(goes.lines[1])")
    goes.press(.character("g"), .character("j"))
    goes.settle()
    #expect(goes.lines[1].hasPrefix("row 2 "))
  }

  @Test func procReturnDropsTheReturnOfALineEndEvenWithCapitalU() throws {
    let file = try TemporaryFile(named: "dos.txt", "first\r\nmid\rdle\r\nlast\r\n")
    for arguments in [["-U", "--proc-return"], ["--proc-return"], []] {
      let pilot = try Pilot(arguments + [file.path])
      #expect(pilot.lines[1].hasPrefix("first "), "\(arguments): \(pilot.lines[1])")
      #expect(pilot.lines[2].hasPrefix("mid^Mdle "), "a lone return shows: \(pilot.lines[2])")
    }
  }

  @Test func cmdRunsItsCommandsAtTheStartAsPlusDoes() throws {
    let file = try TemporaryFile(named: "long.txt", (1...100).map { "row \($0)\n" }.joined())
    let end = try Pilot(["--cmd=G", file.path])
    end.settle()
    #expect(end.lines.contains { $0.hasPrefix("row 100 ") })
    #expect(!end.lines.contains { $0.hasPrefix("row 1 ") })
    let match = try Pilot(["--cmd", "/row 42", file.path])
    match.settle()
    #expect(match.lines[1].hasPrefix("row 42 "), "\(match.lines[1])")
  }

  @Test func formFeedStopsTheScrollAtAPagesStart() throws {
    let pages = (1...3).map { page in
      (page == 1 ? "" : "\u{0C}") + "page \(page)\n"
        + (1...40).map { "text \(page).\($0)\n" }.joined()
    }
    let file = try TemporaryFile(named: "paged.txt", pages.joined())
    /// The top lines Space shows down to the end, then b back to the start.
    func tops(_ arguments: [String]) throws -> (down: [String], up: [String]) {
      let pilot = try Pilot(arguments + [file.path])
      var down: [String] = []
      var up: [String] = []
      for _ in 0..<8 {
        pilot.press(.character(" "))
        pilot.settle()
        down.append(pilot.lines[1].split(separator: " ").prefix(2).joined(separator: " "))
      }
      for _ in 0..<8 {
        pilot.press(.character("b"))
        pilot.settle()
        up.append(pilot.lines[1].split(separator: " ").prefix(2).joined(separator: " "))
      }
      return (down, up)
    }
    let stopping = try tops(["--form-feed"])
    #expect(stopping.down.contains("^Lpage 2") && stopping.down.contains("^Lpage 3"), "\(stopping)")
    #expect(stopping.up.contains("^Lpage 2"), "going up too: \(stopping.up)")
    let plain = try tops([])
    #expect(!plain.down.contains("^Lpage 2") && !plain.down.contains("^Lpage 3"), "\(plain)")
  }
}
