/// The places of the tag asked for last (`-t`, `:t`), and which of them is shown: `t` goes to
/// the next, `T` to the previous, as less keeps its list of a tag's matches.
struct TagList: Equatable, Sendable {
  /// Every place of the tag, in the tags file's order; never empty.
  let entries: [TagEntry]
  /// The folder the tags file is in, which the files' names are relative to.
  let folder: [UInt8]
  /// The place shown, an index into ``entries``.
  private(set) var current = 0

  /// The list of `entries`, the first shown; nil when there are none.
  init?(_ entries: [TagEntry], folder: [UInt8]) {
    guard !entries.isEmpty else { return nil }
    self.entries = entries
    self.folder = folder
  }

  /// The place shown.
  var entry: TagEntry { entries[current] }

  /// Goes `count` places on (back, when negative); false, staying, when there are not so many,
  /// as less's `t` and `T` say "No next tag".
  mutating func move(by count: Int) -> Bool {
    let target = current + count
    guard entries.indices.contains(target) else { return false }
    current = target
    return true
  }

  /// The path of the file of `entry`: as the tags file has it when absolute, else in the tags
  /// file's folder.
  func path(of entry: TagEntry) -> FilePath {
    Self.path(of: entry.file, in: folder)
  }

  /// `file` as found from the folder `folder`, the folder of the tags file (`.` or empty for the
  /// current one, where the name stays as written).
  static func path(of file: [UInt8], in folder: [UInt8]) -> FilePath {
    let slash = UInt8(ascii: "/")
    guard file.first != slash, !folder.isEmpty, folder != [UInt8(ascii: ".")] else {
      return FilePath(bytes: file)
    }
    return FilePath(bytes: folder + (folder.last == slash ? [] : [slash]) + file)
  }

  /// The folder of the tags file at `path`: everything before its last `/`; `.` for none.
  static func folder(of path: [UInt8]) -> [UInt8] {
    guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return [UInt8(ascii: ".")] }
    return slash == 0 ? [UInt8(ascii: "/")] : Array(path[..<slash])
  }
}
