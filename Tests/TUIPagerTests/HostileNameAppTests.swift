import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// File names that meet a shell, through the whole program in-process (issue 29): a name whose
/// `'` is fused with a combining mark runs no code through `LESSOPEN`, `LESSCLOSE`, `v` or
/// `!cmd %` (case 1), and a name that is not UTF-8 reaches each of them byte for byte, not as
/// `�` (case 10). Each command copies the file it is given: the copy is right only if the name
/// came through whole.
@Suite struct HostileNameAppTests {
  /// A file in a folder of its own whose name's bytes are `name`, holding `text`; removed, with
  /// what else the test left in the folder, at the end.
  final class NamedFile {
    let folder: TemporaryFile
    let path: FilePath

    init(_ name: [UInt8], _ text: String) throws {
      folder = try TemporaryFile(named: "folder-marker", "")
      path = FilePath(bytes: Array(folder.folder.utf8) + [UInt8(ascii: "/")] + name)
      let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
      guard descriptor >= 0 else { throw TemporaryFileError(errno: errno) }
      defer { close(descriptor) }
      _ = StandardStream(descriptor: descriptor).writeAll(text)
    }

    /// A path in the folder.
    func inFolder(_ name: String) -> String { folder.folder + "/" + name }

    deinit {
      _ = path.withCString { unlink($0) }
      for name in ["copy", "editor.sh"] { unlink(inFolder(name)) }
    }
  }

  /// `g'◌́$(touch MADE)'◌́.txt`: each `'` is one `Character` with the acute accent after it.
  static func hostileName(making made: String) -> [UInt8] {
    Array("g'\u{301}$(touch \(made))'\u{301}.txt".utf8)
  }

  /// `latin1-é.txt` in Latin-1: `é` is the byte 0xE9, not UTF-8.
  static let latin1Name = Array("latin1-".utf8) + [0xE9] + Array(".txt".utf8)

  /// Whether the hostile name's command made `made` (in the program's folder, where the shell
  /// runs); removes it.
  static func wasMade(_ made: String) -> Bool {
    defer { unlink(made) }
    return access(made, F_OK) == 0
  }

  static func pilot(
    _ file: NamedFile, lessOpen: String? = nil, lessClose: String? = nil, editor: String = "vi"
  ) throws -> Pilot {
    try Pilot(["placeholder"], size: Size(columns: 60, rows: 10), editor: editor) {
      $0.sources = [.file(path: file.path)]
      $0.preprocessor = lessOpen.flatMap { InputPreprocessor(lessOpen: $0, lessClose: lessClose) }
    }
  }

  static func checkLessOpenAndLessClose(_ name: [UInt8], made: String? = nil) throws {
    let file = try NamedFile(name, "lower case\n")
    let copy = file.inFolder("copy")
    do {
      let pilot = try Self.pilot(
        file, lessOpen: "|tr a-z A-Z < %s", lessClose: "cp %s \(ShellQuoting.quoted(copy)) #%s")
      #expect(pilot.waitUntil { $0[1].hasPrefix("LOWER CASE") }, "LESSOPEN read the file")
    }
    #expect(readFile(copy) == "lower case\n", "LESSCLOSE was given the file's name")
    if let made { #expect(!Self.wasMade(made), "no code ran") }
  }

  static func checkEditor(_ name: [UInt8], made: String? = nil) throws {
    let file = try NamedFile(name, "text\n")
    let script = file.inFolder("editor.sh")
    append(#"cp "$2" "\#(file.inFolder("copy"))""# + "\n", to: script)
    let pilot = try Self.pilot(file, editor: "sh " + ShellQuoting.quoted(script))
    pilot.press(.character("v"))
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(file.inFolder("copy")) == "text\n", "the editor was given the file's name")
    if let made { #expect(!Self.wasMade(made), "no code ran") }
  }

  static func checkBangPercent(_ name: [UInt8], made: String? = nil) throws {
    let file = try NamedFile(name, "text\n")
    let pilot = try Self.pilot(file)
    pilot.press(.character("!"))
    ShellKeysAppTests.type("cp % " + ShellQuoting.quoted(file.inFolder("copy")), into: pilot)
    pilot.press(.enter)
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(file.inFolder("copy")) == "text\n", "% was the file's name")
    if let made { #expect(!Self.wasMade(made), "no code ran") }
  }

  @Test func aQuoteFusedWithAMarkRunsNoCodeThroughLessOpenOrLessClose() throws {
    try Self.checkLessOpenAndLessClose(Self.hostileName(making: "X29open"), made: "X29open")
  }

  @Test func aQuoteFusedWithAMarkRunsNoCodeThroughTheEditor() throws {
    try Self.checkEditor(Self.hostileName(making: "X29edit"), made: "X29edit")
  }

  @Test func aQuoteFusedWithAMarkRunsNoCodeThroughBangPercent() throws {
    try Self.checkBangPercent(Self.hostileName(making: "X29bang"), made: "X29bang")
  }

  @Test func aNameThatIsNotUTF8ReachesLessOpenAndLessCloseAsItIs() throws {
    try Self.checkLessOpenAndLessClose(Self.latin1Name)
  }

  @Test func aNameThatIsNotUTF8ReachesTheEditorAsItIs() throws {
    try Self.checkEditor(Self.latin1Name)
  }

  @Test func aNameThatIsNotUTF8ReachesBangPercentAsItIs() throws {
    try Self.checkBangPercent(Self.latin1Name)
  }
}
