import Glibc

@testable import PagerProgram

/// Compressed samples made by the formats' own tools (gzip, bzip2, xz, zstd), so the decoders
/// are held to what those tools write.
enum CompressedSamples {
  /// The command that compresses standard input to standard output in `format`.
  static func compressor(_ format: CompressionFormat) -> String {
    switch format {
    case .gzip: "gzip -c"
    case .bzip2: "bzip2 -c"
    case .xz: "xz -c"
    case .zstd: "zstd -q -c"
    }
  }

  /// `text` compressed in `format`.
  static func compress(_ text: String, _ format: CompressionFormat) throws -> [UInt8] {
    let input = try TemporaryFile(named: "plain", text)
    // The file must outlive the command: its last use is reading its path, after which it
    // could be removed before the shell opens it.
    return try withExtendedLifetime(input) {
      try output(of: "\(compressor(format)) < '\(input.path)'")
    }
  }

  /// The standard output of the shell command `command`.
  static func output(of command: String) throws -> [UInt8] {
    guard let pipe = popen(command, "r") else { throw TemporaryFileError(errno: errno) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    // In-process tests share the process with the program, whose reaping of adopted children
    // may take the command's exit first (ECHILD): its output, checked by the caller, then
    // says whether it worked.
    let status = pclose(pipe)
    guard status == 0 || (status == -1 && errno == ECHILD && !bytes.isEmpty) else {
      throw TemporaryFileError(errno: EIO)
    }
    return bytes
  }

  /// A file named `name` holding `bytes`.
  static func file(named name: String, _ bytes: [UInt8]) throws -> TemporaryFile {
    let file = try TemporaryFile(named: name, "")
    let descriptor = open(file.path, O_WRONLY | O_TRUNC)
    defer { close(descriptor) }
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count
    else { throw TemporaryFileError(errno: errno) }
    return file
  }

  /// The lines `1` to `count`, each its number, as `seq` prints them.
  static func numbers(_ count: Int) -> String {
    (1...count).map { "\($0)\n" }.joined()
  }
}
