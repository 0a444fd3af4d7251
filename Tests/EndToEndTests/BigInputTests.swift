import Foundation
import Testing

/// Endless and huge inputs cost bounded memory: pipes, devices and commands are spooled to a
/// temporary file, and reading pauses (or drops the oldest text) instead of growing.
@Suite("Big inputs", .serialized)
struct BigInputTests {
  /// The bound on resident memory, whatever the input.
  static let memoryLimit = 64 << 20

  /// The peak resident memory (VmHWM) of process `pid`, in bytes.
  static func peakMemory(of pid: pid_t) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
    let kilobytes = try #require(Int(line.split(separator: " ")[1]))
    return kilobytes * 1024
  }

  /// Lets the program read for `seconds` (memory grows with time, so this is the test's
  /// substance, not a wait for something to show).
  static func letItRun(seconds: Int) async throws {
    try await Task.sleep(for: .seconds(seconds))
  }

  /// The CPU time process `pid` has used so far (utime + stime of all its threads), in seconds.
  static func cpuSeconds(of pid: pid_t) throws -> Double {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // The fields after the command name, which may hold spaces, start with the state (field 3).
    let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
    let ticks = try #require(Int(fields[14 - 3])) + #require(Int(fields[15 - 3]))
    return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The size of process `pid`'s spool: the unlinked file it holds open (holes included).
  static func spoolBytes(of pid: pid_t) throws -> Int {
    let folder = "/proc/\(pid)/fd"
    var size = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      let path = folder + "/" + name
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
        target.hasSuffix(" (deleted)") || target.hasPrefix("/memfd:")
      else { continue }
      var status = stat()
      if stat(path, &status) == 0 { size = max(size, Int(status.st_size)) }
    }
    return size
  }

  /// A small spool, so the tests write little to disk (the spool is not in memory whatever its
  /// size; `--command yes` keeps the default of 1 GiB).
  static let smallSpool = ["--spool-limit", "64M"]

  @Test(
    "An endless input keeps resident memory under 64 MiB",
    arguments: [
      ["--command", "yes"], smallSpool + ["/dev/zero"],
      smallSpool + ["--command", "cat /dev/urandom"],
      smallSpool + ["--command", "yes abc | tr -d '\\n'"],
    ])
  func endlessInput(_ arguments: [String]) async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "0"] + arguments)
    defer { session.close() }
    try await session.waitUntil("the status line") { screen in
      DocumentScreen.position(screen) != nil
    }
    let pid = try await session.programPID()
    try await Self.letItRun(seconds: 3)
    let peak = try Self.peakMemory(of: pid)
    #expect(peak < Self.memoryLimit, "\(arguments): peak \(peak >> 20) MiB")
    try await session.quitAndCheckRestored()
  }

  @Test("G on an endless pipe goes to what has arrived, and q still quits at once")
  func endOfAnEndlessPipe() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "-"], redirection: "< <(yes)")
    defer { session.close() }
    try await session.waitUntil("the first lines") { screen in
      DocumentScreen.firstLine(screen) == "y"
    }
    let pid = try await session.programPID()
    try await session.sendKeys("G")
    try await session.waitUntil("lines far down") { screen in
      (DocumentScreen.shownLines(screen)?.first ?? 0) > 1000
    }
    try await session.sendKeys("G")
    try await Self.letItRun(seconds: 2)
    #expect(try Self.peakMemory(of: pid) < Self.memoryLimit)
    try await session.quitAndCheckRestored()
  }

  @Test(
    "An endless pipe, plain or compressed, is read 16 MiB ahead, then idles at no CPU",
    arguments: ["yes", "yes | gzip -1"])
  func idleEndlessPipe(_ producer: String) async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "-"], standardInputFrom: producer)
    defer { session.close() }
    try await session.waitUntil("the first lines") { DocumentScreen.firstLine($0) == "y" }
    let pid = try await session.programPID()
    // The read-ahead is read (and decoded) within this second; then nothing more is.
    try await Self.letItRun(seconds: 1)
    let before = try Self.cpuSeconds(of: pid)
    try await Self.letItRun(seconds: 2)
    let spent = try Self.cpuSeconds(of: pid) - before
    #expect(spent <= 0.05, "\(producer): \(spent) CPU-s over 2 idle seconds")
    let spool = try Self.spoolBytes(of: pid)
    #expect(spool >= 16 << 20 && spool <= 32 << 20, "\(producer): a spool of \(spool >> 20) MiB")
    try await session.sendKeys("g")
    try await session.waitUntil("line 1 still there") { screen in
      DocumentScreen.firstLine(screen) == "y" && DocumentScreen.shownLines(screen)?.first == 1
    }
    try await session.quitAndCheckRestored()
  }

  @Test("Past --spool-limit the oldest lines go, and the first line says how many")
  func droppedLines() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--spool-limit", "4M", "--command", "yes"])
    defer { session.close() }
    try await session.waitUntil("the first lines") { DocumentScreen.firstLine($0) == "y" }
    // The end asks for more than the spool holds: the oldest goes.
    try await session.sendKeys("G")
    try await session.sendKeys("g")
    let screen = try await session.waitUntil("the notice") { screen in
      DocumentScreen.firstLine(screen).hasSuffix("lines dropped (--spool-limit)")
    }
    let words = DocumentScreen.firstLine(screen).split(separator: " ")
    let dropped = try #require(Int(words[1]), "\(words)")
    #expect(dropped > 0)
    // The status line counts the kept lines from where they are in the whole output.
    #expect(DocumentScreen.shownLines(screen)?.first == dropped)
    try await session.quitAndCheckRestored()
  }
}
