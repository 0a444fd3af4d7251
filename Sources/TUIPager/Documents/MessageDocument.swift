import PagerKit

/// A fixed text, complete from the start: what a tab shows in place of a file that cannot be
/// opened or a command that cannot start.
final class MessageDocument: TextDocument {
  private let lines: [[UInt8]]

  /// Makes a document of `text`, one line per `\n`-separated part.
  init(text: String) {
    lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
  }

  var lineCount: Int { lines.count }
  var isComplete: Bool { true }

  func line(_ index: Int) -> [UInt8] {
    lines.indices.contains(index) ? lines[index] : []
  }

  @discardableResult func prepareLines(through index: Int) -> Int { lines.count }
}
