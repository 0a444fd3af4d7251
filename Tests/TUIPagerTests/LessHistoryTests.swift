import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's history file, read and written as less 590 does: sections of `"` lines, every other
/// section kept as it was.
@Suite struct LessHistoryTests {
  /// A file as less 590 wrote it after `/old`, then `/50` and `!true` in a later run (its own
  /// `.search` twice), with a mark section.
  static let written = """
    .less-history-file:
    .search
    "old
    .search
    "50
    .shell
    "true
    .mark
    m a 1 12 /tmp/x

    """

  @Test func itsListsAreReadInOrder() {
    let history = LessHistory(bytes: Array(Self.written.utf8))
    #expect(history.lines(.search) == ["old", "50"])
    #expect(history.lines(.shell) == ["true"])
  }

  @Test func aFileWithoutLesssFirstLineIsNone() {
    let history = LessHistory(bytes: Array(".search\n\"x\n".utf8))
    #expect(history.lines(.search).isEmpty)
    #expect(history.bytes == Array(".less-history-file:\n".utf8))
  }

  @Test func nothingAddedWritesTheSameBytes() {
    let history = LessHistory(bytes: Array(Self.written.utf8))
    #expect(String(decoding: history.bytes, as: UTF8.self) == Self.written)
  }

  @Test func addedLinesGoAtTheEndOfTheirListAndOtherSectionsStay() {
    var history = LessHistory(bytes: Array(Self.written.utf8))
    history.append(["new"], to: .search, keeping: 100)
    history.append(["make"], to: .shell, keeping: 100)
    #expect(history.lines(.search) == ["old", "50", "new"])
    #expect(history.lines(.shell) == ["true", "make"])
    #expect(String(decoding: history.bytes, as: UTF8.self).hasSuffix(".mark\nm a 1 12 /tmp/x\n"))
  }

  @Test func aListMissingIsMadeBeforeTheMarks() {
    var history = LessHistory(bytes: Array(".less-history-file:\n.mark\nm a 1 1 /x\n".utf8))
    history.append(["ls"], to: .shell, keeping: 100)
    #expect(
      String(decoding: history.bytes, as: UTF8.self)
        == ".less-history-file:\n.shell\n\"ls\n.mark\nm a 1 1 /x\n")
  }

  @Test func onlyTheNewestAreKept() {
    var history = LessHistory(bytes: Array(Self.written.utf8))
    history.append(["a", "b"], to: .search, keeping: 3)
    #expect(history.lines(.search) == ["50", "a", "b"])
    #expect(history.lines(.shell) == ["true"])
  }

  @Test func bytesThatAreNotUTF8AreWrittenBackAsTheyWere() {
    let bytes = Array(".less-history-file:\n.search\n\"caf".utf8) + [0xE9] + Array("\n".utf8)
    var history = LessHistory(bytes: bytes)
    #expect(history.lines(.search) == ["caf\u{FFFD}"])
    history.append(["x"], to: .search, keeping: 100)
    #expect(history.bytes == bytes + Array("\"x\n".utf8))
  }

  @Test func aCarriageReturnEndsALineAsInLess() {
    let history = LessHistory(bytes: Array(".less-history-file:\r\n.search\r\n\"a\r\n".utf8))
    #expect(history.lines(.search) == ["a"])
  }
}

/// Where the history file is, as less 590 finds it, and how it is written.
@Suite struct LessHistoryFileTests {
  @Test func lesshistfileNamesItOrNone() {
    let named = LessHistoryFile(
      variables: ["LESSHISTFILE": "/x/h", "HOME": "/home"], secure: false)
    #expect(named?.readPath == "/x/h")
    #expect(named?.writePath == "/x/h")
    for none in ["-", "/dev/null"] {
      #expect(
        LessHistoryFile(variables: ["LESSHISTFILE": none, "HOME": "/h"], secure: false) == nil)
    }
    #expect(LessHistoryFile(variables: ["HOME": "/h"], secure: true) == nil, "LESSSECURE")
    #expect(LessHistoryFile(variables: [:], secure: false) == nil, "no home")
  }

  @Test func theDataFolderComesFirstThenTheHome() throws {
    let data = try TemporaryFile(named: "lesshst", ".less-history-file:\n")
    let home = try TemporaryFile(named: ".lesshst", ".less-history-file:\n")
    let both = LessHistoryFile(
      variables: ["XDG_DATA_HOME": data.folder, "HOME": home.folder], secure: false)
    #expect(both?.readPath == data.path)
    let homeOnly = LessHistoryFile(
      variables: ["XDG_DATA_HOME": "/nonexistent", "HOME": home.folder], secure: false)
    #expect(homeOnly?.readPath == home.path, "the one that is there")
    #expect(homeOnly?.writePath == home.path)
    let neither = LessHistoryFile(
      variables: ["XDG_DATA_HOME": "/nonexistent", "HOME": "/nonexistent/home"], secure: false)
    #expect(neither?.readPath == nil)
    #expect(neither?.writePath == "/nonexistent/lesshst", "made where less 590 makes it")
    let noData = LessHistoryFile(variables: ["HOME": "/h"], secure: false)
    #expect(noData?.writePath == "/h/.lesshst")
  }

  @Test func theStateFolderComesBeforeTheDataFolder() throws {
    let state = try TemporaryFile(named: "lesshst", ".less-history-file:\n")
    let data = try TemporaryFile(named: "lesshst", ".less-history-file:\n")
    let home = try TemporaryFile(named: "unused", "")
    let variables = [
      "XDG_STATE_HOME": state.folder, "XDG_DATA_HOME": data.folder, "HOME": home.folder,
    ]
    #expect(LessHistoryFile(variables: variables, secure: false)?.readPath == state.path)
    var noFile = variables
    noFile["XDG_STATE_HOME"] = home.folder + "/state"
    let made = LessHistoryFile(variables: noFile, secure: false)
    #expect(made?.readPath == data.path, "the one that is there")
    noFile["XDG_DATA_HOME"] = "/nonexistent"
    #expect(
      LessHistoryFile(variables: noFile, secure: false)?.writePath == "/nonexistent/lesshst",
      "made where less 590 makes it, which less 704 reads too")
  }

  @Test func theHomesStateFolderCountsWhereItIs() throws {
    let home = try TemporaryFile(named: "unused", "")
    let variables = ["HOME": home.folder]
    let state = home.folder + "/.local/state"
    mkdir(home.folder + "/.local", 0o700)
    mkdir(state, 0o700)
    defer {
      unlink(state + "/lesshst")
      rmdir(state)
      rmdir(home.folder + "/.local")
    }
    // No file yet: it is made where less 590 looks, which less 704 reads too.
    #expect(
      LessHistoryFile(variables: variables, secure: false)?.writePath
        == home.folder + "/.lesshst")
    append(".less-history-file:\n", to: state + "/lesshst")
    let found = LessHistoryFile(variables: variables, secure: false)
    #expect(found?.readPath == state + "/lesshst", "less 704's file, once there")
    #expect(found?.writePath == state + "/lesshst")
  }

  @Test func lesshistsizeSaysHowManyAreKept() {
    let variables = ["LESSHISTFILE": "/x"]
    #expect(LessHistoryFile(variables: variables, secure: false)?.limit == 100)
    for (value, limit) in [("7", 7), ("0", 100), ("-3", 100), ("12abc", 12), ("x", 100)] {
      let file = LessHistoryFile(
        variables: variables.merging(["LESSHISTSIZE": value]) { $1 }, secure: false)
      #expect(file?.limit == limit, "\(value)")
    }
  }

  @Test func savingAddsToTheFileAsItIsNowPrivatelyAndWhole() throws {
    let file = try TemporaryFile(named: "hist", LessHistoryTests.written)
    defer { _ = (file.path + ".TUIPager-\(getpid())").withCString { unlink($0) } }
    let location = try #require(
      LessHistoryFile(variables: ["LESSHISTFILE": file.path], secure: false))
    var history = location.promptHistory()
    #expect(history.lines(.search) == ["old", "50"])
    history.add("mine", to: .search)
    // Another less wrote meanwhile: its line stays too.
    let other = open(file.path, O_WRONLY | O_TRUNC)
    _ = StandardStream(descriptor: other).writeAll(
      ".less-history-file:\n.search\n\"old\n\"50\n\"theirs\n.mark\nm a 1 12 /tmp/x\n")
    close(other)
    #expect(location.save(history))
    let saved = try #require(readFile(file.path))
    #expect(
      saved
        == ".less-history-file:\n.search\n\"old\n\"50\n\"theirs\n\"mine\n.mark\nm a 1 12 /tmp/x\n")
    var status = stat()
    #expect(stat(file.path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(access(file.path + ".TUIPager-\(getpid())", F_OK) != 0, "no temporary file left")
  }

  @Test func nothingAddedWritesNothing() throws {
    let file = try TemporaryFile(named: "hist", "not less's")
    let location = try #require(
      LessHistoryFile(variables: ["LESSHISTFILE": file.path], secure: false))
    #expect(!location.save(location.promptHistory()))
    #expect(readFile(file.path) == "not less's")
  }
}
