import PagerKit

/// How a pager screen looks: renders a ``PagerScreen`` into a ``Frame``.
///
/// Rendering is a pure function of the screen state and the time (documents are read through
/// ``TextDocument``, never written).
public struct PagerView: Hashable, Sendable {
  /// The colours, resolved for the terminal.
  public let theme: Theme

  /// A view drawing in `theme`.
  public init(theme: Theme) {
    self.theme = theme
  }

  /// The frame for `screen` at `now`: exactly the screen's size.
  public func render(_ screen: PagerScreen, at now: Instant) -> Frame {
    var frame = Frame(width: screen.size.columns, height: screen.size.rows, style: .plain)
    let layout = screen.layout
    guard layout.isUsable else {
      drawTooSmall(into: &frame)
      drawOverlays(screen, into: &frame)
      return frame
    }
    if let titleRow = layout.titleRow, let title = screen.preset.title {
      frame.fill(columns: 0..<frame.width, rows: titleRow..<titleRow + 1, style: theme.title)
      frame.write(title, column: 1, row: titleRow, style: theme.title, limit: frame.width - 2)
    }
    // Each part in a call of its own: the pages are drawn from a small frame, not from below
    // the bar's and the status line's values, as the first frame's pages make the deepest
    // stack of a start.
    let pages = drawPages(screen, layout: layout, into: &frame, at: now)
    drawBar(screen, layout: layout, into: &frame, at: now)
    if let row = layout.statusRow {
      drawStatusLine(screen, pages: pages, into: &frame, row: row)
    }
    drawOverlays(screen, into: &frame)
    return frame
  }

  @inline(never)
  private func drawPages(
    _ screen: PagerScreen, layout: ScreenLayout, into frame: inout Frame, at now: Instant
  ) -> [Int: DocumentPage] {
    let strip = PageStrip(
      screen: screen, styles: theme.pages,
      highlightStyles: screen.highlights.isEmpty ? [] : theme.highlights,
      showsColors: theme.showsColors, pagesAreDark: theme.pagesAreDark, rowsBlankIn: .plain)
    return strip.draw(into: &frame, rows: layout.pageRows, at: now)
  }

  @inline(never)
  private func drawBar(
    _ screen: PagerScreen, layout: ScreenLayout, into frame: inout Frame, at now: Instant
  ) {
    let rows = layout.barRows(dropped: screen.barDrop(at: now))
    let barColumns = screen.preset.barPlacement == .floating ? layout.bar.columns : 0..<frame.width
    if rows.bar < frame.height {
      frame.fill(columns: barColumns, rows: rows.bar..<rows.bar + 1, style: theme.bar)
    }
    if let row = rows.indicator, row < frame.height {
      frame.fill(columns: barColumns, rows: row..<row + 1, style: theme.bar)
    }
    // Natural-width items come laid out with their titles; only equal shares need the tabs,
    // so a frame over thousands of tabs copies none.
    var tabs: [Tab] = []
    if screen.overflowBar == nil {
      tabs = screen.preset.tabs
      for index in tabs.indices { tabs[index].title = screen.barTitles[index] }
    }
    TabBar(
      theme: theme, indicator: screen.preset.shownIndicator,
      itemContent: screen.preset.bar.itemContent
    ).draw(
      tabs, layout: layout.bar, overflow: screen.overflowBar, pager: screen.pager, at: now,
      into: &frame, row: rows.bar, indicatorRow: rows.indicator)
  }

  @inline(never)
  private func drawStatusLine(
    _ screen: PagerScreen, pages: [Int: DocumentPage], into frame: inout Frame, row: Int
  ) {
    StatusLine(screen: screen, theme: theme, drawnPages: pages).draw(into: &frame, row: row)
  }

  /// The overview of tabs, the timeline's chart and the help, over the rest.
  @inline(never)
  private func drawOverlays(_ screen: PagerScreen, into frame: inout Frame) {
    OverviewList(screen: screen, style: theme.title).draw(into: &frame)
    screen.timelineChart(style: theme.title)?.draw(into: &frame)
    if let help = screen.help {
      HelpOverlay(lines: help, style: theme.title, top: screen.helpTop).draw(into: &frame)
    }
  }

  private func drawTooSmall(into frame: inout Frame) {
    guard frame.height > 0 else { return }
    let messages = ["terminal too small", "too small", "small", "…"]
    let message = messages.first { ColumnWidth.of($0) <= frame.width } ?? ""
    let row = (frame.height - 1) / 2
    frame.write(
      message, column: TextFit.centredStart(of: ColumnWidth.of(message), in: frame.width), row: row,
      style: Style(attributes: .reverse))
  }
}
