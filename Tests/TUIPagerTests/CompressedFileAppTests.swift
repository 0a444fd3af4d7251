import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Compressed files and pipes through the whole program in-process: decoded into the spool as
/// they are read, titled by their names, searched as text; data cut short shows what decoded and
/// says why it stopped, and the other tabs are untouched.
@Suite struct CompressedFileAppTests {
  static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }

  @Test func aGzipFileIsATabOfItsTextTitledByItsName() throws {
    let text = (1...5000).map { $0 == 4321 ? "4321 needle\n" : "\($0)\n" }.joined()
    let file = try CompressedSamples.file(
      named: "numbers.log.gz", try CompressedSamples.compress(text, .gzip))
    let pilot = try Pilot([file.path], size: Size(columns: 60, rows: 10))
    pilot.waitUntil { Self.trimmed($0[1]) == "1" && Self.trimmed($0[2]) == "2" }
    #expect(pilot.lines[0].contains("numbers.log.gz"))
    LessPromptAndHighlightAppTests.search(pilot, for: "needle")
    pilot.waitUntil { Self.trimmed($0[1]) == "4321 needle" }
    pilot.press(.character("G"))
    pilot.waitUntil { lines in lines.contains { Self.trimmed($0) == "5000" } }
    #expect(pilot.lines.last?.contains("of 5,000") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func anXzFileCutShortShowsWhatDecodedAndSaysWhyBesideAnUntouchedTab() throws {
    let whole = try CompressedSamples.compress(CompressedSamples.numbers(300_000), .xz)
    let cut = try CompressedSamples.file(named: "cut.xz", Array(whole[..<(whole.count / 2)]))
    let other = try TemporaryFile(named: "other.txt", "untouched\n")
    let pilot = try Pilot([cut.path, other.path], size: Size(columns: 80, rows: 10))
    pilot.waitUntil { Self.trimmed($0[2]) == "1" }
    pilot.press(.character("G"))
    let why = "… \(cut.path): the xz data is cut short; the text above is all there is"
    pilot.waitUntil(seconds: 40) { lines in lines.contains { $0.hasPrefix(String(why.prefix(80))) }
    }
    let index = try #require(pilot.lines.firstIndex { $0.hasPrefix(String(why.prefix(80))) })
    #expect(Int(Self.trimmed(pilot.lines[index - 2])) ?? 0 > 1000, "decoded lines come before")
    pilot.press(.character("2"))
    pilot.settle()
    #expect(Self.trimmed(pilot.lines[2]) == "untouched")
    #expect(!pilot.lines.contains { $0.contains("cut short") })
  }

  /// Plain text that starts with gzip's magic, `1f 8b`, and is no gzip shows as it is, whatever
  /// the options.
  @Test(arguments: [[], ["-f"], ["-L"]])
  func textThatOnlyStartsLikeGzipShowsAsItIs(_ options: [String]) throws {
    let file = try CompressedSamples.file(
      named: "looks.gz", [0x1F, 0x8B] + Array("not gzip\nsecond line\n".utf8))
    let pilot = try Pilot(options + [file.path], size: Size(columns: 60, rows: 10))
    pilot.waitUntil(seconds: 5) { Self.trimmed($0[2]) == "second line" }
    #expect(pilot.lines[1].contains("not gzip"), "\(pilot.lines[1])")
  }

  @Test func textThatOnlyStartsLikeGzipShowsAsItIsFromAPipe() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let bytes: [UInt8] = [0x1F, 0x8B] + Array("not gzip\nsecond line\n".utf8)
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    let pilot = try Pilot(["/proc/self/fd/\(ends[0])"], size: Size(columns: 60, rows: 10))
    pilot.waitUntil(seconds: 5) { Self.trimmed($0[2]) == "second line" }
  }

  @Test func aZstdFileWithATooLargeWindowSaysWhy() throws {
    let file = try CompressedSamples.file(
      named: "long.zst", try CompressedSamples.output(of: "seq 1 1000 | zstd -q --long=31 -c"))
    let pilot = try Pilot([file.path], size: Size(columns: 200, rows: 10))
    pilot.waitUntil(seconds: 5) { lines in
      lines.contains { $0.contains("the zstd data needs a window of 2 GiB, more memory than") }
    }
  }

  @Test(arguments: CompressionFormat.allCases)
  func aCompressedPipeIsDecodedToo(_ format: CompressionFormat) throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let bytes = try CompressedSamples.compress("from a pipe\n", format)
    // Written a byte at a time at first: the magic is told across reads.
    for byte in bytes.prefix(3) { _ = [byte].withUnsafeBytes { write(ends[1], $0.baseAddress, 1) } }
    let pilot = try Pilot(["/proc/self/fd/\(ends[0])"], size: Size(columns: 60, rows: 10))
    _ = bytes.dropFirst(3).withContiguousStorageIfAvailable {
      write(ends[1], $0.baseAddress, $0.count)
    }
    close(ends[1])
    pilot.waitUntil { Self.trimmed($0[1]) == "from a pipe" }
  }
}
