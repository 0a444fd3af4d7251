import CBzip2

/// bzip2 (`.bz2`) through libbz2's `BZ2_bzDecompress`. Streams follow one another as `bunzip2`
/// reads them (what `pbzip2` writes); what follows the last stream and is not another is passed
/// over, as `bunzip2` passes it.
final class Bzip2Decoder: StreamDecoder {
  /// libbz2 keeps a pointer back to the stream it was given, so the stream never moves.
  private let stream: UnsafeMutablePointer<bz_stream>
  private var inStream = false
  private var streamEnded = false
  private var passingOver = false

  init() throws(DecodingError) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: bz_stream())
    let result = BZ2_bzDecompressInit(stream, 0, 0)
    guard result == BZ_OK else {
      stream.deallocate()
      throw .cannotStart("error \(result)")
    }
  }

  deinit {
    BZ2_bzDecompressEnd(stream)
    stream.deallocate()
  }

  var isAtEnd: Bool { !inStream }

  func decode(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, inputEnds: Bool
  ) throws(DecodingError) -> DecodingStep {
    if passingOver { return DecodingStep(consumed: input.count, produced: 0) }
    if !inStream {
      guard let first = input.first else { return DecodingStep(consumed: 0, produced: 0) }
      if streamEnded && first != 0x42 {
        passingOver = true
        return DecodingStep(consumed: input.count, produced: 0)
      }
      inStream = true
    }
    // With no input left, the library may still hold output that did not fit before.
    guard output.count > 0 else { return DecodingStep(consumed: 0, produced: 0) }
    stream.pointee.next_in = input.baseAddress.map {
      UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: CChar.self))
    }
    stream.pointee.avail_in = UInt32(input.count)
    stream.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: CChar.self)
    stream.pointee.avail_out = UInt32(output.count)
    let result = BZ2_bzDecompress(stream)
    let step = DecodingStep(
      consumed: input.count - Int(stream.pointee.avail_in),
      produced: output.count - Int(stream.pointee.avail_out))
    switch result {
    case BZ_OK: return step
    case BZ_STREAM_END:
      // A stream ended: the decoder starts afresh for the next one.
      BZ2_bzDecompressEnd(stream)
      stream.pointee = bz_stream()
      guard BZ2_bzDecompressInit(stream, 0, 0) == BZ_OK else { throw .cannotStart("no memory") }
      inStream = false
      streamEnded = true
      return step
    case BZ_DATA_ERROR_MAGIC: throw .corrupt("not bzip2 data")
    case BZ_MEM_ERROR: throw .cannotStart("no memory")
    default: throw .corrupt("error \(result)")
    }
  }
}
