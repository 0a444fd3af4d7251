import Glibc
import Testing

@testable import PagerProgram

/// The spool: an unlinked file written at its end, read back with `pread`, and holed at its start.
@Suite struct SpoolTests {
  private static func readBack(_ spool: Spool, at offset: Int, count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes {
      pread(spool.descriptor, $0.baseAddress, count, off_t(offset))
    }
    return Array(bytes.prefix(max(0, read)))
  }

  @Test func appendedBytesReadBackAtTheirOffsets() throws {
    var spool = try Spool()
    defer { spool.close() }
    let first = Array("hello\n".utf8)
    let second = [UInt8](repeating: 0x61, count: 200_000)
    try first.withUnsafeBytes { try spool.append($0) }
    try second.withUnsafeBytes { try spool.append($0) }
    #expect(spool.byteCount == first.count + second.count)
    #expect(Self.readBack(spool, at: 0, count: 6) == first)
    #expect(Self.readBack(spool, at: 6, count: second.count) == second)
  }

  @Test func theFileHasNoNameLeftInItsFolder() throws {
    let folder = try TemporaryFile(named: "x", "")
    var spool = try Spool(folder: folder.folder)
    defer { spool.close() }
    try Array("text".utf8).withUnsafeBytes { try spool.append($0) }
    let directory = try #require(opendir(folder.folder))
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      var name = entry.pointee.d_name
      names.append(
        withUnsafeBytes(of: &name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) })
    }
    #expect(names.sorted() == [".", "..", "x"])
  }

  @Test func aMissingFolderFallsBackToAFileInMemory() throws {
    var spool = try Spool(folder: "/nonexistent/folder")
    defer { spool.close() }
    try Array("kept".utf8).withUnsafeBytes { try spool.append($0) }
    #expect(Self.readBack(spool, at: 0, count: 4) == Array("kept".utf8))
  }

  @Test func discardingFreesTheStartAndKeepsTheOffsetsAfter() throws {
    var spool = try Spool()
    defer { spool.close() }
    let block = [UInt8](repeating: 0x62, count: 1 << 20)
    for _ in 0..<4 { try block.withUnsafeBytes { try spool.append($0) } }
    spool.discard(before: 3 << 20)
    #expect(spool.firstKeptByte == 3 << 20 && spool.keptByteCount == 1 << 20)
    #expect(Self.readBack(spool, at: 3 << 20, count: 16) == Array(block.prefix(16)))
    #expect(Self.readBack(spool, at: 0, count: 4) == [0, 0, 0, 0], "a hole reads as zeros")
    var status = stat()
    fstat(spool.descriptor, &status)
    #expect(Int(status.st_blocks) * 512 <= 2 << 20, "the dropped bytes take no disk")
  }

  @Test func aFailedWriteSaysWhyAndKeepsWhatWasWritten() throws {
    let file = try TemporaryFile(named: "read-only", "")
    var spool = Spool(descriptor: open(file.path, O_RDONLY | O_CLOEXEC))
    defer { spool.close() }
    #expect(throws: DocumentError.system(EBADF, subject: "cannot keep more text")) {
      try Array("x".utf8).withUnsafeBytes { try spool.append($0) }
    }
    #expect(spool.byteCount == 0)
  }
}
