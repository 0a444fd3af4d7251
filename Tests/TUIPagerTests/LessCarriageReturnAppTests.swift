import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's carriage returns and its `--proc-…` options through the whole program in-process:
/// the return of a `\r\n` line end shows as `^M` with `-u`, `-U` and `--PROC-RETURN`, and
/// `--proc-return` drops it again; `--PROC-BACKSPACE` and `--PROC-TAB` show backspaces and tabs
/// as `-U` does; all six change while running (`--`) and say how they are (`__`).
@Suite struct LessCarriageReturnAppTests {
  static let text = "first\r\nmid\rdle\r\nunix\nN\u{8}NA\u{8}AM\u{8}ME\u{8}E\tls\r\n"

  static func pilot(_ arguments: [String], _ text: String = Self.text) throws -> Pilot {
    let file = try TemporaryFile(named: "dos.txt", text)
    return try Pilot(arguments + [file.path])
  }

  /// The text rows, from the first.
  static func rows(_ pilot: Pilot) -> [String] {
    Array(pilot.lines[pilot.firstTextRow...])
  }

  static func status(_ pilot: Pilot) -> String { pilot.lines.last ?? "" }

  /// Types `--NAME` and Enter, or `__NAME` when `describing`.
  static func type(_ name: String, on pilot: Pilot, describing: Bool = false) {
    let sign = Key.character(describing ? "_" : "-")
    pilot.press(sign, sign)
    for character in name { pilot.press(.character(character)) }
    pilot.press(.enter)
  }

  @Test func byDefaultTheReturnOfALineEndIsDropped() throws {
    let rows = Self.rows(try Self.pilot([]))
    #expect(rows[0].hasPrefix("first "), "\(rows[0])")
    #expect(rows[1].hasPrefix("mid^Mdle "), "a lone return shows, as in less: \(rows[1])")
    #expect(rows[3].hasPrefix("NAME    ls "), "\(rows[3])")
  }

  @Test func capitalUShowsItAsCaretMInTheLookOfTheOtherControls() throws {
    let pilot = try Self.pilot(["-U"])
    let rows = Self.rows(pilot)
    #expect(rows[0].hasPrefix("first^M "), "\(rows[0])")
    #expect(rows[1].hasPrefix("mid^Mdle^M "), "\(rows[1])")
    #expect(rows[2].hasPrefix("unix "), "a \\n ends a line alone: \(rows[2])")
    #expect(rows[3].hasPrefix("N^HNA^HAM^HME^HE^Ils^M "), "\(rows[3])")
    let row = pilot.firstTextRow
    // `^M` in reverse video, as `^I` and a lone return's `^M` are.
    let caret = (pilot.frame[5, row], pilot.frame[6, row])
    #expect(caret.0.glyph == "^" && caret.1.glyph == "M")
    #expect(caret.0.style == pilot.frame[3, row + 1].style, "as mid^M's")
    #expect(caret.0.style.attributes.contains(.reverse))
    #expect(!pilot.frame[4, row].style.attributes.contains(.reverse))
  }

  @Test func lowerUShowsItTooAsLess704Does() throws {
    // less's -u holds no return back for a newline: it goes out as a control character.
    let rows = Self.rows(try Self.pilot(["-u"]))
    #expect(rows[0].hasPrefix("first^M "), "\(rows[0])")
    #expect(rows[3].hasPrefix("N^HNA^HAM^HME^HE        ls^M "), "tabs still expand: \(rows[3])")
  }

  @Test func procReturnDropsItWhateverUSays() throws {
    for arguments in [["-U", "--proc-return"], ["-u", "--proc-return"], ["--proc-return", "-U"]] {
      let rows = Self.rows(try Self.pilot(arguments))
      #expect(rows[0].hasPrefix("first "), "\(arguments): \(rows[0])")
      #expect(rows[1].hasPrefix("mid^Mdle "), "\(arguments): \(rows[1])")
    }
    let rows = Self.rows(try Self.pilot(["-U", "--proc-return"]))
    #expect(rows[3].hasPrefix("N^HNA^HAM^HME^HE^Ils "), "backspaces and tabs as -U: \(rows[3])")
  }

  @Test func capitalProcReturnShowsItWithoutU() throws {
    let rows = Self.rows(try Self.pilot(["--PROC-RETURN"]))
    #expect(rows[0].hasPrefix("first^M "), "\(rows[0])")
    #expect(rows[3].hasPrefix("NAME    ls^M "), "backspaces and tabs as without -U: \(rows[3])")
    // Twins: the last given wins.
    #expect(Self.rows(try Self.pilot(["--PROC-RETURN", "--proc-return"]))[0].hasPrefix("first "))
    #expect(Self.rows(try Self.pilot(["--proc-return", "--PROC-RETURN"]))[0].hasPrefix("first^M"))
  }

  @Test func capitalProcBackspaceAndProcTabShowThemAsUDoes() throws {
    #expect(
      Self.rows(try Self.pilot(["--PROC-BACKSPACE"]))[3].hasPrefix("N^HNA^HAM^HME^HE        ls "))
    #expect(Self.rows(try Self.pilot(["--PROC-TAB"]))[3].hasPrefix("NAME^Ils "))
    #expect(Self.rows(try Self.pilot(["-U", "--proc-backspace"]))[3].hasPrefix("NAME^Ils^M "))
  }

  @Test func searchesAndCountsSeeNoLineEndReturn() throws {
    let pilot = try Self.pilot(["-U"])
    // `first$` matches: the line's text ends before its `^M`.
    pilot.press(.character("/"))
    for character in "t$" { pilot.press(.character(character)) }
    pilot.press(.enter)
    let row = pilot.firstTextRow
    #expect(pilot.lines[row].hasPrefix("first^M"), "\(pilot.lines[row])")
    #expect(pilot.frame[4, row].style.attributes.contains(.reverse), "the t is the match")
    #expect(pilot.frame[5, row].style == pilot.frame[3, row + 1].style, "^M is no match")
  }

  @Test func aWrappedLineTakesItWholeOnTheNextRowAndACutLineCountsIt() throws {
    // 100 columns: 99 letters leave one, too few for `^M`; 98 leave two.
    let text =
      String(repeating: "a", count: 99) + "\r\n" + String(repeating: "b", count: 98)
      + "\r\nend\r\n"
    let wrapped = Self.rows(try Self.pilot(["-U"], text))
    #expect(wrapped[0] == String(repeating: "a", count: 99) + " ", "\(wrapped[0])")
    #expect(wrapped[1].hasPrefix("^M "), "\(wrapped[1])")
    #expect(wrapped[2] == String(repeating: "b", count: 98) + "^M", "\(wrapped[2])")
    #expect(wrapped[3].hasPrefix("end^M "), "\(wrapped[3])")
    let cut = Self.rows(try Self.pilot(["-U", "-S"], text))
    #expect(cut[0] == String(repeating: "a", count: 99) + ">", "cut, and marked: \(cut[0])")
    #expect(cut[1] == String(repeating: "b", count: 98) + "^M", "\(cut[1])")
    #expect(cut[2].hasPrefix("end^M "), "\(cut[2])")
  }

  @Test func theSixChangeWhileRunningAndSayHowTheyAre() throws {
    let pilot = try Self.pilot(["-U"])
    Self.type("proc-return", on: pilot)
    #expect(Self.rows(pilot)[0].hasPrefix("first "), "\(Self.rows(pilot)[0])")
    #expect(Self.status(pilot).contains("dropped whatever -u or -U say"), "\(Self.status(pilot))")
    Self.type("proc-return", on: pilot)
    #expect(Self.rows(pilot)[0].hasPrefix("first^M "), "toggled back: \(Self.rows(pilot)[0])")
    #expect(Self.status(pilot).contains("shows as ^M, as -u and -U say"), "\(Self.status(pilot))")
    Self.type("PROC-RETURN", on: pilot, describing: true)
    #expect(Self.status(pilot).contains("shows as ^M, as -u and -U say"), "__ tells")
    Self.type("proc-backspace", on: pilot)
    Self.type("proc-tab", on: pilot)
    #expect(Self.rows(pilot)[3].hasPrefix("NAME    ls^M "), "\(Self.rows(pilot)[3])")
    #expect(Self.status(pilot).contains("tabs expand to their stops whatever -U says"))

    let plain = try Self.pilot([])
    Self.type("PROC-RETURN", on: plain)
    #expect(Self.rows(plain)[0].hasPrefix("first^M "), "\(Self.rows(plain)[0])")
    #expect(Self.status(plain).contains("shows as ^M whatever -u or -U say"))
    Self.type("PROC-BACKSPACE", on: plain)
    #expect(Self.status(plain).contains("backspaces show as ^H whatever -u or -U say"))
    Self.type("PROC-TAB", on: plain)
    #expect(Self.rows(plain)[3].hasPrefix("N^HNA^HAM^HME^HE^Ils^M "), "\(Self.rows(plain)[3])")
    Self.type("proc-tab", on: plain)
    #expect(Self.rows(plain)[3].hasPrefix("N^HNA^HAM^HME^HE        ls^M "), "one of two at once")
    Self.type("+PROC-RETURN", on: plain)
    #expect(Self.rows(plain)[0].hasPrefix("first "), "--+ sets it back to -u's and -U's say")
  }

  /// less's `-u` and `-U` change while running too, as one setting: `-U` after `-u` takes its
  /// place, and the same letter again (or `-+`) goes back to less's default.
  @Test func minusUAndCapitalUChangeWhileRunning() throws {
    let pilot = try Self.pilot([])
    pilot.press(.character("-"), .character("U"))
    #expect(Self.rows(pilot)[0].hasPrefix("first^M "), "\(Self.rows(pilot)[0])")
    #expect(Self.rows(pilot)[3].hasPrefix("N^HNA^HAM^HME^HE^Ils^M "), "\(Self.rows(pilot)[3])")
    #expect(Self.status(pilot).contains("show as ^H, ^I and ^M (-U)"), "\(Self.status(pilot))")
    pilot.press(.character("-"), .character("u"))
    #expect(Self.rows(pilot)[3].hasPrefix("N^HNA^HAM^HME^HE        ls^M "), "-u expands tabs")
    pilot.press(.character("-"), .character("u"))
    #expect(Self.rows(pilot)[0].hasPrefix("first "), "\(Self.rows(pilot)[0])")
    #expect(Self.rows(pilot)[3].hasPrefix("NAME    ls "), "\(Self.rows(pilot)[3])")
    #expect(Self.status(pilot).contains("backspaces overstrike"), "\(Self.status(pilot))")
    pilot.press(.character("_"), .character("U"))
    #expect(Self.status(pilot).contains("backspaces overstrike"), "_ tells")
  }

  @Test func theCapitalNamesAreLookedUpAsLessLooksThemUp() {
    #expect(LongOptionName.find("--PROC-RETURN") == .found(.processReturnAll))
    #expect(LongOptionName.find("--Proc-return") == .found(.processReturnAll))
    #expect(LongOptionName.find("--proc-ret") == .found(.processReturn))
    #expect(LongOptionName.find("--PROC-T") == .found(.processTabAll))
    #expect(RuntimeOption(.processBackspaceAll) == .flag(.showsBackspaces))
  }
}
