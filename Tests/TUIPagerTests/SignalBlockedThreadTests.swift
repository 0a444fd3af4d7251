import Glibc
import Testing

@testable import PagerProgram

/// The one thread launcher: its threads run with every signal blocked, and the caller's mask is
/// left as it was.
@Suite struct SignalBlockedThreadTests {
  @Test func theThreadRunsWithTheLoopsSignalsBlocked() throws {
    var report: [Int32] = [0, 0]
    try #require(pipe(&report) == 0)
    defer { for end in report { close(end) } }
    let output = report[1]
    let started = SignalBlockedThread.start {
      var mask = sigset_t()
      pthread_sigmask(SIG_BLOCK, nil, &mask)
      var blocked = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT, SIGPIPE, SIGTSTP, SIGUSR1].map {
        Int32(sigismember(&mask, $0))
      }
      _ = Glibc.write(output, &blocked, blocked.count * 4)
    }
    try #require(started == nil)
    var blocked = [Int32](repeating: 0, count: 8)
    try #require(Glibc.read(report[0], &blocked, 32) == 32)
    #expect(blocked == [1, 1, 1, 1, 1, 1, 1, 1])
  }

  @Test func theCallersMaskIsLeftAsItWas() throws {
    var before = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &before)
    var report: [Int32] = [0, 0]
    try #require(pipe(&report) == 0)
    defer { for end in report { close(end) } }
    let output = report[1]
    try #require(SignalBlockedThread.start { _ = Glibc.write(output, "x", 1) } == nil)
    var byte: UInt8 = 0
    try #require(Glibc.read(report[0], &byte, 1) == 1)
    var after = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &after)
    for signal in [SIGINT, SIGTERM, SIGWINCH, SIGPIPE, SIGUSR2] {
      #expect(sigismember(&before, signal) == sigismember(&after, signal), "signal \(signal)")
    }
  }
}
