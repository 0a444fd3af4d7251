import Foundation
import Testing

/// `-c` commands run off the terminal, in a session of their own: what they write to `/dev/tty`
/// cannot paint over the screen, and what reads it fails at once instead of stopping for ever.
@Suite("Commands off the terminal")
struct CommandIsolationTests {
  @Test("A command writing to /dev/tty does not paint the screen; its tab shows its output")
  func writingToTheTerminal() async throws {
    // Writes when the test says (SIGUSR1), once the pane's output is being recorded; the word
    // is written in two pieces so that the command line (the tab's title) does not contain it.
    let command =
      "trap '{ printf PAI; printf NTED; } >/dev/tty; echo ok; exit' USR1; "
      + "while sleep 0.02; do :; done"
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--command", command], columns: 160)
    defer { session.close() }
    let shell = try await session.waitForRunningCommand()
    defer { ProcessTable.killGroup(shell) }
    let recording = try await session.recordOutput()
    defer { recording.remove() }

    kill(shell, SIGUSR1)
    let screen = try await session.waitUntil("ok, done") { screen in
      DocumentScreen.text(screen).contains("ok")
        && DocumentScreen.statusShows(screen, name: command, state: "done", tab: 1, of: 1)
    }
    #expect(!screen.contains { $0.contains("PAINTED") })
    let output = try String(contentsOfFile: recording.file, encoding: .utf8)
    #expect(!output.contains("PAINTED"), "the command wrote to the pager's terminal")
    try await session.quitAndCheckRestored()
  }

  @Test("A command reading /dev/tty fails at once instead of stopping for ever")
  func readingTheTerminal() async throws {
    let command = "read line </dev/tty"
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--command", command])
    defer { session.close() }
    try await session.waitUntil("the command to fail") { screen in
      DocumentScreen.statusLeft(screen).hasPrefix(command + "  (exit status ")
    }
    try await session.quitAndCheckRestored()
  }
}

/// Quitting ends what a command started, even what ignores SIGTERM and outlived its shell.
@Suite("Commands ended at quit")
struct CommandsEndedAtQuitTests {
  /// The pids the command printed as "WORD PID" lines, one for each of `words`, once all show.
  static func pids(shownAfter words: [String], in session: TmuxSession) async throws -> [pid_t] {
    let screen = try await session.waitUntil("the pids") { screen in
      let text = DocumentScreen.text(screen)
      return words.allSatisfy { word in text.contains { $0.hasPrefix(word + " ") } }
    }
    return try words.map { word in
      let line = try #require(DocumentScreen.text(screen).first { $0.hasPrefix(word + " ") })
      return try #require(
        pid_t(line.dropFirst(word.count + 1).trimmingCharacters(in: .whitespaces)))
    }
  }

  @Test("A background job that ignores SIGTERM is killed at quit with its shell gone")
  func backgroundJobIgnoringTerm() async throws {
    let command = "sh -c \"trap '' TERM; sleep 996\" & echo \"job $!\""
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--command", command])
    defer { session.close() }
    let job = try await Self.pids(shownAfter: ["job"], in: session)[0]
    defer { kill(job, SIGKILL) }
    #expect(ProcessTable.isAlive(job))
    try await session.quitAndCheckRestored()
    #expect(await ProcessTable.waitUntilGone(job), "the job outlived the pager")
  }

  @Test("Jobs that leave the command's group (setsid, a daemon's fork) are ended at quit")
  func jobsThatLeaveTheGroup() async throws {
    // One ignores SIGTERM in a session of its own; the other is orphaned at once, as a daemon.
    let command = #"""
      setsid sh -c "trap '' TERM; sleep 995 & echo inner \$!; wait" & \
      setsid sh -c "sleep 994 & echo daemon \$!"; echo started
      """#
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--command", command])
    defer { session.close() }
    let jobs = try await Self.pids(shownAfter: ["inner", "daemon"], in: session)
    defer { for job in jobs { kill(job, SIGKILL) } }
    #expect(jobs.allSatisfy(ProcessTable.isAlive))
    try await session.quitAndCheckRestored()
    for job in jobs {
      #expect(await ProcessTable.waitUntilGone(job), "job \(job) outlived the pager")
    }
  }

  @Test("Nine generations each in a session of its own and deaf to SIGTERM all end at quit")
  func generationsThatLeaveTheirSessions() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    // Generation N starts generation N-1 in a session of its own, then waits as `tail` on the
    // file `running`, whose path (in the folder's unique name) marks the generations' command
    // lines, and only theirs: the test's own tmux has the script's path in its own.
    let script = try folder.write(
      "chain.sh",
      """
      trap '' TERM
      if [ "$1" -gt 0 ]; then setsid sh "$0" $(($1 - 1)) </dev/null >/dev/null 2>&1 & fi
      echo "generation $1"
      exec tail -f "${0%/*}/running" >/dev/null 2>&1
      """)
    let marker = try folder.write("running", "")
    let file = try folder.write("text.txt", "text\n")
    defer { for pid in ProcessTable.live(withCommandLineHolding: marker) { kill(pid, SIGKILL) } }
    let session = try await TmuxSession.start(
      arguments: ["LESSOPEN=|sh \(TmuxSession.shellQuoted(script)) 9 %s"]
        + [try TUIPagerBinary.path(), "--duration", "0", file],
      program: "/usr/bin/env")
    defer { session.close() }
    try await session.waitUntil("the preprocessor's text") { screen in
      DocumentScreen.firstLine(screen) == "generation 9"
    }
    // Every generation waits, each having started the next first.
    let started = ContinuousClock.now + .seconds(5)
    while ProcessTable.live(withCommandLineHolding: marker).count < 10,
      ContinuousClock.now < started
    {
      try await Task.sleep(for: .milliseconds(20))
    }
    try #require(ProcessTable.live(withCommandLineHolding: marker).count == 10)
    try await session.quitAndCheckRestored()
    let left = await ProcessTable.waitUntilNone(holding: marker)
    #expect(left.isEmpty, "processes of the chain outlived the pager: \(left)")
    let screen = try await session.capture()
    #expect(!screen.contains { $0.contains("outlived the pager") }, "\(screen)")
  }

  @Test("An orphan adopted from a command is reaped when it ends, while the pager runs")
  func adoptedOrphanIsReaped() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    // It lives until told to end, however slowly the machine runs the test.
    let stop = TmuxSession.shellQuoted(folder.path(of: "stop"))
    let command = "setsid sh -c 'while [ ! -e \(stop) ]; do sleep 0.02; done' & echo \"job $!\""
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--command", command])
    defer { session.close() }
    let job = try await Self.pids(shownAfter: ["job"], in: session)[0]
    let pager = try await session.programPID()
    // Adopted once the command's shell, its parent, has ended.
    let adoption = ContinuousClock.now + .seconds(3)
    while ProcessTable.parent(of: job) != pager, ContinuousClock.now < adoption {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(ProcessTable.parent(of: job) == pager, "the pager adopted the job")
    _ = try folder.write("stop", "")
    #expect(await ProcessTable.waitUntilGone(job))
    // The loop reaps at its next turn: a key wakes it.
    try await session.sendKeys("j")
    #expect(await ProcessTable.waitUntilReaped(job), "the ended job stayed a zombie")
    try await session.quitAndCheckRestored()
  }
}
