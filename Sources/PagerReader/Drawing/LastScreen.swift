import PagerKit

/// What stays on a terminal that keeps its own screen after the pager quits (less's `-X`, or a
/// terminal with no alternate screen): the shown page's text, as less leaves it.
extension PagerView {
  /// The frame to leave behind at quit: the shown tab's text on every row but the last, which
  /// stays blank for the shell's prompt, as `less -X` leaves its last screen. No bar, title,
  /// status line or help: none of them would mean anything once the pager is gone.
  ///
  /// The text keeps the rows it is on, and the rows above it take the lines before it (blank
  /// before the first): a row of text moved would have the terminal scroll, and a terminal's own
  /// screen keeps what scrolls off its top, the bar with it.
  package func lastScreen(of screen: PagerScreen, at now: Instant) -> Frame {
    var frame = Frame(width: screen.size.columns, height: screen.size.rows, style: .plain)
    let layout = screen.layout
    let end = min(layout.pageRows.upperBound, screen.size.rows - 1)
    guard layout.isUsable, end > 0 else { return frame }
    let above = min(layout.pageRows.lowerBound, end)
    var viewport: DocumentViewport?
    var start = above
    let shown = screen.pager.selectedIndex
    if screen.pages.indices.contains(shown), let document = screen.pages[shown].document {
      var earlier = screen.pages[shown].viewport
      while start > 0, earlier.scroll(by: -1, in: document, layout: screen.documentLayout) {
        start -= 1
      }
      viewport = earlier
    }
    guard start < end else { return frame }
    let tall = screen.withPageRows(end - start, viewport: viewport, at: now)
    guard tall.layout.isUsable else { return frame }
    let strip = PageStrip(
      screen: tall, styles: theme.pages,
      highlightStyles: screen.highlights.isEmpty ? [] : theme.highlights,
      showsColors: theme.showsColors, pagesAreDark: theme.pagesAreDark, rowsBlankIn: .plain)
    strip.draw(into: &frame, rows: start..<end, at: now)
    return frame
  }
}

extension PagerScreen {
  /// A copy of this screen laid out as if its page area were `rows` rows high, the shown page
  /// at `viewport` where given (the others are never drawn, and there may be thousands).
  fileprivate func withPageRows(
    _ rows: Int, viewport: DocumentViewport?, at now: Instant
  ) -> PagerScreen {
    var copy = self
    let taller = Size(columns: size.columns, rows: size.rows + rows - layout.pageRows.count)
    copy.size = taller
    copy.pager.update(.resize(taller), at: now)
    copy.layout = ScreenLayout(preset: preset, size: taller)
    copy.documentLayout = documentLayout(in: copy.layout)
    if let viewport, copy.pages.indices.contains(pager.selectedIndex) {
      copy.pages[pager.selectedIndex].viewport = viewport
    }
    return copy
  }
}
