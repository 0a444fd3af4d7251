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

  /// A file of one link, whose URI `uri` makes from the path of a file that a shell reading
  /// the URI would make; the file, that path and the URI.
  static func hostileLink(
    _ uri: (String) -> String
  ) throws -> (file: TemporaryFile, made: String, uri: String) {
    let file = try TemporaryFile(named: "links.txt", "")
    let made = file.folder + "/X"
    let link = uri(made)
    unlink(file.path)
    append("\u{1B}]8;;\(link)\u{1B}\\hostile\u{1B}]8;;\u{1B}\\\n", to: file.path)
    return (file, made, link)
  }

  /// Issue 29, case 2: a shell read `BROWSER="open '%s'"` with the URI quoted inside the quotes,
  /// and a link's `$(…)` ran.
  @Test(arguments: ["'%s'", #""%s""#])
  func aLinkIsOneArgumentWhateverQuotesTheBrowserPutsAroundPercentS(quotes: String) throws {
    let (file, made, uri) = try Self.hostileLink { "http://x/$(touch${IFS}\($0))" }
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

  /// less 704's `LESS_OSC8_OPEN_https`: the handler, a space, the URI quoted for the shell, so
  /// that the shell gives the handler the URI as one argument, `$(…)` and quotes and all.
  @Test func theSchemesOwnHandlerGetsTheURIQuotedAsOneArgument() throws {
    let (file, made, uri) = try Self.hostileLink { "https://x/$(touch${IFS}\($0))'\"`id`" }
    let log = file.folder + "/opened.log"
    defer { for name in [log, made] { unlink(name) } }
    let pilot = try Pilot([file.path]) {
      $0.linkHandlers = ["https": "printf '%s\\n' >> \(ShellQuoting.quoted(log))", "ANY": "false"]
    }
    pilot.press(.control("O"), .control("N"), .control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(log) == uri + "\n")
    #expect(access(made, F_OK) != 0, "no shell ran the link's $(…)")
  }

  /// A scheme's own handler is the user's choice for that scheme; `ANY` and the browser keep to
  /// `--link-schemes`.
  @Test func aSchemesOwnHandlerOpensItOutsideTheLinkSchemes() throws {
    let file = try TemporaryFile(
      named: "links.txt", "\u{1B}]8;;ssh://host\u{1B}\\ssh\u{1B}]8;;\u{1B}\\\n")
    let log = file.folder + "/ssh.log"
    defer { unlink(log) }
    let anyOnly = try Pilot([file.path]) { $0.linkHandlers = ["ANY": "true"] }
    anyOnly.press(.control("O"), .control("N"), .control("O"), .control("O"))
    #expect(anyOnly.terminal.handOvers == 0)
    #expect(anyOnly.lines.last?.contains("links of scheme ssh are not opened") == true)
    let own = try Pilot([file.path]) {
      $0.linkHandlers = ["ssh": "-printf '%s' > \(ShellQuoting.quoted(log))", "ANY": "true"]
    }
    own.press(.control("O"), .control("N"), .control("O"), .control("O"))
    #expect(own.terminal.handOvers == 1)
    #expect(readFile(log) == "ssh://host")
  }

  /// less 704: a link to `#NAME` goes to the link whose `id` is NAME, further down.
  @Test func aLinkToHashIdGoesToTheLinkOfThatId() throws {
    let filler = (1...40).map { "line \($0)\n" }.joined()
    let file = try TemporaryFile(
      named: "links.txt",
      "see \u{1B}]8;;#part2\u{1B}\\part 2\u{1B}]8;;\u{1B}\\\n" + filler
        + "\u{1B}]8;id=part2;https://x.example/2\u{1B}\\Part 2\u{1B}]8;;\u{1B}\\ begins\n" + filler)
    let pilot = try Pilot([file.path])
    pilot.press(.control("O"), .control("N"), .control("O"), .control("O"))
    #expect(pilot.terminal.handOvers == 0)
    #expect(pilot.lines.contains { $0.hasPrefix("Part 2 begins") }, "\(pilot.lines)")
    #expect(Self.reversedText(pilot) == "Part 2")
    #expect(pilot.lines.last?.contains("https://x.example/2") == true)
    pilot.press(.character("'"), .character("'"))
    #expect(pilot.lines[1].hasPrefix("see part 2"), "'' goes back")
  }

  @Test func lessSecureTurnsOpeningOff() throws {
    let file = try TemporaryFile(named: "links.txt", Self.text)
    let pilot = try Pilot([file.path]) { $0.secureMode = .strict }
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

/// less 704's `LESS_OSC8_OPEN_…` variables, read as less reads them.
@Suite struct LinkHandlerTests {
  static func handler(_ uri: String, _ handlers: [String: String]) -> LinkHandler? {
    LinkHandler(for: uri, handlers: handlers)
  }

  @Test func theSchemeInLowerCaseNamesTheVariableElseAnyElseNone() {
    let handlers = ["https": "mybrowser --new-window", "ANY": "other", "NONE": "plain"]
    let https = Self.handler("HTTPS://a.example/b", handlers)
    #expect(
      https.map { String(decoding: $0.command, as: UTF8.self) }
        == "mybrowser --new-window 'HTTPS://a.example/b'")
    #expect(https?.isTheSchemesOwn == true)
    #expect(https?.isShown == true && https?.awaitsReturn == true)
    let mail = Self.handler("mailto:me@x", handlers)
    #expect(mail.map { String(decoding: $0.command, as: UTF8.self) } == "other 'mailto:me@x'")
    #expect(mail?.isTheSchemesOwn == false)
    #expect(Self.handler("no-colon", handlers)?.command == Array("plain 'no-colon'".utf8))
    #expect(Self.handler(":x", handlers)?.command == Array("plain ':x'".utf8), "an empty scheme")
    #expect(Self.handler("https://a", ["HTTPS": "x"]) == nil, "the name is in lower case")
  }

  @Test func aDashOrEmptyHandlerFallsToAnyAndNoneSetIsNil() {
    #expect(
      Self.handler("https://a", ["https": "-", "ANY": "any"])?.command
        == Array("any 'https://a'".utf8))
    #expect(Self.handler("https://a", ["https": "", "ANY": "any"])?.isTheSchemesOwn == false)
    #expect(Self.handler("https://a", ["https": "-"]) == nil)
    #expect(Self.handler("https://a", [:]) == nil)
  }

  @Test func controlPAndDashAtTheStartSayWhatIsShown() {
    let quiet = Self.handler("https://a", ["https": "\u{10}-open"])
    #expect(quiet?.command == Array("open 'https://a'".utf8))
    #expect(quiet?.isShown == false && quiet?.awaitsReturn == false)
    let noWait = Self.handler("https://a", ["https": "\u{10}open"])
    #expect(noWait?.isShown == true && noWait?.awaitsReturn == false)
    let unseen = Self.handler("https://a", ["https": "-open"])
    #expect(unseen?.isShown == false && unseen?.awaitsReturn == true)
  }

  @Test func theURIIsQuotedAsBytes() {
    let uri = "https://x/'$(id)'\u{301}"
    let command = Self.handler(uri, ["https": "h"])?.command ?? []
    #expect(command == Array("h ".utf8) + ShellQuoting.quoted(uri.utf8))
  }

  @Test func theVariablesAreFoundInTheEnvironment() {
    let found = LinkHandler.fromProcessEnvironment([
      "LESS_OSC8_OPEN_https=firefox --new-window", "LESS_OSC8_OPEN_ANY=a=b", "PATH=/bin",
      "LESS_OSC8_OPEN_broken",
    ])
    #expect(found == ["https": "firefox --new-window", "ANY": "a=b"])
  }
}
