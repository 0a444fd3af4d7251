import Glibc
import Testing

@testable import PagerProgram

/// Writes `bytes` into a new temporary file named `name`.
func temporaryFile(named name: String, bytes: [UInt8]) throws -> TemporaryFile {
  let file = try TemporaryFile(named: name, "")
  let descriptor = open(file.path, O_WRONLY | O_TRUNC)
  guard descriptor >= 0 else { throw TemporaryFileError(errno: errno) }
  defer { close(descriptor) }
  let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  guard written == bytes.count else { throw TemporaryFileError(errno: errno) }
  return file
}

/// Compiled lesskey files, as the `lesskey` program of less 590 writes them.
@Suite struct LesskeyBinaryTests {
  /// The source of ``compiled``.
  static let source = """
    #command
    x quit
    \\ku back-line
    ^Fq forw-screen
    z forw-line abc
    #stop
    #line-edit
    ^A home
    #stop
    #env
    LESS = -N
    FOO=bar baz

    """

  /// What `lesskey -o FILE` of less 590 made of ``source``.
  static let compiled: [UInt8] = [
    0x00, 0x4d, 0x2b, 0x47, 0x63, 0x18, 0x00, 0x78, 0x00, 0x18, 0x0b, 0x03, 0x06, 0x01, 0x01,
    0x01, 0x00, 0x02, 0x06, 0x71, 0x00, 0x0d, 0x7a, 0x00, 0x8c, 0x61, 0x62, 0x63, 0x00, 0x00,
    0x67, 0x65, 0x05, 0x00, 0x01, 0x00, 0x09, 0x00, 0x67, 0x76, 0x16, 0x00, 0x4c, 0x45, 0x53,
    0x53, 0x00, 0x81, 0x2d, 0x4e, 0x00, 0x46, 0x4f, 0x4f, 0x00, 0x81, 0x62, 0x61, 0x72, 0x20,
    0x62, 0x61, 0x7a, 0x00, 0x78, 0x45, 0x6e, 0x64,
  ]

  /// The lines of `source` as a compiled file holds them: without their line numbers.
  static func unnumbered(_ source: LesskeySource) -> LesskeySource {
    func strip(_ bindings: [LesskeySource.Binding]) -> [LesskeySource.Binding] {
      bindings.map {
        var binding = $0
        binding.line = 0
        return binding
      }
    }
    return LesskeySource(
      commands: strip(source.commands), editing: strip(source.editing),
      variables: source.variables, stopsCommands: source.stopsCommands,
      stopsEditing: source.stopsEditing)
  }

  @Test func itHoldsWhatItsSourceSays() throws {
    let read = try #require(LesskeyBinary.source(Self.compiled))
    #expect(read == Self.unnumbered(LesskeySource(text: Self.source)))
    #expect(
      read.commands.map(\.keys) == [
        [.character("x")], [.up], [.control("F"), .character("q")], [.character("z")],
      ])
    #expect(read.commands.last?.extra == "abc")
    #expect(read.stopsCommands && read.stopsEditing)
    #expect(read.editing.map(\.action) == ["home"])
    #expect(read.variables.map(\.name) == ["LESS", "FOO"])
    #expect(read.variables.map(\.value) == ["-N", "bar baz"])
  }

  @Test func whatIsNotOneWholeIsPassedOver() {
    let compiled = Self.compiled
    #expect(LesskeyBinary.source([]) == nil)
    #expect(LesskeyBinary.source(Array("x quit\n".utf8)) == nil, "a source file")
    #expect(LesskeyBinary.source(Array(compiled.dropLast())) == nil, "no End")
    #expect(LesskeyBinary.source(Array(compiled.dropFirst())) == nil, "no magic")
    var longer = compiled
    longer[5] = 0x3F  // the command section said longer than the file
    #expect(LesskeyBinary.source(longer) == nil)
    var unknown = compiled
    unknown[4] = UInt8(ascii: "q")  // a section less does not know
    #expect(LesskeyBinary.source(unknown) == nil)
    var cut = compiled
    cut[27] = 0x61  // the extra text of `z` runs into the next entry's keys and off the table
    cut[28] = 0x61
    #expect(LesskeyBinary.source(cut) == nil)
    // Only the magic, the end section and End: a file of nothing.
    let empty = LesskeyBinary.source(LesskeyBinary.magic + [UInt8(ascii: "x")] + Array("End".utf8))
    #expect(empty == LesskeySource(commands: [], editing: [], variables: []))
  }

  @Test func anEntryOfAnUnknownActionOrKeyIsLeftOut() throws {
    let table: [UInt8] =
      [UInt8(ascii: "a"), 0, 99]  // no action of less's
      + [0x0B, 14, 6, 1, 1, 1, 0, 24]  // F1: no key lesskey writes
      + [UInt8(ascii: "b"), 0, 24]
    let bytes =
      LesskeyBinary.magic + [UInt8(ascii: "c"), UInt8(table.count), 0] + table
      + [UInt8(ascii: "x")] + Array("End".utf8)
    let read = try #require(LesskeyBinary.source(bytes))
    #expect(read.commands.map(\.keys) == [[.character("b")]])
  }

  /// With less's own `lesskey` at hand, a file it compiles now reads as its source.
  @Test(.enabled(if: access("/usr/bin/lesskey", X_OK) == 0))
  func theLesskeyProgramsFilesAreRead() throws {
    let source = try TemporaryFile(
      named: "lesskey.src",
      """
      #command
      \\kd\\kU  goto-end
      \\e^K    repeat-search
      é       quit
      ^L      noaction
      #line-edit
      \\t      forw-complete
      #env
      PROMPT = a\\tb
      """)
    let output = source.folder + "/less"
    defer { unlink(output) }
    let pid = try AdoptedChildrenTests.start(["/usr/bin/lesskey", "-o", output, source.path])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try #require(status == 0, "lesskey: \(status)")
    let bytes = try TextFile.bytes(output).get()
    let read = try #require(LesskeyBinary.source(bytes))
    let expected = LesskeySource(text: try TextFile.read(source.path).get())
    #expect(read == Self.unnumbered(expected))
    #expect(read.commands.count == 4)
  }
}
