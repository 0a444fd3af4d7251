import Glibc

/// Tells the run loop when followed files change, without busy polling: one inotify descriptor
/// that `poll` watches beside the terminal, reporting writes, truncation, renames and deletions
/// of each followed file, and for name-following, files appearing in its folder. Where inotify
/// cannot be had (no support, a file system without it, too many watches), the run loop looks
/// every ``pollInterval`` milliseconds instead, and only while a file is followed.
final class FileWatcher {
  /// How often to look at followed files when inotify cannot tell.
  static let pollInterval: Int32 = 250

  /// The inotify descriptor to poll; -1 when there is none.
  private(set) var descriptor: Int32
  /// Whether some followed file has no watch, so the run loop must look now and then.
  private(set) var needsPolling = false
  private let buffer: UnsafeMutableRawBufferPointer

  /// A watcher using inotify, or (`usesInotify` false, or inotify missing) polling.
  init(usesInotify: Bool = true) {
    descriptor = usesInotify ? inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) : -1
    buffer = .allocate(byteCount: 4096, alignment: 8)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    buffer.deallocate()
  }

  /// Watches the file at `path`, and its folder too when `folderToo` (to see a new file take the
  /// name). Watching the same file again costs nothing.
  func watch(_ path: FilePath, folderToo: Bool) {
    let fileEvents = IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVE_SELF | IN_DELETE_SELF
    var watched = add(path, events: UInt32(fileEvents))
    let missing = !watched && errno == ENOENT
    if folderToo {
      // A file not there yet is seen arriving through its folder; a folder not there yet
      // through the nearest one that is, until it comes (then the watches are made again).
      let arrivals = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)
      var folder = Self.folder(of: path)
      var folderWatched = add(folder, events: arrivals)
      while !folderWatched, errno == ENOENT, folder != Self.folder(of: folder) {
        folder = Self.folder(of: folder)
        folderWatched = add(folder, events: arrivals)
      }
      watched = folderWatched && (watched || missing)
    }
    if !watched { needsPolling = true }
  }

  /// Reads every event waiting (without blocking); returns whether there was any.
  @discardableResult func drain() -> Bool {
    guard descriptor >= 0 else { return false }
    var any = false
    while true {
      guard SystemCall.read(descriptor, into: buffer) > 0 else { return any }
      any = true
    }
  }

  private func add(_ path: FilePath, events: UInt32) -> Bool {
    guard descriptor >= 0 else { return false }
    return path.withCString { inotify_add_watch(descriptor, $0, events) } >= 0
  }

  /// The folder holding `path`: what comes before its last `/`, or `.`.
  static func folder(of path: FilePath) -> FilePath {
    var bytes = path.bytes
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return FilePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
  }
}
