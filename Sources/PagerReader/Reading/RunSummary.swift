import PagerKit

/// Which run of a watched command a page shows and how it went, for the status line:
/// "run 12 of 40 · 14:03:22 · exit 0".
public struct RunSummary: Hashable, Sendable {
  /// The run's number, counted from 1 among those kept.
  package var number: Int
  /// The runs kept.
  package var count: Int
  /// When the run started, as the program shows the time of day (such as "14:03:22").
  package var time: String
  /// How the run went.
  package var status: DocumentStatus

  /// Makes a summary.
  package init(number: Int, count: Int, time: String, status: DocumentStatus) {
    self.number = number
    self.count = count
    self.time = time
    self.status = status
  }

  /// "run 12 of 40 · 14:03:22 · exit 0".
  package var text: String {
    let outcome: String
    switch status {
    case .exited(let code): outcome = "exit \(code)"
    case .killed(let signal): outcome = "killed by signal \(signal)"
    default: outcome = status.summary
    }
    let parts = ["run \(number) of \(count)", time, outcome].filter { !$0.isEmpty }
    return parts.joined(separator: " · ")
  }
}
