import Foundation
import Testing

/// Compressed input and input preprocessors in a real terminal: a compressed stream piped in,
/// Debian's lesspipe listing an archive, and syntax highlighting through bat.
@Suite("Compressed input and LESSOPEN")
struct CompressedInputEndToEndTests {
  static let hasLesspipe = FileManager.default.isExecutableFile(atPath: "/usr/bin/lesspipe")
  static let hasBat = InstalledTools.has("batcat")

  /// TUIPager on `arguments` with `variables` set, through env.
  static func start(_ variables: [String], _ arguments: [String]) async throws -> TmuxSession {
    try await TmuxSession.start(
      arguments: variables + [try TUIPagerBinary.path(), "--duration", "0"] + arguments,
      columns: 90, rows: 20, program: "/usr/bin/env")
  }

  @Test("seq 1 3000 | xz | TUIPager: the stdin tab shows the decoded numbers, G goes to 3000")
  func compressedStreamOnStandardInput() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"], standardInputFrom: "seq 1 3000 | xz -c")
    defer { session.close() }
    try await session.waitUntil("the decoded text, whole") { screen in
      DocumentScreen.firstLine(screen) == "1" && DocumentScreen.shownLines(screen)?.total == 3000
    }
    try await session.sendKeys("G")
    try await session.waitUntil("its end") { DocumentScreen.text($0).last == "3000" }
    try await session.quitAndCheckRestored()
  }

  @Test(
    "LESSOPEN from lesspipe: a .tar lists its files, titled by the archive's name",
    .enabled(if: hasLesspipe, "skipped: /usr/bin/lesspipe is not installed"))
  func lesspipeListsATar() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = try folder.write("inside.txt", "packed\n")
    let tar = folder.path(of: "bundle.tar")
    let made = Process()
    made.executableURL = URL(fileURLWithPath: "/bin/tar")
    made.arguments = ["-cf", tar, "-C", folder.path(of: ""), "inside.txt"]
    try made.run()
    made.waitUntilExit()
    let session = try await Self.start(
      ["LESSOPEN=| /usr/bin/lesspipe %s", "LESSCLOSE=/usr/bin/lesspipe %s %s"], [tar])
    defer { session.close() }
    let screen = try await session.waitUntil("the archive's listing") { screen in
      DocumentScreen.text(screen).contains { $0.hasSuffix(" inside.txt") }
    }
    #expect(screen[DocumentScreen.barRow].contains("bundle.tar"), "\(screen)")
    try await session.quitAndCheckRestored()
  }

  @Test(
    "LESSOPEN='| batcat --color=always --style=plain %s': the file's syntax in colour",
    .enabled(if: hasBat, "skipped: bat is not installed"))
  func batHighlightsSyntax() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("sample.py", "def greet():\n    return 'hello'\n")
    let session = try await Self.start(
      ["LESSOPEN=| batcat --color=always --style=plain %s"], [file])
    defer { session.close() }
    let screen = try await session.waitUntil("the source") { screen in
      DocumentScreen.firstLine(screen) == "def greet():"
    }
    #expect(screen[DocumentScreen.barRow].contains("sample.py"))
    let colored = try await session.captureWithColors()
    let row = colored[DocumentScreen.firstTextRow(screen)]
    // bat colours the keyword apart from the name: more than one colour on the row.
    let colours = row.components(separatedBy: "\u{1B}[").filter { $0.hasPrefix("38;") }
    #expect(Set(colours.map { $0.prefix { $0 != "m" } }).count > 1, "\(row)")
    try await session.quitAndCheckRestored()
  }
}
