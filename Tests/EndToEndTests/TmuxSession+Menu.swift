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
}
