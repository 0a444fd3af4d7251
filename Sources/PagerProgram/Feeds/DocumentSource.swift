/// Where a tab's text comes from.
enum DocumentSource: Hashable, Sendable {
  /// A file, by the path given on the command line (its bytes, as the system has them).
  case file(path: FilePath)
  /// Standard input (a pipe, or a file redirected in).
  case standardInput
  /// The output of a shell command line, standard error included.
  case command(String)

  /// Whether its tab follows the end by itself while its view is at it: a command's does. Text
  /// on standard input opens at its first line, as less opens it, and like a file is followed
  /// only when asked (`F`, `+F`, `--follow`): a program that pipes into its pager (bat, git)
  /// must not find the pager at the end of the first piece it wrote.
  var followsByItself: Bool {
    switch self {
    case .command: true
    case .standardInput, .file: false
    }
  }
}

/// Tab titles for document sources: a file by its name, made distinct with as many parent folders
/// as it takes when two files share a name (`a/x.log`, `b/x.log`); standard input as `stdin`; a
/// command by its command line.
enum TabTitles {
  /// The title of standard input's tab.
  static let standardInput = "stdin"

  /// One title for each of `sources`, in order.
  static func titles(for sources: [DocumentSource]) -> [String] {
    // A file whose name no other has is titled by it; only those sharing a name (which no
    // deeper folder can tell apart from the others) are looked at further: thousands of
    // files cost a name each.
    let names: [Substring?] = sources.map { source in
      if case .file(let path) = source { return name(of: path.description) }
      return nil
    }
    var counts: [Substring: Int] = [:]
    counts.reserveCapacity(sources.count)
    for case let name? in names { counts[name, default: 0] += 1 }
    var paths: [Int: [Substring]] = [:]
    for (tab, source) in sources.enumerated() {
      guard case .file(let path) = source, names[tab].map({ counts[$0, default: 0] > 1 }) == true
      else { continue }
      paths[tab] = components(of: path.description)
    }
    var depths: [Int: Int] = paths.mapValues { _ in 1 }
    var changed = true
    while changed {
      changed = false
      var groups: [[Substring]: [Int]] = [:]
      for (tab, path) in paths { groups[Array(path.suffix(depths[tab]!)), default: []].append(tab) }
      for tabs in groups.values where Set(tabs.map { paths[$0]! }).count > 1 {
        for tab in tabs where paths[tab]!.count > depths[tab]! {
          depths[tab]! += 1
          changed = true
        }
      }
    }
    return sources.indices.map { tab in
      switch sources[tab] {
      case .file(let path):
        if let parts = paths[tab] { return parts.suffix(depths[tab]!).joined(separator: "/") }
        return names[tab].map(String.init) ?? path.description
      case .standardInput:
        return standardInput
      case .command(let command):
        return command.split(whereSeparator: \.isNewline).joined(separator: " ")
      }
    }
  }

  /// The last of ``components(of:)``, found from the end with no list of them made.
  static func name(of path: String) -> Substring? {
    let bytes = path.utf8
    var end = bytes.endIndex
    while end > bytes.startIndex {
      let start =
        bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:))
        ?? bytes.startIndex
      let part = Substring(bytes[start..<end])
      if !part.isEmpty, part != "." { return part }
      guard start > bytes.startIndex else { return nil }
      end = bytes.index(before: start)
    }
    return nil
  }

  /// The folders and name of `path`, without empty and `.` parts, so `./x.log`, `x.log` and
  /// `x.log/` name the same thing.
  static func components(of path: String) -> [Substring] {
    // Cut at the byte `/`, not at characters: no grapheme is looked for in thousands of paths.
    path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }.filter { $0 != "." }
  }
}
