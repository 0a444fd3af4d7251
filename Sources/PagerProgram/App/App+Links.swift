import Glibc
import PagerKit
import PagerReader

/// `^O^O`: the chosen hyperlink opened, on the terminal, as less opens one.
extension App {
  /// Opens the link chosen on the shown page with its `LESS_OSC8_OPEN_…` handler, else
  /// `$BROWSER`, else `xdg-open`, handing the terminal over meanwhile (a browser may be a
  /// terminal one). A link to `#NAME` goes to the link whose id is NAME, as less 704's does.
  mutating func openLink(at now: Instant) {
    let tab = screen.pager.selectedIndex
    guard screen.pages.indices.contains(tab), let link = screen.pages[tab].selectedLink?.link else {
      screen.update(.notice("No link chosen: ^O^N chooses the next one on the screen"), at: now)
      return
    }
    if link.uri.hasPrefix("#") {
      screen.update(.goToLink(id: String(link.uri.dropFirst())), at: now)
      return
    }
    let handler = LinkHandler(for: link.uri, handlers: openingOptions.linkHandlers)
    // A scheme's own handler is the user's choice for it by name; any other way to open a link
    // keeps to --link-schemes.
    if handler?.isTheSchemesOwn != true,
      let refusal = openingOptions.linkSchemes.refusal(of: link.uri, hostName: Self.hostName)
    {
      screen.update(.notice("Not opened: \(refusal)"), at: now)
      return
    }
    if let handler {
      runOnTerminal(
        handler.command, shownAfter: handler.isShown ? "!" : nil,
        done: handler.awaitsReturn ? "link done" : nil, at: now)
      return
    }
    let browser = LessNoConfig.variable("BROWSER")
    let arguments: [String]
    do throws(UsageError) {
      guard
        let words = try LinkOpener.arguments(
          for: link.uri, browser: browser, hasXdgOpen: Self.isOnPath("xdg-open"))
      else {
        screen.update(.notice("Nothing opens links: set BROWSER, or install xdg-open"), at: now)
        return
      }
      arguments = words
    } catch {
      screen.update(.notice("Cannot open links: BROWSER: \(error.message)"), at: now)
      return
    }
    // No shell: the URI is one argument, whatever it holds.
    let (status, failure) = runOnTerminal { input, output throws(DocumentError) in
      try ShellCommand.runOnTerminal(
        arguments: arguments.map { Array($0.utf8) }, input: input, output: output)
    }
    if let failure {
      screen.update(.notice("Cannot open \(link.uri): \(failure)"), at: now)
    } else if status != 0 {
      screen.update(.notice("Opening \(link.uri) exited with status \(status)"), at: now)
    } else {
      screen.update(.notice("Opened \(link.uri)"), at: now)
    }
  }

  /// This machine's name, which a `file:` link's host may be.
  static var hostName: String {
    var name = [CChar](repeating: 0, count: 256)
    guard gethostname(&name, name.count - 1) == 0 else { return "" }
    return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether an executable `name` is in one of `$PATH`'s folders.
  static func isOnPath(_ name: String) -> Bool {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { access("\($0)/\(name)", X_OK) == 0 }
  }
}
