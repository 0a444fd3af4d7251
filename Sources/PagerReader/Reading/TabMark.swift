import PagerKit

/// A mark after a tab's title on the bar that asks for attention or tells what the tab's
/// command is doing. Each is a glyph of its own shape, drawn in the bar's style, so the marks
/// read without colour.
package enum TabMark: Hashable, Sendable, CaseIterable {
  /// The command is running.
  case running
  /// The command finished with status 0.
  case succeeded
  /// The command finished with a non-zero status or a signal, or the text could not be had.
  case failed
  /// The text started over: the file was truncated or replaced.
  case startedOver
  /// Text arrived since the tab was last looked at.
  case news

  /// The glyph drawn on the bar.
  package var glyph: String {
    switch self {
    case .running: return "⋯"
    case .succeeded: return "✓"
    case .failed: return "✗"
    case .startedOver: return "↺"
    case .news: return "•"
    }
  }

  /// Whether a tab with this mark is one the attention key goes to.
  package var asksForAttention: Bool {
    switch self {
    case .failed, .startedOver, .news: return true
    case .running, .succeeded: return false
    }
  }
}

extension PageState {
  /// The marks after the tab's title: what its command is doing, then what is new.
  package var marks: [TabMark] {
    var marks: [TabMark] = []
    switch status {
    case .running: marks.append(.running)
    case .exited(let code): marks.append(code == 0 ? .succeeded : .failed)
    case .killed, .failed: marks.append(.failed)
    case .loading, .waitingForWriter, .waitingForFile, .finished: break
    }
    if startedOver { marks.append(.startedOver) }
    if hasNews { marks.append(.news) }
    return marks
  }
}
