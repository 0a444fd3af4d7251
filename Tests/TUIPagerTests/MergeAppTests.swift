import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `--merge` in the program: the files given in one tab, their lines in the order of their
/// times whatever each writes them as; a text that tells no time in a tab of its own, a file
/// that cannot open a line of the merge, and a followed file's new lines merged as they come.
@Suite struct MergeAppTests {
  /// An access log (common log format), a line every 20 seconds from 08:00:00 UTC.
  static let web = (0..<6).map { index in
    "127.0.0.1 - - [26/Jan/2024:08:0\(index / 3):\(pad(index % 3 * 20)) +0000] \"GET /\(index)\" 200"
  }
  /// An app's log (Python's logging, zoned by the test as UTC), at 5, 35, 65… seconds, a
  /// traceback under its first line.
  static let app = [
    "2024-01-26 08:00:05,000+0000 ERROR failed", "Traceback (most recent call last):",
    "  File \"x.py\", line 1", "2024-01-26 08:00:35,000+0000 INFO ok",
    "2024-01-26 08:01:05,000+0000 INFO ok again",
  ]

  static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// The text of each line shown, after the gutter of its text's letter (none in a tab of one
  /// text).
  static func shown(_ pilot: Pilot) -> [String] {
    let gutter = pilot.screen.gutterColumns
    return pilot.lines[pilot.firstTextRow..<(pilot.lines.count - 1)].map {
      String($0.dropFirst(gutter).reversed().drop { $0 == " " }.reversed())
    }.filter { !$0.isEmpty }
  }

  @Test func linesOfEveryFileComeInTheOrderOfTheirTimes() throws {
    let web = try TemporaryFile(named: "web.log", Self.web.joined(separator: "\n") + "\n")
    let app = try TemporaryFile(named: "app.log", Self.app.joined(separator: "\n") + "\n")
    let pilot = try Pilot(["--merge", web.path, app.path], size: Size(columns: 100, rows: 16))
    #expect(pilot.screen.tabList.count == 1)
    #expect(pilot.lines[0].contains("web.log + app.log"), "\(pilot.lines[0])")
    let expected = [
      Self.web[0], Self.app[0], Self.app[1], Self.app[2], Self.web[1], Self.app[3], Self.web[2],
      Self.web[3], Self.app[4], Self.web[4], Self.web[5],
    ]
    #expect(Self.shown(pilot) == expected, "\(Self.shown(pilot))")
  }

  @Test func aTextWithoutTimesIsLeftInATabOfItsOwnAndAMissingFileIsALineOfTheMerge() throws {
    let web = try TemporaryFile(named: "web.log", Self.web.joined(separator: "\n") + "\n")
    let notes = try TemporaryFile(named: "notes.txt", "Remember the milk.\nAnd the bread.\n")
    let missing = web.path + ".gone"
    let pilot = try Pilot(
      ["--merge", web.path, notes.path, missing], size: Size(columns: 100, rows: 16))
    #expect(pilot.screen.tabList.count == 2, "the merge, and the notes on their own")
    #expect(pilot.screen.pager.selectedIndex == 0, "the merge stays shown")
    #expect(pilot.screen.preset.tabs.map(\.title) == ["web.log + web.log.gone", "notes.txt"])
    #expect(pilot.lines.last?.contains("No times in notes.txt: in a tab of its own") == true)
    let shown = Self.shown(pilot)
    #expect(shown.first?.contains("web.log.gone") == true, "\(shown)")
    #expect(Array(shown.dropFirst()) == Self.web, "\(shown)")
    pilot.press(.character("2"))
    pilot.settle()
    #expect(Self.shown(pilot) == ["Remember the milk.", "And the bread."], "\(Self.shown(pilot))")
  }

  /// A followed file's new lines are merged as they come, and the page follows the end.
  @Test func aFollowedFilesNewLinesMergeInAsTheyCome() throws {
    let web = try TemporaryFile(named: "web.log", Self.web.prefix(3).joined(separator: "\n") + "\n")
    let app = try TemporaryFile(named: "app.log", Self.app.prefix(4).joined(separator: "\n") + "\n")
    let pilot = try Pilot(
      ["--merge", "--follow", web.path, app.path], size: Size(columns: 100, rows: 16))
    #expect(Self.shown(pilot).last == Self.web[2], "\(Self.shown(pilot))")
    append(Self.web[3] + "\n" + Self.web[4] + "\n", to: web.path)
    pilot.waitUntil { _ in Self.shown(pilot).last == Self.web[4] }
    #expect(Self.shown(pilot).suffix(2) == [Self.web[3], Self.web[4]], "\(Self.shown(pilot))")
  }

  /// A command that sends a few lines and stays open is merged with them once the merge has
  /// waited a second for more; one that sent nothing by then goes to a tab of its own.
  @Test func aStreamThatSendsFewLinesAndStaysOpenIsMergedAfterASecond() throws {
    let web = try TemporaryFile(named: "web.log", Self.web.joined(separator: "\n") + "\n")
    let quiet = "printf '%s\\n' '\(Self.app[0])' '\(Self.app[3])'; exec sleep 30"
    let pilot = try Pilot(
      ["--merge", web.path, "--command", quiet, "--command", "exec sleep 30"],
      size: Size(columns: 100, rows: 16))
    #expect(!(pilot.feed(0).document is MergedDocument), "the merge waits for more at first")
    pilot.waitUntil { _ in Self.shown(pilot).contains(Self.app[3]) }
    #expect(pilot.clock.now().milliseconds >= DocumentFeed.longestSampleWait)
    #expect(Self.shown(pilot).first == Self.web[0], "\(Self.shown(pilot))")
    #expect(pilot.screen.pages.count == 2, "the command that sent nothing in a tab of its own")
    #expect(pilot.lines.last?.contains("No times in") == true, "\(pilot.lines.last ?? "")")
  }

  /// `G` on a merge still going lands on its last line once it is done, though its texts had
  /// all come long before (a gzipped log decoded at once, merged over many turns after).
  @Test func endLandsOnTheLastMergedLineOfAMergeStillGoing() throws {
    func log(_ name: String) -> String {
      (0..<20_000).map {
        "2024-01-26 \(Self.pad(8 + $0 / 3600)):\(Self.pad($0 / 60 % 60)):\(Self.pad($0 % 60)),000+0000 \(name) \($0)"
      }.joined(separator: "\n") + "\n"
    }
    let file = try TemporaryFile(named: "one.log", log("one"))
    let gzipped = try CompressedSamples.file(
      named: "two.log.gz", try CompressedSamples.compress(log("two"), .gzip))
    let pilot = try Pilot(
      ["--merge", file.path, gzipped.path], size: Size(columns: 100, rows: 10),
      indexAheadBudget: 1 << 20)
    pilot.waitUntil { _ in Self.shown(pilot).first == "2024-01-26 08:00:00,000+0000 one 0" }
    pilot.press(.character("G"))
    pilot.waitUntil { _ in Self.shown(pilot).last == "2024-01-26 13:33:19,000+0000 two 19999" }
    #expect(pilot.lines.last?.contains("of 40,000") == true, "\(pilot.lines.last ?? "")")
  }

  /// Each line shows its text's letter in a gutter before it, in the text's colour, and the
  /// status line says which letter is which; a tab of one text has no such gutter.
  @Test func eachLineShowsItsTextsLetterAndTheLegendSaysWhichIsWhich() throws {
    let web = try TemporaryFile(named: "web.log", Self.web.joined(separator: "\n") + "\n")
    let app = try TemporaryFile(named: "app.log", Self.app.joined(separator: "\n") + "\n")
    let pilot = try Pilot(["--merge", web.path, app.path], size: Size(columns: 100, rows: 16))
    #expect(pilot.lines.last?.contains("A web.log · B app.log") == true, "\(pilot.lines)")
    let top = pilot.firstTextRow
    #expect(
      pilot.lines[top] == "A " + Self.web[0] + String(repeating: " ", count: 98 - Self.web[0].count)
    )
    #expect(pilot.lines[top + 1].hasPrefix("B " + Self.app[0]), "\(pilot.lines[top + 1])")
    #expect(pilot.lines[top + 2].hasPrefix("B Traceback"), "a line without a time is its text's")
    let frame = pilot.terminal.frames.last!
    let letters = (top..<top + 5).map { frame[0, $0] }
    #expect(letters[0].style.foreground != letters[1].style.foreground, "each text its colour")
    let single = try Pilot([web.path], size: Size(columns: 100, rows: 16))
    #expect(single.lines[single.firstTextRow].hasPrefix(Self.web[0]))
  }

  /// `=` says, beside the merge's lines, which text the top line is of and its line there.
  @Test func equalsSaysTheTopLinesTextAndLineThere() throws {
    let web = try TemporaryFile(named: "web.log", Self.web.joined(separator: "\n") + "\n")
    let app = try TemporaryFile(named: "app.log", Self.app.joined(separator: "\n") + "\n")
    let pilot = try Pilot(["--merge", web.path, app.path], size: Size(columns: 120, rows: 6))
    // Three lines down: the app's traceback, its third line.
    pilot.press(.character("3"), .character("j"), .character("="))
    #expect(
      pilot.lines.last?.contains("top: B app.log line 3") == true, "\(pilot.lines.last ?? "")")
  }

  /// With standard output not a terminal (`TUIPager --merge a b | grep`), the merged lines go to
  /// it in the order of their times; a text without times follows; a file that cannot be read
  /// is reported on standard error and the status is 1.
  @Test func notOnATerminalTheMergedLinesAreWritten() throws {
    let web = try TemporaryFile(named: "web.log", Self.web.joined(separator: "\n") + "\n")
    let app = try TemporaryFile(named: "app.log", Self.app.joined(separator: "\n") + "\n")
    let notes = try TemporaryFile(named: "notes.txt", "Remember the milk.\n")
    let output = try OutputFile(in: web.folder)
    let outcome = ProgramTests.run(
      ["--merge", web.path, app.path, notes.path, web.path + ".gone"],
      standardOutputIsTerminal: false, output: output.descriptor)
    let expected = [
      Self.web[0], Self.app[0], Self.app[1], Self.app[2], Self.web[1], Self.app[3], Self.web[2],
      Self.web[3], Self.app[4], Self.web[4], Self.web[5], "Remember the milk.",
    ]
    #expect(
      String(decoding: output.bytes, as: UTF8.self) == expected.joined(separator: "\n") + "\n")
    #expect(outcome.status == 1)
    #expect(
      outcome.error.text.contains("web.log.gone: No such file or directory"),
      "\(outcome.error.text)")
  }

  /// A merge's error lines show red, warnings yellow, other lines as the text is.
  @Test func errorsAndWarningsShowInTheirColours() throws {
    let web = try TemporaryFile(named: "web.log", Self.web.joined(separator: "\n") + "\n")
    let app = try TemporaryFile(
      named: "app.log",
      (Self.app + ["2024-01-26 08:01:50,000+0000 WARNING slow"]).joined(separator: "\n") + "\n")
    let pilot = try Pilot(["--merge", web.path, app.path], size: Size(columns: 100, rows: 16))
    let frame = try #require(pilot.terminal.frames.last)
    let top = pilot.firstTextRow
    let text = (top..<top + 12).map { frame[4, $0].style.foreground }
    // Rows: web 0, the error, its traceback (2), web 1, ok, web 2, web 3, ok, web 4, web 5,
    // the warning.
    #expect(text[1] == .indexed(1), "the error")
    #expect(text[11] == .indexed(3), "the warning")
    #expect(text[0] != .indexed(1) && text[5] != .indexed(1) && text[2] != .indexed(1))
  }

  /// Files read a chunk of lines at a time (their times read ahead) merge as line by line: over
  /// several chunks of each, a line without a time after its line, equal times in the order
  /// given.
  @Test func filesMergeTheirTimesReadAChunkAtATime() throws {
    let count = MergedDocument.linesReadAhead * 3 + 17
    var first: [String] = []
    var second: [String] = []
    for index in 0..<count {
      first.append("\(index * 2) first \(index)")
      if index % 7 == 0 { first.append("  trace \(index)") }
      second.append("\(index * 2 + (index % 5 == 0 ? 0 : 1)) second \(index)")
    }
    let one = try TemporaryFile(named: "one.log", first.joined(separator: "\n") + "\n")
    let two = try TemporaryFile(named: "two.log", second.joined(separator: "\n") + "\n")
    let time: (UnsafeBufferPointer<UInt8>) -> Int64? = { line in
      let digits = line.prefix { $0 >= 0x30 && $0 <= 0x39 }
      return digits.isEmpty ? nil : digits.reduce(0) { $0 * 10 + Int64($1 - 0x30) }
    }
    let merged = MergedDocument(sources: [
      MergeSource(document: try FileDocument(path: one.path), time: time),
      MergeSource(document: try FileDocument(path: two.path), time: time),
    ])
    merged.prepareLines(through: .max)
    while merged.indexAhead(budget: PagerScreen.defaultIndexAheadBudget) {}
    // Each first line, its trace, then the second's line of the same time (first given first)
    // or of the time after.
    var expected: [String] = []
    for index in 0..<count {
      expected.append("\(index * 2) first \(index)")
      if index % 7 == 0 { expected.append("  trace \(index)") }
      expected.append(second[index])
    }
    let shown = (0..<merged.lineCount).map { String(decoding: merged.line($0), as: UTF8.self) }
    #expect(shown.count == expected.count)
    #expect(shown == expected)
  }
}
