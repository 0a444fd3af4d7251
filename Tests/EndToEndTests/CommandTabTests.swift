import Foundation
import Testing

/// `--command COMMAND` tabs: the command's output, its state on the status line, `r` to run it again.
@Suite("Command tabs")
struct CommandTabTests {
  @Test("A counting command shows run 1; r runs it again and shows run 2")
  func rerun() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let counter = folder.path(of: "count")
    let command =
      "n=$(cat '\(counter)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(counter)'; echo run $n"
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--command", command])
    defer { session.close() }

    // The title holds the counter's path, too long for the status line to show the state too.
    let first = try await session.waitUntil("run 1, complete") { screen in
      DocumentScreen.firstLine(screen) == "run 1" && DocumentScreen.shownLines(screen)?.total == 1
    }
    #expect(DocumentScreen.text(first).filter { !$0.isEmpty } == ["run 1"])
    #expect(DocumentScreen.statusLeft(first).hasPrefix("n=$(cat "))

    try await session.sendKeys("r")
    let second = try await session.waitUntil("run 2, complete") { screen in
      DocumentScreen.firstLine(screen) == "run 2" && DocumentScreen.shownLines(screen)?.total == 1
    }
    #expect(DocumentScreen.text(second).filter { !$0.isEmpty } == ["run 2"])
    let count = try String(contentsOfFile: counter, encoding: .utf8)
    #expect(count == "2\n", "the command should have run exactly twice")
    try await session.quitAndCheckRestored()
  }

  @Test("A failing command shows its output and \"exit status 3\" on the status line")
  func failingCommand() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--command", "echo oops; exit 3"])
    defer { session.close() }

    let screen = try await session.waitUntil("oops and its exit status") { screen in
      DocumentScreen.firstLine(screen) == "oops"
        && DocumentScreen.statusShows(
          screen, name: "echo oops; exit 3", state: "exit status 3", tab: 1, of: 1)
    }
    #expect(DocumentScreen.trimmed(screen[DocumentScreen.barRow]) == " echo oops; exit 3 ✗")
    try await session.quitAndCheckRestored()
  }

  @Test("A command killed by a signal says so on the status line")
  func killedCommand() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--command", "echo bye; kill -TERM $$"])
    defer { session.close() }

    try await session.waitUntil("bye and the signal") { screen in
      DocumentScreen.firstLine(screen) == "bye"
        && DocumentScreen.statusShows(
          screen, name: "echo bye; kill -TERM $$", state: "killed by signal 15", tab: 1, of: 1)
    }
  }

  @Test("A slow command (like sleep 1; echo late) shows running: … while it runs, then its output")
  func slowCommand() async throws {
    // Like `sleep 1; echo late`, but the test says when it ends: with SIGUSR1 to the shell.
    let command = "trap 'echo late; exit 0' USR1; while sleep 0.02; do :; done"
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--command", command])
    defer { session.close() }

    try await session.waitUntil("the running notice") { screen in
      DocumentScreen.text(screen).contains { $0.contains("running: \(command)…") }
        && DocumentScreen.statusShows(screen, name: command, state: "running…", tab: 1, of: 1)
    }
    let running = try await session.screenAfterKeysTaken()
    #expect(DocumentScreen.statusShows(running, name: command, state: "running…", tab: 1, of: 1))
    #expect(!DocumentScreen.text(running).contains("late"))

    let shells = try await session.programChildren()
    try #require(shells.count == 1, "one shell should run the command: \(shells)")
    kill(shells[0], SIGUSR1)
    let done = try await session.waitUntil("late, done") { screen in
      DocumentScreen.firstLine(screen) == "late"
        && DocumentScreen.statusShows(screen, name: command, state: "done", tab: 1, of: 1)
    }
    #expect(!DocumentScreen.text(done).contains { $0.contains("running:") })
    #expect(DocumentScreen.shownLines(done).map { [$0.first, $0.last, $0.total] } == [1, 1, 1])
  }

  @Test("Quitting while a command runs ends the command")
  func quitEndsCommand() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--command", "echo started; sleep 30"])
    defer { session.close() }
    try await session.waitUntil("started, still running") { screen in
      DocumentScreen.firstLine(screen) == "started"
        && DocumentScreen.statusLeft(screen).hasSuffix("(running… · following)")
    }
    let shells = try await session.programChildren()
    try #require(shells.count == 1, "one shell should run the command: \(shells)")

    try await session.quitAndCheckRestored()
    // The pager reaps its child, so the process is gone, not a zombie.
    #expect(kill(shells[0], 0) == -1 && errno == ESRCH, "the command's shell outlived the pager")
  }

  @Test("r runs a command again: running… with its notice until it ends, then its output")
  func sleepingCommand() async throws {
    // The command waits while the gate file exists, so the test, not the machine's load, decides
    // how long the second run lasts.
    let gate = "/tmp/tpg-\(UInt32.random(in: 100_000...999_999))"
    defer { unlink(gate) }
    // Short enough for the status line to show the whole title and the state beside it.
    let command = "while [ -e \(gate) ]; do sleep .05; done; echo late"
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--command", command])
    defer { session.close() }
    try await session.waitUntil("late, done") { screen in
      DocumentScreen.firstLine(screen) == "late"
        && DocumentScreen.statusShows(screen, name: command, state: "done", tab: 1, of: 1)
    }

    try #require(FileManager.default.createFile(atPath: gate, contents: nil))
    try await session.sendKeys("r")
    try await session.waitUntil("the running notice") { screen in
      DocumentScreen.text(screen).contains { $0.contains("running: \(command)…") }
        && DocumentScreen.statusShows(
          screen, name: command, state: "running… · following", tab: 1, of: 1)
        && !DocumentScreen.text(screen).contains("late")
    }
    unlink(gate)
    try await session.waitUntil("late, done again") { screen in
      DocumentScreen.firstLine(screen) == "late"
        && DocumentScreen.statusShows(screen, name: command, state: "done", tab: 1, of: 1)
    }
  }

  @Test("Two command tabs: each keeps its output; r re-runs only the tab shown")
  func rerunOnlyTheTabShown() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let counterA = folder.path(of: "a")
    let counterB = folder.path(of: "b")
    func counting(_ path: String, _ name: String) -> String {
      "n=$(cat '\(path)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(path)'; echo \(name) $n"
    }
    let session = try await TmuxSession.start(
      arguments: [
        "--duration", "0", "--command", counting(counterA, "A"), "--command",
        counting(counterB, "B"),
      ])
    defer { session.close() }

    try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "A 1")
    try await session.sendKeys("Right")
    try await session.waitUntilDocument(tab: 2, of: 2, firstLine: "B 1")
    try await session.sendKeys("r")
    try await session.waitUntilDocument(tab: 2, of: 2, firstLine: "B 2")
    try await session.sendKeys("Left")
    try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "A 1")
    #expect(try String(contentsOfFile: counterA, encoding: .utf8) == "1\n")
  }
}
