import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `LESSNOCONFIG`: the variables and the files of settings the pager ignores, as less 704 does.
@Suite struct LessNoConfigTests {
  @Test func unsetOrEmptyIgnoresNothing() {
    for value in [nil, ""] as [String?] {
      let noConfig = LessNoConfig(value)
      #expect(noConfig.reads("LESS") && noConfig.reads("HOME"))
      #expect(noConfig.readsFiles)
    }
  }

  @Test func aDashIgnoresEveryVariableButTermAndTheFiles() {
    let noConfig = LessNoConfig("-")
    #expect(!noConfig.reads("LESS") && !noConfig.reads("LESSOPEN") && !noConfig.reads("HOME"))
    #expect(noConfig.reads("TERM"))
    #expect(!noConfig.readsFiles)
  }

  @Test func aListKeepsTermAndItsNamesOnly() {
    // Spaces around a name are no part of it; empty names are passed over, as less does.
    let noConfig = LessNoConfig(" LESS , HOME,,LESSOPEN")
    for name in ["LESS", "HOME", "LESSOPEN", "TERM"] { #expect(noConfig.reads(name), "\(name)") }
    for name in ["LESSCLOSE", "LESSEDIT", "LES", "VISUAL"] {
      #expect(!noConfig.reads(name), "\(name)")
    }
    #expect(!noConfig.readsFiles, "the files are ignored whatever the list")
  }

  @Test func aVariableIsReadUnlessIgnoredOrEmpty() {
    let name = "TUIPAGER_TEST_NOCONFIG_\(getpid())"
    setenv(name, "value", 1)
    defer { unsetenv(name) }
    #expect(LessNoConfig.variable(name, noConfig: LessNoConfig(nil)) == "value")
    #expect(LessNoConfig.variable(name, noConfig: LessNoConfig("-")) == nil)
    #expect(LessNoConfig.variable(name, noConfig: LessNoConfig("LESS,\(name)")) == "value")
    setenv(name, "", 1)
    #expect(LessNoConfig.variable(name, noConfig: LessNoConfig(nil)) == nil)
  }

  @Test func withoutFilesNeitherLesskeyFilesNorTheConfigFileAreRead() throws {
    let lesskey = try TemporaryFile(named: "lesskey", "#command\nQ goto-end\n")
    let config = try TemporaryFile(named: "config", "chop = true\n")
    let variables = ["LESSKEYIN": lesskey.path, "LESSKEY_CONTENT": "x quit"]
    var commandLine = GivenArguments()
    _ = try commandLine.read(["--config", config.path, "file"])
    let read = try Preferences.load(commandLine: commandLine, variables: variables)
    #expect(read.keys != KeyMap.standard, "the test's files change the keys")
    let chops = try !read.options(under: commandLine).wrapsLines
    #expect(chops, "the test's config file chops lines")
    let ignored = try Preferences.load(
      commandLine: commandLine, variables: variables, readsFiles: false)
    #expect(ignored.keys == KeyMap.standard)
    let wraps = try ignored.options(under: commandLine).wrapsLines
    #expect(wraps)
  }
}
