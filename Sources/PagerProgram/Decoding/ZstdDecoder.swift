import CZstd

/// Zstandard (`.zst`) through libzstd's `ZSTD_decompressStream`, which reads frame after frame
/// (and skips skippable ones) by itself. A frame is whole once the library says it has nothing
/// left to give.
///
/// A frame whose window is over the library's default limit (128 MiB: data made with
/// `zstd --long=31` has 2 GiB) is refused, as `zstd -d` refuses it without `--memory`: the
/// window is memory held while decoding, and TUIPager stays within tens of megabytes. The
/// error says so, rather than calling the data corrupt.
final class ZstdDecoder: StreamDecoder {
  /// The largest window decoded: libzstd's default (`ZSTD_WINDOWLOG_LIMIT_DEFAULT`, 2^27).
  static let windowLimit = 1 << 27

  private let stream: OpaquePointer
  /// Whether the last frame begun has been decoded and handed out whole.
  private var frameDone = true
  /// The first bytes of the frame begun last, as far as its header goes, to tell its window.
  private var header: [UInt8] = []

  init() throws(DecodingError) {
    guard let stream = ZSTD_createDStream() else { throw .cannotStart("no memory") }
    self.stream = stream
    ZSTD_initDStream(stream)
  }

  deinit { ZSTD_freeDStream(stream) }

  var isAtEnd: Bool { frameDone }

  func decode(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, inputEnds: Bool
  ) throws(DecodingError) -> DecodingStep {
    guard output.count > 0 else { return DecodingStep(consumed: 0, produced: 0) }
    if frameDone { header = [] }
    if header.count < Self.headerLength { header += input.prefix(Self.headerLength - header.count) }
    var source = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
    var target = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
    let result = ZSTD_decompressStream(stream, &target, &source)
    if ZSTD_isError(result) != 0 {
      if let window = Self.window(ofFrame: header), window > Self.windowLimit {
        throw .windowTooLarge(needed: window, allowed: Self.windowLimit)
      }
      throw .corrupt(String(cString: ZSTD_getErrorName(result)))
    }
    let step = DecodingStep(consumed: source.pos, produced: target.pos)
    if step.madeProgress { frameDone = result == 0 }
    return step
  }

  /// Bytes of a frame header that say its window: the magic, the descriptor and the window
  /// byte.
  private static let headerLength = 6

  /// The window a frame starting with `header` needs, from its window descriptor (RFC 8878,
  /// 3.1.1.1.2); nil when `header` is not a frame's start or its window is its content size
  /// (a single segment, whose size is known and bounded by what a stream can hold).
  static func window(ofFrame header: [UInt8]) -> Int? {
    guard header.count >= headerLength, header.starts(with: [0x28, 0xB5, 0x2F, 0xFD]),
      header[4] & 0x20 == 0
    else { return nil }
    let exponent = Int(header[5] >> 3)
    let mantissa = Int(header[5] & 7)
    let base = 1 << (10 + exponent)
    return base + base / 8 * mantissa
  }
}
