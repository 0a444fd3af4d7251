import Glibc
import PagerKit
import PagerReader

/// Writes a tab's text to a file, as less's `s` saves a pipe and `|` pipes lines: each line
/// ended by a newline, the file made (mode 0666 less the umask) or emptied first.
enum TextSaver {
  /// Why the text could not be saved, in the system's words.
  struct Problem: Error, Equatable {
    let reason: String

    static var fromErrno: Problem { Problem(reason: String(cString: strerror(errno))) }
  }

  /// Writes every line of `document` to `path`; returns how many lines were written.
  static func save(_ document: any TextDocument, to path: String) -> Result<Int, Problem> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return .failure(.fromErrno) }
    defer { close(descriptor) }
    let count = min(document.prepareLines(through: .max), document.lineCount)
    guard count > 0 else { return .success(0) }
    return write(0...(count - 1), of: document, to: descriptor).map { count }
  }

  /// Writes the lines `line` gives for `0..<count` to `path`, leaving out those it gives nil
  /// for; returns how many were written.
  static func save(
    count: Int, to path: String, line: (Int) -> [UInt8]?
  ) -> Result<Int, Problem> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return .failure(.fromErrno) }
    defer { close(descriptor) }
    let out = StandardStream(descriptor: descriptor)
    var written = 0
    for index in 0..<max(0, count) {
      guard var bytes = line(index) else { continue }
      bytes.append(UInt8(ascii: "\n"))
      guard out.writeAll(bytes) else { return .failure(.fromErrno) }
      written += 1
    }
    return .success(written)
  }

  /// Writes `lines` of `document` to a new file in `$TMPDIR` (or /tmp) that only this user may
  /// read; returns its path.
  static func saveToTemporaryFile(
    _ lines: ClosedRange<Int>, of document: any TextDocument
  ) -> Result<String, Problem> {
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(folder)/tuipager-pipe-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { return .failure(.fromErrno) }
    defer { close(descriptor) }
    // Not passed on to the commands the program starts (Glibc has no mkostemp for Swift).
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    document.prepareLines(through: lines.upperBound)
    return write(lines, of: document, to: descriptor).map { path }.mapError { problem in
      unlink(path)
      return problem
    }
  }

  /// Writes the lines of `document` in `lines` that it has to `descriptor`.
  private static func write(
    _ lines: ClosedRange<Int>, of document: any TextDocument, to descriptor: Int32
  ) -> Result<Void, Problem> {
    let out = StandardStream(descriptor: descriptor)
    for index in lines where index < document.lineCount {
      var bytes = document.line(index)
      bytes.append(UInt8(ascii: "\n"))
      guard out.writeAll(bytes) else { return .failure(.fromErrno) }
    }
    return .success(())
  }
}
