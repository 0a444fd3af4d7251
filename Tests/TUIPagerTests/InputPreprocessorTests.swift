import Testing

@testable import PagerProgram

/// `LESSOPEN` and `LESSCLOSE` read as less reads them: every form of the grammar, the quoting of
/// names, and what turns the preprocessor off.
@Suite struct InputPreprocessorTests {
  @Test func theBarsSayWhatTheOutputIs() throws {
    let name = try #require(InputPreprocessor(lessOpen: "lesspipe %s"))
    #expect(name.output == .replacementName && !name.alsoStandardInput)
    #expect(name.command == "lesspipe %s")
    let pipe = try #require(InputPreprocessor(lessOpen: "| batcat %s"))
    #expect(pipe.output == .pipe && pipe.command == " batcat %s")
    let evenEmpty = try #require(InputPreprocessor(lessOpen: "||cat %s"))
    #expect(evenEmpty.output == .pipeEvenEmpty && evenEmpty.command == "cat %s")
  }

  @Test func aDashAfterTheBarsTakesStandardInputToo() throws {
    for (value, output) in [
      ("-pre %s", InputPreprocessor.Output.replacementName), ("|-pre %s", .pipe),
      ("||-pre %s", .pipeEvenEmpty),
    ] {
      let preprocessor = try #require(InputPreprocessor(lessOpen: value))
      #expect(preprocessor.output == output && preprocessor.alsoStandardInput, "\(value)")
      #expect(preprocessor.command == "pre %s")
      #expect(preprocessor.applies(to: .standardInput))
    }
    let filesOnly = try #require(InputPreprocessor(lessOpen: "|pre %s"))
    #expect(!filesOnly.applies(to: .standardInput))
    #expect(filesOnly.applies(to: .file(path: FilePath("x"))))
    #expect(!filesOnly.applies(to: .command("ls")))
  }

  @Test func exactlyOnePercentSOrItIsIgnored() {
    #expect(InputPreprocessor(lessOpen: nil) == nil)
    #expect(InputPreprocessor(lessOpen: "") == nil)
    #expect(InputPreprocessor(lessOpen: "|cat") == nil)
    #expect(InputPreprocessor(lessOpen: "|cat %s %s") == nil)
    #expect(InputPreprocessor(lessOpen: "|printf %d %s") == nil)
    #expect(InputPreprocessor(lessOpen: "|printf 100%% %s") != nil)
  }

  @Test func theNameIsQuotedForTheShell() throws {
    let preprocessor = try #require(InputPreprocessor(lessOpen: "|pre --width=100%% %s"))
    #expect(preprocessor.command(for: "a b.txt") == "pre --width=100% 'a b.txt'")
    #expect(preprocessor.command(for: "it's") == "pre --width=100% 'it'\\''s'")
    #expect(preprocessor.command(for: "-") == "pre --width=100% '-'")
    #expect(
      preprocessor.command(for: [0x6C, 0xE9]) == Array("pre --width=100% 'l".utf8) + [0xE9, 0x27],
      "a name that is not UTF-8 goes in byte for byte")
  }

  @Test func lessCloseTakesTheNameAndTheReplacement() throws {
    let preprocessor = try #require(
      InputPreprocessor(lessOpen: "lesspipe %s", lessClose: "lesspipe %s %s"))
    #expect(
      preprocessor.closeCommand(for: "x.gz", replacement: "/tmp/r") == "lesspipe 'x.gz' '/tmp/r'")
    let pipe = try #require(InputPreprocessor(lessOpen: "|p %s", lessClose: "rm %s %s %s"))
    #expect(pipe.closeCommand == nil, "more than two %s: ignored")
    #expect(InputPreprocessor(lessOpen: "|p %s")?.closeCommand(for: "x", replacement: "-") == nil)
  }

  @Test func minusLAndSecureModeTurnItOff() {
    let chosen = InputPreprocessor.chosen(
      lessOpen: "|p %s", lessClose: nil, usesLessOpen: true, secure: false)
    #expect(chosen?.output == .pipe)
    #expect(
      InputPreprocessor.chosen(
        lessOpen: "|p %s", lessClose: nil, usesLessOpen: false, secure: false)
        == nil)
    #expect(
      InputPreprocessor.chosen(lessOpen: "|p %s", lessClose: nil, usesLessOpen: true, secure: true)
        == nil)
  }

  @Test func minusLIsReadFromTheCommandLine() throws {
    for arguments in [["-L", "x"], ["--no-lessopen", "x"]] {
      guard case .run(let options) = try Invocation.parse(arguments) else {
        Issue.record("\(arguments) does not run")
        continue
      }
      #expect(!options.less.usesLessOpen)
    }
  }
}

/// The byte forms the tests above compare with, spelt as text.
extension InputPreprocessor {
  fileprivate func command(for name: String) -> String {
    String(decoding: command(for: Array(name.utf8)), as: UTF8.self)
  }

  fileprivate func closeCommand(for name: String, replacement: String) -> String? {
    closeCommand(for: Array(name.utf8), replacement: Array(replacement.utf8)).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}
