import Testing

@testable import PagerProgram

/// No message to standard error carries a control character raw: a binary config file, or a
/// file's name, cannot ring, retitle or move the terminal through an error.
@Suite struct PrintableMessagesTests {
  @Test func controlsAreWrittenOutAndLineEndsAndTabsStay() {
    #expect(
      PrintableMessages.printable("a\u{1B}]0;title\u{7}b\u{8}c\u{7F}\n\td")
        == "a^[]0;title^Gb^Hc^?\n\td")
    #expect(PrintableMessages.printable("\u{85}x\u{202E}y\u{2066}") == "<U+0085>x<U+202E>y<U+2066>")
    #expect(PrintableMessages.printable("plain é 日本") == "plain é 日本")
    #expect(PrintableMessages.printable("\u{0}\u{1F}") == "^@^_")
  }

  @Test func aBinaryConfigFilesErrorShowsItsBytesAsCarets() throws {
    let home = try ConfigHome("duration = 1\u{1B}[2J\u{7}\u{8}0\n")
    let outcome = ProgramTests.run([], variables: home.variables)
    #expect(outcome.status == 2)
    let text = outcome.error.text
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text)")
    #expect(text.contains("1^[[2J^G^H0"), "\(text)")
  }

  @Test func aMissingFileWithEscapesInItsNameIsNamedSafely() {
    let outcome = ProgramTests.run(["/nonexistent/\u{1B}]2;owned\u{7}"])
    #expect(!outcome.error.text.contains("\u{1B}"), "\(outcome.error.text)")
    #expect(outcome.error.text.contains("^[]2;owned^G"), "\(outcome.error.text)")
  }
}
