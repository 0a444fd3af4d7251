import Foundation
import Testing

/// How the bytes of a file are shown: tabs expanded, control characters as `^X`, invalid UTF-8
/// as `�`, SGR colours as colours, other escape sequences harmless; wrapping and `--chop`;
/// `--color never`; binary files.
@Suite("Text rendering")
struct TextRenderingTests {
  /// Opens one file holding `bytes` and waits for its first line of text to be `firstLine`.
  private static func open(
    _ bytes: [UInt8], named name: String = "sample.txt", options: [String] = [],
    firstLine: String, in folder: FixtureFolder,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (TmuxSession, [String]) {
    let path = try folder.write(name, bytes: bytes)
    let session = try await TmuxSession.start(arguments: ["--duration", "0"] + options + [path])
    do {
      let screen = try await session.waitUntilDocument(
        tab: 1, of: 1, firstLine: firstLine, sourceLocation: sourceLocation)
      return (session, screen)
    } catch {
      session.close()
      throw error
    }
  }

  struct Shown: CustomTestStringConvertible, Sendable {
    var label: String
    var bytes: [UInt8]
    var shown: String
    var testDescription: String { label }
  }

  @Test(
    "Special bytes are shown the way less shows them",
    arguments: [
      Shown(label: "a tab expands to column 8", bytes: Array("a\tb\n".utf8), shown: "a       b"),
      Shown(
        label: "tabs stop every 8 columns", bytes: Array("abc\tde\tf\n".utf8),
        shown: "abc     de      f"),
      Shown(label: "a control character as ^A", bytes: Array("x\u{01}y\n".utf8), shown: "x^Ay"),
      Shown(label: "DEL as ^?", bytes: Array("x\u{7f}y\n".utf8), shown: "x^?y"),
      Shown(
        label: "invalid UTF-8 as �", bytes: Array("bad".utf8) + [0xFF] + Array("y\n".utf8),
        shown: "bad�y"),
      Shown(
        label: "a cut UTF-8 sequence as �",
        bytes: Array("cut".utf8) + [0xE6, 0x97] + Array("z\n".utf8), shown: "cut�z"),
      Shown(
        label: "valid UTF-8 as itself", bytes: Array("héllo 日本 ✓\n".utf8),
        shown: "héllo 日本 ✓"),
      Shown(
        label: "carriage return before the newline is dropped",
        bytes: Array("dos line\r\n".utf8), shown: "dos line"),
      Shown(
        label: "erase display as ^[[2J", bytes: Array("clear\u{1b}[2Jafter\n".utf8),
        shown: "clear^[[2Jafter"),
      Shown(
        label: "cursor movement as ^[[H", bytes: Array("home\u{1b}[Hend\n".utf8),
        shown: "home^[[Hend"),
      Shown(
        label: "a window title (OSC) as ^[]…^G",
        bytes: Array("osc\u{1b}]0;hijacked\u{07}end\n".utf8), shown: "osc^[]0;hijacked^Gend"),
    ])
  func specialBytes(_ sample: Shown) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (session, screen) = try await Self.open(
      sample.bytes + Array("second line\n".utf8), firstLine: sample.shown, in: folder)
    defer { session.close() }

    #expect(DocumentScreen.text(screen).prefix(2).last == "second line")
    #expect(DocumentScreen.trimmed(screen[DocumentScreen.barRow]) == " sample.txt")
    #expect(DocumentScreen.statusLeft(screen).hasPrefix("sample.txt"))
    #expect(try await session.display("#{pane_title}") != "hijacked", "the title must not change")
  }

  @Test("An escape sequence that would clear the screen clears nothing")
  func eraseDoesNotClear() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text =
      "line one\nline two\nclear\u{1b}[2J\u{1b}[Hhere\nline four\n"
      + FixtureFolder.numberedLines("more", count: 40)
    let (session, screen) = try await Self.open(Array(text.utf8), firstLine: "line one", in: folder)
    defer { session.close() }

    #expect(
      DocumentScreen.text(screen).prefix(4) == [
        "line one", "line two", "clear^[[2J^[[Hhere", "line four",
      ])
    #expect(DocumentScreen.trimmed(screen[DocumentScreen.barRow]) == " sample.txt")
    #expect(
      DocumentScreen.shownLines(screen).map { [$0.first, $0.last, $0.total] } == [1, 28, 44])
    // After a redraw (a line down and back) the screen is whole too.
    try await session.sendKeys("j")
    try await session.waitUntilDocument(tab: 1, of: 1, firstLine: "line two")
    try await session.sendKeys("k")
    let again = try await session.waitUntilDocument(tab: 1, of: 1, firstLine: "line one")
    #expect(DocumentScreen.text(again).prefix(4).last == "line four")
  }

  @Test("SGR colours in the text are shown as colours, not as escape text")
  func sgrColors() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = "\u{1b}[31mred\u{1b}[0m plain\n\u{1b}[1;34mbold blue\u{1b}[m after\n"
    let (session, _) = try await Self.open(Array(text.utf8), firstLine: "red plain", in: folder)
    defer { session.close() }

    let lines = try await session.waitUntilStyled("red and blue words") { lines in
      lines.count > 3 && lines[1].text.hasPrefix("red plain")
        && lines[2].text.hasPrefix("bold blue after")
    }
    let red = lines[1].cells(in: 0..<3)
    #expect(
      red.count == 3 && red.allSatisfy { $0.foreground?.isRed == true },
      "red should be red: \(red.map { $0.foreground?.description ?? "default" })")
    let plain = lines[1].cells(in: 4..<9)
    #expect(
      plain.allSatisfy { $0.foreground?.isRed != true },
      "the reset should end the red: \(plain.map { $0.foreground?.description ?? "default" })")
    let blue = lines[2].cells(in: 0..<9)
    #expect(
      blue.allSatisfy { $0.foreground?.isBlue == true && $0.bold },
      "bold blue: \(blue.map { ($0.foreground?.description ?? "default") + ($0.bold ? " bold" : "") })"
    )
    let after = lines[2].cells(in: 10..<15)
    #expect(after.allSatisfy { $0.foreground?.isBlue != true && !$0.bold })
    for row in 1..<lines.count - 1 {
      #expect(!lines[row].text.contains("^["), "no escape text on row \(row): \(lines[row].text)")
      #expect(!lines[row].text.contains("[31m"), "no escape text on row \(row): \(lines[row].text)")
    }
  }

  @Test("Long lines wrap onto the next rows")
  func longLinesWrap() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let long = Self.longLine()
    let (session, screen) = try await Self.open(
      Array((long + "\nshort\n").utf8), firstLine: String(long.prefix(100)), in: folder)
    defer { session.close() }

    #expect(
      DocumentScreen.text(screen).prefix(3) == [
        String(long.prefix(100)), String(long.dropFirst(100).prefix(100)),
        String(long.dropFirst(200)),
      ])
    #expect(DocumentScreen.text(screen).dropFirst(3).first == "short")
    #expect(DocumentScreen.shownLines(screen).map { [$0.first, $0.last, $0.total] } == [1, 2, 2])
  }

  @Test("--chop cuts long lines; Esc-) and Esc-( scroll them sideways, as in less")
  func chopScrollsSideways() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let long = Self.longLine()
    // Cut at the right edge, the row ends in less's `>`.
    let cut = String(long.prefix(99)) + ">"
    let (session, screen) = try await Self.open(
      Array((long + "\nshort\n").utf8), options: ["--chop"], firstLine: cut, in: folder)
    defer { session.close() }
    #expect(DocumentScreen.text(screen).dropFirst().first == "short", "cut, not wrapped")

    try await session.sendKeys("Escape", ")")
    let right = try await session.waitUntil("the line scrolled sideways") { screen in
      DocumentScreen.firstLine(screen) != cut
    }
    let shown = DocumentScreen.firstLine(right)
    let text = shown.hasSuffix(">") ? String(shown.dropLast()) : shown
    let start = try #require(
      (1..<long.count).first { long.dropFirst($0).hasPrefix(text) },
      "the row should show a later part of the line: \(shown)")
    #expect(text == String(long.dropFirst(start).prefix(text.count)))
    #expect(DocumentScreen.text(right).dropFirst().first == "", "short is scrolled out of sight")

    try await session.sendKeys("Escape", ")")
    let further = try await session.waitUntil("the line scrolled further") { screen in
      DocumentScreen.firstLine(screen) != shown
    }
    #expect(
      DocumentScreen.firstLine(further).hasPrefix(String(long.dropFirst(2 * start).prefix(90))),
      "a second Esc-) should scroll as far again")

    try await session.sendKeys("Escape", "(", "Escape", "(")
    let back = try await session.waitUntilDocument(tab: 1, of: 1, firstLine: cut)
    #expect(DocumentScreen.text(back).dropFirst().first == "short")
  }

  @Test("--color never: nothing on the screen is coloured")
  func colorNeverPlainText() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (session, _) = try await Self.open(
      Array(FixtureFolder.numberedLines("plain", count: 40).utf8), options: ["--color", "never"],
      firstLine: "plain 1", in: folder)
    defer { session.close() }

    let lines = PresetScreen.styledLines(try await session.captureWithColors())
    for (row, line) in lines.enumerated() {
      let colored = line.cells.filter { $0.foreground != nil || $0.background != nil }
      let isPlain = colored.isEmpty
      #expect(
        isPlain,
        "row \(row) has colours: \(Self.describe(colored))")
    }
  }

  @Test("--color never: SGR colours written in the text are not shown either")
  func colorNeverTextColors() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = "\u{1b}[31mred\u{1b}[0m plain\n\u{1b}[42mgreen ground\u{1b}[0m\n"
    let (session, screen) = try await Self.open(
      Array(text.utf8), options: ["--color", "never"], firstLine: "red plain", in: folder)
    defer { session.close() }
    #expect(DocumentScreen.text(screen).prefix(2) == ["red plain", "green ground"])

    let lines = PresetScreen.styledLines(try await session.captureWithColors())
    for row in DocumentScreen.textRows(screen) {
      let colored = lines[row].cells.filter { $0.foreground != nil || $0.background != nil }
      let isPlain = colored.isEmpty
      #expect(
        isPlain,
        "row \(row) \"\(lines[row].text)\" is coloured: \(Self.describe(colored))")
    }
  }

  enum BinarySample: String, CaseIterable, Sendable {
    case allBytes = "bytes 0…255 repeated"
    case executable = "a copy of /bin/ls"

    func bytes() throws -> [UInt8] {
      switch self {
      case .allBytes: return (0..<64).flatMap { _ in (0...255).map { UInt8($0) } }
      case .executable:
        return Array(try Data(contentsOf: URL(fileURLWithPath: "/bin/ls")))
      }
    }
  }

  @Test(
    "A binary file never corrupts the screen while paging, and quitting restores it",
    arguments: BinarySample.allCases)
  func binaryFile(_ sample: BinarySample) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("binary.dat", bytes: try sample.bytes())
    let session = try await TmuxSession.start(arguments: ["--duration", "0", path])
    defer { session.close() }

    func isSane(_ screen: [String]) -> Bool {
      screen.count == 30
        && DocumentScreen.trimmed(screen[DocumentScreen.barRow]) == " binary.dat"
        && DocumentScreen.statusLeft(screen).hasPrefix("binary.dat")
        && DocumentScreen.shownLines(screen) != nil
        && DocumentScreen.position(screen).map { $0 == (1, 1) } == true
        && screen.allSatisfy { DocumentScreen.width(of: $0) <= 100 }
    }
    let opened = try await session.waitUntil("the binary file, screen intact") { screen in
      isSane(screen) && !DocumentScreen.firstLine(screen).isEmpty
    }
    // A page down shows other text, or the same text further on (bytes 0…255 repeat themselves
    // every three rows), or further rows of one long line (an executable's first lines are long).
    var previous = (
      text: DocumentScreen.text(opened), first: DocumentScreen.shownLines(opened)!.first
    )
    for page in 1...4 {
      try await session.sendKeys("Space")
      let screen = try await session.waitUntil("page \(page) of the binary, screen intact") {
        screen in
        guard isSane(screen), let shown = DocumentScreen.shownLines(screen) else { return false }
        return shown.first > previous.first || DocumentScreen.text(screen) != previous.text
      }
      previous = (DocumentScreen.text(screen), DocumentScreen.shownLines(screen)!.first)
      // A hidden cursor rests where the last cell was written: column 100 is the pending wrap
      // after the last column of a 100-column row.
      let cursor = try await session.display("#{cursor_x} #{cursor_y} #{alternate_on}")
      let parts = cursor.split(separator: " ").compactMap { Int($0) }
      #expect(
        parts.count == 3 && (0...100).contains(parts[0]) && (0..<30).contains(parts[1])
          && parts[2] == 1, "cursor and alternate screen: \(cursor)")
    }
    try await session.sendKeys("G")
    try await session.waitUntil("the end of the binary, screen intact") { screen in
      isSane(screen) && DocumentScreen.shownLines(screen)?.total != nil
    }
    #expect(try await session.display("#{pane_title}") != "hijacked")
    try await session.quitAndCheckRestored()
  }

  /// The first cells of `cells` as "character foreground/background", for a failure message.
  private static func describe(_ cells: [StyledLine.Cell]) -> [String] {
    cells.prefix(5).map { cell in
      "\(cell.character) \(cell.foreground?.description ?? "-")/"
        + (cell.background?.description ?? "-")
    }
  }

  /// A line of 250 characters in which every stretch of 10 differs: `<000>-----<010>-----…`.
  private static func longLine() -> String {
    stride(from: 0, to: 250, by: 10).map { String(format: "<%03d>-----", $0) }.joined()
  }
}
