import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// What follows an ESC on the terminal's input, read whole: keys ncurses did not decode, a
/// paste's bounds, replies and reports ignored, and Esc with a key of its own.
@Suite struct EscapeSequenceTests {
  /// The steps of `text` (the characters after ESC) fed one at a time.
  static func steps(_ text: String) -> [EscapeSequence.Step] {
    var sequence = EscapeSequence()
    return text.unicodeScalars.map { sequence.feed($0.value) }
  }

  /// What `text` means once whole, checking that every step before the last asks for more.
  static func meaning(_ text: String) -> EscapeSequence.Meaning? {
    let steps = steps(text)
    #expect(steps.dropLast().allSatisfy { $0 == .more }, "\(text): \(steps)")
    guard case .done(let meaning)? = steps.last else { return nil }
    return meaning
  }

  @Test(arguments: [
    ("[A", Key.up), ("[B", .down), ("[C", .right), ("[D", .left), ("[H", .home), ("[F", .end),
    ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left), ("OH", .home), ("OF", .end),
    ("[1;5A", .up), ("[1;2D", .left), ("[Z", .backTab), ("OM", .enter),
    ("[1~", .home), ("[7~", .home), ("[4~", .end), ("[8~", .end), ("[2~", .insert),
    ("[3~", .delete), ("[5~", .pageUp), ("[6~", .pageDown), ("[6;5~", .pageDown),
    ("OP", .function(1)), ("OS", .function(4)), ("[15~", .function(5)), ("[17~", .function(6)),
    ("[21~", .function(10)), ("[24~", .function(12)),
  ])
  func keysInEitherCursorModeAreKeys(text: String, key: Key) {
    #expect(Self.meaning(text) == .key(key), "ESC \(text)")
  }

  @Test(arguments: [
    ("[1;5C", Key.controlRight), ("[1;5D", .controlLeft), ("Oc", .controlRight),
    ("Od", .controlLeft), ("[1;6C", .controlRight), ("[1;7D", .controlLeft),
    ("[1;3C", .right), ("[1;2D", .left), ("[5C", .right),
  ])
  func ctrlArrowsAreKeysOfTheirOwn(text: String, key: Key) {
    // xterm sends Ctrl-Right as ESC [1;5C (modifiers plus one, Ctrl the bit of 4), rxvt as
    // ESC O c; Shift or Alt alone leave the arrow as it is.
    #expect(Self.meaning(text) == .key(key), "ESC \(text)")
  }

  @Test(arguments: [
    "[I", "[O", "[?1;2c", "[?62;22c", "[<0;500;500M", "[<64;10;5m", "[12;40R", "[?2026;2$y",
    "[>0;95;0c", "[99~", "[8;24;80t", "Ox", "[=1u", "[1;2;3;4;5;6;7;8;9;10;11;12;13;14q",
  ])
  func repliesAndReportsAreReadWholeAndIgnored(text: String) {
    #expect(Self.meaning(text) == .ignored, "ESC \(text)")
  }

  /// Replies that come after the query was given up on: read whole, through ST or BEL, so that
  /// none of their bytes is a key; a background colour is still told.
  @Test(arguments: [
    "]11;rgb:1e1e/1e1e/2e2e\u{7}", "]11;rgb:1e1e/1e1e/2e2e\u{1B}\\", "]10;rgb:0/0/0\u{7}",
    "P1$r0m\u{1B}\\", "P>|tmux 3.4\u{1B}\\", "_Gi=1;OK\u{1B}\\", "^pm\u{7}", "Xsos\u{7}",
    "]" + String(repeating: "x", count: 500) + "\u{7}", "]8;;http://a/é\u{1B}\\",
  ])
  func controlStringsAreReadWholeAndNeverKeys(text: String) {
    let meaning = Self.meaning(text)
    if text.hasPrefix("]11;rgb:1e1e") {
      #expect(meaning == .reply(.background(RGB(0x1E, 0x1E, 0x2E))), "ESC \(text)")
    } else {
      #expect(meaning == .ignored, "ESC \(text)")
    }
  }

  @Test func theTerminalWaitsLongerInsideAControlString() {
    var sequence = EscapeSequence()
    #expect(sequence.feed(0x5B) == .more && !sequence.isInString, "ESC [")
    sequence = EscapeSequence()
    #expect(sequence.feed(0x5D) == .more && sequence.isInString, "ESC ]")
    #expect(sequence.feed(0x1B) == .more && sequence.isInString, "ESC inside")
    #expect(sequence.feed(0x5C) == .done(.ignored), "ST")
  }

  @Test func aControlStringCutShortByAnotherSequenceGivesWayToIt() {
    #expect(Self.meaning("]11;rgb:0\u{1B}[201~") == .pasteEnd)
    #expect(Self.meaning("]11;rgb:0\u{18}") == .ignored, "CAN cancels it")
  }

  @Test func aPastesBoundsAreTold() {
    #expect(Self.meaning("[200~") == .pasteStart)
    #expect(Self.meaning("[201~") == .pasteEnd)
  }

  @Test(arguments: ["u", "h", "(", ")", "\u{1B}", "1", "é"])
  func escAndAKeyIsEscThenTheKey(text: String) {
    #expect(Self.steps(text) == [.notASequence], "Esc \(text): Alt and the key, or Esc then it")
  }

  @Test func aSequenceTooLongIsReadToItsEndAndIgnored() {
    let long = "[" + String(repeating: "1;", count: 100) + "A"
    #expect(Self.meaning(long) == .ignored)
  }

  @Test func aControlCharacterInsideEndsItIgnored() {
    #expect(Self.steps("[1\n") == [.more, .more, .done(.ignored)])
    #expect(Self.steps("[é") == [.more, .done(.ignored)])
  }

  @Test func pastedLineEndsAndTabsBecomeBlanksAndOtherControlsGo() {
    let pasted = "a\tb\r\nc\u{7}d\u{1B}e\u{9B}f"
    let kept = String(String.UnicodeScalarView(pasted.unicodeScalars.compactMap(App.pastable)))
    #expect(kept == "a b  cdef")
  }
}
