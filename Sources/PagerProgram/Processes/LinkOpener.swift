/// The program and arguments that open a hyperlink's URI (`^O^O`): `$BROWSER` where it is set
/// (its first entry when it lists several, split by `:`), else `xdg-open`.
///
/// The entry is split into words as a shell would split it, and runs with no shell, as Python's
/// `webbrowser` runs it: `%s` in a word stands for the URI, which is otherwise the last word. So
/// the URI is one argument whatever it holds, and whatever quotes the entry put around `%s`
/// (`open '%s'`, `"%s"`): no `$(…)` in a link can run.
enum LinkOpener {
  /// The words of the command that opens `uri`, the program first; nil when there is nothing
  /// to open it with.
  ///
  /// - Throws: ``UsageError`` when `$BROWSER`'s entry has a quote or a backslash not closed.
  static func arguments(
    for uri: String, browser: String?, hasXdgOpen: Bool
  ) throws(UsageError) -> [String]? {
    if let entry = browser?.split(separator: ":").first.map(String.init) {
      let words = try ShellWords.split(entry)
      if !words.isEmpty {
        guard words.contains(where: { $0.containsUTF8("%s") }) else { return words + [uri] }
        return words.map { $0.replacingUTF8("%s", with: uri) }
      }
    }
    return hasXdgOpen ? ["xdg-open", uri] : nil
  }
}
