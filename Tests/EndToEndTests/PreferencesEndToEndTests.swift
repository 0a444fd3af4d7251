import Foundation
import Testing

/// The binary reads its preferences from its real environment: `XDG_CONFIG_HOME` (or `HOME`)
/// for the config file and `TUIPAGER`, and a mistake in either exits 2 before any terminal is
/// needed. What each line means is tested in-process (TUIPagerTests).
@Suite("Preferences from the environment")
struct PreferencesEndToEndTests {
  /// `XDG_CONFIG_HOME` and `HOME` pointing at a folder whose config file holds `text`.
  static func home(_ text: String) throws -> (ScratchFolder, [String: String]) {
    let folder = try ScratchFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/xdg/tuipager", withIntermediateDirectories: true)
    try folder.write(text, to: "xdg/tuipager/config")
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = folder.path + "/xdg"
    environment["TUIPAGER"] = nil
    return (folder, environment)
  }

  @Test("--help shows the keys the config file binds")
  func helpShowsTheBindings() async throws {
    let (folder, environment) = try Self.home("bind x next-tab\n")
    let help = try await ProcessRunner.run(
      try TUIPagerBinary.path(), ["--help"], environment: environment)
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("  Right  l  Tab  x "), "\(help.standardOutput)")
    _ = folder
  }

  @Test("A wrong line of the file, or of TUIPAGER, exits 2 with one line naming it")
  func mistakesExit2() async throws {
    let (folder, environment) = try Self.home("# mine\ncolor = blue\n")
    let file = try await ProcessRunner.run(try TUIPagerBinary.path(), [], environment: environment)
    #expect(file.status == 2)
    #expect(
      file.standardError == "TUIPager: \(folder.path)/xdg/tuipager/config:2: --color: 'blue' "
        + "is not one of auto, always, never (nor a colour of less's -D) (see TUIPager --help)\n")
    // --no-config skips it; then TUIPAGER is read, and HOME's default place when XDG is unset.
    var variable = environment
    variable["TUIPAGER"] = "--duration soon"
    let fromVariable = try await ProcessRunner.run(
      try TUIPagerBinary.path(), ["--no-config"], environment: variable)
    #expect(fromVariable.status == 2)
    #expect(fromVariable.standardError.hasPrefix("TUIPager: TUIPAGER: --duration: 'soon' "))
    var home = environment
    home["XDG_CONFIG_HOME"] = nil
    home["HOME"] = folder.path
    try FileManager.default.createDirectory(
      atPath: folder.path + "/.config/tuipager", withIntermediateDirectories: true)
    try folder.write("bind\n", to: ".config/tuipager/config")
    let fromHome = try await ProcessRunner.run(try TUIPagerBinary.path(), [], environment: home)
    #expect(fromHome.status == 2)
    #expect(
      fromHome.standardError.hasPrefix("TUIPager: \(folder.path)/.config/tuipager/config:1: "))
  }
}
