import Glibc
import PagerKit

/// `^O^O`: the chosen hyperlink opened, on the terminal, as less opens one.
extension App {
  /// Opens the link chosen on the shown page with `$BROWSER`, else `xdg-open`, handing the
  /// terminal over meanwhile (a browser may be a terminal one).
  mutating func openLink(at now: Instant) {
    let tab = screen.pager.selectedIndex
    guard screen.pages.indices.contains(tab), let link = screen.pages[tab].selectedLink?.link else {
      screen.update(.notice("No link chosen: ^O^N chooses the next one on the screen"), at: now)
      return
    }
    let browser = getenv("BROWSER").map { String(cString: $0) }
    guard
      let command = LinkOpener.command(
        for: link.uri, browser: browser, hasXdgOpen: Self.isOnPath("xdg-open"))
    else {
      screen.update(.notice("Nothing opens links: set BROWSER, or install xdg-open"), at: now)
      return
    }
    let (status, failure) = runOnTerminal(command)
    if let failure {
      screen.update(.notice("Cannot open \(link.uri): \(failure)"), at: now)
    } else if status != 0 {
      screen.update(.notice("Opening \(link.uri) exited with status \(status)"), at: now)
    } else {
      screen.update(.notice("Opened \(link.uri)"), at: now)
    }
  }

  /// Whether an executable `name` is in one of `$PATH`'s folders.
  static func isOnPath(_ name: String) -> Bool {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { access("\($0)/\(name)", X_OK) == 0 }
  }
}
