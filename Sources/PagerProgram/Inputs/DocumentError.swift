import Glibc
import PagerKit
import PagerReader

/// Why a tab's text cannot be shown: a file that cannot be opened or read, a command that cannot
/// start. Shown to the user as `subject: reason`.
struct DocumentError: Error, Equatable, CustomStringConvertible {
  /// What failed: a path, `stdin`, or a command.
  let subject: String
  /// Why, in the words of the system (`No such file or directory`, `Permission denied`,
  /// `Is a directory`).
  let reason: String
  /// The system error number, for an error the system reported.
  var code: Int32? = nil

  var description: String { subject.isEmpty ? reason : "\(subject): \(reason)" }

  /// The error for the system error number `code` (an `errno` value).
  static func system(_ code: Int32, subject: String) -> DocumentError {
    DocumentError(subject: subject, reason: String(cString: strerror(code)), code: code)
  }
}

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
