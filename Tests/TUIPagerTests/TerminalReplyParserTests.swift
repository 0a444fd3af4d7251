import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

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

  @Test func cursorPositionReportsGiveRowAndColumn() {
    #expect(
      TerminalReply(cursorReportBody: Array("2;3R".utf8)) == .cursorPosition(row: 2, column: 3))
    #expect(
      TerminalReply(cursorReportBody: Array("12;140R".utf8))
        == .cursorPosition(row: 12, column: 140))
    for notAReport in ["2;3", "2R", "2;3;4R", ";3R", "2;R", "2;3~", "2:3R"] {
      #expect(TerminalReply(cursorReportBody: Array(notAReport.utf8)) == nil, "\(notAReport)")
    }
  }

  @Test func backgroundColourRepliesInEveryWidth() {
    #expect(
      TerminalReply(operatingSystemCommandBody: Array("11;rgb:ffff/ffff/ffff".utf8))
        == .background(RGB(255, 255, 255)))
    #expect(
      TerminalReply(operatingSystemCommandBody: Array("11;rgb:1e1e/1e1e/2e2e".utf8))
        == .background(RGB(30, 30, 46)))
    #expect(
      TerminalReply(operatingSystemCommandBody: Array("11;rgb:00/80/ff".utf8))
        == .background(RGB(0, 128, 255)))
    #expect(
      TerminalReply(operatingSystemCommandBody: Array("11;rgb:f/0/8".utf8))
        == .background(RGB(255, 0, 136)))
    for other in ["11;rgb:ff/ff", "11;rgb:gg/00/00", "11;rgb:12345/0/0", "10;rgb:0/0/0", "11;?"] {
      #expect(TerminalReply(operatingSystemCommandBody: Array(other.utf8)) == .other, "\(other)")
    }
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

  @Test func cursorPositionReportsAreRepliesAndKeysWithDigitsPassThrough() {
    #expect(
      results("a\u{1B}[2;5Rb") == [
        .input([0x61]), .reply(.cursorPosition(row: 2, column: 5)), .input([0x62]),
      ])
    // Insert, and F5 with Shift: keys that begin as a report would.
    #expect(results("\u{1B}[2~") == [.input(Array("\u{1B}[2~".utf8))])
    #expect(results("\u{1B}[15;2~") == [.input(Array("\u{1B}[15;2~".utf8))])
    // An escape inside gives the held bytes back and may begin a reply of its own.
    #expect(
      results("\u{1B}[2\u{1B}[?c") == [.input(Array("\u{1B}[2".utf8)), .reply(.deviceAttributes)])
  }

  @Test func cursorReportSplitAnywhereIsStillWhole() {
    let whole = Array("\u{1B}[2;3R".utf8)
    for cut in 1..<whole.count {
      var parser = TerminalReplyParser()
      #expect(whole[..<cut].map { parser.feed($0) }.allSatisfy { $0 == .pending })
      #expect(
        whole[cut...].map { parser.feed($0) }.last == .reply(.cursorPosition(row: 2, column: 3)))
    }
  }

  @Test func operatingSystemCommandRepliesEndAtBellOrST() {
    let white = TerminalReplyParser.Outcome.reply(.background(RGB(255, 255, 255)))
    #expect(
      results("a\u{1B}]11;rgb:ffff/ffff/ffff\u{7}b") == [.input([0x61]), white, .input([0x62])])
    #expect(results("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\c") == [white, .input([0x63])])
    // Cut by a control byte: dropped, the byte kept.
    #expect(results("\u{1B}]11;rgb\u{3}") == [.input([0x03])])
  }

  @Test func overlongReplyIsDroppedWhole() {
    let digits = String(repeating: "1", count: TerminalReplyParser.maximumLength * 2)
    #expect(results("\u{1B}[?\(digits)cx") == [.reply(.other), .input([0x78])])
    let longest = String(repeating: "1", count: TerminalReplyParser.maximumLength - 1)
    #expect(results("\u{1B}[?\(longest)c") == [.reply(.deviceAttributes)])
  }

  /// An OSC longer than the longest reply is still read to its end: none of it is input.
  @Test func overlongOperatingSystemCommandIsDroppedWhole() {
    let text = String(repeating: "x", count: TerminalReplyParser.maximumLength * 2)
    #expect(results("\u{1B}]11;\(text)\u{7}y") == [.reply(.other), .input([0x79])])
    #expect(results("\u{1B}]11;\(text)\u{1B}\\y") == [.reply(.other), .input([0x79])])
  }
}

@Suite struct TerminalAnswersTests {
  private func answers(_ replies: [TerminalReply]) -> TerminalAnswers {
    var answers = TerminalAnswers()
    for reply in replies { answers.take(reply) }
    return answers
  }

  @Test func setOrResetMeansSynchronizedOutput() {
    for setting in [1, 2] {
      let answered = answers([.modeReport(mode: 2026, setting: setting), .deviceAttributes])
      #expect(answered.synchronizesOutput && answered.isAnswered)
    }
  }

  @Test func unknownOrPermanentMeansNoSynchronizedOutput() {
    for setting in [0, 3, 4] {
      #expect(!answers([.modeReport(mode: 2026, setting: setting)]).synchronizesOutput)
    }
  }

  @Test func deviceAttributesAloneMeansAnsweredWithNothing() {
    let answered = answers([.deviceAttributes])
    #expect(answered.isAnswered && !answered.synchronizesOutput)
    #expect(answered.clusterOutput == .cut && !answered.enablesGraphemeMode)
  }

  @Test func theBackgroundIsKept() {
    #expect(answers([.background(RGB(1, 2, 3)), .deviceAttributes]).background == RGB(1, 2, 3))
    #expect(answers([.deviceAttributes]).background == nil)
  }

  @Test func otherModesAndRepliesChangeNothing() {
    #expect(answers([.modeReport(mode: 1049, setting: 1), .other]) == TerminalAnswers())
  }

  @Test func aLateReportStillCounts() {
    #expect(answers([.deviceAttributes, .modeReport(mode: 2026, setting: 2)]).synchronizesOutput)
  }

  /// Every answer of mode 2027, and every column the probe may report, against how clusters go.
  @Test(arguments: [nil, 0, 1, 2, 3, 4], [nil, 3, 5, 2])
  func clusterOutputFollowsTheModeElseTheProbe(mode: Int?, column: Int?) {
    var replies: [TerminalReply] = []
    if let mode { replies.append(.modeReport(mode: 2027, setting: mode)) }
    if let column { replies.append(.cursorPosition(row: 2, column: column)) }
    let open = answers(replies)
    #expect(open.clusterOutput == .cut, "nothing is decided before the exchange closes")
    let closed = answers(replies + [.deviceAttributes])
    let measuresClusters = (1...3).contains(mode ?? 0) || column == 3
    #expect(closed.clusterOutput == (measuresClusters ? .whole : .cut))
    #expect(closed.enablesGraphemeMode == (mode == 2))
  }

  @Test func onlyTheFirstCursorReportIsTheProbes() {
    let answered = answers([
      .cursorPosition(row: 2, column: 5), .cursorPosition(row: 2, column: 3), .deviceAttributes,
    ])
    #expect(answered.probeColumn == 5 && answered.clusterOutput == .cut)
  }

  @Test func theQueryAsksInOrderAndEndsWithDA1() {
    let sample = ControlSequence.clusterProbeSample
    #expect(
      ControlSequence.terminalQuery(asksSynchronizedOutput: true, probesClusters: true)
        == "\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}[2;1H\u{1B}[8m\(sample)\u{1B}[6n\u{1B}[m"
        + "\u{1B}[2;1H\u{1B}[2K\u{1B}]11;?\u{1B}\\\u{1B}[c")
    #expect(
      ControlSequence.terminalQuery(asksSynchronizedOutput: false, probesClusters: false)
        == "\u{1B}[?2027$p\u{1B}]11;?\u{1B}\\\u{1B}[c")
    #expect(ColumnWidth.of(Character(sample)) == ControlSequence.clusterProbeColumns)
  }
}
