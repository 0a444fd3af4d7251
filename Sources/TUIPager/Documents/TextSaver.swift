import Glibc
import PagerKit

/// Writes a tab's text to a file, as less's `s` saves a pipe: every line it has, each ended by a
/// newline, the file made (mode 0666 less the umask) or emptied first.
enum TextSaver {
  /// Why the text could not be saved, in the system's words.
  struct Problem: Error, Equatable {
    let reason: String
  }

  /// Writes every line of `document` to `path`; returns how many lines were written.
  static func save(_ document: any TextDocument, to path: String) -> Result<Int, Problem> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return .failure(Problem(reason: String(cString: strerror(errno)))) }
    defer { close(descriptor) }
    let out = StandardStream(descriptor: descriptor)
    let count = document.prepareLines(through: .max)
    for index in 0..<min(count, document.lineCount) {
      var bytes = document.line(index)
      bytes.append(UInt8(ascii: "\n"))
      guard out.writeAll(bytes) else {
        return .failure(Problem(reason: String(cString: strerror(errno))))
      }
    }
    return .success(min(count, document.lineCount))
  }
}
