import CLinuxCalls
import Glibc

/// An unlinked temporary file that text from a pipe or a command is written into as it arrives,
/// so that it is read back like a regular file (``FileDocument``) instead of being held in memory.
///
/// The file has no name (`O_TMPFILE`, else `mkstemp` then `unlink`, in `$TMPDIR` or `/tmp`; an
/// anonymous `memfd` as the last resort), so it vanishes with the process however that ends.
/// Offsets never move: text dropped from the front (``discard(before:)``) becomes a hole that
/// costs no disk, and the bytes after keep their offsets, so the line index stays valid.
struct Spool {
  /// The spool's descriptor, open for reading and writing.
  let descriptor: Int32
  /// Bytes written so far, dropped ones included: the offset of the next byte.
  private(set) var byteCount = 0
  /// Where the bytes still kept start.
  private(set) var firstKeptByte = 0

  /// Bytes kept: written and not dropped.
  var keptByteCount: Int { byteCount - firstKeptByte }

  /// Makes a new, empty spool file in `folder` (by default `$TMPDIR`, else `/tmp`).
  ///
  /// - Throws: ``DocumentError`` with the system's reason when no kind of file can be made.
  init(folder: String? = nil) throws(DocumentError) {
    let folder = folder ?? Self.temporaryFolder
    var descriptor = open(folder, linux_calls_o_tmpfile() | O_RDWR | O_CLOEXEC, mode_t(0o600))
    var code = errno
    if descriptor < 0 {
      var template = Array((folder + "/TUIPager-spool-XXXXXX").utf8CString)
      descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      if descriptor >= 0 {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      } else {
        code = errno
        // Without any writable folder, an anonymous file in memory still keeps it off the heap.
        descriptor = linux_calls_memfd_create("TUIPager-spool")
      }
    }
    guard descriptor >= 0 else { throw .system(code, subject: "spool in " + folder) }
    self.descriptor = descriptor
  }

  /// A spool over `descriptor` (which it takes over), for tests: a file, or `/dev/full`.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// `$TMPDIR` when set and not empty, else `/tmp`.
  static var temporaryFolder: String {
    guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
    return String(cString: value)
  }

  /// Closes the file, which frees it.
  func close() {
    _ = Glibc.close(descriptor)
  }

  /// Writes `bytes` at the end.
  ///
  /// - Throws: the system's reason (`No space left on device`) when not all could be written;
  ///   what was written before stays, and ``byteCount`` counts it.
  mutating func append(_ bytes: UnsafeRawBufferPointer) throws(DocumentError) {
    // A write that writes nothing: the device is full.
    let (written, error) = SystemCall.writeAll(
      descriptor, bytes, at: byteCount, nothingWritten: ENOSPC)
    byteCount += written
    if let error { throw .system(error, subject: "cannot keep more text") }
  }

  /// Frees the bytes before `offset` (a hole punched in the file; its length and the offsets
  /// after stay). Where the file system cannot punch holes, the bytes stay on disk.
  mutating func discard(before offset: Int) {
    let end = min(offset, byteCount)
    guard end > firstKeptByte else { return }
    _ = linux_calls_punch_hole(descriptor, off_t(firstKeptByte), off_t(end - firstKeptByte))
    firstKeptByte = end
  }
}
