import Glibc

@testable import PagerProgram

/// A config file at the default place of a home of its own: `$XDG_CONFIG_HOME/tuipager/config`,
/// with ``variables`` pointing there (and `TUIPAGER` when given). All of it goes when this does.
final class ConfigHome {
  private let file: TemporaryFile
  /// The environment the preferences are read from.
  let variables: [String: String]
  /// The config file, as its errors name it.
  var path: String { file.folder + "/tuipager/config" }

  init(_ text: String, tuipager: String? = nil) throws {
    file = try TemporaryFile(named: "config", text)
    // The file itself sits beside the folder the default place names; a link leads there.
    _ = (file.folder + "/tuipager").withCString { mkdir($0, 0o700) }
    let link = file.folder + "/tuipager/config"
    let linked = file.path.withCString { target in link.withCString { symlink(target, $0) } }
    guard linked == 0 else { throw TemporaryFileError(errno: errno) }
    var variables = ["XDG_CONFIG_HOME": file.folder, "HOME": "/nonexistent"]
    variables[Preferences.variable] = tuipager
    self.variables = variables
  }

  deinit {
    _ = path.withCString { unlink($0) }
    _ = (file.folder + "/tuipager").withCString { rmdir($0) }
  }
}
