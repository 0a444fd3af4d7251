/// What stays on a terminal that keeps its own screen after the pager quits (less's `-X`, or a
/// terminal with no alternate screen): the shown page's text, as less leaves it.
extension PagerView {
  /// The frame to leave behind at quit: the shown tab's text from its top line on every row but
  /// the last, which stays blank for the shell's prompt, as `less -X` leaves its last screen. No
  /// bar, title, status line or help: none of them would mean anything once the pager is gone.
  /// A text at its end shows the lines above it instead of blanks below, as less shows its end.
  public func lastScreen(of screen: PagerScreen, at now: Instant) -> Frame {
    var frame = Frame(width: screen.size.columns, height: screen.size.rows)
    let rows = screen.size.rows - 1
    guard rows > 0, screen.layout.isUsable else { return frame }
    let tall = screen.withPageRows(rows, at: now)
    guard tall.layout.isUsable else { return frame }
    let strip = PageStrip(
      screen: tall, styles: theme.pages, highlightStyles: theme.highlights,
      showsColors: theme.showsColors, pagesAreDark: theme.pagesAreDark)
    strip.draw(into: &frame, rows: 0..<rows, at: now)
    return frame
  }
}

extension PagerScreen {
  /// A copy of this screen laid out as if its page area were `rows` rows high, the shown page
  /// alone clamped to it (the others are never drawn, and there may be thousands).
  fileprivate func withPageRows(_ rows: Int, at now: Instant) -> PagerScreen {
    var copy = self
    let taller = Size(columns: size.columns, rows: size.rows + rows - layout.pageRows.count)
    copy.size = taller
    copy.pager.update(.resize(taller), at: now)
    copy.layout = ScreenLayout(preset: preset, size: taller)
    copy.documentLayout = Self.documentLayout(
      copy.layout, wrapsLines: wrapsLines, gutter: gutterColumns, headerLines: headerLines,
      renderer: textRenderer, headerColumns: headerColumns, longLines: longLines)
    let shown = pager.selectedIndex
    if copy.pages.indices.contains(shown) {
      copy.pages[shown].clampViewport(layout: copy.documentLayout)
    }
    return copy
  }
}
