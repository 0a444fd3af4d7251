import Foundation
import Testing

/// The terminal going away ends the program even when SIGHUP does not reach it: reads from a
/// hung-up terminal return end-of-file at once, and a program that took that for "no key yet"
/// would spin for ever.
@Suite("The terminal going away")
struct HangupTests {
  @Test("With SIGHUP ignored, closing the pane ends the program with 129, and its command")
  func paneClosedWithHangupIgnored() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let statusFile = folder.path(of: "status")
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    // Ignored by the shell, so ignored by the program it starts (as under nohup).
    try await session.sendLiteral("trap '' HUP")
    try await session.sendKeys("Enter")
    let binary = try TUIPagerBinary.path()
    let words = [binary, "--duration", "0", "--command", "sleep 1000"].map(TmuxSession.shellQuoted)
    try await session.sendLiteral(
      "TERM=xterm-256color \(words.joined(separator: " ")); echo $? > "
        + TmuxSession.shellQuoted(statusFile))
    try await session.sendKeys("Enter")
    let group = try await session.waitForRunningCommand()
    let program = try await session.programPID()
    defer {
      if ProcessTable.isAlive(program) { kill(program, SIGKILL) }
      ProcessTable.killGroup(group)
    }

    try await session.runTmuxSequence([["kill-pane", "-t", TmuxSession.target]])
    #expect(await ProcessTable.waitUntilGone(program), "the program outlived its terminal")
    let status = await Self.contents(of: statusFile)
    #expect(status == "129\n")
    await ProcessTable.expectEnds(group: group)
  }

  @Test(
    "Closing the pane ends the program whatever it does, and commands that ignore SIGTERM",
    arguments: ["reading a sparse file of 100 GB", "five commands ignoring SIGTERM"])
  func paneClosedWhileBusy(doing what: String) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let stubborn = "trap '' TERM HUP; echo started; sleep 997"
    var arguments = ["--duration", "0"]
    if what.hasPrefix("reading") {
      let path = try folder.write("sparse.bin", "")
      #expect(truncate(path, 100 << 30) == 0)
      // -f: the NULs plainly, with no binary-file notice before them.
      arguments += ["-f", path]
    } else {
      for _ in 0..<5 { arguments += ["--command", stubborn] }
    }
    let session = try await TmuxSession.start(arguments: arguments)
    defer { session.close() }
    try await session.waitUntil("the first screen") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("^@")
        || DocumentScreen.firstLine(screen) == "started"
    }
    let program = try await session.programPID()
    let groups = what.hasPrefix("five") ? ProcessTable.groups(ofCommand: "sleep 997") : []
    #expect(groups.count == (what.hasPrefix("five") ? 5 : 0))
    defer {
      if ProcessTable.isAlive(program) { kill(program, SIGKILL) }
      for group in groups { ProcessTable.killGroup(group) }
    }
    try await session.runTmuxSequence([["kill-pane", "-t", TmuxSession.target]])
    #expect(await ProcessTable.waitUntilGone(program), "the program outlived its terminal")
    for group in groups { await ProcessTable.expectEnds(group: group) }
  }

  /// The file's text once it has some, or nil when none comes within `timeout`.
  private static func contents(of path: String, timeout: Duration = .seconds(5)) async -> String? {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") {
        return text
      }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return nil
  }
}
