import PagerKit

/// How the loop learns that followed files changed: inotify's watches, made with the first file
/// followed, and a look every ``FileWatcher/pollInterval`` where inotify cannot watch a file or a
/// followed name names nothing now.
struct FollowWatch {
  /// The watches; none until a file is followed.
  private var watcher: FileWatcher?
  /// Whether the watcher may use inotify (tests turn it off to try polling).
  private let usesInotify: Bool
  /// When followed files were last looked at without inotify's word.
  private var lastPoll: Instant?

  init(usesInotify: Bool) {
    self.usesInotify = usesInotify
  }

  /// The descriptor the loop waits on beside the terminal, while there are watches.
  var descriptor: Int32? {
    guard let watcher, watcher.descriptor >= 0 else { return nil }
    return watcher.descriptor
  }

  /// Watches `path` (and its folder, `folderToo`, for a name followed through rotation).
  mutating func watch(_ path: FilePath, folderToo: Bool) {
    if watcher == nil { watcher = FileWatcher(usesInotify: usesInotify) }
    watcher?.watch(path, folderToo: folderToo)
  }

  /// Drops every watch: what is still followed is watched again afresh.
  mutating func forget() {
    watcher = nil
  }

  /// Takes what inotify said; whether a watched file changed.
  func drain() -> Bool { watcher?.drain() == true }

  /// Whether followed files must be looked at now and then: inotify cannot watch one, or
  /// `namesGone` (a followed name names nothing now: its folder removed and made again may come
  /// back between two watches, and inotify would not tell).
  func needsPolling(namesGone: Bool) -> Bool {
    namesGone || watcher?.needsPolling == true
  }

  /// Whether a look is due at `now`, where one is needed: every ``FileWatcher/pollInterval``,
  /// not at every key and frame.
  mutating func pollIsDue(at now: Instant, namesGone: Bool) -> Bool {
    guard needsPolling(namesGone: namesGone) else { return false }
    if let lastPoll, now.milliseconds - lastPoll.milliseconds < Double(FileWatcher.pollInterval) {
      return false
    }
    lastPoll = now
    return true
  }
}
