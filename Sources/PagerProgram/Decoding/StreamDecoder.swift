/// One compressed format's decoder, wrapping its C library's streaming interface: bytes go in as
/// they are read, decoded bytes come out a buffer at a time, and nothing is held whole.
///
/// A decoder reads concatenated members (`cat a.gz b.gz`) as one stream, as the format's own
/// tool does. It lives on the thread that decodes (``DecodingThread``) and is used by it alone.
protocol StreamDecoder: AnyObject {
  /// Decodes what it can of `input` into `output`; `inputEnds` when no input follows `input`
  /// (a format that must be told so, xz, checks its end then). Returns the bytes of `input` it
  /// took and those it wrote to `output`; both 0 when it can go no further without more of
  /// either.
  ///
  /// - Throws: ``DecodingError/corrupt(_:)`` when the data is not of the format.
  func decode(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, inputEnds: Bool
  ) throws(DecodingError) -> DecodingStep

  /// Whether the data decoded so far ends where a whole stream (or member) ends: false at the
  /// end of the input means it was cut short.
  var isAtEnd: Bool { get }
}

/// What one call of ``StreamDecoder/decode(_:into:inputEnds:)`` did.
struct DecodingStep: Equatable {
  /// Bytes of input taken.
  var consumed: Int
  /// Bytes of output written.
  var produced: Int

  /// Whether it did anything.
  var madeProgress: Bool { consumed > 0 || produced > 0 }
}

/// Why decoding stopped before the end of the data.
enum DecodingError: Error, Equatable {
  /// The library found data that is not of its format, in its words.
  case corrupt(String)
  /// The data ends in the middle of a stream.
  case cutShort
  /// The library could not start (no memory).
  case cannotStart(String)
  /// The data needs a window (memory held while decoding) of `needed` bytes, over the
  /// `allowed` ones: zstd made with `--long`.
  case windowTooLarge(needed: Int, allowed: Int)

  /// The reason, for the tab: "the xz data is cut short".
  func reason(format: CompressionFormat) -> String {
    switch self {
    case .corrupt(let detail):
      return "the \(format.rawValue) data is corrupt" + (detail.isEmpty ? "" : " (\(detail))")
    case .cutShort: return "the \(format.rawValue) data is cut short"
    case .cannotStart(let detail): return "cannot decode \(format.rawValue): \(detail)"
    case .windowTooLarge(let needed, let allowed):
      return "the \(format.rawValue) data needs a window of \(Self.size(needed)), more memory "
        + "than the \(Self.size(allowed)) allowed (it was made with zstd --long)"
    }
  }

  /// `bytes` in the largest binary unit it is a whole number of, up to GiB: "2 GiB", "128 MiB".
  private static func size(_ bytes: Int) -> String {
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)]
    where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
      return "\(bytes >> shift) \(unit)"
    }
    return "\(bytes) bytes"
  }
}
