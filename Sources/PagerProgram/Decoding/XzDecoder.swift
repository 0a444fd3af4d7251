import CLzma

/// xz (`.xz`) through liblzma's stream decoder, with concatenated streams and the padding
/// between them read as `xz -d` reads them. liblzma checks the end itself once told the input
/// ends, so a stream cut short is told from a whole one.
final class XzDecoder: StreamDecoder {
  private let stream: UnsafeMutablePointer<lzma_stream>
  private var ended = false

  init() throws(DecodingError) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: clzma_stream_init())
    let result = lzma_stream_decoder(stream, UInt64.max, clzma_concatenated)
    guard result == LZMA_OK else {
      stream.deallocate()
      throw .cannotStart(Self.describe(result))
    }
  }

  deinit {
    lzma_end(stream)
    stream.deallocate()
  }

  var isAtEnd: Bool { ended }

  func decode(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, inputEnds: Bool
  ) throws(DecodingError) -> DecodingStep {
    // Past the end liblzma takes nothing more: what follows is left unread.
    if ended { return DecodingStep(consumed: input.count, produced: 0) }
    guard output.count > 0 else { return DecodingStep(consumed: 0, produced: 0) }
    stream.pointee.next_in = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
    stream.pointee.avail_in = input.count
    stream.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
    stream.pointee.avail_out = output.count
    let result = lzma_code(stream, inputEnds ? LZMA_FINISH : LZMA_RUN)
    let step = DecodingStep(
      consumed: input.count - stream.pointee.avail_in,
      produced: output.count - stream.pointee.avail_out)
    switch result {
    // LZMA_BUF_ERROR: no progress for want of input or room; the end of the input tells which.
    case LZMA_OK, LZMA_BUF_ERROR: return step
    case LZMA_STREAM_END:
      ended = true
      return step
    case LZMA_MEM_ERROR, LZMA_MEMLIMIT_ERROR: throw .cannotStart(Self.describe(result))
    default: throw .corrupt(Self.describe(result))
    }
  }

  /// liblzma's results in words (it has no strerror of its own).
  private static func describe(_ result: lzma_ret) -> String {
    switch result {
    case LZMA_MEM_ERROR: return "no memory"
    case LZMA_MEMLIMIT_ERROR: return "memory limit reached"
    case LZMA_FORMAT_ERROR: return "not xz data"
    case LZMA_OPTIONS_ERROR: return "unsupported options"
    case LZMA_DATA_ERROR: return "compressed data is corrupt"
    case LZMA_UNSUPPORTED_CHECK: return "unsupported integrity check"
    default: return "error \(result.rawValue)"
    }
  }
}
