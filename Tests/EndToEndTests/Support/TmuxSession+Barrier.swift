import Testing

/// A check that a key did nothing, without sleeping: the program takes keys in order, so once
/// it has answered a key sent after them, it has taken them all.
extension TmuxSession {
  /// Opens the help with F1, waits for it, closes it with Escape, waits for it to go, and
  /// returns the screen then: by that time every key sent before has been taken, and whatever
  /// it did shows. The help changes nothing under it.
  func screenAfterKeysTaken(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String] {
    try await sendKeys("F1")
    try await waitUntil("the help, sent after the keys", sourceLocation: sourceLocation) {
      HelpBox.find(in: $0) != nil
    }
    try await sendKeys("Escape")
    return try await waitUntil("the help to close", sourceLocation: sourceLocation) {
      HelpBox.find(in: $0) == nil
    }
  }
}
