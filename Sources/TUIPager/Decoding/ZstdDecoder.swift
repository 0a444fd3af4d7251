import CZstd

/// Zstandard (`.zst`) through libzstd's `ZSTD_decompressStream`, which reads frame after frame
/// (and skips skippable ones) by itself. A frame is whole once the library says it has nothing
/// left to give.
final class ZstdDecoder: StreamDecoder {
  private let stream: OpaquePointer
  /// Whether the last frame begun has been decoded and handed out whole.
  private var frameDone = true

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
    var source = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
    var target = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
    let result = ZSTD_decompressStream(stream, &target, &source)
    if ZSTD_isError(result) != 0 { throw .corrupt(String(cString: ZSTD_getErrorName(result))) }
    let step = DecodingStep(consumed: source.pos, produced: target.pos)
    if step.madeProgress { frameDone = result == 0 }
    return step
  }
}
