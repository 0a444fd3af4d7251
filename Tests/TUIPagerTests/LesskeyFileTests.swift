import Glibc
import Testing

@testable import PagerProgram

/// Which lesskey files are read, and in what order, as less 590 finds them: the system-wide
/// ones, then the user's; a source file, else a compiled one.
@Suite struct LesskeyFileTests {
  static let nowhere = LesskeyFile.SystemPlaces(sources: [], compiled: [], old: [])

  @Test func theSystemWideSourceComesBeforeTheUsers() throws {
    let system = try TemporaryFile(named: "syslesskey", "x quit\n")
    let user = try TemporaryFile(named: "lesskey", "y quit\n")
    let files = LesskeyFile.load(
      variables: ["LESSKEYIN_SYSTEM": system.path, "LESSKEYIN": user.path], places: Self.nowhere)
    #expect(files.system.map { $0.commands.map(\.keys) } == [[[.character("x")]]])
    #expect(files.user?.commands.map(\.keys) == [[.character("y")]])
    #expect(files.all.count == 2)
  }

  @Test func theStandardPlacesAreLookedThroughInOrder() throws {
    let debian = try TemporaryFile(named: "syslesskey", "x quit\n")
    let old = try temporaryFile(named: ".sysless", bytes: LesskeyBinaryTests.compiled)
    let places = LesskeyFile.SystemPlaces(
      sources: ["/nonexistent/syslesskey", debian.path], compiled: [], old: [old.path])
    let files = LesskeyFile.load(variables: [:], places: places)
    #expect(files.system.count == 2, "the old compiled file, then the source")
    #expect(files.system.last?.commands.map(\.action) == ["quit"])
    #expect(files.user == nil)
  }

  /// The compiled file only when there is no source, as in less.
  @Test func aCompiledFileStandsInForAMissingSource() throws {
    let compiled = try temporaryFile(named: "less", bytes: LesskeyBinaryTests.compiled)
    let source = try TemporaryFile(named: "lesskey", "y quit\n")
    var files = LesskeyFile.load(
      variables: ["LESSKEY": compiled.path, "LESSKEYIN": source.path], places: Self.nowhere)
    #expect(files.user?.commands.map(\.action) == ["quit"])
    #expect(files.user?.commands.first?.keys == [.character("y")], "the source, alone")
    files = LesskeyFile.load(
      variables: ["LESSKEY": compiled.path, "HOME": "/nonexistent"], places: Self.nowhere)
    #expect(files.user?.commands.count == 4)
    files = LesskeyFile.load(
      variables: ["LESSKEY_SYSTEM": compiled.path, "HOME": "/nonexistent"],
      places: Self.nowhere)
    #expect(files.system.first?.commands.count == 4)
    let standard = LesskeyFile.SystemPlaces(sources: [], compiled: [compiled.path], old: [])
    files = LesskeyFile.load(variables: ["HOME": "/nonexistent"], places: standard)
    #expect(files.system.count == 1)
  }

  @Test func theUsersCompiledFileIsWhereLessLooks() throws {
    let config = try temporaryFile(named: "less", bytes: LesskeyBinaryTests.compiled)
    let home = try temporaryFile(named: ".less", bytes: LesskeyBinaryTests.compiled)
    #expect(
      LesskeyFile.compiledPath(variables: ["XDG_CONFIG_HOME": config.folder, "HOME": home.folder])
        == config.path)
    #expect(
      LesskeyFile.compiledPath(variables: ["XDG_CONFIG_HOME": "/nonexistent", "HOME": home.folder])
        == home.path)
    #expect(LesskeyFile.compiledPath(variables: ["LESSKEY": "/x/less"]) == "/x/less")
    #expect(LesskeyFile.compiledPath(variables: ["HOME": "/nonexistent"]) == nil)
  }

  /// Not a compiled file, not there, not a regular file: passed over, never an error.
  @Test func whatCannotBeReadIsPassedOver() throws {
    let text = try TemporaryFile(named: "less", "x quit\n")
    for path in [text.path, "/nonexistent/less", "/dev/null", text.folder] {
      let files = LesskeyFile.load(
        variables: ["LESSKEY": path, "LESSKEY_SYSTEM": path, "HOME": "/nonexistent"],
        places: Self.nowhere)
      #expect(files.all.isEmpty, "\(path)")
    }
    let files = LesskeyFile.load(
      variables: ["LESSKEYIN": text.folder, "LESSKEYIN_SYSTEM": "/dev/zero"], places: Self.nowhere)
    #expect(files.all.isEmpty)
  }

  /// The user's `#env` over the environment; the system-wide file's under it, as less's
  /// `lgetenv` looks.
  @Test func theSystemWideVariablesStandUnderTheEnvironment() {
    var files = LesskeyFile.Files()
    files.system = [LesskeySource(text: "#env\nLESS = -S\nEDITOR = ed\nPAGER = p\nA = 1\n")]
    files.user = LesskeySource(text: "#env\nEDITOR = vi\nB = 2\n")
    let set = LesskeyFile.environment(files, over: ["LESS": "-N", "PAGER": ""])
    #expect(set.map(\.name) == ["EDITOR", "B", "PAGER", "A"])
    #expect(set.map(\.value) == ["vi", "2", "p", "1"])
  }

  /// less looks for the user's file with the system-wide file's variables under the
  /// environment's.
  @Test func theSystemWideFileMaySayWhereTheUsersIs() throws {
    let user = try TemporaryFile(named: "mine", "y quit\n")
    let system = try TemporaryFile(named: "syslesskey", "#env\nLESSKEYIN = \(user.path)\n")
    let files = LesskeyFile.load(
      variables: ["LESSKEYIN_SYSTEM": system.path, "HOME": "/nonexistent"], places: Self.nowhere)
    #expect(files.user?.commands.map(\.action) == ["quit"])
  }
}
