import Foundation
import TestSupport
import Testing

/// What `less -R` passes on reaches the terminal: hyperlinks around exactly their text, italic
/// and the other attributes terminfo can show; and a link's escape never shows as text.
@Suite("Hyperlinks and attributes on the terminal")
struct RichTextEndToEndTests {
  /// Starts TUIPager on `text`, then records what it writes while the page is drawn again whole.
  static func redrawnOutput(of text: String) async throws -> (
    screen: [String], output: String
  ) {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("rich.txt", text)
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", file], columns: 60, rows: 10)
    defer { session.close() }
    let screen = try await session.waitUntil("the text shown") { screen in
      screen.contains { $0.contains("END") }
    }
    let recording = try await session.recordOutput()
    defer { recording.remove() }
    try await session.resize(columns: 70, rows: 10)
    try await session.waitUntil("the page drawn again") { _ in
      ((try? String(contentsOfFile: recording.file, encoding: .utf8)) ?? "").contains("END")
    }
    let output = try String(contentsOfFile: recording.file, encoding: .utf8)
    try await session.quitAndCheckRestored()
    return (screen, output)
  }

  @Test("A link's text shows clean, and the link reaches the terminal around exactly it")
  func linksReachTheTerminal() async throws {
    let (screen, output) = try await Self.redrawnOutput(
      of: "see \u{1B}]8;id=x;https://example.com/doc\u{1B}\\the docs\u{1B}]8;;\u{1B}\\ END\n")
    #expect(screen.contains { $0.contains("see the docs END") })
    #expect(!screen.joined().contains("8;"), "nothing of the sequence shows")
    let open = "\u{1B}]8;id=x;https://example.com/doc\u{1B}\\"
    let close = "\u{1B}]8;;\u{1B}\\"
    let start = try #require(
      output.range(of: open), "the link was not written: \(output.debugDescription)")
    let end = try #require(output.range(of: close, range: start.upperBound..<output.endIndex))
    let inside = output[start.upperBound..<end.lowerBound]
    #expect(
      inside.filter { $0.isLetter || $0 == " " }.hasSuffix("the docs"), "\(inside.debugDescription)"
    )
    #expect(!inside.contains("END") && !inside.contains("see"))
  }

  @Test("Italic and strike-through reach a terminal whose terminfo says how")
  func attributesReachTheTerminal() async throws {
    let (_, output) = try await Self.redrawnOutput(
      of: "\u{1B}[3mslanted\u{1B}[23m \u{1B}[9mstruck\u{1B}[29m END\n")
    let italic = try #require(
      output.range(of: "\u{1B}[3m"), "no italic: \(output.debugDescription)")
    #expect(
      output[italic.upperBound...].hasPrefix("slanted")
        || output[italic.upperBound...].contains("slanted"))
    #expect(output.contains("\u{1B}[9m"), "no strike-through: \(output.debugDescription)")
  }

  @Test("ls --hyperlink --color shows its names clean")
  func lsHyperlinksShowClean() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    for name in ["alpha.txt", "beta.log", "gamma.md"] { try folder.write(name, "x\n") }
    let session = try await TmuxSession.startShell(columns: 90, rows: 20)
    defer { session.close() }
    try await session.typeLine(
      "ls --hyperlink=always --color=always -1 \(TmuxSession.shellQuoted(folder.path)) | "
        + TmuxSession.shellQuoted(try TUIPagerBinary.path()))
    let screen = try await session.waitUntil("the names") { screen in
      screen.contains { $0.hasPrefix("gamma.md") }
    }
    #expect(
      screen.contains { $0.hasPrefix("alpha.txt") } && screen.contains { $0.hasPrefix("beta.log") })
    #expect(!screen.joined().contains("^["), "no escape shows: \(screen)")
    #expect(!screen.joined().contains("file://"))
    try await session.quitToShell()
  }

  @Test("A text tab keeps the terminal's own background and foreground")
  func aPageKeepsTheTerminalsColours() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("plain.txt", "plain words END\n")
    let session = try await TmuxSession.start(arguments: [file], columns: 60, rows: 8)
    defer { session.close() }
    let screen = try await session.waitUntilColored("the text") { screen in
      screen.contains { $0.contains("plain words END") }
    }
    let row = try #require(screen.first { $0.contains("plain words END") })
    let text = try #require(row.range(of: "plain words END"))
    // What is set before the text: no colour at all, the terminal's own.
    let before = row[..<text.lowerBound]
    let lastSequence =
      before.range(of: "\u{1B}[", options: .backwards).map { before[$0.lowerBound...] } ?? ""
    #expect(
      !lastSequence.contains("48;") && !lastSequence.contains("38;"), "\(row.debugDescription)")
    try await session.quitAndCheckRestored()
  }

  @Test("LESS_TERMCAP_md colours a man page's bold, as less does")
  func lessTermcapColoursBold() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("page.txt", "N\u{8}NA\u{8}AM\u{8}ME\u{8}E plain END\n")
    let session = try await TmuxSession.startShell(columns: 60, rows: 8)
    defer { session.close() }
    try await session.typeLine(
      "LESS_TERMCAP_md=$'\\e[1;31m' \(TmuxSession.shellQuoted(try TUIPagerBinary.path())) "
        + TmuxSession.shellQuoted(file))
    let screen = try await session.waitUntilColored("the page") { screen in
      screen.contains { $0.contains("plain END") }
    }
    let row = try #require(screen.first { $0.contains("plain END") })
    #expect(
      row.contains("31m") || row.contains(";31;") || row.contains("[31"), "\(row.debugDescription)")
    try await session.quitToShell()
  }
}
