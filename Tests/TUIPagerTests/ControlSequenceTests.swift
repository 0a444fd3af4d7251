import Glibc
import Testing

@testable import PagerProgram

/// The bytes the program writes itself, and the one way it writes them.
@Suite struct ControlSequenceTests {
  @Test func mouseModes() {
    #expect(ControlSequence.mouseReportingOn == "\u{1B}[?1000;1002;1006h")
    #expect(ControlSequence.mouseReportingOff == "\u{1B}[?1006;1002;1000l")
  }

  @Test func synchronizedOutput() {
    #expect(ControlSequence.synchronizedOutputBegin == "\u{1B}[?2026h")
    #expect(ControlSequence.synchronizedOutputEnd == "\u{1B}[?2026l")
  }

  @Test func writeAllWritesEveryByte() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let text = String(repeating: "━ synchronized ", count: 100)
    #expect(StandardStream(descriptor: ends[1]).writeAll(text))
    close(ends[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(ends[0], &buffer, buffer.count), count > 0 {
      bytes += buffer[..<count]
    }
    #expect(bytes == Array(text.utf8))
  }

  @Test func writeAllSaysWhenTheDescriptorFails() {
    #expect(!StandardStream(descriptor: -1).writeAll("lost"))
  }
}
