import Glibc

/// A small text file read whole, such as the config file.
enum TextFile {
  /// The file at `path` as UTF-8 (bad bytes shown as `�`), or why it cannot be read.
  static func read(_ path: String) -> Result<String, DocumentError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system(errno, subject: path)) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.system(errno, subject: path))
      }
      bytes += chunk[..<count]
    }
    return .success(String(decoding: bytes, as: UTF8.self))
  }
}
