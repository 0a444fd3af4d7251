import Testing

@testable import TUIPager

/// Every outcome of feeding `text`'s bytes, one by one.
private func outcomes(_ text: String, into parser: inout TerminalReplyParser)
  -> [TerminalReplyParser.Outcome]
{
  text.utf8.map { parser.feed($0) }
}

/// The outcomes of `text` that are not `.pending`.
private func results(_ text: String) -> [TerminalReplyParser.Outcome] {
  var parser = TerminalReplyParser()
  return outcomes(text, into: &parser).filter { $0 != .pending }
}

private func reply(_ body: String) -> TerminalReply? {
  TerminalReply(body: Array(body.utf8))
}

@Suite struct TerminalReplyTests {
  @Test func modeReportGivesModeAndSetting() {
    #expect(reply("2026;2$y") == .modeReport(mode: 2026, setting: 2))
    #expect(reply("2026;1$y") == .modeReport(mode: 2026, setting: 1))
    #expect(reply("2026;0$y") == .modeReport(mode: 2026, setting: 0))
    #expect(reply("1049;4$y") == .modeReport(mode: 1049, setting: 4))
  }

  @Test func deviceAttributesWhateverTheirParameters() {
    #expect(reply("62;22c") == .deviceAttributes)  // tmux, xterm-like
    #expect(reply("1;2c") == .deviceAttributes)
    #expect(reply("6c") == .deviceAttributes)  // Linux console
    #expect(reply("c") == .deviceAttributes)
  }

  @Test func otherRepliesAreOther() {
    #expect(reply("2026;2;1$y") == .other)  // one parameter too many
    #expect(reply("2026$y") == .other)
    #expect(reply("1;2$c") == .other)
    #expect(reply("25h") == .other)
    #expect(reply("1:2c") == .other)
  }

  @Test func incompleteOrMalformedBodyIsNoReply() {
    #expect(reply("") == nil)
    #expect(reply("2026;2$") == nil)
    #expect(reply("2026$2y") == nil)  // a parameter after an intermediate
    #expect(reply("20\u{7}26c") == nil)
  }

  @Test func hugeNumbersSaturate() {
    #expect(reply("99999999999999999999999;1$y") == .modeReport(mode: 100_000, setting: 1))
  }
}

@Suite struct TerminalReplyParserTests {
  @Test func repliesBetweenKeysAreSeparated() {
    #expect(
      results("a\u{1B}[?2026;2$yb\u{1B}[?62;22cc") == [
        .input([0x61]), .reply(.modeReport(mode: 2026, setting: 2)), .input([0x62]),
        .reply(.deviceAttributes), .input([0x63]),
      ])
  }

  @Test func keySequencesPassThroughWhole() {
    // Up arrow and a lone Escape then x.
    #expect(results("\u{1B}[A") == [.input([0x1B, 0x5B, 0x41])])
    #expect(results("\u{1B}x") == [.input([0x1B, 0x78])])
    #expect(results("\u{1B}OH") == [.input([0x1B, 0x4F]), .input([0x48])])
  }

  @Test func escapeBeforeAReplyIsPassedOnAndTheReplyStillFound() {
    #expect(results("\u{1B}\u{1B}[?c") == [.input([0x1B]), .reply(.deviceAttributes)])
    #expect(results("\u{1B}[\u{1B}[?c") == [.input([0x1B, 0x5B]), .reply(.deviceAttributes)])
  }

  @Test func replySplitAnywhereIsStillWhole() {
    let whole = Array("\u{1B}[?2026;1$y".utf8)
    for cut in 1..<whole.count {
      var parser = TerminalReplyParser()
      let first = whole[..<cut].map { parser.feed($0) }
      #expect(first.allSatisfy { $0 == .pending })
      #expect(parser.held == Array(whole[..<cut]))
      let rest = whole[cut...].map { parser.feed($0) }
      #expect(rest.last == .reply(.modeReport(mode: 2026, setting: 1)))
      #expect(parser.held.isEmpty)
    }
  }

  @Test func replyCutByAControlByteIsDroppedAndTheByteKept() {
    #expect(results("\u{1B}[?2026;\u{3}q") == [.input([0x03]), .input([0x71])])
    #expect(results("\u{1B}[?20\u{1B}[?c") == [.reply(.deviceAttributes)])
  }

  @Test func overlongReplyIsDroppedWhole() {
    let digits = String(repeating: "1", count: TerminalReplyParser.maximumLength * 2)
    #expect(results("\u{1B}[?\(digits)cx") == [.reply(.other), .input([0x78])])
    let longest = String(repeating: "1", count: TerminalReplyParser.maximumLength - 1)
    #expect(results("\u{1B}[?\(longest)c") == [.reply(.deviceAttributes)])
  }
}

@Suite struct SynchronizedOutputProbeTests {
  private func probe(_ replies: [TerminalReply]) -> SynchronizedOutputProbe {
    var probe = SynchronizedOutputProbe()
    for reply in replies { probe.take(reply) }
    return probe
  }

  @Test func setOrResetMeansSupported() {
    for setting in [1, 2] {
      let answered = probe([.modeReport(mode: 2026, setting: setting), .deviceAttributes])
      #expect(answered.isSupported && answered.isAnswered)
    }
  }

  @Test func unknownOrPermanentMeansNot() {
    for setting in [0, 3, 4] {
      #expect(!probe([.modeReport(mode: 2026, setting: setting)]).isSupported)
    }
  }

  @Test func deviceAttributesAloneMeansAnsweredWithoutSupport() {
    let answered = probe([.deviceAttributes])
    #expect(answered.isAnswered && !answered.isSupported)
  }

  @Test func otherModesAndRepliesChangeNothing() {
    #expect(probe([.modeReport(mode: 1049, setting: 1), .other]) == SynchronizedOutputProbe())
  }

  @Test func aLateReportStillCounts() {
    let late = probe([.deviceAttributes, .modeReport(mode: 2026, setting: 2)])
    #expect(late.isSupported)
  }

  @Test func queryIsDECRQMThenDA1() {
    #expect(ControlSequence.synchronizedOutputQuery == "\u{1B}[?2026$p\u{1B}[c")
  }
}
