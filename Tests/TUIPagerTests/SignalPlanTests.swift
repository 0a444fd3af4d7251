import Glibc
import Testing

@testable import PagerProgram

/// Which signals the program catches, checked against signal(7)'s table of default actions, so
/// that no signal that would kill the program is left to do so.
@Suite struct SignalPlanTests {
  /// Signals whose default action ends the process (Term or Core in signal(7)), real-time ones
  /// aside.
  static let endingByDefault: Set<Int32> = [
    SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2,
    SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
    SIGSYS,
  ]
  /// Signals that stop, continue or are ignored by default, and the two that cannot be caught.
  static let leftAlone: Set<Int32> = [
    SIGCHLD, SIGCONT, SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU, SIGURG, SIGWINCH, SIGKILL,
  ]

  @Test func everySignalThatWouldEndTheProgramIsHandledOnce() {
    let handled = SignalPlan.quitting + SignalPlan.crashing + SignalPlan.ignored
    #expect(handled.count == Set(handled).count, "a signal handled twice")
    let expected = Self.endingByDefault.union(SignalPlan.realtime)
    #expect(Set(handled) == expected)
  }

  @Test func signalsThatStopContinueOrResizeAreLeftToTheirDefaults() {
    let handled = Set(SignalPlan.quitting + SignalPlan.crashing + SignalPlan.ignored)
    #expect(handled.isDisjoint(with: Self.leftAlone))
  }

  @Test func theCrashGuardKeepsTheSignalsACrashRaises() {
    #expect(
      Set(SignalPlan.crashing) == [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS])
  }

  @Test func everyRealTimeSignalLeftToProgramsQuits() {
    // glibc keeps the first two real-time signals for its threads.
    #expect(SignalPlan.realtime.lowerBound > 32 && SignalPlan.realtime.upperBound == 64)
    #expect(SignalPlan.realtime.allSatisfy(SignalPlan.quitting.contains))
  }

  @Test func quittingExitStatusesFitInAByte() {
    #expect(SignalPlan.quitting.allSatisfy { 128 + $0 <= 255 })
  }
}
