import PagerKit
import PagerReader

/// less's tags at run time: `:t` asks for a tag and goes to it as `-t` does, `t` and `T` go to
/// its next and previous places. A file's tab is opened when it has none, and gone to when it has
/// one; what goes wrong is said on the status line in less's words.
extension App {
  /// `:t TAG`: looks the tag up in the tags file (`-T`, else `tags`) and goes to its first place.
  mutating func goToTag(_ typed: String, at now: Instant) {
    let name = String(typed.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    // An empty answer asks for nothing, as less's empty `:t` does.
    guard !name.isEmpty else { return }
    switch TagsFile.lookup(name, in: openingOptions.tagsFile) {
    case .failure(let error): screen.update(.notice(error.description), at: now)
    case .success(let list):
      tags = list
      goToShownTag(at: now)
    }
  }

  /// `t` (forward) and `T`: `count` places on or back in the tag's list.
  mutating func goToNextTag(forward: Bool, count: Int, at now: Instant) {
    guard var list = tags, list.move(by: forward ? count : -count) else {
      let error = forward ? TagError.noNextTag : TagError.noPreviousTag
      screen.update(.notice(error.description), at: now)
      return
    }
    tags = list
    goToShownTag(at: now)
  }

  /// Shows the place of the tag that the list is at: its file's tab, opened if need be, at the
  /// tag's line. A file that is not there opens no tab; a pattern found nowhere leaves the file
  /// shown at its top, as less leaves it.
  private mutating func goToShownTag(at now: Instant) {
    guard let list = tags else { return }
    guard !feeds.isEmpty else {
      screen.update(.notice("The demo shows no files; give them on the command line"), at: now)
      return
    }
    let path = list.path(of: list.entry)
    let line: Int?
    switch TagsFile.line(of: list.entry, at: path) {
    case .success(let found): line = found
    case .failure(let error):
      guard error == .notFound else {
        screen.update(.notice(error.description), at: now)
        return
      }
      line = nil
    }
    let source = DocumentSource.file(path: path)
    let tab: Int
    if let shown = self.tab(showing: source) {
      tab = shown
      if tab != screen.pager.selectedIndex { screen.update(.pager(.jump(to: tab)), at: now) }
    } else {
      open(source, at: now)
      tab = feeds.count - 1
    }
    guard let line else {
      screen.update(.notice(TagError.notFound.description), at: now)
      return
    }
    // Carried out as `+N` is, once the tab shows its text.
    if tab < screen.tabList.count { startCommands[screen.tabList[tab]] = [.line(line)] }
  }
}
