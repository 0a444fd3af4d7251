import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A followed file: text appended, the file truncated, the name taken by another file.
@Suite struct FileFollowerTests {
  static func follower(_ file: TemporaryFile, byName: Bool = false) throws -> FileFollower {
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    #expect(descriptor >= 0)
    return try FileFollower(
      path: FilePath(file.path), descriptor: descriptor, followsName: byName)
  }

  static func lines(_ document: some TextDocument) -> [String] {
    (0..<document.prepareLines(through: .max)).map {
      String(decoding: document.line($0), as: UTF8.self)
    }
  }

  @Test func appendedTextGrowsTheSameDocument() throws {
    let file = try TemporaryFile(named: "app.log", "one\n")
    let follower = try Self.follower(file)
    let document = follower.document
    #expect(follower.check() == .none)
    append("two\nthr", to: file.path)
    #expect(follower.check() == .grew)
    #expect(follower.document === document)
    #expect(Self.lines(document) == ["one", "two", "thr"], "the unfinished line shows")
    #expect(!document.isComplete)
    append("ee\n", to: file.path)
    #expect(follower.check() == .grew)
    #expect(Self.lines(document) == ["one", "two", "three"])
  }

  @Test func aTruncatedFileStartsOverFromItsNewText() throws {
    let file = try TemporaryFile(named: "app.log", "a long first text\nand more\n")
    let follower = try Self.follower(file)
    _ = Self.lines(follower.document)
    rewrite(file.path, "new\n")
    #expect(
      follower.check()
        == .startedOver(notice: "\(file.path) was truncated: showing it from its start"))
    #expect(Self.lines(follower.document) == ["new"])
    #expect(follower.check() == .none)
  }

  @Test func byNameAReplacedFileIsReopened() throws {
    let file = try TemporaryFile(named: "app.log", "old\n")
    let follower = try Self.follower(file, byName: true)
    let rotated = file.path + ".1"
    #expect(rename(file.path, rotated) == 0)
    defer { unlink(rotated) }
    append("old again\n", to: rotated)
    #expect(follower.check() == .grew, "until another file takes the name, the old one is followed")
    append("fresh\n", to: file.path)
    #expect(
      follower.check() == .startedOver(notice: "\(file.path) was replaced: showing the new file"))
    #expect(Self.lines(follower.document) == ["fresh"])
  }

  @Test func withoutTheNameTheRenamedFileIsFollowedOn() throws {
    let file = try TemporaryFile(named: "app.log", "old\n")
    let follower = try Self.follower(file)
    let rotated = file.path + ".1"
    #expect(rename(file.path, rotated) == 0)
    defer { unlink(rotated) }
    append("fresh\n", to: file.path)
    append("more old\n", to: rotated)
    #expect(follower.check() == .grew)
    #expect(Self.lines(follower.document) == ["old", "more old"])
  }
}

/// inotify tells of changes to followed files, so nothing polls.
@Suite struct FileWatcherTests {
  static func readable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 1000) == 1
  }

  @Test func aWriteToAWatchedFileWakesThePoll() throws {
    let file = try TemporaryFile(named: "app.log", "one\n")
    let watcher = FileWatcher()
    watcher.watch(FilePath(file.path), folderToo: false)
    #expect(watcher.descriptor >= 0 && !watcher.needsPolling)
    #expect(!watcher.drain())
    append("two\n", to: file.path)
    #expect(Self.readable(watcher.descriptor))
    #expect(watcher.drain())
    #expect(!watcher.drain(), "drained")
  }

  @Test func aNewFileInTheFolderWakesItWhenTheNameIsFollowed() throws {
    let file = try TemporaryFile(named: "app.log", "one\n")
    let watcher = FileWatcher()
    watcher.watch(FilePath(file.path), folderToo: true)
    let other = file.folder + "/app.log.new"
    append("x\n", to: other)
    defer { unlink(other) }
    #expect(Self.readable(watcher.descriptor))
    #expect(watcher.drain())
  }

  @Test func withoutInotifyTheRunLoopIsToldToLookNowAndThen() throws {
    let file = try TemporaryFile(named: "app.log", "one\n")
    let watcher = FileWatcher(usesInotify: false)
    watcher.watch(FilePath(file.path), folderToo: false)
    #expect(watcher.descriptor < 0 && watcher.needsPolling)
  }

  @Test(arguments: [
    ("app.log", "."), ("logs/app.log", "logs"), ("/var/log/syslog", "/var/log"),
    ("/app.log", "/"), ("a/b/", "a"),
  ])
  func theFolderOfAPath(_ path: String, _ folder: String) {
    #expect(FileWatcher.folder(of: FilePath(path)) == FilePath(folder))
  }
}
