import PagerKit
import TestSupport
import Testing

@testable import PagerProgram

/// The one decoder of the terminal's bytes: keys by table (terminfo's and PagerKit's), xterm's
/// modifiers, mouse reports in SGR's and X10's encodings, pastes, replies, Alt and UTF-8, whole
/// or split anywhere.
@Suite struct InputDecoderTests {
  /// What `bytes` decode to, fed in pieces cut at `cuts`, then flushed.
  static func decoded(
    _ bytes: [UInt8], cuts: [Int] = [], terminfo: [(sequence: [UInt8], key: Key)] = [],
    awaitingReplies: Bool = false
  ) -> [InputDecoder.Event] {
    var decoder = InputDecoder(terminfoKeys: terminfo)
    decoder.awaitsReplies = awaitingReplies
    var events: [InputDecoder.Event] = []
    var start = 0
    for cut in cuts.sorted() + [bytes.count] where cut >= start {
      events += decoder.decode(bytes[start..<cut])
      start = cut
    }
    return events + decoder.flush()
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func keys(_ keys: Key...) -> [InputDecoder.Event] { keys.map { .input(.key($0)) } }

  /// `bytes` decode to `expected` whole, and cut in two at every place.
  static func expectEverySplit(
    _ bytes: [UInt8], _ expected: [InputDecoder.Event],
    terminfo: [(sequence: [UInt8], key: Key)] = [], awaitingReplies: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for cut in 0...bytes.count {
      let events = decoded(
        bytes, cuts: [cut], terminfo: terminfo, awaitingReplies: awaitingReplies)
      #expect(
        events == expected,
        "\(String(decoding: bytes, as: UTF8.self).debugDescription) cut at \(cut)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func everySequenceOfTheTableIsItsKeyWholeOrSplit() {
    for (text, press) in KeyDecoder.sequenceKeys {
      guard let key = EscapeSequence.key(for: press) else { continue }
      Self.expectEverySplit([0x1B] + Self.bytes(text), Self.keys(key))
    }
  }

  @Test func xtermModifiersTellCtrlArrowsAndShiftTab() {
    Self.expectEverySplit(Self.bytes("\u{1B}[1;5C"), Self.keys(.controlRight))
    Self.expectEverySplit(Self.bytes("\u{1B}[1;5D"), Self.keys(.controlLeft))
    Self.expectEverySplit(Self.bytes("\u{1B}[Z"), Self.keys(.backTab))
    Self.expectEverySplit(Self.bytes("\u{1B}[5;3~"), Self.keys(.pageUp))
    Self.expectEverySplit(Self.bytes("\u{1B}Oc"), Self.keys(.controlRight))
  }

  @Test func theTerminfoEntrysKeyStringsAreEntriesAndWinOverTheTable() {
    let terminfo: [(sequence: [UInt8], key: Key)] = [
      (Self.bytes("\u{1B}[H"), .end), (Self.bytes("\u{1B}[[Z"), .function(20)),
      (Self.bytes("\u{1B}Ow"), .home),
    ]
    Self.expectEverySplit(Self.bytes("\u{1B}[H"), Self.keys(.end), terminfo: terminfo)
    Self.expectEverySplit(Self.bytes("\u{1B}[[Z"), Self.keys(.function(20)), terminfo: terminfo)
    Self.expectEverySplit(Self.bytes("\u{1B}Ow"), Self.keys(.home), terminfo: terminfo)
    // The Linux console's F1, a sequence of no ECMA-48 shape, from the table.
    Self.expectEverySplit(Self.bytes("\u{1B}[[A"), Self.keys(.function(1)))
    let names = InputDecoder.terminfoKeyNames.map(\.capability)
    #expect(names.contains("kcuu1") && names.contains("kLFT5") && names.contains("kf63"))
  }

  @Test func textControlsAndUTF8SplitAnywhere() {
    Self.expectEverySplit(
      Self.bytes("aé日\t\r\u{7F}\u{1}"),
      Self.keys(
        .character("a"), .character("é"), .character("日"), .tab, .enter, .backspace,
        .character("\u{1}")))
    Self.expectEverySplit([0xC3, 0x28], Self.keys(.character("\u{FFFD}"), .character("(")))
    #expect(
      Self.decoded([0xE6, 0x97]) == Self.keys(.character("\u{FFFD}"), .character("\u{FFFD}")))
  }

  @Test func escapeAloneAndAltAsEscapeBeforeAKey() {
    Self.expectEverySplit([0x1B], Self.keys(.escape))
    Self.expectEverySplit(Self.bytes("\u{1B}u"), Self.keys(.escape, .character("u")))
    Self.expectEverySplit(Self.bytes("\u{1B}\u{1B}[A"), Self.keys(.escape, .up))
    var decoder = InputDecoder()
    #expect(decoder.waitMilliseconds == nil)
    #expect(decoder.decode([0x1B]).isEmpty, "held: it may begin a sequence")
    #expect(decoder.waitMilliseconds == InputDecoder.sequenceWait)
    #expect(decoder.flush() == Self.keys(.escape))
    #expect(decoder.waitMilliseconds == nil)
  }

  @Test func unknownSequencesAreDroppedWhole() {
    Self.expectEverySplit(Self.bytes("\u{1B}[99q\u{1B}[?1;2c\u{1B}[I"), [])
    Self.expectEverySplit(Self.bytes("\u{1B}[12;40Rx"), Self.keys(.character("x")))
  }

  @Test func sgrMouseReportsEachButtonTheWheelAndDrags() {
    let reports: [(String, MouseEvent)] = [
      ("\u{1B}[<0;10;5M", MouseEvent(column: 9, row: 4, action: .press(.left))),
      ("\u{1B}[<0;10;5m", MouseEvent(column: 9, row: 4, action: .release(.left))),
      ("\u{1B}[<1;1;1M", MouseEvent(column: 0, row: 0, action: .press(.middle))),
      ("\u{1B}[<2;300;60m", MouseEvent(column: 299, row: 59, action: .release(.right))),
      ("\u{1B}[<32;11;5M", MouseEvent(column: 10, row: 4, action: .drag(.left))),
      ("\u{1B}[<34;11;5M", MouseEvent(column: 10, row: 4, action: .drag(.right))),
      ("\u{1B}[<64;3;4M", MouseEvent(column: 2, row: 3, action: .wheelUp)),
      ("\u{1B}[<65;3;4M", MouseEvent(column: 2, row: 3, action: .wheelDown)),
      ("\u{1B}[<16;3;4M", MouseEvent(column: 2, row: 3, action: .press(.left))),
    ]
    for (text, event) in reports {
      Self.expectEverySplit(Self.bytes(text), [.input(.mouse(event))])
    }
    // Sideways wheels, motion with no button, and nonsense do nothing.
    Self.expectEverySplit(
      Self.bytes("\u{1B}[<66;3;4M\u{1B}[<35;3;4M\u{1B}[<0;0;4M\u{1B}[<1;2M"), [])
  }

  @Test func x10MouseReportsAndTheReleaseOfTheButtonHeld() {
    let press = [0x1B, 0x5B, 0x4D, 32 + 2, 32 + 8, 32 + 3]
    let drag = [0x1B, 0x5B, 0x4D, 32 + 34, 32 + 9, 32 + 3]
    let release = [0x1B, 0x5B, 0x4D, 32 + 3, 32 + 9, 32 + 3]
    Self.expectEverySplit(
      (press + drag + release).map(UInt8.init),
      [
        .input(.mouse(MouseEvent(column: 7, row: 2, action: .press(.right)))),
        .input(.mouse(MouseEvent(column: 8, row: 2, action: .drag(.right)))),
        .input(.mouse(MouseEvent(column: 8, row: 2, action: .release(.right)))),
      ])
  }

  @Test func aBracketedPasteIsItsTextWithSequencesInsideDropped() {
    Self.expectEverySplit(
      Self.bytes("\u{1B}[200~one\ntwo \u{1B}[31mred\u{1B}[201~x"),
      [.input(.paste("one\ntwo red")), .input(.key(.character("x")))])
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.bytes("\u{1B}[200~cut sh")).isEmpty)
    #expect(decoder.waitMilliseconds == InputDecoder.pasteWait)
    #expect(decoder.flush() == [.input(.paste("cut sh"))], "a paste without its end ends")
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: Terminal.pasteLimit + 10)
    let limited = Self.decoded(Self.bytes("\u{1B}[200~") + long + Self.bytes("\u{1B}[201~"))
    #expect(limited == [.input(.paste(String(repeating: "a", count: Terminal.pasteLimit)))])
  }

  @Test func repliesAreRepliesWhileAwaitedAndNeverKeys() {
    let background = Self.bytes("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\")
    Self.expectEverySplit(
      background, [.reply(.background(RGB(0, 0, 0)))])
    Self.expectEverySplit(
      Self.bytes("\u{1B}[?2026;2$y\u{1B}[?62;22c"),
      [.reply(.modeReport(mode: 2026, setting: 2)), .reply(.deviceAttributes)],
      awaitingReplies: true)
    Self.expectEverySplit(
      Self.bytes("\u{1B}[3;7R"), [.reply(.cursorPosition(row: 3, column: 7))],
      awaitingReplies: true)
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.bytes("\u{1B}]11;rgb:00")).isEmpty)
    #expect(decoder.waitMilliseconds == InputDecoder.stringWait, "a reply in pieces is waited for")
    // Cut short, a control string is dropped: none of it is keys.
    #expect(decoder.flush().isEmpty)
  }

  /// The replies that come after the first frame are read without making the key table, which
  /// the first key that may be a sequence makes; keys shaped like replies stay keys.
  @Test func repliesAreReadWithoutTheKeyTable() {
    final class Entry {
      var reads = 0
      func keys() -> [(sequence: [UInt8], key: Key)] {
        reads += 1
        return [(Array("\u{1B}[1;5R".utf8), .function(27))]
      }
    }
    let entry = Entry()
    var decoder = InputDecoder(terminfoKeys: entry.keys())
    decoder.awaitsReplies = true
    var events: [InputDecoder.Event] = []
    for piece in ["\u{1B}[?2026;2$y", "\u{1B}[2;", "14R", "\u{1B}[?62;22c"] {
      events += decoder.decode(Self.bytes(piece))
    }
    #expect(entry.reads == 0)
    #expect(
      events == [
        .reply(.modeReport(mode: 2026, setting: 2)), .reply(.cursorPosition(row: 2, column: 14)),
        .reply(.deviceAttributes),
      ])
    // Ctrl-F3 (`ESC [ 1 ; 5 R`) is a key of the table, Ctrl-Insert one of PagerKit's.
    #expect(decoder.decode(Self.bytes("\u{1B}[1;5R")) == Self.keys(.function(27)))
    #expect(entry.reads == 1)
    let insert = Self.decoded(Self.bytes("\u{1B}[2;5~"), awaitingReplies: true)
    #expect(insert == Self.decoded(Self.bytes("\u{1B}[2;5~")))
    #expect(
      insert.count == 1 && insert.first.map { if case .input = $0 { true } else { false } } == true)
    #expect(decoder.decode(Self.bytes("\u{1B}[A")) == Self.keys(.up))
    #expect(entry.reads == 1, "the table is made once")
  }

  /// Random runs of keys, mouse reports, pastes and replies, cut anywhere into reads: the events
  /// are the runs', in order, whatever the cuts.
  @Test func anyRunOfInputCutAnywhereDecodesToItsEvents() {
    let items: [(String, [InputDecoder.Event])] = [
      ("a", Self.keys(.character("a"))), ("日", Self.keys(.character("日"))),
      ("\u{1B}[A", Self.keys(.up)), ("\u{1B}OB", Self.keys(.down)),
      ("\u{1B}[1;5C", Self.keys(.controlRight)), ("\u{1B}[6~", Self.keys(.pageDown)),
      ("\u{1B}OP", Self.keys(.function(1))), ("\r", Self.keys(.enter)),
      ("\u{1B}x", Self.keys(.escape, .character("x"))),
      ("\u{1B}[<0;5;6M", [.input(.mouse(MouseEvent(column: 4, row: 5, action: .press(.left))))]),
      ("\u{1B}[<65;1;2M", [.input(.mouse(MouseEvent(column: 0, row: 1, action: .wheelDown)))]),
      ("\u{1B}[200~pasted\u{1B}[201~", [.input(.paste("pasted"))]),
      ("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}", [.reply(.background(RGB(255, 255, 255)))]),
      ("\u{1B}[I", []),
    ]
    var random = SeededGenerator(seed: 0xDEC0DE)
    for _ in 0..<400 {
      let chosen = (0..<Int(1 + random.next() % 12)).map { _ in
        items[Int(random.next() % UInt64(items.count))]
      }
      let bytes = chosen.flatMap { Self.bytes($0.0) }
      let cuts = (0..<Int(random.next() % 6)).map { _ in
        Int(random.next() % UInt64(bytes.count + 1))
      }
      let events = Self.decoded(bytes, cuts: cuts)
      #expect(events == chosen.flatMap(\.1), "\(chosen.map(\.0)) cut at \(cuts)")
    }
  }
}
