import CZlib

/// gzip (`.gz`) through zlib's `inflate`, told by its window bits to read a gzip header (or a
/// zlib one). Members follow one another as `gunzip` reads them; what follows the last member
/// and is not another (the zeros a tape pads with) is passed over, as `gunzip` passes it.
final class GzipDecoder: StreamDecoder {
  /// zlib keeps a pointer back to the stream it was given, so the stream never moves.
  private let stream: UnsafeMutablePointer<z_stream>
  /// Whether a member has begun and not ended.
  private var inMember = false
  /// Whether a member has ended: what comes next must be another, or is passed over.
  private var memberEnded = false
  /// Whether the rest of the input is passed over.
  private var passingOver = false

  init() throws(DecodingError) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    // 15 bits of window, plus 32: a gzip or zlib header, whichever comes.
    let result = czlib_inflate_init(stream, 15 + 32)
    guard result == Z_OK else {
      stream.deallocate()
      throw .cannotStart(String(cString: zError(result)))
    }
  }

  deinit {
    inflateEnd(stream)
    stream.deallocate()
  }

  var isAtEnd: Bool { !inMember }

  func decode(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, inputEnds: Bool
  ) throws(DecodingError) -> DecodingStep {
    if passingOver { return DecodingStep(consumed: input.count, produced: 0) }
    if !inMember {
      guard let first = input.first else { return DecodingStep(consumed: 0, produced: 0) }
      if memberEnded && first != 0x1F {
        passingOver = true
        return DecodingStep(consumed: input.count, produced: 0)
      }
      inMember = true
    }
    // With no input left, the library may still hold output that did not fit before.
    guard output.count > 0 else { return DecodingStep(consumed: 0, produced: 0) }
    stream.pointee.next_in = input.baseAddress.map {
      UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: Bytef.self))
    }
    stream.pointee.avail_in = uInt(input.count)
    stream.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: Bytef.self)
    stream.pointee.avail_out = uInt(output.count)
    let result = inflate(stream, Z_NO_FLUSH)
    let step = DecodingStep(
      consumed: input.count - Int(stream.pointee.avail_in),
      produced: output.count - Int(stream.pointee.avail_out))
    switch result {
    case Z_OK, Z_BUF_ERROR: return step
    case Z_STREAM_END:
      inflateReset(stream)
      inMember = false
      memberEnded = true
      return step
    default:
      let message = stream.pointee.msg.map { String(cString: $0) } ?? ""
      throw .corrupt(message.isEmpty ? String(cString: zError(result)) : message)
    }
  }
}
