import Glibc

/// A file tab that keeps up with its file, as `tail -f` and `less +F` do: it learns of text
/// appended, starts over when the file is truncated, and, following the name (`--follow-name`,
/// `tail -F`), reopens the name when another file takes it, as log rotation does.
///
/// It only looks when asked (``check()``): the run loop asks whenever ``FileWatcher`` reports a
/// change, or now and then where nothing can report.
final class FileFollower {
  /// The file's path as given.
  let path: FilePath
  /// Whether a new file at the path replaces the one open.
  let followsName: Bool
  /// The text: the open file, read as a file that grows.
  private(set) var document: FileDocument

  /// The open file, for `fstat`; the document reads through a descriptor of its own.
  private var descriptor: Int32
  /// The size seen last: less means the file was truncated, more that text was appended.
  private var knownSize: Int
  /// Whether the path named no file at the last look, following the name: the run loop then
  /// looks now and then, as inotify may not tell when it comes back.
  private(set) var nameIsGone = false

  /// What a look at the file found.
  enum Change: Equatable {
    /// Nothing new.
    case none
    /// Text was appended.
    case grew
    /// The text is another now: the file was truncated, or another took its name; the notice
    /// says which.
    case startedOver(notice: String)
  }

  /// Follows the file open at `descriptor` (which it takes over) from its start.
  ///
  /// - Throws: ``DocumentError`` when the descriptor cannot be duplicated.
  init(path: FilePath, descriptor: Int32, followsName: Bool) throws(DocumentError) {
    self.path = path
    self.followsName = followsName
    self.descriptor = descriptor
    knownSize = Self.size(of: descriptor)
    document = try Self.document(reading: descriptor, name: path.description)
  }

  deinit { close(descriptor) }

  /// Looks at the file (and, following the name, at what the path names now).
  func check() -> Change {
    if followsName, let replacement = openReplacement() {
      close(descriptor)
      descriptor = replacement
      return startOver(notice: "\(path) was replaced: showing the new file")
    }
    let size = Self.size(of: descriptor)
    if size < knownSize {
      return startOver(notice: "\(path) was truncated: showing it from its start")
    }
    guard size > knownSize else { return .none }
    knownSize = size
    // Learn the new lines now, so the end the screen knows is the file's.
    document.indexAppended()
    return .grew
  }

  private func startOver(notice: String) -> Change {
    knownSize = Self.size(of: descriptor)
    guard let fresh = try? Self.document(reading: descriptor, name: path.description) else {
      return .none
    }
    document = fresh
    return .startedOver(notice: notice)
  }

  /// The file the path names now, opened, when it is another than the one open; nil while the
  /// path names the same file or none (rotated away, the new one not made yet).
  private func openReplacement() -> Int32? {
    var named = stat()
    var open = stat()
    nameIsGone = path.withCString({ stat($0, &named) }) != 0
    guard !nameIsGone, fstat(descriptor, &open) == 0,
      named.st_dev != open.st_dev || named.st_ino != open.st_ino
    else { return nil }
    let replacement = path.withCString { SystemCall.openReadOnly($0, flags: O_NONBLOCK) }
    return replacement >= 0 ? replacement : nil
  }

  private static func document(reading descriptor: Int32, name: String) throws(DocumentError)
    -> FileDocument
  {
    let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
    guard copy >= 0 else { throw .system(errno, subject: name) }
    return FileDocument(checkedDescriptor: copy, name: name, growing: true)
  }

  private static func size(of descriptor: Int32) -> Int {
    var status = stat()
    return fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
  }
}
