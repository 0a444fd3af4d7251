import Testing

@testable import PagerProgram

/// Compressed formats are told by their first bytes, whatever the file is called.
@Suite struct CompressionFormatTests {
  @Test func eachFormatIsToldByItsMagic() throws {
    for format in CompressionFormat.allCases {
      let bytes = try CompressedSamples.compress("hello\n", format)
      #expect(CompressionFormat(magic: bytes) == format, "\(format)")
    }
    #expect(CompressionFormat(magic: [0x1F, 0x8B]) == .gzip)
    #expect(CompressionFormat(magic: Array("BZh9".utf8)) == .bzip2)
    #expect(CompressionFormat(magic: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) == .xz)
    #expect(CompressionFormat(magic: [0x28, 0xB5, 0x2F, 0xFD]) == .zstd)
  }

  @Test func textAndOtherFormatsAreNotCompressed() {
    #expect(CompressionFormat(magic: Array("hello, world\n".utf8)) == nil)
    #expect(CompressionFormat(magic: Array("BZh0 not a block size".utf8)) == nil)
    // zip, PNG and ELF start with bytes of their own.
    #expect(CompressionFormat(magic: [0x50, 0x4B, 0x03, 0x04, 0, 0]) == nil)
    #expect(CompressionFormat(magic: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]) == nil)
    #expect(CompressionFormat(magic: [0x7F, 0x45, 0x4C, 0x46, 2, 1]) == nil)
  }

  @Test func tooFewBytesAreNotCompressed() {
    #expect(CompressionFormat(magic: [UInt8]()) == nil)
    #expect(CompressionFormat(magic: [0x1F]) == nil)
    #expect(CompressionFormat(magic: Array("BZh".utf8)) == nil)
    #expect(CompressionFormat(magic: [0xFD, 0x37, 0x7A, 0x58, 0x5A]) == nil)
    #expect(CompressionFormat(magic: [0x28, 0xB5, 0x2F]) == nil)
  }
}
