import Foundation
import TestSupport
import Testing

/// Whether a cluster goes out whole is the terminal's answer, never an assumption: a terminal
/// that has grapheme cluster mode (2027), or whose cursor moves 2 columns over the probe's
/// cluster, gets whole clusters; tmux 3.3, which measures each code point, gets them cut.
@Suite("The terminal's own answer on grapheme clusters")
struct GraphemeTerminalAnswersTests {
  static let hasPython = InstalledTools.has("python3")

  /// A terminal on a pty that answers TUIPager's startup query as told (the mode 2027 setting,
  /// the column of the cursor position report, or `none` for no answer), records every byte
  /// the program writes, types q once it has answered and `wait_for` has been written, and
  /// prints the exit status, where the answers came in the record, and the record in base 64.
  static let answeringTerminal = """
    import base64, fcntl, os, pty, select, struct, sys, termios, time

    binary, path, mode, column, wait_for = sys.argv[1:6]
    wait_for = wait_for.encode()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 12, 60, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.execv(binary, [binary, path])
    written = b""
    answered_at = None
    quit_sent = False
    deadline = time.time() + 15
    while time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            written += chunk
        if answered_at is None and b"\\x1b[c" in written:
            answer = b""
            if mode != "none":
                answer += b"\\x1b[?2027;" + mode.encode() + b"$y"
            if column != "none":
                answer += b"\\x1b[2;" + column.encode() + b"R"
            os.write(fd, answer + b"\\x1b[?62;22c")
            answered_at = len(written)
        if answered_at is not None and not quit_sent and wait_for in written:
            time.sleep(0.2)
            os.write(fd, b"q")
            quit_sent = True
    if not quit_sent:
        os.kill(pid, 9)
    _, status = os.waitpid(pid, 0)
    print(os.waitstatus_to_exitcode(status))
    print(answered_at if answered_at is not None else -1)
    print(base64.b64encode(written).decode())
    """

  static let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
  static let rainbow = "🏳\u{FE0F}\u{200D}🌈"

  /// What TUIPager wrote to the answering terminal, showing a line of the two clusters.
  struct Record {
    var status: Int
    /// The bytes before the answers came, and after.
    var before: [UInt8]
    var after: [UInt8]

    func contains(_ text: String, afterAnswers: Bool = false) -> Bool {
      let bytes = afterAnswers ? after : before + after
      let needle = Array(text.utf8)
      return bytes.count >= needle.count
        && (0...(bytes.count - needle.count)).contains {
          bytes[$0..<$0 + needle.count].elementsEqual(needle)
        }
    }
  }

  static func record(mode: String, column: String) async throws -> Record {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let script = try folder.write("terminal.py", answeringTerminal)
    let file = try folder.write("clusters.txt", "family \(family) flag \(rainbow) end\n")
    let output = try await ProcessRunner.run(
      "/usr/bin/env",
      ["python3", script, try TUIPagerBinary.path(), file, mode, column, "end"],
      timeout: .seconds(25))
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    try #require(lines.count == 3, "the terminal's record: \(output.standardError)")
    let bytes = try #require(Data(base64Encoded: lines[2])).map { $0 }
    let answeredAt = try #require(Int(lines[1]))
    try #require(answeredAt >= 0, "the query was never sent whole")
    return Record(
      status: Int(lines[0]) ?? -1, before: Array(bytes[..<answeredAt]),
      after: Array(bytes[answeredAt...]))
  }

  @Test(
    "A terminal with mode 2027 reset: it is set, clusters go out whole, and it is reset at exit",
    .enabled(if: hasPython, "skipped: python3 is not installed"))
  func graphemeModeIsSetAndClustersGoWhole() async throws {
    let record = try await Self.record(mode: "2", column: "none")
    #expect(record.status == 0)
    #expect(record.contains("\u{1B}[?2027$p"), "the mode is asked about")
    #expect(record.contains("\u{1B}[?2027h", afterAnswers: true))
    #expect(record.contains(Self.family, afterAnswers: true), "the family of four goes whole")
    #expect(record.contains(Self.rainbow, afterAnswers: true), "the rainbow flag goes whole")
    #expect(record.contains("\u{1B}[?2027l", afterAnswers: true), "the mode is reset at exit")
  }

  @Test(
    "A terminal whose cursor moves 2 columns over the probe's cluster gets whole clusters",
    .enabled(if: hasPython, "skipped: python3 is not installed"))
  func theProbeAloneDecides() async throws {
    let record = try await Self.record(mode: "0", column: "3")
    #expect(record.status == 0)
    #expect(record.contains("\u{1B}[6n"), "the cursor position is asked for")
    #expect(record.contains(Self.family, afterAnswers: true))
    #expect(!record.contains("\u{1B}[?2027h"), "a mode the terminal does not know is never set")
  }

  @Test(
    "A terminal that measures each code point, or does not answer, gets clusters cut",
    .enabled(if: hasPython, "skipped: python3 is not installed"),
    arguments: [("4", "5"), ("none", "5"), ("none", "none")])
  func clustersAreCutWhereTheTerminalDisagrees(mode: String, column: String) async throws {
    let record = try await Self.record(mode: mode, column: column)
    #expect(record.status == 0)
    #expect(record.contains("end"), "the page was drawn")
    #expect(!record.contains(Self.family) && !record.contains(Self.rainbow))
    #expect(!record.contains("\u{1B}[?2027h"))
  }

  @Test("Under tmux 3.3 the probe is answered, never seen, and clusters stay cut")
  func tmuxGetsClustersCut() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("clusters.txt", "family \(Self.family) flag \(Self.rainbow) end\n")
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", file], columns: 60, rows: 12)
    defer { session.close() }
    let screen = try await session.waitUntil("the line shown") { screen in
      screen.contains { $0.contains("end") }
    }
    #expect(!screen.joined().contains("👍"), "the probe's cluster is erased before anything shows")
    let recording = try await session.recordOutput()
    defer { recording.remove() }
    try await session.resize(columns: 70, rows: 12)
    try await session.waitUntil("the page drawn again") { _ in
      let text = (try? String(contentsOfFile: recording.file, encoding: .utf8)) ?? ""
      return text.contains("end")
    }
    let output = try String(contentsOfFile: recording.file, encoding: .utf8)
    #expect(!output.contains(Self.family), "tmux 3.3 would give the family's parts columns")
    #expect(!output.contains("\u{1B}[?2027h"))
    try await session.quitAndCheckRestored()
  }
}
