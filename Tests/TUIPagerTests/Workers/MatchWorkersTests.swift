import CLinuxCalls
import Glibc
import Synchronization
import Testing

@testable import PagerProgram

/// The workers' pool: when jobs run in each mode, and how a report reaches the loop.
@Suite struct MatchWorkersTests {
  /// Waits up to `seconds` for `descriptor` to be readable, as the loop's poll does.
  static func readable(_ descriptor: Int32, within seconds: Double = 10) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, Int32(seconds * 1000)) == 1
  }

  /// The processors the kernel lets this thread run on, as /proc lists them (`0-1,4`), which is
  /// what `taskset` sets; nil when the list is not there.
  static func allowedProcessors() -> Int? {
    guard let file = fopen("/proc/thread-self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 4096)
    let label = "Cpus_allowed_list:"
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(cString: line)
      guard text.hasPrefix(label) else { continue }
      var count = 0
      for range in text.dropFirst(label.count).filter({ !$0.isWhitespace }).split(separator: ",") {
        let ends = range.split(separator: "-").compactMap { Int($0) }
        count += ends.count == 2 ? ends[1] - ends[0] + 1 : 1
      }
      return count
    }
    return nil
  }

  @Test("The workers count the processors this thread may run on, as taskset sets them")
  func usableProcessorsAreTheAllowedOnes() throws {
    let usable = Int(linux_calls_usable_processors())
    #expect(usable == (try #require(Self.allowedProcessors())))
    #expect(usable >= 1 && usable <= sysconf(Int32(_SC_NPROCESSORS_CONF)))
  }

  @Test func heldJobsRunOnlyWhenAskedInTheOrderTheyCame() {
    let workers = MatchWorkers(mode: .held)
    let ran = Mutex<[Int]>([])
    for number in 0..<3 { workers.submit { _ in ran.withLock { $0.append(number) } } }
    #expect(workers.waitingJobs == 3)
    #expect(ran.withLock { $0 }.isEmpty)
    #expect(workers.runHeld() == 3)
    #expect(ran.withLock { $0 } == [0, 1, 2])
    #expect(workers.waitingJobs == 0)
  }

  @Test func theNewestGenerationsJobsGoFirstEachInTheOrderTheyCame() {
    let workers = MatchWorkers(mode: .held)
    let old = workers.nextGeneration()
    let new = workers.nextGeneration()
    #expect(new > old)
    let ran = Mutex<[String]>([])
    for name in ["old 1", "old 2"] {
      workers.submit(generation: old) { _ in ran.withLock { $0.append(name) } }
    }
    for name in ["new 1", "new 2"] {
      workers.submit(generation: new) { _ in ran.withLock { $0.append(name) } }
    }
    workers.runHeld()
    #expect(ran.withLock { $0 } == ["new 1", "new 2", "old 1", "old 2"])
  }

  @Test func inlineJobsRunAtOnceWithABufferOfTheirOwn() {
    let workers = MatchWorkers(mode: .inline)
    let size = Mutex(0)
    workers.submit { buffer in size.withLock { $0 = buffer.count } }
    #expect(size.withLock { $0 } == MatchWorkers.bufferSize)
    #expect(workers.waitingJobs == 0)
  }

  @Test func aReleasedBufferGivesItsPagesBackAndStaysUsable() {
    let buffer = WorkerBuffer()
    let bytes = buffer.bytes
    bytes.initializeMemory(as: UInt8.self, repeating: 0xAB)
    buffer.release()
    // Its whole pages read as zeros again (the system dropped them); the bytes before the first
    // whole page and after the last are left as they were.
    let page = Int(getpagesize())
    let base = Int(bitPattern: bytes.baseAddress!)
    let first = (base + page - 1) / page * page - base
    let last = (base + bytes.count) / page * page - base
    #expect(bytes[first..<last].allSatisfy { $0 == 0 })
    #expect(bytes[..<first].allSatisfy { $0 == 0xAB })
    #expect(bytes[last...].allSatisfy { $0 == 0xAB })
    bytes.initializeMemory(as: UInt8.self, repeating: 7)
    #expect(bytes.allSatisfy { $0 == 7 })
  }

  @Test func aThreadsReportMakesTheDescriptorReadableUntilTaken() {
    let workers = MatchWorkers(mode: .threads(2))
    #expect(!workers.takeReports(), "nothing yet")
    workers.submit { _ in workers.report() }
    #expect(Self.readable(workers.descriptor), "the loop's poll wakes")
    #expect(workers.takeReports())
    #expect(!workers.takeReports(), "taken")
    #expect(!Self.readable(workers.descriptor, within: 0))
  }

  @Test func twoThreadsRunJobsAtOnce() {
    // Each job waits for the other to have started: one thread alone would never finish both.
    let workers = MatchWorkers(mode: .threads(2))
    let started = Atomic(0)
    for _ in 0..<2 {
      workers.submit { _ in
        started.add(1, ordering: .sequentiallyConsistent)
        var spins = 0
        while started.load(ordering: .sequentiallyConsistent) < 2, spins < 5_000 {
          usleep(1000)
          spins += 1
        }
        if started.load(ordering: .sequentiallyConsistent) == 2 { workers.report() }
      }
    }
    #expect(Self.readable(workers.descriptor), "both jobs ran side by side")
  }

  @Test func workersRunBelowTheLoop() {
    let workers = MatchWorkers(mode: .threads(1))
    let niceness = Atomic(0)
    let own = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    workers.submit { _ in
      // Linux keeps a niceness a thread: this one is the worker's.
      niceness.store(
        Int(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)),
        ordering: .sequentiallyConsistent)
      workers.report()
    }
    #expect(Self.readable(workers.descriptor))
    let theirs = niceness.load(ordering: .sequentiallyConsistent)
    #expect(theirs == min(19, Int(own) + Int(MatchWorkers.niceness)))
    #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == own, "the test's own")
  }

  @Test func workersLeaveSignalsToTheLoop() throws {
    let workers = MatchWorkers(mode: .threads(1))
    let blocked = Atomic(false)
    var before = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &before)
    workers.submit { _ in
      var mask = sigset_t()
      pthread_sigmask(SIG_SETMASK, nil, &mask)
      blocked.store(
        sigismember(&mask, SIGINT) == 1 && sigismember(&mask, SIGTERM) == 1,
        ordering: .sequentiallyConsistent)
      workers.report()
    }
    #expect(Self.readable(workers.descriptor))
    let wasBlocked = blocked.load(ordering: .sequentiallyConsistent)
    #expect(wasBlocked, "SIGINT and SIGTERM are blocked in workers")
    var after = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &after)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
      #expect(
        sigismember(&before, signal) == sigismember(&after, signal),
        "the thread that started them keeps its mask")
    }
  }
}
