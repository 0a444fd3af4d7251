import Testing

@testable import PagerProgram

/// `POSIXLY_CORRECT`: the options come before the files, as less 704 reads the command line
/// with it set; without it they mix.
@Suite struct OptionsFirstTests {
  static func options(_ arguments: [String], optionsFirst: Bool) throws -> Options {
    guard case .run(let options) = try Invocation.parse(arguments, optionsFirst: optionsFirst)
    else { throw UsageError(message: "no run") }
    return options
  }

  @Test func theFirstFileEndsTheOptions() throws {
    let options = try Self.options(["-S", "a", "-N", "b"], optionsFirst: true)
    let (wraps, numbered) = (options.wrapsLines, options.showsLineNumbers)
    #expect(!wraps, "-S came before the files")
    #expect(!numbered)
    #expect(options.sources == ["a", "-N", "b"].map { .file(path: FilePath($0)) })
    let dash = try Self.options(["-", "-N"], optionsFirst: true)
    #expect(dash.sources.count == 2, "- is a file: -N after it too")
  }

  @Test func withoutItOptionsAndFilesMix() throws {
    let numbered = try Self.options(["a", "-N", "b"], optionsFirst: false).showsLineNumbers
    #expect(numbered)
    let options = try Self.options(["a", "-N", "b"], optionsFirst: false)
    #expect(options.sources.count == 2)
  }
}
