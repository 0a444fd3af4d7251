import Glibc
import PagerKit
import PagerReader

/// `--merge` with standard output not a terminal (`TUIPager --merge a.log b.log | grep ERROR`,
/// or a dumb terminal): the merged lines go to it, in the order of their times, once every text
/// has come whole, as the tab would show them. A text that tells no time follows the merge, as
/// its own tab would; a file that cannot be read is reported on standard error, and the status
/// is then 1, as ``DocumentCopy`` has it.
struct MergedCopy {
  /// Where the lines go, and where problems are reported.
  let copy: DocumentCopy

  /// How long one wait for the streams still arriving lasts, in milliseconds.
  static let pollInterval: Int32 = 50

  /// Merges what `options` gives and writes it; returns the exit status.
  func copy(_ options: Options) -> Int32 {
    guard let feed = DocumentFeed.feeds(for: options, at: .zero).first else { return 0 }
    defer { feed.close() }
    var members = feed.members
    // Every member read to its end: files at once, streams and commands as they come.
    while !members.allSatisfy({ $0.failure != nil || Self.isWhole($0.document) }) {
      var waiting = members.compactMap(\.pollDescriptor).map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      _ = SystemCall.poll(&waiting, timeoutMilliseconds: Self.pollInterval)
      feed.pump()
      members = feed.members + (feed.refusedMembers ?? [])
    }
    feed.pump()
    var status: Int32 = 0
    for member in feed.members + (feed.refusedMembers ?? []) {
      if let failure = member.failure {
        copy.errors.write("TUIPager: \(failure)\n")
        status = 1
      }
    }
    guard let merged = feed.document as? MergedDocument else { return status }
    let failed = Set(
      feed.members.indices.filter { feed.members[$0].failure != nil })
    while merged.indexAhead(budget: PagerScreen.defaultIndexAheadBudget) {}
    for line in 0..<merged.lineCount where !failed.contains(merged.place(ofLine: line).source) {
      guard write(merged, line: line) else { return 1 }
    }
    for member in feed.refusedMembers ?? [] {
      let document = member.document
      document.prepareLines(through: .max)
      for line in 0..<document.lineCount {
        guard write(document, line: line) else { return 1 }
      }
    }
    return status
  }

  /// Whether `document` has come whole: every line known.
  private static func isWhole(_ document: any TextDocument) -> Bool {
    document.prepareLines(through: .max)
    return document.isComplete
  }

  /// Writes line `line` of `document` and its line end; false when the output failed.
  private func write(_ document: any TextDocument, line: Int) -> Bool {
    var bytes = document.line(line)
    bytes += document.lineEndsWithReturn(line) ? [0x0D, 0x0A] : [0x0A]
    return copy.write(bytes)
  }
}
