/// Where a tab's content stands, for its page and the status line.
public enum TabStatus: Hashable, Sendable {
  /// Everything is there (a demo page, a file).
  case ready
  /// Still arriving (standard input).
  case loading
  /// A command still running.
  case running
  /// A command finished with this exit status.
  case exited(Int32)
  /// A command ended by this signal.
  case killed(Int32)
  /// The content could not be had: the reason, shown on the page.
  case failed(String)

  /// A short word or two for the status line, empty when there is nothing to say.
  public var summary: String {
    switch self {
    case .ready: return ""
    case .loading: return "loading…"
    case .running: return "running…"
    case .exited(0): return "done"
    case .exited(let status): return "exit status \(status)"
    case .killed(let signal): return "killed by signal \(signal)"
    case .failed: return "failed"
    }
  }
}
