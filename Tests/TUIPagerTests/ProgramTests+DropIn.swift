import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A pipe holding `bytes` with its write end closed: standard input as `printf … |` gives it.
/// Returns the read end.
func pipeHolding(_ bytes: [UInt8]) throws -> Int32 {
  var ends: [Int32] = [-1, -1]
  try #require(pipe(&ends) == 0)
  let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
  close(ends[1])
  try #require(written == bytes.count)
  return ends[0]
}

/// A file to stand for standard output: made empty in `folder`, read back with ``text``.
final class OutputFile {
  let path: String
  let descriptor: Int32

  init(in folder: String) throws {
    path = folder + "/output"
    descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
  }

  deinit {
    close(descriptor)
    unlink(path)
  }

  /// What was written to it, byte for byte.
  var bytes: [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var offset = 0
    while true {
      let count = chunk.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, off_t(offset))
      }
      guard count > 0 else { return bytes }
      bytes += chunk[..<count]
      offset += count
    }
  }
}

/// As a drop-in `PAGER`: with standard output not a terminal the documents are copied to it, and
/// `-F` prints a document that fits on the screen instead of paging it.
extension ProgramTests {
  /// Text a file can hold that a terminal would act on: escapes, overstrike, a carriage return,
  /// bytes that are not UTF-8, and no newline at the end.
  static let awkwardBytes: [UInt8] =
    Array("\u{1B}[1mbold\u{1B}[0m b\u{8}b _\u{8}u\r\n\t日本\n".utf8) + [0xFF, 0xFE]
    + Array("end".utf8)

  @Test func filesAndStandardInputAreCopiedUnchangedInOrder() throws {
    let first = try TemporaryFile(named: "a.txt", "")
    append(String(decoding: Self.awkwardBytes, as: UTF8.self), to: first.path)
    let firstBytes = try #require(readFile(first.path)).utf8
    let second = try TemporaryFile(named: "b.txt", "second\n")
    let output = try OutputFile(in: second.folder)
    let input = try pipeHolding(Array("from a pipe\n".utf8))
    defer { close(input) }

    let outcome = Self.run(
      [first.path, "-", second.path], standardInputIsTerminal: false,
      standardOutputIsTerminal: false, input: input, output: output.descriptor)
    #expect(outcome.status == 0)
    #expect(outcome.error.text.isEmpty)
    #expect(outcome.terminal == nil)
    #expect(output.bytes == Array(firstBytes) + Array("from a pipe\nsecond\n".utf8))
  }

  @Test func bytesThatAreNotUTF8AreCopiedAsTheyAre() throws {
    let folder = try TemporaryFile(named: "unused", "")
    let output = try OutputFile(in: folder.folder)
    let input = try pipeHolding(Self.awkwardBytes)
    defer { close(input) }
    // `git log | TUIPager | cat`: standard input alone, read because it is not a terminal.
    let outcome = Self.run(
      [], standardInputIsTerminal: false, standardOutputIsTerminal: false, input: input,
      output: output.descriptor)
    #expect(outcome.status == 0)
    #expect(output.bytes == Self.awkwardBytes)
  }

  @Test func aNonBlockingPipeIsWaitedOnNotTakenForAnError() throws {
    // A parent may hand the pager a non-blocking pipe whose writer has not written yet.
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    let writer = ends[1]
    let folder = try TemporaryFile(named: "unused", "")
    let output = try OutputFile(in: folder.folder)
    var thread = pthread_t()
    pthread_create(
      &thread, nil,
      { writer in
        // Late enough that the copy finds the pipe empty first.
        usleep(50_000)
        let descriptor = Int32(Int(bitPattern: writer))
        _ = StandardStream(descriptor: descriptor).writeAll("late\n")
        close(descriptor)
        return nil
      }, UnsafeMutableRawPointer(bitPattern: Int(writer)))
    let outcome = Self.run(
      [], standardInputIsTerminal: false, standardOutputIsTerminal: false, input: ends[0],
      output: output.descriptor)
    pthread_join(thread, nil)
    #expect(outcome.status == 0)
    #expect(outcome.error.text.isEmpty)
    #expect(output.bytes == Array("late\n".utf8))
  }

  @Test func aFileThatCannotBeReadIsReportedAndTheRestStillCopied() throws {
    let present = try TemporaryFile(named: "present.txt", "here\n")
    let output = try OutputFile(in: present.folder)
    let missing = present.folder + "/missing.txt"
    let outcome = Self.run(
      [missing, present.folder, present.path], standardOutputIsTerminal: false,
      output: output.descriptor)
    #expect(outcome.status == 1)
    #expect(
      outcome.error.lines == [
        "TUIPager: \(missing): No such file or directory",
        "TUIPager: \(present.folder): Is a directory",
      ])
    #expect(output.bytes == Array("here\n".utf8))
  }

  @Test func commandsRunToTheirEndAndTheirOutputComesInItsPlace() throws {
    let file = try TemporaryFile(named: "after.txt", "after\n")
    let output = try OutputFile(in: file.folder)
    let outcome = Self.run(
      [
        "--command", "printf 'out\\n'; printf 'err\\n' >&2; exit 3", file.path, "--command",
        "printf last",
      ],
      standardOutputIsTerminal: false, output: output.descriptor)
    // A command that fails is no failure of the copy: its output is all there is to copy.
    #expect(outcome.status == 0)
    #expect(outcome.error.text.isEmpty)
    #expect(String(decoding: output.bytes, as: UTF8.self) == "out\nerr\nafter\nlast")
  }

  // MARK: -F

  /// The program run on a 20×5 terminal with `arguments`.
  private static func runOnSmallTerminal(_ arguments: [String], output: OutputFile) -> Outcome {
    run(arguments, output: output.descriptor, terminalSize: Size(columns: 20, rows: 5))
  }

  @Test(arguments: [["-F"], ["--quit-if-one-screen"], ["-FRX"], ["-R", "-F", "-X", "-K", "-R"]])
  func aFileThatFitsIsPrintedInsteadOfPaged(flags: [String]) throws {
    // Four rows on a screen of five: the last is left for the shell's prompt.
    let text = "one\n" + String(repeating: "x", count: 25) + "\n\u{1B}[31mred\u{1B}[0m\n"
    let file = try TemporaryFile(named: "short.txt", text)
    let output = try OutputFile(in: file.folder)
    let outcome = Self.runOnSmallTerminal(flags + [file.path], output: output)
    #expect(outcome.status == 0)
    #expect(outcome.terminal == nil, "the screen should not be used")
    #expect(outcome.error.text.isEmpty)
    #expect(String(decoding: output.bytes, as: UTF8.self) == text)
  }

  @Test(
    arguments: [
      ([], "FRX", true), (["-F"], "-R", true), (["-+F"], "FRX", false), ([], "-R", false),
      ([], nil, false), ([], "FRSXMK", true), ([], "-FRSXMQ", true),
      ([], "-ix8RmPm Manual page F$PM F$", false), (["-+F"], "-F", false),
    ] as [([String], String?, Bool)])
  func lessVariableAsksForFUnlessTheCommandLineSays(
    flags: [String], less: String?, printed: Bool
  ) throws {
    let file = try TemporaryFile(named: "short.txt", "one\n")
    let output = try OutputFile(in: file.folder)
    let outcome = Self.run(
      flags + [file.path], output: output.descriptor, terminalSize: Size(columns: 20, rows: 5),
      lessVariable: less)
    #expect(outcome.status == 0)
    #expect(output.bytes == (printed ? Array("one\n".utf8) : []))
    #expect((outcome.terminal == nil) == printed)
  }

  @Test func aFileOneRowTooLongIsPaged() throws {
    let text = "one\n" + String(repeating: "x", count: 25) + "\nthree\nfour\n"
    let file = try TemporaryFile(named: "long.txt", text)
    let output = try OutputFile(in: file.folder)
    let outcome = Self.runOnSmallTerminal(["-F", file.path], output: output)
    #expect(outcome.status == 0)
    #expect(output.bytes.isEmpty)
    let lines = outcome.terminal?.frames.first?.lines ?? []
    #expect(lines.contains { $0.hasPrefix("one") }, "\(lines)")
  }

  @Test(arguments: [["-F", "-+F"], ["-RF", "-+RF"], []])
  func withoutFAFileThatFitsIsPaged(flags: [String]) throws {
    let file = try TemporaryFile(named: "short.txt", "one\n")
    let output = try OutputFile(in: file.folder)
    let outcome = Self.runOnSmallTerminal(flags + [file.path], output: output)
    #expect(outcome.status == 0)
    #expect(output.bytes.isEmpty)
    #expect(outcome.terminal?.frames.isEmpty == false)
  }

  @Test func withMoreThanOneDocumentFPagesThem() throws {
    let file = try TemporaryFile(named: "short.txt", "one\n")
    let output = try OutputFile(in: file.folder)
    let outcome = Self.runOnSmallTerminal(["-F", file.path, "--command", "true"], output: output)
    #expect(outcome.status == 0)
    #expect(output.bytes.isEmpty)
    #expect(outcome.terminal?.frames.isEmpty == false)
  }

  @Test func sMeansChop() {
    #expect(runOptions(["-S", "x.txt"])?.wrapsLines == false)
    #expect(runOptions(["-SR", "x.txt"])?.wrapsLines == false)
    // less's options may come twice, as tools and habits pass them.
    #expect(usageError(["-S", "--chop"]) == nil)
    #expect(usageError(["-FH"]) == "unknown option '-H'")
    #expect(usageError(["-+H"]) == "unknown option '-H'")
  }
}
