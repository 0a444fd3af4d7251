import Glibc
import Testing

@testable import PagerProgram

/// A small text file read whole: read into room for its measured size, whatever that size, and
/// what a file that is not a regular one or is too large gets.
@Suite struct TextFileTests {
  /// Every byte back, in order, for sizes around a page and a read's room.
  @Test(arguments: [0, 1, 4095, 4096, 4097, 16_384, 40_001])
  func aFileIsReadWhole(size: Int) throws {
    let text = String((0..<size).map { Character(UnicodeScalar(UInt8(33 + $0 % 90))) })
    let file = try TemporaryFile(named: "text", text)
    let bytes = try TextFile.bytes(file.path).get()
    #expect(bytes.count == size)
    #expect(bytes == Array(text.utf8))
  }

  /// A file that says it is empty, as /proc's do, is read on to its end all the same.
  @Test func aFileSayingItIsEmptyIsReadToItsEnd() throws {
    let bytes = try TextFile.bytes("/proc/self/status").get()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("Name:"), "\(text.prefix(40))")
    #expect(text.contains("\nVmRSS:"))
    #expect(text.hasSuffix("\n"))
  }

  @Test func aFolderOrAMissingFileSaysWhy() throws {
    let file = try TemporaryFile(named: "here", "x")
    guard case .failure(let folder) = TextFile.bytes(file.folder) else {
      Issue.record("a folder was read")
      return
    }
    #expect(folder.subject == file.folder)
    guard case .failure(let missing) = TextFile.bytes(file.folder + "/gone") else {
      Issue.record("a missing file was read")
      return
    }
    #expect(missing.subject == file.folder + "/gone")
  }

  @Test func aFileOverTheLimitIsNotRead() throws {
    let file = try TemporaryFile(
      named: "large", String(repeating: "y", count: TextFile.sizeLimit + 1))
    guard case .failure(let error) = TextFile.bytes(file.path) else {
      Issue.record("a file over the limit was read")
      return
    }
    #expect(error.reason.contains("larger than 1 MiB"), "\(error.reason)")
  }
}
