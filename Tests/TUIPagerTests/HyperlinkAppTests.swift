import Glibc
import PagerKit
import Testing

@testable import TUIPager

/// less's link keys through the whole program in-process: `^O^N` and `^O^P` choose a link on the
/// screen (shown in reverse, its URI on the status line), `^O^O` opens it.
@Suite struct HyperlinkAppTests {
  static let text =
    "first \u{1B}]8;;https://one.example\u{1B}\\one\u{1B}]8;;\u{1B}\\ and "
    + "\u{1B}]8;;https://two.example\u{7}two\u{1B}]8;;\u{7}\nplain line\n"

  static func reversedText(_ pilot: Pilot) -> String {
    String(
      pilot.frame.cells.filter { $0.style.attributes.contains(.reverse) && $0.style.link != nil }
        .map { Character($0.glyph) })
  }

  @Test func controlONAndControlOPMoveBetweenTheLinksShown() throws {
    let file = try TemporaryFile(named: "links.txt", Self.text)
    let pilot = try Pilot([file.path])
    #expect(pilot.lines[1].hasPrefix("first one and two"))
    pilot.press(.control("O"), .control("N"))
    #expect(Self.reversedText(pilot) == "one")
    #expect(pilot.lines.last?.contains("https://one.example") == true)
    pilot.press(.control("O"), .control("N"))
    #expect(Self.reversedText(pilot) == "two")
    pilot.press(.control("O"), .control("N"))
    #expect(pilot.lines.last?.contains("No next link on the screen") == true)
    #expect(Self.reversedText(pilot) == "two")
    pilot.press(.control("O"), .control("P"))
    #expect(Self.reversedText(pilot) == "one")
  }

  @Test func aPageWithoutLinksSaysSo() throws {
    let file = try TemporaryFile(named: "plain.txt", "nothing linked\n")
    let pilot = try Pilot([file.path])
    pilot.press(.control("O"), .control("N"))
    #expect(pilot.lines.last?.contains("No link on the screen") == true)
  }

  @Test func controlOControlOOpensTheChosenLinkWithTheBrowser() throws {
    let file = try TemporaryFile(named: "links.txt", Self.text)
    let log = file.folder + "/opened.log"
    defer { unlink(log) }
    setenv("BROWSER", "printf '%s\\n' >> \(ShellWords.quoted(log))", 1)
    defer { unsetenv("BROWSER") }
    let pilot = try Pilot([file.path])
    pilot.press(.control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 0, "nothing is opened before a link is chosen")
    #expect(pilot.lines.last?.contains("No link chosen") == true)
    pilot.press(.control("O"), .control("N"), .control("O"), .control("N"))
    pilot.press(.control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(log) == "https://two.example\n")
  }

  @Test func lessSecureTurnsOpeningOff() throws {
    let file = try TemporaryFile(named: "links.txt", Self.text)
    let pilot = try Pilot([file.path]) { $0.secure = true }
    pilot.press(.control("O"), .control("N"), .control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 0)
    #expect(pilot.lines.last?.contains("LESSSECURE") == true)
  }
}

@Suite struct LinkOpenerTests {
  @Test func theBrowserTakesTheURIQuotedAfterItOrAtPercentS() {
    #expect(
      LinkOpener.command(for: "https://a/b?c=d&e", browser: "firefox", hasXdgOpen: true)
        == "firefox 'https://a/b?c=d&e'")
    #expect(
      LinkOpener.command(for: "u:x", browser: "w3m -N %s:lynx", hasXdgOpen: false)
        == "w3m -N 'u:x'")
    #expect(LinkOpener.command(for: "u:'", browser: "b", hasXdgOpen: false) == #"b 'u:'\'''"#)
  }

  @Test func withoutABrowserXdgOpenElseNothing() {
    #expect(LinkOpener.command(for: "u:x", browser: nil, hasXdgOpen: true) == "xdg-open 'u:x'")
    #expect(LinkOpener.command(for: "u:x", browser: "", hasXdgOpen: true) == "xdg-open 'u:x'")
    #expect(LinkOpener.command(for: "u:x", browser: nil, hasXdgOpen: false) == nil)
  }
}
