import Foundation

/// Where the release build of TUIPager lives, for tests that run it.
///
/// `TUIPAGER_BINARY` wins when it is set; otherwise the binary is expected at
/// `<package root>/.build/release/TUIPager`, the package root being derived from this file's path.
enum TUIPagerBinary {
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // EndToEndTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
  }

  /// The path of an executable TUIPager, or an error telling how to build one.
  static func path() throws -> String {
    let fromEnvironment = ProcessInfo.processInfo.environment["TUIPAGER_BINARY"]
      .flatMap { $0.isEmpty ? nil : $0 }
    let candidate =
      fromEnvironment
      ?? packageRoot.appendingPathComponent(".build/release/TUIPager").path
    guard FileManager.default.isExecutableFile(atPath: candidate) else {
      throw MissingBinary(path: candidate, cameFromEnvironment: fromEnvironment != nil)
    }
    return candidate
  }
}

/// The end-to-end tests need a built program; this error says how to get one.
struct MissingBinary: Error, CustomStringConvertible {
  let path: String
  let cameFromEnvironment: Bool

  var description: String {
    let origin = cameFromEnvironment ? " (from TUIPAGER_BINARY)" : ""
    return "No executable TUIPager at \(path)\(origin). "
      + "Run `make build` first (it builds .build/release/TUIPager), "
      + "or set TUIPAGER_BINARY to a built binary."
  }
}
