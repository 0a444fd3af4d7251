import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Binary files are told as less tells them, and shown after a line that says so unless `-f`.
@Suite struct BinaryCheckTests {
  @Test func textColoursAndUTF8AreNotBinary() {
    #expect(!BinaryCheck.looksBinary(Array("plain text\twith tabs\r\n".utf8)))
    #expect(!BinaryCheck.looksBinary(Array("\u{1B}[31mred\u{1B}[0m b\u{8}b\u{C}\n".utf8)))
    #expect(!BinaryCheck.looksBinary(Array("日本語 👍🏽 é\n".utf8)))
    #expect(!BinaryCheck.looksBinary([UInt8]()))
    // A sequence cut off at the end of the sample is not held against the text.
    let cut = Array(String(repeating: "é", count: 200).utf8)
    #expect(!BinaryCheck.looksBinary(cut))
  }

  @Test func moreThanFiveBinaryBytesIsBinary() {
    #expect(!BinaryCheck.looksBinary([0, 0, 0, 0, 0] + Array("text".utf8)))
    #expect(BinaryCheck.looksBinary([0, 0, 0, 0, 0, 0] + Array("text".utf8)))
    #expect(BinaryCheck.looksBinary([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]))
    #expect(BinaryCheck.looksBinary([0xFF, 0xFE, 0x80, 0x81, 0xC0, 0xAF, 0x20]))
  }

  @Test func onlyTheFirstBytesAreLookedAt() {
    let late = Array(String(repeating: "a", count: 256).utf8) + [UInt8](repeating: 0, count: 50)
    #expect(!BinaryCheck.looksBinary(late))
  }

  @Test func aBinaryFileShowsANoticeFirstAndMinusFShowsItPlainly() throws {
    let file = try CompressedSamples.file(
      named: "blob.bin", [0, 1, 2, 3, 4, 5, 6, 7] + Array("\nreadable\n".utf8))
    let warned = try Pilot([file.path], size: Size(columns: 200, rows: 8))
    #expect(warned.lines[1].hasPrefix("… \(file.path) may be a binary file (-f shows it plainly)"))
    #expect(warned.lines[3].hasPrefix("readable"))
    let plain = try Pilot(["-f", file.path], size: Size(columns: 200, rows: 8))
    #expect(plain.lines[1].hasPrefix("^@^A^B"))
    #expect(plain.lines[2].hasPrefix("readable"))
  }
}
