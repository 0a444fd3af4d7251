import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `G` on a long line that is not ASCII, through the whole program in-process: the layout goes a
/// slice a frame, the status line says how far, and a key in between is answered in the next
/// frame, dropping the rest.
@Suite struct PendingScrollAppTests {
  /// A first line, then 4 MiB of `é` with no newline: about 16 slices of layout.
  static func file() throws -> TemporaryFile {
    try TemporaryFile(named: "accents.txt", "first\n" + String(repeating: "é", count: 2 << 20))
  }

  static func status(_ pilot: Pilot) -> String { pilot.lines[pilot.lines.count - 1] }

  @Test func gShowsHowFarTheLayoutHasGotAndAKeyIsAnsweredAtOnce() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path, "--duration", "0"], size: Size(columns: 80, rows: 24))
    pilot.press(.character("G"))
    #expect(Self.status(pilot).contains("laying out…"), "\(Self.status(pilot))")
    #expect(pilot.waitsForAFrame, "it goes on a frame at a time")
    #expect(pilot.lines[1].hasPrefix("éééé"))
    pilot.press(.character("g"))
    #expect(pilot.lines[1].hasPrefix("first"), "the key's scroll shows in the next frame")
    #expect(!Self.status(pilot).contains("laying out…"))
    #expect(pilot.clock.waits.last == -1, "the scroll on its way is dropped: asleep again")
  }

  @Test func qDuringTheLayoutQuitsAtOnce() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path, "--duration", "0"], size: Size(columns: 80, rows: 24))
    pilot.press(.character("G"))
    #expect(Self.status(pilot).contains("laying out…"))
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
  }

  @Test func leftAloneItReachesTheEndAndSleeps() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path, "--duration", "0"], size: Size(columns: 80, rows: 24))
    pilot.press(.character("G"))
    pilot.settle()
    #expect(Self.status(pilot).hasSuffix("lines 2–2 of 2  1/1 "), "\(Self.status(pilot))")
    // 2 Mi glyphs on rows of 80: the last row holds the last 2 097 152 mod 80 = 32.
    #expect(
      pilot.lines[pilot.lines.count - 2] == String(repeating: "é", count: 32)
        + String(repeating: " ", count: 48))
    #expect(pilot.clock.waits.last == -1)
  }
}

/// `/` on a long line that is not ASCII, in-process: the search goes a slice a frame, and a key
/// in between is answered in the next frame.
@Suite struct PendingSearchAppTests {
  /// The program on `file`, a search for `pattern` just submitted.
  static func searching(_ file: TemporaryFile, for pattern: String) throws -> Pilot {
    let pilot = try Pilot([file.path, "--duration", "0"], size: Size(columns: 80, rows: 24))
    pilot.press(.character("/"))
    for character in pattern { pilot.press(.character(character)) }
    pilot.press(.enter)
    return pilot
  }

  @Test func aSearchThroughAHugeLineGoesOnUnderKeysIsDroppedByEscAndQQuits() throws {
    let file = try PendingScrollAppTests.file()
    // A regular expression with no text it requires outside a group: plain text, or text an
    // expression requires, would be ruled out from the bytes at once.
    let pilot = try Self.searching(file, for: "(ABSENT)")
    #expect(PendingScrollAppTests.status(pilot).contains("searching…"))
    #expect(pilot.waitsForAFrame)
    pilot.press(.character("j"))
    #expect(pilot.lines[2].hasPrefix("éééé"), "the key's scroll shows in the next frame")
    #expect(PendingScrollAppTests.status(pilot).contains("searching…"), "the search goes on")
    pilot.press(.escape)
    #expect(!PendingScrollAppTests.status(pilot).contains("searching…"))
    #expect(pilot.waitsForAFrame, "the tab's match count goes on")
    pilot.settle()
    #expect(pilot.lines[0].contains("·0"), "counted through the huge line: \(pilot.lines[0])")
    #expect(pilot.clock.waits.last == -1)
    pilot.press(.character("k"))
    pilot.press(.character("n"))
    #expect(PendingScrollAppTests.status(pilot).contains("searching…"))
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
  }

  @Test func leftAloneASearchSaysWhenThereIsNoMatch() throws {
    let file = try PendingScrollAppTests.file()
    let pilot = try Self.searching(file, for: "ABSENT")
    pilot.settle()
    #expect(PendingScrollAppTests.status(pilot).contains("Pattern not found: ABSENT"))
  }
}
