/// The compressed formats TUIPager decodes as it reads, each known by the magic bytes it starts
/// with (not by the file's name, so a pipe is decoded as well as a file).
enum CompressionFormat: String, CaseIterable, Sendable {
  case gzip, bzip2, xz, zstd

  /// Bytes enough to tell every format apart: the longest magic, xz's.
  static let magicLength = 6

  /// The format whose magic `bytes` start with, or nil for anything else (text, a format not
  /// decoded, or too few bytes to tell).
  init?(magic bytes: some Collection<UInt8>) {
    let start = Array(bytes.prefix(Self.magicLength))
    guard let format = Self.allCases.first(where: { $0.matches(start) }) else { return nil }
    self = format
  }

  /// Whether `start` begins with this format's magic.
  private func matches(_ start: [UInt8]) -> Bool {
    switch self {
    case .gzip: return start.starts(with: [0x1F, 0x8B])
    // "BZh" and a block size from 1 to 9.
    case .bzip2:
      return start.count >= 4 && start.starts(with: [0x42, 0x5A, 0x68])
        && (0x31...0x39).contains(start[3])
    case .xz: return start.starts(with: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00])
    case .zstd: return start.starts(with: [0x28, 0xB5, 0x2F, 0xFD])
    }
  }

  /// A new decoder of this format.
  func makeDecoder() throws(DecodingError) -> any StreamDecoder {
    switch self {
    case .gzip: return try GzipDecoder()
    case .bzip2: return try Bzip2Decoder()
    case .xz: return try XzDecoder()
    case .zstd: return try ZstdDecoder()
    }
  }
}
