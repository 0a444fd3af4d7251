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

  @Test(
    "An endless input keeps resident memory under 64 MiB",
    arguments: [
      ["-c", "yes"], ["/dev/zero"], ["-c", "cat /dev/urandom"], ["-c", "yes abc | tr -d '\\n'"],
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
}
