import Glibc

@testable import PagerProgram

/// A file named `name` in a folder of its own under `$TMPDIR` (or /tmp), holding `text`; both go
/// when this does.
final class TemporaryFile {
  let folder: String
  let path: String

  init(named name: String, _ text: String) throws {
    let parent = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(parent)/tuipager-test-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else { throw TemporaryFileError(errno: errno) }
    folder = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    path = "\(folder)/\(name)"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw TemporaryFileError(errno: errno) }
    defer { close(descriptor) }
    guard StandardStream(descriptor: descriptor).writeAll(text) else {
      throw TemporaryFileError(errno: errno)
    }
  }

  deinit {
    unlink(path)
    rmdir(folder)
  }
}

extension TemporaryFile {
  /// A file named `name` of `count` lines, line `number` (from 0) being `line(number)`.
  convenience init(named name: String, lines count: Int, _ line: (Int) -> String) throws {
    var text = ""
    text.reserveCapacity(count * 32)
    for number in 0..<count { text += line(number) + "\n" }
    try self.init(named: name, text)
  }
}

/// An empty temporary file the test appends to, read by a growing ``FileDocument`` as a spool
/// is read.
final class GrowingFile {
  let file: TemporaryFile
  let document: FileDocument
  private let writer: Int32

  init() throws {
    file = try TemporaryFile(named: "spool", "")
    writer = open(file.path, O_WRONLY | O_APPEND | O_CLOEXEC)
    document = FileDocument(
      checkedDescriptor: open(file.path, O_RDONLY | O_CLOEXEC), name: "spool", growing: true)
  }

  deinit { close(writer) }

  /// Writes `text` at the file's end; the document learns of it at its next `indexAppended()`.
  func append(_ text: String) {
    _ = StandardStream(descriptor: writer).writeAll(text)
  }
}

struct TemporaryFileError: Error {
  var errno: Int32
}

/// The text of the file at `path`, or nil when it cannot be read.
func readFile(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count == 0 { break }
    bytes += buffer[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Appends `text` to the file at `path` (made when missing), as a program writing a log does.
func append(_ text: String, to path: String) {
  let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
  guard descriptor >= 0 else { return }
  defer { close(descriptor) }
  _ = StandardStream(descriptor: descriptor).writeAll(text)
}

/// Empties the file at `path` and writes `text` into it, as `> file` in a shell does.
func rewrite(_ path: String, _ text: String) {
  let descriptor = open(path, O_WRONLY | O_TRUNC)
  guard descriptor >= 0 else { return }
  defer { close(descriptor) }
  _ = StandardStream(descriptor: descriptor).writeAll(text)
}
