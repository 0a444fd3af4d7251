import PagerKit
import PagerReader

/// Where `-t TAG` starts: the tab of the tag's file, at the tag's line, and the tag's places for
/// `t` and `T`.
struct TagStart: Equatable, Sendable {
  var list: TagList
  /// The tab of the file of the place shown first.
  var tab: Int
  /// Its line, counted from 1.
  var line: Int
}

extension Options {
  /// `-t TAG` (`--tag`): finds the tag in the tags file (`-T`, else `tags`) before the terminal
  /// is touched, as less does, and makes its file a tab (the tab of a file given too, when it is
  /// the same file) to start on, at the tag's line. A tag that cannot be gone to is an error
  /// in less's words (`No tags file`, `No such tag in tags file`, `Tag not found`, or the
  /// file's own), on which the program ends with status 1, as less's does.
  mutating func goToTag() throws(TagError) {
    guard let tag else { return }
    // less's secure mode has no tags files.
    if let refusal = secureMode.refusal(of: .tags) { throw TagError(description: refusal) }
    let list = try TagsFile.lookup(tag, in: tagsFile).get()
    let path = list.path(of: list.entry)
    let line = try TagsFile.line(of: list.entry, at: path).get()
    let tab: Int
    if let given = Self.tab(of: path, among: sources) {
      tab = given
    } else {
      let demo = sources.isEmpty
      sources.append(.file(path: path))
      tab = sources.count - 1
      let titles = TabTitles.titles(for: sources)
      // Every title again: a name shared with a given file is told apart by its folder. The
      // demo (no file given) becomes a tab of documents.
      preset = demo ? .documents(titled: titles) : preset.withTabs(titled: titles)
    }
    startIndex = tab
    tagStart = TagStart(list: list, tab: tab, line: line)
  }

  /// The place among `sources` of the file at `path` (under any of its names).
  private static func tab(of path: FilePath, among sources: [DocumentSource]) -> Int? {
    guard let wanted = App.identity(of: path) else { return nil }
    return sources.firstIndex { source in
      guard case .file(let given) = source else { return false }
      return App.identity(of: given) == wanted
    }
  }
}
