import Glibc
import TestSupport
import Testing

@testable import PagerProgram

/// Quoting for the shell on bytes (issue 29, case 1): whatever a name holds, `/bin/sh` reads the
/// quoted word back byte for byte. Quoting by `Character` missed a `'` fused with the mark after
/// it, and a name ran code.
@Suite struct ShellQuotingTests {
  /// What `/bin/sh -c command` writes to its standard output.
  static func output(of command: [UInt8]) throws -> [UInt8] {
    var ends: [Int32] = [-1, -1]
    // Close-on-exec, so that no child another test starts meanwhile holds the pipe open.
    guard pipe(&ends) == 0 else { throw TemporaryFileError(errno: errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let process: pid_t
    do {
      process = try ShellCommand.spawn(command, output: ends[1], ownSession: true)
    } catch {
      close(ends[0])
      close(ends[1])
      throw error
    }
    close(ends[1])
    defer { close(ends[0]) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    return bytes
  }

  /// Each of `words` quoted and printed by one shell, a NUL after each (a word holds none),
  /// read back apart.
  static func roundTrips(_ words: [[UInt8]]) throws -> [[UInt8]] {
    var command: [UInt8] = []
    for word in words {
      command +=
        Array("printf %s ".utf8) + ShellQuoting.quoted(word) + Array(#"; printf '\000'; "#.utf8)
    }
    let output = try output(of: command)
    return output.split(separator: 0, omittingEmptySubsequences: false).dropLast().map(Array.init)
  }

  static func roundTrip(_ word: [UInt8]) throws -> [UInt8] {
    try roundTrips([word]).first ?? []
  }

  /// Pieces random words are made of: every single byte but NUL, a quote fused with a
  /// combining mark or a joiner, shell syntax, and bytes that are not UTF-8.
  static let pieces: [[UInt8]] =
    (1...255).map { [UInt8($0)] } + [
      Array("'\u{301}".utf8), Array("'\u{200D}".utf8), Array("\u{200D}'".utf8),
      Array("$(printf X)".utf8), Array("`id`".utf8), Array(#"'\''"#.utf8), Array("%s".utf8),
      [0xC3], [0xE2, 0x80], [0xFF, 0xFE], [0xED, 0xA0, 0x80], Array("👨‍👩‍👧".utf8),
    ]

  @Test func everyByteButNULComesBackAsItWas() throws {
    let all = (1...255).map(UInt8.init)
    #expect(try Self.roundTrip(all) == all)
    #expect(try Self.roundTrip([]) == [])
  }

  @Test func aQuoteFusedWithAMarkOrAJoinerIsStillQuoted() throws {
    let hostile = "g'\u{301}$(printf X)'\u{301}.txt"
    #expect(try Self.roundTrip(Array(hostile.utf8)) == Array(hostile.utf8))
    #expect(ShellQuoting.quoted(hostile) == "'g'\\''\u{301}$(printf X)'\\''\u{301}.txt'")
  }

  @Test func randomWordsComeBackByteForByte() throws {
    var generator = SeededGenerator(seed: 29)
    let words = (0..<300).map { _ in
      let count = Int.random(in: 1...12, using: &generator)
      return (0..<count).flatMap { _ in Self.pieces.randomElement(using: &generator)! }
    }
    let back = try Self.roundTrips(words)
    #expect(back.count == words.count)
    for (word, came) in zip(words, back) where came != word {
      Issue.record("\(word) came back as \(came)")
      return
    }
  }
}
