import Testing

@testable import PagerKit

/// Bytes from a terminal in raw mode to keys: the table's sequences with every modifier, text,
/// controls, and bytes split anywhere.
@Suite struct KeyDecoderTests {
  static func keys(_ text: String) -> [KeyPress] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test func everySequenceInTheTableIsItsKey() {
    for (sequence, press) in KeyDecoder.sequenceKeys {
      #expect(Self.keys("\u{1B}" + sequence) == [press], "\(sequence)")
    }
  }

  @Test func xtermModifiersComeWithArrowsAndTildeKeys() {
    for parameter in 2...8 {
      let modifiers = KeyModifiers(rawValue: UInt8(parameter - 1))
      #expect(Self.keys("\u{1B}[1;\(parameter)C") == [KeyPress(.right, modifiers: modifiers)])
      #expect(Self.keys("\u{1B}[1;\(parameter)H") == [KeyPress(.home, modifiers: modifiers)])
      #expect(Self.keys("\u{1B}[5;\(parameter)~") == [KeyPress(.pageUp, modifiers: modifiers)])
      #expect(
        Self.keys("\u{1B}[15;\(parameter)~") == [KeyPress(.function(5), modifiers: modifiers)])
    }
    #expect(Self.keys("\u{1B}[1;5C") == [KeyPress(.right, modifiers: .control)])
    #expect(Self.keys("\u{1B}[5C") == [KeyPress(.right)], "a count says nothing of the key")
    #expect(Self.keys("\u{1B}Oc") == [KeyPress(.right, modifiers: .control)], "rxvt's Ctrl-→")
  }

  @Test func textAndControls() {
    #expect(
      Self.keys("aé日🙂") == ["a", "é", "日", "🙂"].map { KeyPress(.character(Character($0))) })
    #expect(
      Self.keys("\r\n\t\u{7F}\u{8}").map(\.key) == [.enter, .enter, .tab, .backspace, .backspace])
    #expect(
      Self.keys("\u{1}\u{1A}") == [
        KeyPress(.character("a"), modifiers: .control),
        KeyPress(.character("z"), modifiers: .control),
      ])
    #expect(Self.keys("\u{0}") == [KeyPress(.character(" "), modifiers: .control)])
    #expect(Self.keys("\u{1F}") == [KeyPress(.character("_"), modifiers: .control)])
  }

  @Test func escapeBeforeAKeyIsAlt() {
    #expect(Self.keys("\u{1B}x") == [KeyPress(.character("x"), modifiers: .alt)])
    #expect(Self.keys("\u{1B}\u{7F}") == [KeyPress(.backspace, modifiers: .alt)])
    #expect(Self.keys("\u{1B}\u{1B}[A") == [KeyPress(.escape), KeyPress(.up)])
  }

  @Test func aLoneEscapeIsHeldUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isHolding)
    #expect(decoder.flush() == [KeyPress(.escape)])
    #expect(!decoder.isHolding)
    #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.flush() == [KeyPress(.escape), KeyPress(.character("["))])
  }

  @Test func unknownSequencesAndMouseReportsAreDroppedWhole() {
    #expect(Self.keys("\u{1B}[<0;10;5Mq") == [KeyPress(.character("q"))])
    #expect(Self.keys("\u{1B}[99~a") == [KeyPress(.character("a"))])
    #expect(Self.keys("\u{1B}[1;99Ab") == [KeyPress(.character("b"))])
  }

  @Test func malformedUTF8IsAReplacementCharacterAByte() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode([0xFF, 0x80]) == [KeyPress(.character("\u{FFFD}"))] + [
        KeyPress(.character("\u{FFFD}"))
      ])
    #expect(decoder.decode([0xE6, 0x97]).isEmpty, "an unfinished character is held")
    #expect(
      decoder.decode([0x41]) == ["\u{FFFD}", "\u{FFFD}", "A"].map { KeyPress(.character($0)) })
  }

  /// The same keys however the bytes are cut into reads.
  @Test func bytesSplitAnywhereGiveTheSameKeys() {
    let text = "a\u{1B}[1;5C日\u{1B}OP\u{1B}x🙂\u{1B}[6~\r\u{1B}[[A"
    let whole = Self.keys(text)
    #expect(whole.count == 9)
    let bytes = Array(text.utf8)
    for first in 0...bytes.count {
      for second in first...bytes.count {
        var decoder = KeyDecoder()
        let keys =
          decoder.decode(bytes[..<first]) + decoder.decode(bytes[first..<second])
          + decoder.decode(bytes[second...]) + decoder.flush()
        #expect(keys == whole, "cut at \(first), \(second)")
      }
    }
  }
}
