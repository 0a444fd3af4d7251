import PagerReader

extension App {
  /// `--file-size`: the shown tab's text is counted to its end before the frame that first
  /// shows it, as less finds a file's size as it opens it, so the status line and `=` say the
  /// total at once. A file is read through on the loop (about a third of a second a gigabyte,
  /// the price less's option names); a pipe or a command is counted as far as it has written,
  /// since waiting for its end could hang the screen.
  mutating func countShownFile() {
    guard openingOptions.less.countsLinesAtOnce, let tab = screen.shownTab,
      !countedTabs.contains(tab), let feed = feedsByTab[tab], !feed.opensLater
    else { return }
    countedTabs.insert(tab)
    feed.document.prepareLines(through: Int.max - 1)
  }
}
