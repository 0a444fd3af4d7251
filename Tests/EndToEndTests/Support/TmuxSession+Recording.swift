import Foundation

/// The bytes the pane's terminal receives, as `pipe-pane` copies them: the way to see what was
/// written, even when the next frame covers it.
extension TmuxSession {
  /// Records every byte the pane's terminal receives from now on (`pipe-pane`), into a file of a
  /// fixture folder; `remove()` the recording when done.
  func recordOutput() async throws -> (file: String, remove: () -> Void) {
    let folder = try FixtureFolder()
    let file = folder.path(of: "output")
    _ = FileManager.default.createFile(atPath: file, contents: nil)
    try await runTmuxSequence([
      ["pipe-pane", "-o", "-t", Self.target, "cat >> " + Self.shellQuoted(file)]
    ])
    return (file, folder.remove)
  }
}
