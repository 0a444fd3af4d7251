import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's options that change what the screen shows, through the whole program in-process: given
/// on the command line or in `LESS`, as the programs that call a pager give them.
@Suite struct LessDisplayOptionsAppTests {
  static let text = "a\tb\tc\n" + (1...100).map { "line \($0)\n" }.joined()

  @Test func tabStopsAsGivenWithX() throws {
    let file = try TemporaryFile(named: "tabs.txt", Self.text)
    #expect(try Pilot([file.path]).lines[1].hasPrefix("a       b       c"))
    #expect(try Pilot(["-x4", file.path]).lines[1].hasPrefix("a   b   c"))
    #expect(try Pilot(["-x2,5", file.path]).lines[1].hasPrefix("a b  c"))
  }

  /// less 704's `--wordwrap`, on the command line, with `W`, and at the `--` prompt.
  @Test func wordWrapWrapsAtSpacesAndWAndTheLongNameTurnItOnAndOff() throws {
    // 100 columns: a word straddles the edge at column 100.
    let words = (1...30).map { "word\($0)" }.joined(separator: " ")
    let file = try TemporaryFile(named: "prose.txt", words + "\nnext\n")
    let plain = try Pilot([file.path])
    #expect(plain.lines[1].hasSuffix("word15 word"), "\(plain.lines[1])")
    let pilot = try Pilot(["--wordwrap", file.path])
    #expect(pilot.lines[1].contains("word15 ") && !pilot.lines[1].contains("word16"))
    #expect(pilot.lines[2].hasPrefix("word16 word17"), "\(pilot.lines[2])")
    pilot.press(.character("W"))
    #expect(pilot.lines[1].hasSuffix("word15 word"))
    #expect(pilot.lines.last?.contains("inside a word too") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("-"), .character("-"))
    for character in "wordwrap" { pilot.press(.character(character)) }
    pilot.press(.enter)
    #expect(pilot.lines[2].hasPrefix("word16 word17"), "\(pilot.lines[2])")
    #expect(pilot.lines.last?.contains("wrap at spaces") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func aScreenfulIsTheWindowWithZAndSidewaysTheShift() throws {
    let file = try TemporaryFile(named: "long.txt", Self.text)
    let pilot = try Pilot(["-z5", "-S", "-#3", file.path])
    pilot.press(.character(" "))
    #expect(pilot.lines.last?.contains("lines 6–") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("g"), .escape, .character(")"))
    #expect(pilot.lines[1].hasPrefix("     b       c"), "three columns on: \(pilot.lines[1])")
    let screenLess = try Pilot(["-z-3", file.path])
    screenLess.press(.character("f"))
    #expect(screenLess.lines.last?.contains("lines 26–") == true, "28 rows less 3")
  }

  @Test func rightAndLeftScrollOneTabOfCutLinesByTheShiftAsLessArrowsDo() throws {
    let line = (0..<30).map { "<\($0)>" + String(repeating: ".", count: 6) }.joined()
    let file = try TemporaryFile(named: "wide.txt", line + "\n")
    let pilot = try Pilot(["-S", file.path])
    #expect(pilot.lines[1].hasPrefix("<0>......<1>"))
    #expect(pilot.lines[1].hasSuffix(">") && pilot.frame[99, 1].style.attributes.contains(.reverse))
    pilot.press(.right)
    #expect(pilot.lines[1].hasPrefix(line.dropFirst(50).prefix(20)), "half of 100 columns")
    pilot.press(.left)
    #expect(pilot.lines[1].hasPrefix("<0>"))
    let shifted = try Pilot(["-S", "-#10", "--rscroll=-", file.path])
    shifted.press(.right)
    #expect(shifted.lines[1].hasPrefix(line.dropFirst(10).prefix(20)), "\(shifted.lines[1])")
    #expect(!shifted.frame[99, 1].style.attributes.contains(.reverse), "--rscroll=- marks nothing")
    let wrapped = try Pilot([file.path, file.path])
    wrapped.press(.right)
    #expect(wrapped.lines.last?.contains("2/2") == true, "two tabs: Right swipes")
  }

  @Test func rscrollTakesOneCharacterOfOneColumn() throws {
    let file = try TemporaryFile(named: "wide.txt", String(repeating: "x", count: 300) + "\n")
    let marked = try Pilot(["-S", "--rscroll=*s|", file.path])
    #expect(marked.lines[1].hasSuffix("x|"))
    for bad in ["ab", "世", ""] {
      #expect(throws: UsageError.self, "\(bad)") { try Pilot(["--rscroll=\(bad)", file.path]) }
    }
  }
}

/// `--header N,M`: the first M columns of every line stay in place while cut lines scroll
/// sideways, as less keeps them.
@Suite struct HeaderColumnsAppTests {
  @Test func theFirstColumnsStayWhileTheRestScrolls() throws {
    let table =
      "ID   NAME\n"
      + (1...40).map { "\(100 + $0)  " + String(repeating: "x", count: 200) + "END\n" }.joined()
    let file = try TemporaryFile(named: "table.txt", table)
    let pilot = try Pilot(["--header", "1,5", "-S", "-#10", file.path])
    #expect(pilot.lines[2].hasPrefix("101  xxxx"))
    pilot.press(.escape, .character(")"))
    #expect(pilot.lines[2].hasPrefix("101  xxxx"), "the id stays: \(pilot.lines[2])")
    for _ in 0..<18 { pilot.press(.escape, .character(")")) }
    #expect(pilot.lines[2].hasPrefix("101  "), "\(pilot.lines[2])")
    #expect(pilot.lines[2].contains("xEND"), "the end of the line has come into view")
  }

  @Test func noNumberHeadersLeavesTheHeaderLinesUnnumbered() throws {
    let file = try TemporaryFile(named: "table.txt", lines: 50) { "row \($0)" }
    let numbered = try Pilot(["-N", "--header", "2", file.path])
    let plain = try Pilot(["-N", "--header", "2", "--no-number-headers", file.path])
    let top = numbered.firstTextRow
    #expect(numbered.lines[top].hasPrefix("      1 row 0"), "\(numbered.lines[top])")
    #expect(plain.lines[top].hasPrefix("        row 0"), "\(plain.lines[top])")
    #expect(plain.lines[top + 1].hasPrefix("        row 1"))
    #expect(plain.lines[top + 2].hasPrefix("      3 row 2"), "the rest keep theirs")
  }

  @Test(arguments: [(nil, 25), ("10", 10), (".5", 50), ("0", 0)])
  func aMatchOffThePageShowsMatchShiftColumnsBeforeIt(shift: String?, before: Int) throws {
    // The match starts at column 300 of a cut line, far off a page 100 columns wide.
    let line = String(repeating: "x", count: 300) + "needle" + String(repeating: "y", count: 300)
    let file = try TemporaryFile(named: "wide.txt", line + "\n")
    let pilot = try Pilot(["-S"] + (shift.map { ["--match-shift", $0] } ?? []) + [file.path])
    LessPromptAndHighlightAppTests.search(pilot, for: "needle")
    let row = pilot.lines[pilot.firstTextRow]
    let column = try #require(row.firstRange(of: "needle")).lowerBound
    #expect(row.distance(from: row.startIndex, to: column) == before, "\(row)")
  }

  @Test func lineNumberAndStatusColumnWidthsAreAsGiven() throws {
    let file = try TemporaryFile(named: "numbered.txt", lines: 20) { "row \($0)" }
    let narrow = try Pilot(["-N", "--line-num-width", "3", file.path])
    #expect(
      narrow.lines[narrow.firstTextRow].hasPrefix("  1 row 0"),
      "\(narrow.lines[narrow.firstTextRow])")
    let wide = try Pilot(["-J", "--status-col-width", "4", "-N", "--line-num-width=2", file.path])
    wide.press(.character("m"), .character("a"))
    #expect(
      wide.lines[wide.firstTextRow].hasPrefix("a    1 row 0"), "\(wide.lines[wide.firstTextRow])")
  }
}
