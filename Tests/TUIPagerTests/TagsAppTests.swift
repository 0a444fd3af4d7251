import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's tags in the program: `-t` at the start, `:t` at run time, `t` and `T` through a tag's
/// places, and every way it can go wrong said as less says it.
@Suite struct TagsAppTests {
  /// A folder of its own under `$TMPDIR` with files made of bytes; all go when this does.
  final class Folder {
    let path: String
    private var names: [[UInt8]] = []

    init() throws {
      let parent = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
      var template = Array("\(parent)/tuipager-tags-XXXXXX".utf8CString)
      guard mkdtemp(&template) != nil else { throw TemporaryFileError(errno: errno) }
      path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Writes `bytes` to the file named `name` (bytes too) in the folder.
    func write(_ name: [UInt8], _ bytes: [UInt8]) throws {
      let full = Array(path.utf8) + [UInt8(ascii: "/")] + name
      let descriptor = FilePath(bytes: full).withCString {
        open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      }
      guard descriptor >= 0 else { throw TemporaryFileError(errno: errno) }
      defer { close(descriptor) }
      _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      names.append(name)
    }

    func write(_ name: String, _ text: String) throws {
      try write(Array(name.utf8), Array(text.utf8))
    }

    deinit {
      for name in names {
        _ = FilePath(bytes: Array(path.utf8) + [UInt8(ascii: "/")] + name).withCString(unlink)
      }
      rmdir(path)
    }
  }

  /// A C file of 200 lines: filler, `helper` on line 18, `main` on line 125.
  static func source(_ name: String) -> String {
    (1...200).map { line in
      switch line {
      case 18: "static int helper(void) { return 0; }"
      case 125: "int main(void) {"
      default: "/* \(name) line \(line) */"
      }
    }.joined(separator: "\n") + "\n"
  }

  /// A folder with `a.c`, `b.c` and a tags file as universal ctags writes it: `main` in `a.c`
  /// by pattern, `helper` by line number, `dup` in both files, `gone` in a file not there,
  /// `lost` by a pattern in no line.
  static func project() throws -> Folder {
    let folder = try Folder()
    try folder.write("a.c", source("a.c"))
    try folder.write("b.c", source("b.c"))
    try folder.write(
      "tags",
      """
      !_TAG_FILE_FORMAT\t2\t/extended format; --format=1 will not append ;" to lines/
      !_TAG_FILE_SORTED\t1\t/0=unsorted, 1=sorted, 2=foldcase/
      dup\ta.c\t/^int main(void) {$/;"\tf
      dup\tb.c\t/^static int helper(void) { return 0; }$/;"\tf
      gone\tgone.c\t/^int gone;$/;"\tv
      helper\ta.c\t18;"\tf
      lost\ta.c\t/^int lost;$/;"\tv
      main\ta.c\t/^int main(void) {$/;"\tf

      """)
    return folder
  }

  static func type(_ text: String, into pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  static func askForTag(_ tag: String, _ pilot: Pilot) {
    pilot.press(.character(":"), .character("t"))
    type(tag, into: pilot)
    pilot.press(.enter)
  }

  /// The first line of text shown.
  static func topLine(_ pilot: Pilot) -> String {
    pilot.lines[pilot.firstTextRow].trimmingTrailingBlanks
  }

  @Test func dashTOpensTheTagsFileAtTheTagsLine() throws {
    let folder = try Self.project()
    let pilot = try Pilot(["--duration", "0", "-T", folder.path + "/tags", "-t", "main"])
    #expect(pilot.screen.pages.count == 1)
    #expect(Self.topLine(pilot) == "int main(void) {")
    #expect(pilot.lines[0].contains("a.c"))
  }

  @Test func aLineNumberAddressGoesToThatLine() throws {
    let folder = try Self.project()
    let pilot = try Pilot(["--duration", "0", "--tag-file=\(folder.path)/tags", "--tag=helper"])
    #expect(Self.topLine(pilot) == "static int helper(void) { return 0; }")
  }

  @Test func aTagInAFileGivenSelectsItsTabAndOpensNoOther() throws {
    let folder = try Self.project()
    let pilot = try Pilot([
      "--duration", "0", "-T", folder.path + "/tags", "-t", "main", folder.path + "/b.c",
      folder.path + "/a.c",
    ])
    #expect(pilot.screen.pages.count == 2)
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(Self.topLine(pilot) == "int main(void) {")
  }

  @Test func colonTAsksForATagAndOpensItsFileOrGoesToItsTab() throws {
    let folder = try Self.project()
    let pilot = try Pilot(["--duration", "0", "-T", folder.path + "/tags", folder.path + "/b.c"])
    pilot.press(.character(":"), .character("t"))
    #expect(pilot.lines.last?.contains("Tag: ") == true, "\(pilot.lines.last ?? "")")
    Self.type("main", into: pilot)
    pilot.press(.enter)
    #expect(pilot.screen.pages.count == 2)
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(Self.topLine(pilot) == "int main(void) {")
    // Back to the first tab, then a tag of a.c again: its tab, not a third.
    pilot.press(.character("1"))
    pilot.settle()
    Self.askForTag("helper", pilot)
    #expect(pilot.screen.pages.count == 2)
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(Self.topLine(pilot) == "static int helper(void) { return 0; }")
  }

  @Test func tAndCapitalTGoThroughTheTagsPlaces() throws {
    let folder = try Self.project()
    let pilot = try Pilot(["--duration", "0", "-T", folder.path + "/tags", "-t", "dup"])
    #expect(Self.topLine(pilot) == "int main(void) {")
    pilot.press(.character("t"))
    #expect(pilot.screen.pages.count == 2)
    #expect(pilot.lines[0].contains("b.c"))
    #expect(Self.topLine(pilot) == "static int helper(void) { return 0; }")
    pilot.press(.character("t"))
    #expect(pilot.lines.last?.contains("No next tag") == true)
    pilot.press(.character("T"))
    #expect(pilot.screen.pages.count == 2, "a.c's tab is gone to, not opened again")
    #expect(pilot.screen.pager.selectedIndex == 0)
    #expect(Self.topLine(pilot) == "int main(void) {")
    pilot.press(.character("T"))
    #expect(pilot.lines.last?.contains("No previous tag") == true)
  }

  @Test func aCountBeforeTOrCapitalTGoesThatManyPlaces() throws {
    let folder = try Self.project()
    let pilot = try Pilot(["--duration", "0", "-T", folder.path + "/tags", "-t", "dup"])
    // One tab: digits are counts, as in less.
    pilot.press(.character("2"), .character("t"))
    #expect(pilot.lines.last?.contains("No next tag") == true, "two on from the first of two")
    pilot.press(.character("1"), .character("t"))
    #expect(pilot.lines[0].contains("b.c"))
    #expect(Self.topLine(pilot) == "static int helper(void) { return 0; }")
  }

  @Test func tWithNoTagAskedForSaysThereIsNoNextTag() throws {
    let folder = try Self.project()
    let pilot = try Pilot([folder.path + "/a.c"])
    pilot.press(.character("t"))
    #expect(pilot.lines.last?.contains("No next tag") == true)
    pilot.press(.character("T"))
    #expect(pilot.lines.last?.contains("No previous tag") == true)
  }

  @Test func colonTSaysWhatWentWrongInLessWords() throws {
    let folder = try Self.project()
    let pilot = try Pilot(["--duration", "0", "-T", folder.path + "/tags", folder.path + "/b.c"])
    Self.askForTag("nothing", pilot)
    #expect(pilot.lines.last?.contains("No such tag in tags file") == true)
    Self.askForTag("gone", pilot)
    #expect(
      pilot.lines.last?.contains("\(folder.path)/gone.c: No such file or directory") == true,
      "\(pilot.lines.last ?? "")")
    #expect(pilot.screen.pages.count == 1, "no tab for a file that is not there")
    Self.askForTag("lost", pilot)
    #expect(pilot.lines.last?.contains("Tag not found") == true)
    #expect(pilot.screen.pages.count == 2, "the file is opened, as less opens it")
    #expect(Self.topLine(pilot) == "/* a.c line 1 */")
  }

  @Test func colonTWithNoTagsFileSaysSo() throws {
    let folder = try Self.project()
    let pilot = try Pilot(["-T", folder.path + "/no-tags", folder.path + "/b.c"])
    Self.askForTag("main", pilot)
    #expect(pilot.lines.last?.contains("No tags file") == true)
  }

  @Test func aFileWhoseNameIsNotUTF8StillOpens() throws {
    let folder = try Self.project()
    let name: [UInt8] = Array("odd".utf8) + [0xFF] + Array(".c".utf8)
    let text = (1...100).map { $0 == 50 ? "the odd one" : "line \($0)" }.joined(separator: "\n")
    try folder.write(name, Array(text.utf8))
    try folder.write(
      Array("odd-tags".utf8), Array("odd\t".utf8) + name + Array("\t/^the odd one$/;\"\tv\n".utf8))
    let pilot = try Pilot(["--duration", "0", "-T", folder.path + "/odd-tags", "-t", "odd"])
    #expect(Self.topLine(pilot) == "the odd one")
    #expect(pilot.lines[0].contains("odd\u{FFFD}.c"))
  }

  @Test func secureModeReadsNoTags() throws {
    let folder = try Self.project()
    let pilot = try Pilot(["-T", folder.path + "/tags", folder.path + "/b.c"]) {
      $0.secureMode = .strict
    }
    pilot.press(.character(":"), .character("t"))
    #expect(
      pilot.lines.last?.contains("LESSSECURE") == true, "no prompt: \(pilot.lines.last ?? "")")
    pilot.press(.character("t"))
    #expect(pilot.lines.last?.contains("LESSSECURE") == true)
    #expect(pilot.screen.pages.count == 1)
  }

  @Test func aTagThatCannotBeGoneToAtTheStartEndsTheProgramWithStatus1() throws {
    let folder = try Self.project()
    let tags = folder.path + "/tags"
    for (arguments, message) in [
      (["-T", folder.path + "/none", "-t", "main"], "No tags file"),
      (["-T", tags, "-t", "nothing"], "No such tag in tags file"),
      (["-T", tags, "-t", "gone"], "\(folder.path)/gone.c: No such file or directory"),
      (["-T", tags, "-t", "lost"], "Tag not found"),
    ] {
      let outcome = ProgramTests.run(arguments)
      #expect(outcome.status == 1, "\(arguments)")
      #expect(outcome.error.lines == ["TUIPager: " + message])
      #expect(outcome.terminal == nil, "the terminal is not touched")
    }
  }

  @Test func dashTWithOutputNotATerminalCopiesTheTagsFile() throws {
    let folder = try Self.project()
    var pipe: [Int32] = [0, 0]
    #expect(Glibc.pipe(&pipe) == 0)
    defer { close(pipe[0]) }
    let outcome = ProgramTests.run(
      ["-T", folder.path + "/tags", "-t", "main"], standardOutputIsTerminal: false,
      output: pipe[1])
    close(pipe[1])
    #expect(outcome.status == 0)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(pipe[0], &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    #expect(String(decoding: bytes, as: UTF8.self) == Self.source("a.c"))
  }
}
