import Glibc
import Testing

@testable import PagerProgram

/// What is said of processes that outlived the pager's rounds of ending them at quit.
@Suite struct AdoptedChildrenTests {
  /// Starts `arguments` (the first a path) as a child of the test; returns its pid.
  static func start(_ arguments: [String]) throws -> pid_t {
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], nil, nil, argv, environ)
    try #require(status == 0, "posix_spawn: \(status)")
    return pid
  }

  @Test func aSurvivorIsNamedByPidAndCommandLine() throws {
    let pid = try Self.start(["/bin/sleep", "29.5"])
    defer {
      kill(pid, SIGKILL)
      waitpid(pid, nil, 0)
    }
    // Named as it runs, once it has become `sleep` (a child only just spawned has no command
    // line of its own yet).
    let started = MonotonicClock().now()
    while ParentCommand.arguments(ofProcess: pid) != ["/bin/sleep", "29.5"],
      MonotonicClock().now().milliseconds - started.milliseconds < 5000
    {
      usleep(1000)
    }
    let errors = CapturedStream()
    AdoptedChildren.report(survivors: [pid], to: errors)
    #expect(errors.text == "TUIPager: process \(pid) outlived the pager: /bin/sleep 29.5\n")
  }

  @Test func aSurvivorGoneMeanwhileIsStillNamedByPid() throws {
    let pid = try Self.start(["/bin/true"])
    waitpid(pid, nil, 0)
    let errors = CapturedStream()
    AdoptedChildren.report(survivors: [pid], to: errors)
    #expect(errors.text == "TUIPager: process \(pid) outlived the pager: ?\n")
  }

  @Test func noSurvivorSaysNothing() {
    let errors = CapturedStream()
    AdoptedChildren.report(survivors: [], to: errors)
    #expect(errors.text.isEmpty)
  }
}
