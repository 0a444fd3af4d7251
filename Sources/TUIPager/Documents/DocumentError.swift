import Glibc

/// Why a tab's text cannot be shown: a file that cannot be opened or read, a command that cannot
/// start. Shown to the user as `subject: reason`.
struct DocumentError: Error, Equatable, CustomStringConvertible {
  /// What failed: a path, `stdin`, or a command.
  let subject: String
  /// Why, in the words of the system (`No such file or directory`, `Permission denied`,
  /// `Is a directory`).
  let reason: String

  var description: String { subject.isEmpty ? reason : "\(subject): \(reason)" }

  /// The error for the system error number `code` (an `errno` value).
  static func system(_ code: Int32, subject: String) -> DocumentError {
    DocumentError(subject: subject, reason: String(cString: strerror(code)))
  }
}
