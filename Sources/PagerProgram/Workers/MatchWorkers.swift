import CLinuxCalls
import Glibc
import Synchronization

/// Threads that match and index texts in the background, so that the run loop never waits on a
/// look through a big file: it hands them jobs, and learns that results are in from
/// ``descriptor``, which it polls beside the terminal.
///
/// A job is a closure given the worker's own buffer. It stores what it found where its owner
/// looks (a ``ScanInbox``) and calls ``report()``; the loop sees ``descriptor`` readable, calls
/// ``takeReports()``, and the screen takes the results on its next tick. A job whose owner has
/// gone returns at once: owners cancel rather than wait.
final class MatchWorkers: Sendable {
  /// Work for a worker, given a buffer of ``bufferSize`` bytes that only it uses meanwhile.
  typealias Job = @Sendable (_ buffer: UnsafeMutableRawBufferPointer) -> Void

  /// How jobs are run.
  enum Mode: Sendable, Hashable {
    /// On this many threads of their own.
    case threads(Int)
    /// At once, on the thread that submits them: in-process tests, which want every result in
    /// the tick that asked for it.
    case inline
    /// Only when ``runHeld()`` is called: tests of what goes on while workers are busy.
    case held
  }

  /// How much less a worker thread asks of the processor than the loop does (`nice`).
  static let niceness: Int32 = 10

  /// Bytes of a worker's buffer: a read of a piece's bytes at a time, small enough to stay in a
  /// core's cache while the scan passes over it (index, text, odd bytes, line count) and large
  /// enough that the reads cost little.
  static let bufferSize = 256 << 10

  /// Readable once a job has reported since ``takeReports()`` last looked.
  let descriptor: Int32
  let mode: Mode
  /// Counts jobs not yet taken; a worker's read of it waits for one.
  private let wakeups: Int32
  private let queue = Mutex(JobQueue())
  private let generations = Atomic<UInt64>(0)
  /// The buffer jobs run with on the caller's thread (inline and held).
  private let callerBuffer: WorkerBuffer?

  /// Workers that run jobs as `mode` says.
  init(mode: Mode) {
    descriptor = linux_calls_eventfd(0)
    wakeups = linux_calls_eventfd(1)
    self.mode = mode
    if case .threads = mode {
      callerBuffer = nil
    } else {
      callerBuffer = WorkerBuffer()
    }
  }

  deinit {
    close(descriptor)
    close(wakeups)
  }

  /// Starts the threads, at the first job: a program that never looks through a big file
  /// starts none.
  private func startThreads(_ count: Int) {
    // Signals are the loop's: a worker that took one would leave the loop's wait unbroken.
    for _ in 0..<max(1, count) {
      SignalBlockedThread.start { [self] in work() }
    }
  }

  /// Two threads, one a core: this machine's two cores, while the loop mostly sleeps.
  static func forThisMachine() -> MatchWorkers {
    MatchWorkers(mode: .threads(max(2, min(4, Int(linux_calls_usable_processors())))))
  }

  /// A generation newer than any handed out before: a scan's, whose jobs go before older ones'.
  func nextGeneration() -> UInt64 {
    generations.add(1, ordering: .relaxed).newValue
  }

  /// Hands `job` to a worker (or runs it now, inline): the newest `generation`'s jobs are taken
  /// first, and those of one generation in the order they came.
  func submit(generation: UInt64 = 0, _ job: @escaping Job) {
    switch mode {
    case .inline:
      job(callerBuffer!.bytes)
    case .held:
      queue.withLock { $0.push(job, generation: generation) }
    case .threads(let count):
      let first = queue.withLock { queue in
        defer { queue.hasStarted = true }
        queue.push(job, generation: generation)
        return !queue.hasStarted
      }
      if first { startThreads(count) }
      var one: UInt64 = 1
      _ = write(wakeups, &one, 8)
    }
  }

  /// Says that a job has stored results: the loop wakes.
  func report() {
    var one: UInt64 = 1
    _ = write(descriptor, &one, 8)
  }

  /// Whether any job reported since the last call; the loop then lets the screen take results.
  func takeReports() -> Bool {
    var count: UInt64 = 0
    return read(descriptor, &count, 8) == 8 && count > 0
  }

  /// Runs the jobs held so far (the newest generation's first), and those they lead to, on this
  /// thread, `limit` at most; returns how many ran.
  @discardableResult func runHeld(limit: Int = .max) -> Int {
    var ran = 0
    while ran < limit, let job = queue.withLock({ $0.pop() }) {
      job(callerBuffer!.bytes)
      ran += 1
    }
    return ran
  }

  /// Jobs waiting for a worker.
  var waitingJobs: Int { queue.withLock { $0.count } }

  /// A worker's life: take a job when one is counted, run it, and wait again.
  private func work() {
    // Below the loop: on two cores busy with pieces, a key is still answered at once.
    _ = linux_calls_make_thread_nicer(Self.niceness)
    let buffer = WorkerBuffer()
    while true {
      var count: UInt64 = 0
      guard SystemCall.read(wakeups, &count, 8) == 8 else { return }
      guard let job = queue.withLock({ $0.pop() }) else { continue }
      job(buffer.bytes)
      if queue.withLock({ $0.count == 0 }) { buffer.release() }
    }
  }
}

/// Jobs waiting, the newest generation's first, and each generation's in the order they came:
/// the scan for the key typed last runs before those it superseded.
private struct JobQueue: ~Copyable {
  private var jobs: [(generation: UInt64, job: MatchWorkers.Job)] = []
  /// Whether the workers' threads have been started.
  var hasStarted = false

  var count: Int { jobs.count }

  mutating func push(_ job: @escaping MatchWorkers.Job, generation: UInt64) {
    jobs.append((generation, job))
  }

  mutating func pop() -> MatchWorkers.Job? {
    guard var chosen = jobs.indices.first else { return nil }
    // A few dozen jobs at most wait: pieces ahead of a few scans.
    for index in jobs.indices where jobs[index].generation > jobs[chosen].generation {
      chosen = index
    }
    return jobs.remove(at: chosen).job
  }
}

/// A buffer of ``MatchWorkers/bufferSize`` bytes that one thread uses at a time.
final class WorkerBuffer: @unchecked Sendable {
  let bytes = UnsafeMutableRawBufferPointer.allocate(
    byteCount: MatchWorkers.bufferSize, alignment: 64)

  deinit { bytes.deallocate() }

  /// Gives the buffer's whole pages back to the system, their bytes lost (they read as zeros
  /// after): a worker that read a piece into all of them would hold them while it waits, for as
  /// long as the program runs (half a megabyte for two workers, once a big file is indexed).
  func release() {
    guard let base = bytes.baseAddress else { return }
    let page = Int(getpagesize())
    let start = (Int(bitPattern: base) + page - 1) / page * page
    let end = (Int(bitPattern: base) + bytes.count) / page * page
    guard end > start, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
    madvise(first, end - start, MADV_DONTNEED)
  }
}
