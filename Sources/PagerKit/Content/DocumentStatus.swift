/// What a tab's text is doing, for the status line.
public enum DocumentStatus: Hashable, Sendable, CustomStringConvertible {
  /// Lines still arriving: a file not yet indexed to its end, standard input still open.
  case loading
  /// A command still running (or its output still open).
  case running
  /// Every line is known: the file is indexed to its end, or standard input has closed.
  case finished
  /// A command ended by calling `exit` with this code.
  case exited(code: Int32)
  /// A signal ended a command; `name` is the system's word for it (`Terminated`), if known.
  case killed(signal: Int32, name: String?)
  /// The text could not be had at all, or reading stopped early: the message says why.
  case failed(String)

  public var description: String {
    switch self {
    case .loading: return "loading"
    case .running: return "running"
    case .finished: return "finished"
    case .exited(let code): return "exited with status \(code)"
    case .killed(let signal, let name):
      return "killed by signal \(signal)" + (name.map { " (\($0))" } ?? "")
    case .failed(let message): return message
    }
  }
}

extension DocumentStatus {
  /// A word or two for the status line, empty when there is nothing to add to the tab's name.
  public var summary: String {
    switch self {
    case .loading: return "loading…"
    case .running: return "running…"
    case .finished: return ""
    case .exited(let code): return code == 0 ? "done" : "exit status \(code)"
    case .killed(let signal, _): return "killed by signal \(signal)"
    case .failed: return "failed"
    }
  }
}
