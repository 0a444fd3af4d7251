/// The command line that opens a hyperlink's URI (`^O^O`): `$BROWSER` where it is set (its first
/// entry when it lists several, split by `:`; `%s` stands for the URI, which is otherwise put
/// after it), else `xdg-open`. The URI goes in quoted, as one word.
enum LinkOpener {
  /// The shell command that opens `uri`, or nil when there is nothing to open it with.
  static func command(for uri: String, browser: String?, hasXdgOpen: Bool) -> String? {
    let quoted = ShellWords.quoted(uri)
    if let entry = browser?.split(separator: ":").first.map(String.init), !entry.isEmpty {
      if entry.contains("%s") { return entry.replacing("%s", with: quoted) }
      return entry + " " + quoted
    }
    return hasXdgOpen ? "xdg-open " + quoted : nil
  }
}
