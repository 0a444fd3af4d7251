import Foundation
import Testing

/// Terminals that cannot draw, names that are not UTF-8, FIFOs with no writer and a descriptor
/// limit too low for every file.
@Suite("Odd terminals and files")
struct OddTerminalsAndFilesTests {
  @Test("TERM=dumb: the text as cat gives it after one warning, exit 0, no escape written")
  func dumbTerminal() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("file.txt", "text\n")
    let output = folder.path(of: "output")
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    // Every byte written to the pane from here on is recorded.
    try await session.runTmuxSequence([
      ["pipe-pane", "-o", "-t", TmuxSession.target, "cat >> '\(output)'"]
    ])
    try await session.typeTUIPagerCommand([file], term: "dumb")
    let screen = try await session.waitForShellPrompt()
    let shown = screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(
      shown.count == 5,
      "the version check, the command, the warning, the text, the prompt: \(shown)")
    #expect(
      shown.contains(
        "TUIPager: WARNING: \"dumb\" cannot move the cursor (its terminfo entry has no cup); not paged"
      ), "\(shown)")
    #expect(shown.dropLast().last == "text", "\(shown)")
    #expect(try await session.terminalModes() == "0 1 0")
    // Nothing but the shell's own bracketed-paste switches is a control sequence: the program
    // wrote no escape at all.
    let recorded = try String(contentsOfFile: output, encoding: .utf8)
      .replacingOccurrences(of: "\u{1B}[?2004h", with: "")
      .replacingOccurrences(of: "\u{1B}[?2004l", with: "")
    #expect(!recorded.contains("\u{1B}"), "\(recorded.debugDescription)")
    // Asked last: the screen is cleared after the answer.
    #expect(try await session.lastCommandStatus() == 0)
  }

  @Test("A name that is not UTF-8 opens, its title shows � for the bad byte")
  func nameNotUTF8() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let name = Array("inv".utf8) + [0xFF] + Array(".txt".utf8)
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
    let data = Data("bytes in the file\n".utf8)
    let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      }
    }
    try #require(descriptor >= 0)
    _ = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)

    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await Self.type(
      "TERM=xterm-256color BINARY --duration 0 $'inv\\377.txt' missing$'\\377'", in: folder,
      to: session)
    let screen = try await session.waitUntilDocument(
      tab: 1, of: 2, firstLine: "bytes in the file")
    #expect(screen[DocumentScreen.barRow].contains("inv\u{FFFD}.txt"), "\(screen[0])")
    try await session.sendKeys("Right")
    try await session.waitUntil("the missing one named the same way") { screen in
      DocumentScreen.text(screen).contains {
        $0.contains("missing\u{FFFD}: No such file or directory")
      }
    }
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0)
  }

  @Test("A FIFO with no writer: its tab waits, the others work, and it fills when one comes")
  func fifoWithoutWriter() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let fifo = folder.path(of: "fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let other = try folder.write("other.txt", "the other file\n")
    let session = try await TmuxSession.start(arguments: ["--duration", "0", fifo, other])
    defer { session.close() }

    try await session.waitUntil("the FIFO's tab waiting") { screen in
      screen.contains { $0.contains("waiting for a writer") }
    }
    try await session.sendKeys("Right")
    try await session.waitUntilDocument(tab: 2, of: 2, firstLine: "the other file")
    try await session.sendKeys("Left")
    try await session.waitUntil("the FIFO's tab again") { screen in
      DocumentScreen.position(screen).map { $0 == (1, 2) } == true
        && screen.contains { $0.contains("waiting for a writer") }
    }

    // echo hi > fifo
    let writer = open(fifo, O_WRONLY)
    try #require(writer >= 0)
    _ = "hi\n".withCString { write(writer, $0, 3) }
    close(writer)
    let filled = try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "hi")
    #expect(!filled.contains { $0.contains("waiting for a writer") })
    try await session.quitAndCheckRestored()
  }

  @Test("ulimit -n 16 with 100 files: every tab opens, each file's descriptor let go in turn")
  func descriptorsRunOut() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    for number in 1...100 {
      try folder.write(String(format: "f%03d.txt", number), "file \(number)\n")
    }
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await Self.type(
      "(ulimit -n 16 && TERM=xterm-256color exec BINARY --duration 0 f*.txt)", in: folder,
      to: session)
    try await session.waitUntilDocument(tab: 1, of: 100, firstLine: "file 1")
    let program = try await session.programPID()
    try await session.sendKeys("End")
    try await session.waitUntilDocument(tab: 100, of: 100, firstLine: "file 100")
    // A search counts its matches on every tab: each file is read again, by name.
    try await session.sendKeys("/")
    try await session.sendLiteral("file")
    try await session.sendKeys("Enter")
    try await session.waitUntil("a match on every tab") { screen in
      DocumentScreen.status(screen).contains("tab 100 of 100")
    }
    let descriptors =
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(program)/fd")) ?? []
    #expect(descriptors.count <= 16, "\(descriptors.count) descriptors open")
    try await session.sendKeys("Home")
    try await session.waitUntilDocument(tab: 1, of: 100, firstLine: "file 1")
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0)
  }

  /// Types `command` at the shell's prompt, run in `folder`, with BINARY standing for TUIPager:
  /// for what `typeTUIPagerCommand` cannot say (bytes that are not UTF-8, `ulimit`, globs).
  private static func type(
    _ command: String, in folder: FixtureFolder, to session: TmuxSession
  ) async throws {
    let binary = TmuxSession.shellQuoted(try TUIPagerBinary.path())
    try await session.sendLiteral(
      "cd \(TmuxSession.shellQuoted(folder.path)) && "
        + command.replacingOccurrences(of: "BINARY", with: binary))
    try await session.sendKeys("Enter")
  }

  /// Whether this machine lets the test read the kernel's log and write to it (root, as in CI).
  static var kernelLogIsReachable: Bool {
    let reading = open("/proc/kmsg", O_RDONLY | O_NONBLOCK)
    let writing = open("/dev/kmsg", O_WRONLY)
    defer {
      if reading >= 0 { close(reading) }
      if writing >= 0 { close(writing) }
    }
    return reading >= 0 && writing >= 0
  }

  @Test(
    "/proc/kmsg, which answers EAGAIN until the kernel logs more, is waited on like a FIFO",
    .enabled(if: kernelLogIsReachable, "needs to read /proc/kmsg and write /dev/kmsg"))
  func kernelLogWaitsForMore() async throws {
    let session = try await TmuxSession.start(arguments: [
      "--duration", "0", "/proc/kmsg", "/proc/cpuinfo",
    ])
    defer { session.close() }
    try await session.waitUntil("the log's tab waiting") { screen in
      DocumentScreen.status(screen).contains("loading…")
    }
    let marker = "tuipager-kmsg-\(getpid())"
    let log = open("/dev/kmsg", O_WRONLY)
    // A record without its newline would wait for the next one.
    let record = marker + "\n"
    #expect(write(log, record, record.utf8.count) == record.utf8.count)
    close(log)
    // The log not yet read may be longer than a screen (reading /proc/kmsg takes what it
    // reads, so a fresh machine's boot log is all there): follow its end, as F does.
    try await session.sendKeys("F")
    // Beside forty other suites on two cores the wake-up can come late.
    try await session.waitUntil("the line the kernel logged", timeout: .seconds(15)) { screen in
      DocumentScreen.text(screen).contains { $0.hasSuffix(marker) }
    }
    try await session.sendKeys("Right")
    try await session.waitUntil("/proc/cpuinfo, made as it is read") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("processor")
    }
    try await session.quitAndCheckRestored()
  }
}
