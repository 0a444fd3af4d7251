import Testing

/// Waits phrased in terms of the `menu` preset.
extension TmuxSession {
  /// Waits until the screen rests on page `index` (0-based) at `width` columns.
  @discardableResult
  func waitUntilSettled(
    on index: Int,
    width: Int = 100,
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String] {
    try await waitUntil(
      "page \(MenuScreen.labels[index]) to rest, centred, with the indicator at "
        + "\(MenuScreen.quarter(index, width: width))",
      timeout: timeout, sourceLocation: sourceLocation
    ) { screen in
      MenuScreen.isSettled(on: index, screen, width: width)
    }
  }

  /// The background colour of the page at rest, read from its label's row.
  ///
  /// tmux leaves cells cleared with "erase in line" out of `capture-pane -e`, so only the label's
  /// row, whose cells are written one by one, is sure to carry the page colour.
  func restingPageColor(sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> TerminalColor
  {
    let screen = try await captureWithColors()
    let plain = screen.map { StyledLine($0).text }
    let label = try #require(MenuScreen.pageLabels(plain).first, sourceLocation: sourceLocation)
    let colors = StyledLine(screen[label.row]).backgrounds
    try #require(
      colors.count == 1, "\(label.label) row has backgrounds \(colors)",
      sourceLocation: sourceLocation)
    return try #require(
      colors[0], "\(label.label) page has no background", sourceLocation: sourceLocation)
  }
}
