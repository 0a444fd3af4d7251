import Glibc

/// A small text file read whole, such as the config file.
enum TextFile {
  /// The most bytes a text file may have: far more than any config file needs, and little to
  /// read.
  static let sizeLimit = 1 << 20

  /// The file at `path` as UTF-8 (bad bytes shown as `�`), or why it cannot be read. Only a
  /// regular file of at most ``sizeLimit`` bytes is read: a device (`/dev/zero`) or a FIFO would never
  /// end or never begin.
  static func read(_ path: String) -> Result<String, DocumentError> {
    bytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes of the file at `path`, read as ``read(_:)`` reads it.
  static func bytes(_ path: String) -> Result<[UInt8], DocumentError> {
    // Not blocking: opening a FIFO would wait for a writer.
    let descriptor = SystemCall.openReadOnly(path, flags: O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(.system(errno, subject: path)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.system(errno, subject: path)) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.system(EISDIR, subject: path))
    default: return .failure(DocumentError(subject: path, reason: "not a regular file"))
    }
    let tooLarge = DocumentError(subject: path, reason: "larger than \(sizeLimit >> 20) MiB")
    guard status.st_size <= sizeLimit else { return .failure(tooLarge) }
    // Read into room for the size measured, then a read of one byte finds the end: a file of a
    // few hundred bytes, as the history read at every start, is one small array, not a 16 KiB
    // buffer zeroed first. Past that size (the file grew, or says 0 as /proc's do) the reads
    // take 4 KiB each.
    var bytes: [UInt8] = []
    let measured = Int(status.st_size)
    while true {
      let room = bytes.count <= measured ? measured + 1 - bytes.count : 4096
      var count = 0
      let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
        count = SystemCall.read(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
        initialized = max(count, 0)
      }
      if count == 0 { break }
      if count < 0 { return .failure(.system(errno, subject: path)) }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      // It may have grown since it was measured.
      guard bytes.count <= sizeLimit else { return .failure(tooLarge) }
    }
    return .success(bytes)
  }
}
