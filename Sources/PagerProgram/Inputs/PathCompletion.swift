import Glibc

/// Completing the file name typed after `:e`, as a shell's Tab does: as far as every name in its
/// folder that starts so agrees, with a `/` after a folder that is the only one (or what
/// `LESSSEPARATOR` says, as in less).
enum PathCompletion {
  /// The command line `typed` (`e logs/ap`) with its file name completed, or nil when there is
  /// nothing to add (not `:e`, no such name, or names that agree no further); `separator`
  /// follows a folder.
  static func complete(
    commandLine typed: String, separator: String = "/",
    listing: (String) -> [(name: String, isFolder: Bool)] = list
  ) -> String? {
    guard typed.hasPrefix("e ") else { return nil }
    let path = String(typed.dropFirst(2).drop { $0 == " " })
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let start = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let candidates = listing(folder.isEmpty ? "." : expandingHome(folder)).filter {
      $0.name.hasPrefix(start) && (start.hasPrefix(".") || !$0.name.hasPrefix("."))
    }
    guard let first = candidates.first else { return nil }
    var common = first.name
    for candidate in candidates.dropFirst() {
      common = String(zip(common, candidate.name).prefix { $0 == $1 }.map(\.0))
    }
    if candidates.count == 1, first.isFolder { common += separator }
    guard common.count > start.count || (candidates.count == 1 && first.isFolder) else {
      return nil
    }
    let completed = "e " + folder + common
    return completed == typed ? nil : completed
  }

  /// `name` with a leading `~/` as `$HOME`.
  static func expandingHome(_ name: String) -> String {
    guard name == "~" || name.hasPrefix("~/"), let home = getenv("HOME") else { return name }
    return String(cString: home) + name.dropFirst()
  }

  /// The names in `folder` and whether each is a folder.
  static func list(_ folder: String) -> [(name: String, isFolder: Bool)] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [(String, Bool)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      var status = stat()
      let isFolder =
        (folder + "/" + name).withCString { stat($0, &status) } == 0
        && status.st_mode & S_IFMT == S_IFDIR
      names.append((name, isFolder))
    }
    return names.sorted { $0.0 < $1.0 }
  }
}
