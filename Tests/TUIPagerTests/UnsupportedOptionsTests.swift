import Testing

@testable import PagerProgram

/// `LESS_UNSUPPORT`: options passed over without a word on the command line and in `LESS`, as
/// less 704 reads the list.
@Suite struct UnsupportedOptionsTests {
  static func options(
    _ arguments: [String], less: String? = nil, unsupported: String?
  ) throws -> Options {
    let list = UnsupportedOptions(unsupported)
    let invocation = try Invocation.parse(
      arguments, unsupported: list,
      preferences: { commandLine throws(UsageError) in
        try Preferences.load(
          commandLine: commandLine, variables: [:], lessVariable: less, unsupported: list)
      })
    guard case .run(let options) = invocation else { throw UsageError(message: "no run") }
    return options
  }

  @Test func theListNamesOptionsByLetterOrLongName() {
    let list = UnsupportedOptions("-X  --mouse\t-SN --quit-if --nothing-such -")
    for option: Option in [.noInit, .mouse, .chopLongLines, .lineNumbers, .quitIfOneScreen] {
      #expect(list.contains(option), "\(option)")
    }
    #expect(!list.contains(.rawColors))
    #expect(UnsupportedOptions(nil) == UnsupportedOptions(""))
  }

  @Test func anOptionNamesItsTwinToo() {
    // -i and -I are one option in less's table.
    let list = UnsupportedOptions("--ignore-case")
    #expect(list.contains(.ignoreCase) && list.contains(.ignoreCaseAlways))
  }

  @Test func theCommandLinesAreIgnoredWithoutError() throws {
    let options = try Self.options(["-XN", "-S", "file"], unsupported: "-X -S")
    let (leaves, wraps, numbered) =
      (options.leavesLastScreen, options.wrapsLines, options.showsLineNumbers)
    #expect(!leaves)
    #expect(wraps)
    #expect(numbered, "-N was not named")
    #expect(options.sources == [.file(path: FilePath("file"))])
  }

  @Test func anIgnoredOptionsValueGoesWithIt() throws {
    let options = try Self.options(["-j", "abc", "file"], unsupported: "-j")
    #expect(options.sources == [.file(path: FilePath("file"))], "abc is -j's, no file")
    let target = options.less.targetLine
    #expect(target == nil)
    #expect(throws: UsageError.self) { try Self.options(["-j", "abc", "file"], unsupported: nil) }
  }

  @Test func lessVariablesAreIgnoredToo() throws {
    let options = try Self.options(["file"], less: "-XS --LINE-NUMBERS", unsupported: "-N -S")
    let (leaves, wraps, numbered) =
      (options.leavesLastScreen, options.wrapsLines, options.showsLineNumbers)
    #expect(leaves)
    #expect(wraps)
    #expect(!numbered)
  }

  @Test func withoutTheListTheyCount() throws {
    let options = try Self.options(["-X", "file"], less: "-S", unsupported: nil)
    let (leaves, wraps) = (options.leavesLastScreen, options.wrapsLines)
    #expect(leaves && !wraps)
  }
}
