import Glibc

/// The reading of tags files and of the files their tags are in: front to back, a chunk at a
/// time (see ``TagsScan`` and ``TagLineFinder``), never whole.
enum TagsFile {
  /// The tags file less reads when `-T` names none.
  static let defaultPath: FilePath = "tags"
  /// Bytes read at a time.
  static let chunkSize = 256 * 1024

  /// The places of tag `name` in the tags file at `path`.
  static func lookup(_ name: String, in path: FilePath) -> Result<TagList, TagError> {
    var scan = TagsScan(name: Array(name.utf8))
    let read = readChunks(of: path) { chunk in
      scan.take(chunk)
      return !scan.isFinished
    }
    guard read == 0 else { return .failure(.noTagsFile) }
    scan.finish()
    guard let list = TagList(scan.entries, folder: TagList.folder(of: path.bytes)) else {
      return .failure(.noSuchTag)
    }
    return .success(list)
  }

  /// The line of `entry`'s file at `path` that the tag is on: its line number, or the first line
  /// its pattern matches. The file is opened either way, so that a file that is not there says
  /// so, as less's does when it opens it.
  static func line(of entry: TagEntry, at path: FilePath) -> Result<Int, TagError> {
    var finder: TagLineFinder? = nil
    if case .pattern(let pattern) = entry.address { finder = TagLineFinder(pattern) }
    let read = readChunks(of: path) { chunk in
      guard finder != nil else { return false }
      finder!.take(chunk)
      return finder!.wantsMore
    }
    guard read == 0 else { return .failure(.file(path, read)) }
    switch entry.address {
    case .line(let number): return .success(number)
    case .pattern:
      guard let line = finder?.finish() else { return .failure(.notFound) }
      return .success(line)
    }
  }

  /// Reads the regular file at `path` a chunk at a time into `body`, until it returns false or
  /// the file ends; returns 0, or the system error number of what went wrong.
  private static func readChunks(
    of path: FilePath, _ body: (UnsafeRawBufferPointer) -> Bool
  ) -> Int32 {
    // Not blocking: a FIFO would wait for a writer.
    let descriptor = path.withCString { SystemCall.openReadOnly($0, flags: O_NONBLOCK) }
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return errno }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return EISDIR
    default: return EINVAL
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
    defer { buffer.deallocate() }
    while true {
      let count = SystemCall.read(descriptor, into: buffer)
      if count == 0 { return 0 }
      if count < 0 { return errno }
      if !body(UnsafeRawBufferPointer(rebasing: buffer[..<count])) { return 0 }
    }
  }
}
