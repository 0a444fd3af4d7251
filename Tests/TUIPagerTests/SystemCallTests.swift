import Glibc
import Synchronization
import Testing

@testable import PagerProgram

/// The system layer: writes that go on after short writes, and calls that go on after a signal.
// Serialized: each signal test installs a SIGUSR1 handler for the process and puts the old one
// back, which would leave another still sending SIGUSR1 with none (the default ends the process).
@Suite(.serialized) struct SystemCallTests {
  /// A pipe of one page, non-blocking at its write end: each write takes what fits, short, then
  /// fails with EAGAIN until the reader has made room.
  static func smallNonBlockingPipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    _ = fcntl(ends[1], 1031, Int32(4096))  // F_SETPIPE_SZ
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }

  /// Reads `descriptor` to its end.
  static func readAll(_ descriptor: Int32) -> [UInt8] {
    var all: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1000)
    while true {
      let count = chunk.withUnsafeMutableBytes { SystemCall.read(descriptor, into: $0) }
      guard count > 0 else { return all }
      all += chunk[..<count]
    }
  }

  @Test func writeAllGoesOnAfterShortWritesToAPipeThatFills() throws {
    let ends = try Self.smallNonBlockingPipe()
    defer { close(ends.read) }
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let writer = ends.write
    let started = SignalBlockedThread.start {
      let outcome = bytes.withUnsafeBytes {
        SystemCall.writeAll(writer, $0, waitingWhenNonBlocking: true)
      }
      // A wrong count leaves the reader short; the end comes either way.
      if outcome.error != nil || outcome.written != bytes.count { _ = Glibc.write(writer, "!", 1) }
      close(writer)
    }
    try #require(started == nil)
    #expect(Self.readAll(ends.read) == bytes)
  }

  @Test func withoutWaitingANonBlockingPipeThatFillsTellsHowMuchWentAndWhy() throws {
    let ends = try Self.smallNonBlockingPipe()
    defer {
      close(ends.read)
      close(ends.write)
    }
    let bytes = [UInt8](repeating: 1, count: 300_000)
    let outcome = bytes.withUnsafeBytes { SystemCall.writeAll(ends.write, $0) }
    #expect(outcome.error == EAGAIN)
    #expect(outcome.written > 0 && outcome.written < bytes.count)
  }

  @Test func writeAllAtAnOffsetWritesThereAndTellsAWriteOfNothingByTheCodeGiven() throws {
    let file = try TemporaryFile(named: "file", "abcdef")
    let descriptor = open(file.path, O_RDWR | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let outcome = Array("XY".utf8).withUnsafeBytes { SystemCall.writeAll(descriptor, $0, at: 2) }
    #expect(outcome.written == 2 && outcome.error == nil)
    #expect(readFile(file.path) == "abXYef")
    var buffer = [UInt8](repeating: 0, count: 3)
    let count = buffer.withUnsafeMutableBytes { SystemCall.read(descriptor, into: $0, at: 3) }
    #expect(count == 3 && buffer == Array("Yef".utf8))
  }

  @Test func openReadOnlyOpensToReadAndClosesOnExec() throws {
    let file = try TemporaryFile(named: "file", "text")
    let descriptor = SystemCall.openReadOnly(file.path)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
    #expect(fcntl(descriptor, F_GETFL) & O_ACCMODE == O_RDONLY)
    #expect(Glibc.write(descriptor, "x", 1) < 0)
    #expect(SystemCall.openReadOnly("/no/such/file") == -1 && errno == ENOENT)
  }

  @Test func waitReapsTheProcessAndTellsNoSuchChild() {
    let process = fork()
    if process == 0 { _exit(3) }
    var status: Int32 = 0
    #expect(SystemCall.wait(forProcess: process, status: &status) == process)
    #expect((status >> 8) & 0xff == 3)
    #expect(SystemCall.wait(forProcess: process, status: &status) == -1 && errno == ECHILD)
  }

  /// Runs `call` on a thread of its own that takes SIGUSR1 (a handler installed without
  /// SA_RESTART, as the program's are), blocked reading an empty pipe; SIGUSR1 is sent to it
  /// for a while, then a byte written. Returns what `call` returned, and errno after it.
  static func readInterruptedBySignals(_ call: @escaping @Sendable (Int32) -> Int) throws -> (
    Int, Int32
  ) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var old = sigaction()
    sigaction(SIGUSR1, &action, &old)
    defer { sigaction(SIGUSR1, &old, nil) }
    var report: [Int32] = [0, 0]
    try #require(pipe(&report) == 0)
    defer { for end in report { close(end) } }
    let (input, output) = (ends[0], report[1])
    let box = ThreadBox()
    let started = SignalBlockedThread.start {
      var usr1 = sigset_t()
      sigemptyset(&usr1)
      sigaddset(&usr1, SIGUSR1)
      pthread_sigmask(SIG_UNBLOCK, &usr1, nil)
      box.thread = pthread_self()
      box.ready.store(true, ordering: .releasing)
      let result = call(input)
      var answer = [Int64(result), Int64(errno)]
      _ = Glibc.write(output, &answer, 16)
    }
    try #require(started == nil)
    while !box.ready.load(ordering: .acquiring) { usleep(1000) }
    // Many signals over 50 ms: the thread is in its read for nearly all of them.
    for _ in 0..<50 {
      pthread_kill(box.thread, SIGUSR1)
      usleep(1000)
    }
    _ = Glibc.write(ends[1], "x", 1)
    var answer: [Int64] = [0, 0]
    try #require(Glibc.read(report[0], &answer, 16) == 16)
    return (Int(answer[0]), Int32(answer[1]))
  }

  @Test func aSignalInterruptsAPlainRead() throws {
    // The check below it can fail: without a retry, these signals do end the read.
    let (result, code) = try Self.readInterruptedBySignals { descriptor in
      var byte: UInt8 = 0
      return Glibc.read(descriptor, &byte, 1)
    }
    #expect(result == -1 && code == EINTR)
  }

  @Test func readGoesOnAfterASignal() throws {
    let (result, _) = try Self.readInterruptedBySignals { descriptor in
      var byte: UInt8 = 0
      return SystemCall.read(descriptor, &byte, 1)
    }
    #expect(result == 1)
  }

  @Test func pollGoesOnAfterASignalAskingForTheTimeLeftAgain() throws {
    let asked = Counter()
    let (result, _) = try Self.readInterruptedBySignals { descriptor in
      var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
      return Int(
        SystemCall.poll(
          &entries,
          timeoutMilliseconds: {
            asked.count += 1
            return -1
          }()))
    }
    #expect(result == 1)
    #expect(asked.count > 1)
  }
}

/// What the reading thread tells the test: itself, once it has unblocked SIGUSR1.
private final class ThreadBox: @unchecked Sendable {
  var thread = pthread_t()
  let ready = Atomic(false)
}

/// A count one thread changes and the test reads after it has joined by a pipe.
private final class Counter: @unchecked Sendable {
  var count = 0
}
