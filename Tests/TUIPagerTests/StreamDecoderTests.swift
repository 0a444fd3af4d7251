import Testing

@testable import PagerProgram

/// Each decoder against its format's own tool: whole data, data given a byte at a time through a
/// small output, members one after another, data cut short and data that is not the format.
@Suite struct StreamDecoderTests {
  static let text = CompressedSamples.numbers(20000)

  /// Decodes `bytes` in `format`, `chunk` bytes of input and `room` of output at a time; throws
  /// what the decoder throws, and ``DecodingError/cutShort`` when it does not end whole.
  static func decode(
    _ bytes: [UInt8], _ format: CompressionFormat, chunk: Int = 65536, room: Int = 65536
  ) throws -> String {
    let decoder = try format.makeDecoder()
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: room)
    var start = 0
    while true {
      let end = min(bytes.count, start + chunk)
      let ends = end == bytes.count
      let step = try bytes.withUnsafeBytes { input in
        try buffer.withUnsafeMutableBytes { out in
          try decoder.decode(
            UnsafeRawBufferPointer(rebasing: input[start..<end]), into: out, inputEnds: ends)
        }
      }
      start += step.consumed
      output += buffer[0..<step.produced]
      if !step.madeProgress {
        // With room to write, a decoder takes all the input it is given.
        if !ends { Issue.record("\(format) made no progress at byte \(start)") }
        break
      }
    }
    guard decoder.isAtEnd else { throw DecodingError.cutShort }
    return String(decoding: output, as: UTF8.self)
  }

  @Test(arguments: CompressionFormat.allCases)
  func decodesWhatItsToolWrote(_ format: CompressionFormat) throws {
    let bytes = try CompressedSamples.compress(Self.text, format)
    #expect(try Self.decode(bytes, format) == Self.text)
    #expect(try Self.decode(bytes, format, chunk: 7, room: 5) == Self.text)
  }

  @Test(arguments: CompressionFormat.allCases)
  func membersOneAfterAnotherAreOneText(_ format: CompressionFormat) throws {
    let first = try CompressedSamples.compress("first\n", format)
    let second = try CompressedSamples.compress("second\n", format)
    #expect(try Self.decode(first + second, format) == "first\nsecond\n")
    #expect(try Self.decode(first + second, format, chunk: 3) == "first\nsecond\n")
  }

  @Test(arguments: CompressionFormat.allCases)
  func dataCutShortGivesWhatItHadAndSaysSo(_ format: CompressionFormat) throws {
    // Past bzip2's block of 900 kB, so that a whole block comes before the cut.
    let text = CompressedSamples.numbers(300_000)
    let bytes = try CompressedSamples.compress(text, format)
    let decoder = try format.makeDecoder()
    var buffer = [UInt8](repeating: 0, count: 4 << 20)
    let cut = Array(bytes[..<(bytes.count * 3 / 4)])
    var produced = 0
    var start = 0
    while true {
      let step = try cut.withUnsafeBytes { input in
        try buffer.withUnsafeMutableBytes { out in
          try decoder.decode(
            UnsafeRawBufferPointer(rebasing: input[start...]),
            into: UnsafeMutableRawBufferPointer(rebasing: out[produced...]), inputEnds: true)
        }
      }
      start += step.consumed
      produced += step.produced
      if !step.madeProgress { break }
    }
    #expect(!decoder.isAtEnd)
    #expect(produced > 0 && produced < text.utf8.count)
    #expect(Array(buffer[..<produced]) == Array(text.utf8.prefix(produced)))
    #expect(throws: DecodingError.cutShort) { try Self.decode(cut, format) }
  }

  @Test(arguments: CompressionFormat.allCases)
  func dataThatIsNotTheFormatIsCorrupt(_ format: CompressionFormat) throws {
    let bytes = try CompressedSamples.compress(Self.text, format)
    // The magic kept, the rest overwritten.
    var broken = bytes
    for index in 12..<min(broken.count, 400) {
      broken[index] = UInt8(truncatingIfNeeded: index * 7)
    }
    #expect {
      _ = try Self.decode(broken, format)
    } throws: { error in
      guard let error = error as? DecodingError, case .corrupt = error else { return false }
      return true
    }
  }

  @Test func aZstdWindowOverTheLimitSaysSoRatherThanCorrupt() throws {
    let bytes = try CompressedSamples.output(of: "seq 1 1000 | zstd -q --long=31 -c")
    #expect(ZstdDecoder.window(ofFrame: Array(bytes.prefix(6))) == 1 << 31)
    #expect(throws: DecodingError.windowTooLarge(needed: 1 << 31, allowed: 1 << 27)) {
      try Self.decode(bytes, .zstd)
    }
    #expect(
      DecodingError.windowTooLarge(needed: 1 << 31, allowed: 1 << 27).reason(format: .zstd)
        == "the zstd data needs a window of 2 GiB, more memory than the 128 MiB allowed "
        + "(it was made with zstd --long)")
    // A window within the limit decodes.
    let within = try CompressedSamples.output(of: "seq 1 1000 | zstd -q --long=27 -c")
    #expect(try Self.decode(within, .zstd) == CompressedSamples.numbers(1000))
  }

  @Test func theReasonNamesTheFormat() {
    #expect(DecodingError.cutShort.reason(format: .xz) == "the xz data is cut short")
    #expect(
      DecodingError.corrupt("invalid block type").reason(format: .gzip)
        == "the gzip data is corrupt (invalid block type)")
  }
}
