import CSignalFlags
import Glibc

/// What the program does with each signal whose default action would end it, decided in one
/// place (the C targets only carry it out).
///
/// - **Quitting** signals end the program in order: the handler only records the signal, the run
///   loop takes it as ``Input/signal(_:)``, restores the terminal, ends the `-c` commands and
///   exits 128+N. SIGQUIT (Ctrl-\) among them never dumps a core: it quits like Ctrl-C.
/// - **Crashing** signals are raised by the code itself (a trap, a bad access, an abort, a
///   forbidden system call), which cannot be trusted to go on: ``CrashGuard`` restores the
///   terminal and ends the commands from within the handler, then exits 1.
/// - **Ignored**: SIGXFSZ, so that a write past the file-size limit (`ulimit -f`) fails with
///   EFBIG, which the writer reports, instead of ending the pager.
///
/// A signal ignored on entry (nohup) stays ignored. SIGTSTP (Ctrl-Z) stops the program once it has
/// given the terminal back (``Terminal``), SIGTTIN and SIGTTOU stop it as they stop any program,
/// SIGCONT resumes it, and SIGKILL and SIGSTOP cannot be caught.
enum SignalPlan {
  /// The signals that end the program in order, exit status 128+N.
  static var quitting: [Int32] {
    [
      SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
      SIGXCPU, SIGIO, SIGSTKFLT, SIGPWR,
    ] + Array(realtime)
  }

  /// The signals a crash raises.
  static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

  /// The signals set to be ignored.
  static let ignored: [Int32] = [SIGXFSZ]

  /// The real-time signals the C library leaves to programs (SIGRTMIN…SIGRTMAX); their default
  /// action ends the process.
  static var realtime: ClosedRange<Int32> {
    signal_flags_realtime_first()...signal_flags_realtime_last()
  }

  /// Ignores Ctrl-Z (SIGTSTP), as less's secure mode does without its `stop` feature; a command
  /// run from the pager has every signal at its default again.
  static func ignoreStops() {
    signal(SIGTSTP, SIG_IGN)
  }

  /// Catches the quitting signals and ignores the ignored ones; the crashing ones are
  /// ``CrashGuard``'s.
  static func install() {
    let quitting = quitting
    signal_flags_install(quitting, quitting.count, ignored, ignored.count)
  }
}
