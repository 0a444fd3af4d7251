import Foundation

/// Programs some tests need beside TUIPager (zsh, fish, lintian, dpkg-deb): `make test` installs
/// them from Debian when it can, and the tests that need one are skipped, saying so, without it.
enum InstalledTools {
  /// The full path of `name` on `PATH`, or nil when it is not installed.
  static func path(of name: String) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return directories.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static func has(_ name: String) -> Bool { path(of: name) != nil }

  /// Whether perldoc has its pages: Debian's perl ships a perldoc that only says to install
  /// perl-doc, which `make test` installs when `perldoc -l perlfunc` fails.
  static var hasPerldocPages: Bool {
    guard let perldoc = path(of: "perldoc") else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: perldoc)
    process.arguments = ["-l", "perlfunc"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

/// A folder of its own under `$TMPDIR`, removed with everything in it when this goes.
final class ScratchFolder {
  let path: String

  init() throws {
    let parent = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    path = parent + "/tuipager-e2e-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to `name` in the folder; returns its path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    let file = path + "/" + name
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
