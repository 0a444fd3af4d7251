import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's link keys through the whole program in-process: `^O^N` and `^O^P` choose a link on the
/// screen (shown in reverse, its URI on the status line), `^O^O` opens it. One at a time: the
/// tests set `BROWSER`, which the whole process shares.
@Suite(.serialized) struct HyperlinkAppTests {
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

  /// A stand-in browser in `folder`: it notes each argument on a line of `log`.
  static func browser(in folder: String, log: String) -> String {
    let script = folder + "/browser.sh"
    unlink(script)
    append(#"printf '%s\n' "$@" >> "\#(log)""# + "\n", to: script)
    return "sh " + ShellQuoting.quoted(script)
  }

  @Test func controlOControlOOpensTheChosenLinkWithTheBrowser() throws {
    let file = try TemporaryFile(named: "links.txt", Self.text)
    let log = file.folder + "/opened.log"
    defer { unlink(log) }
    setenv("BROWSER", Self.browser(in: file.folder, log: log), 1)
    defer { unsetenv("BROWSER") }
    let pilot = try Pilot([file.path])
    pilot.press(.control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 0, "nothing is opened before a link is chosen")
    #expect(pilot.lines.last?.contains("No link chosen") == true)
    pilot.press(.control("O"), .control("N"), .control("O"), .control("N"))
    pilot.press(.control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(log) == "https://two.example\n")
    unlink(file.folder + "/browser.sh")
  }

  /// Issue 29, case 2: a shell read `BROWSER="open '%s'"` with the URI quoted inside the quotes,
  /// and a link's `$(…)` ran.
  @Test(arguments: ["'%s'", #""%s""#])
  func aLinkIsOneArgumentWhateverQuotesTheBrowserPutsAroundPercentS(quotes: String) throws {
    let file = try TemporaryFile(named: "links.txt", "")
    let made = file.folder + "/X"
    let uri = "http://x/$(touch${IFS}\(made))"
    unlink(file.path)
    append("\u{1B}]8;;\(uri)\u{1B}\\hostile\u{1B}]8;;\u{1B}\\\n", to: file.path)
    let log = file.folder + "/opened.log"
    defer { for name in [log, made, file.folder + "/browser.sh"] { unlink(name) } }
    setenv("BROWSER", Self.browser(in: file.folder, log: log) + " " + quotes, 1)
    defer { unsetenv("BROWSER") }
    let pilot = try Pilot([file.path])
    pilot.press(.control("O"), .control("N"), .control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(log) == uri + "\n", "the URI is one argument, as it is")
    #expect(access(made, F_OK) != 0, "no shell ran the link's $(…)")
  }

  @Test func aLinkOfAnotherSchemeIsNotOpenedAndSaysSo() throws {
    let file = try TemporaryFile(
      named: "links.txt", "\u{1B}]8;;javascript:alert(1)\u{1B}\\js\u{1B}]8;;\u{1B}\\\n")
    let pilot = try Pilot([file.path])
    pilot.press(.control("O"), .control("N"), .control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 0)
    #expect(
      pilot.lines.last?.contains("Not opened: links of scheme javascript are not opened") == true,
      "\(pilot.lines.last ?? "")")
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
  static func arguments(_ uri: String, browser: String?, hasXdgOpen: Bool = false) -> [String]? {
    try? LinkOpener.arguments(for: uri, browser: browser, hasXdgOpen: hasXdgOpen)
  }

  @Test func theBrowserTakesTheURIAsOneWordAfterItOrAtPercentS() {
    #expect(
      Self.arguments("https://a/b?c=d&e", browser: "firefox") == ["firefox", "https://a/b?c=d&e"])
    #expect(Self.arguments("u:x", browser: "w3m -N %s:lynx") == ["w3m", "-N", "u:x"])
    #expect(Self.arguments("u:'", browser: "b") == ["b", "u:'"])
    #expect(Self.arguments("u:x", browser: "b --url=%s") == ["b", "--url=u:x"])
  }

  @Test func quotesAroundPercentSLeaveTheURIOneWordThatNoShellReads() {
    let uri = "http://x/$(touch${IFS}X)'\"`id`"
    for browser in ["open '%s'", #"open "%s""#, "open %s", "open"] {
      #expect(Self.arguments(uri, browser: browser) == ["open", uri], "\(browser)")
    }
    #expect(Self.arguments("u:%s", browser: "b %s") == ["b", "u:%s"], "the URI is put in once")
  }

  @Test func anEntryWithAQuoteNotClosedIsAnError() {
    #expect(throws: UsageError.self) {
      try LinkOpener.arguments(for: "u:x", browser: "open '%s", hasXdgOpen: true)
    }
  }

  @Test func withoutABrowserXdgOpenElseNothing() {
    #expect(Self.arguments("u:x", browser: nil, hasXdgOpen: true) == ["xdg-open", "u:x"])
    #expect(Self.arguments("u:x", browser: "", hasXdgOpen: true) == ["xdg-open", "u:x"])
    #expect(Self.arguments("u:x", browser: nil, hasXdgOpen: false) == nil)
  }
}

@Suite struct LinkSchemesTests {
  @Test func theStandardSchemesOpenAndOthersAreRefused() {
    let schemes = LinkSchemes.standard
    for uri in ["http://a", "HTTPS://a", "mailto:a@b", "ftp://a/b", "file:///etc/hosts"] {
      #expect(schemes.refusal(of: uri, hostName: "here") == nil, "\(uri)")
    }
    #expect(
      schemes.refusal(of: "javascript:alert(1)", hostName: "here")
        == "links of scheme javascript are not opened (--link-schemes)")
    #expect(schemes.refusal(of: "no scheme here", hostName: "here") == "the link has no scheme")
    #expect(schemes.refusal(of: "/etc/hosts", hostName: "here") == "the link has no scheme")
  }

  @Test func aFileLinkOpensOnlyOnThisHost() {
    let schemes = LinkSchemes.standard
    for uri in ["file:/a", "file:///a", "file://localhost/a", "file://Here/a"] {
      #expect(schemes.refusal(of: uri, hostName: "here") == nil, "\(uri)")
    }
    #expect(
      schemes.refusal(of: "file://elsewhere/a", hostName: "here")
        == "the file is on another machine (elsewhere)")
  }

  @Test func theListIsTheOptionsValue() throws {
    let schemes = try LinkSchemes(list: "HTTPS, gopher", option: "--link-schemes")
    #expect(schemes.allowed == ["https", "gopher"])
    #expect(schemes.refusal(of: "gopher://a", hostName: "") == nil)
    #expect(schemes.refusal(of: "http://a", hostName: "") != nil)
    #expect(try LinkSchemes(list: "", option: "--link-schemes").allowed.isEmpty)
    #expect(throws: UsageError.self) { try LinkSchemes(list: "1x", option: "--link-schemes") }
    guard case .run(let options) = try Invocation.parse(["--link-schemes", "https", "x"]) else {
      Issue.record("--link-schemes does not run the pager")
      return
    }
    #expect(options.linkSchemes.allowed == ["https"])
  }
}
