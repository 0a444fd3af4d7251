import Foundation

/// What a finished child process left behind.
struct ProcessOutput {
  var status: Int32
  var standardOutput: String
  var standardError: String
  /// True when the process outlived its time limit and had to be killed.
  var timedOut: Bool
}

/// Runs a program to completion with its three standard streams on pipes.
///
/// This is `posix_spawn` + `waitpid` rather than Foundation's `Process`, for two reasons seen
/// on Linux with tmux:
/// - `Process` notices a child's exit through a socket it leaks into the child; the tmux client
///   forks the server, the server keeps that socket, and the client is never seen to exit
///   (swift-corelibs-foundation issue 4795): the tests hung.
/// - Children of `Process` inherit the spawning thread's signal mask, in which libdispatch
///   blocks SIGTERM, SIGHUP, SIGINT and SIGCHLD; the tmux server and TUIPager then ran with
///   those signals blocked. Here every signal is reset to default and unblocked.
///
/// Standard input is a pipe closed at once (the child reads end-of-file); both output pipes are
/// drained while the child runs, so it can never block on a full pipe.
enum ProcessRunner {
  static func run(
    _ executable: String,
    _ arguments: [String],
    environment: [String: String]? = nil,
    timeout: Duration = .seconds(5)
  ) async throws -> ProcessOutput {
    let child = try SpawnedChild(executable, arguments, environment: environment)
    let deadline = ContinuousClock.now + timeout
    while !child.step(deadline: deadline) {
      try? await Task.sleep(for: .milliseconds(1))
    }
    return child.output
  }

  /// The same, blocking the calling thread; for clean-up in a `defer`.
  @discardableResult
  static func runBlocking(
    _ executable: String,
    _ arguments: [String],
    environment: [String: String]? = nil,
    timeout: Duration = .seconds(5)
  ) throws -> ProcessOutput {
    let child = try SpawnedChild(executable, arguments, environment: environment)
    let deadline = ContinuousClock.now + timeout
    while !child.step(deadline: deadline) {
      usleep(1000)
    }
    return child.output
  }
}

/// A running child and the bytes it has written so far.
private final class SpawnedChild {
  private let pid: pid_t
  private var outputPipe: Int32
  private var errorPipe: Int32
  private var outputData = Data()
  private var errorData = Data()
  private var status: Int32?
  private var killedAt: ContinuousClock.Instant?
  private var exitedAt: ContinuousClock.Instant?

  /// Held from creating the pipes until they are marked close-on-exec and the child is spawned,
  /// so no other child spawned by these tests inherits them (there is no `pipe2` in Swift's Glibc).
  private static let spawnLock = NSLock()

  init(_ executable: String, _ arguments: [String], environment: [String: String]?) throws {
    Self.spawnLock.lock()
    defer { Self.spawnLock.unlock() }
    let input = try Self.makePipe()
    let output = try Self.makePipe()
    let errors = try Self.makePipe()

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input.read, 0)
    posix_spawn_file_actions_adddup2(&actions, output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, errors.write, 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let environment = environment ?? ProcessInfo.processInfo.environment
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for string in argv + envp {
        free(string)
      }
    }

    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    for descriptor in [input.read, input.write, output.write, errors.write] {
      close(descriptor)
    }
    guard result == 0 else {
      close(output.read)
      close(errors.read)
      throw SpawnFailure(executable: executable, code: result)
    }
    self.pid = pid
    outputPipe = output.read
    errorPipe = errors.read
  }

  deinit {
    if outputPipe >= 0 { close(outputPipe) }
    if errorPipe >= 0 { close(errorPipe) }
    if status == nil {
      kill(pid, SIGKILL)
      var ignored: Int32 = 0
      waitpid(pid, &ignored, 0)
    }
  }

  var output: ProcessOutput {
    ProcessOutput(
      status: status ?? -1,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self),
      timedOut: killedAt != nil
    )
  }

  /// Reads what is available, reaps the child if it ended; true once everything is done.
  func step(deadline: ContinuousClock.Instant) -> Bool {
    drain(&outputPipe, into: &outputData)
    drain(&errorPipe, into: &errorData)
    let now = ContinuousClock.now
    if status == nil {
      var raw: Int32 = 0
      if waitpid(pid, &raw, WNOHANG) == pid {
        status = Self.exitStatus(raw)
        exitedAt = now
      } else if now >= deadline, killedAt == nil {
        kill(pid, SIGKILL)
        killedAt = now
      }
    }
    guard let exitedAt else {
      return false
    }
    // A grandchild may have kept a pipe open; do not wait for it long.
    let pipesClosed = outputPipe < 0 && errorPipe < 0
    return pipesClosed || now >= exitedAt + .milliseconds(500)
  }

  private func drain(_ descriptor: inout Int32, into data: inout Data) {
    guard descriptor >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
        close(descriptor)
        descriptor = -1
        return
      } else {
        return
      }
    }
  }

  /// The shell's convention: the exit code, or 128 + the signal that killed it.
  private static func exitStatus(_ raw: Int32) -> Int32 {
    let signal = raw & 0x7f
    return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
  }

  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else {
      throw SpawnFailure(executable: "pipe", code: errno)
    }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
    return (descriptors[0], descriptors[1])
  }
}

/// `posix_spawn` (or a pipe for it) failed.
struct SpawnFailure: Error, CustomStringConvertible {
  let executable: String
  let code: Int32

  var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
}
