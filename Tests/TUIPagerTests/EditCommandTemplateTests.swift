import Testing

@testable import PagerProgram

/// `LESSEDIT`, as less's prompts are written: `%` letters, `?` conditions, `\` escapes; the
/// file's name always quoted for the shell.
@Suite struct EditCommandTemplateTests {
  static let values = EditCommandTemplate.Values(
    editor: "vim -p", file: Array("it's here.txt".utf8), lines: ["t": 10, "m": 21, "b": 32])

  static func expand(_ template: String, _ values: EditCommandTemplate.Values = values) -> String {
    String(decoding: EditCommandTemplate(template).expand(values), as: UTF8.self)
  }

  @Test func lessesDefaultOpensTheEditorAtTheMiddleLine() {
    #expect(Self.expand(EditCommandTemplate.lessDefault) == #"vim -p +21 'it'\''s here.txt'"#)
  }

  @Test func aLineNotKnownTakesTheConditionsOtherBranch() {
    var values = Self.values
    values.lines = [:]
    #expect(Self.expand("%E ?lm+%lm. %g", values) == #"vim -p  'it'\''s here.txt'"#)
    #expect(Self.expand("?lm+%lm:+1.", values) == "+1")
    #expect(Self.expand("?lm+%lm:+1.") == "+21")
  }

  @Test func everyLineLetterAndBothFileLettersExpand() {
    #expect(Self.expand("%lt %lm %lb") == "10 21 32")
    #expect(Self.expand("code -g %f:%lt") == #"code -g 'it'\''s here.txt':10"#)
  }

  @Test func aBackslashTakesTheNextCharacterAsItIs() {
    #expect(Self.expand(#"echo \%f \?lm"#) == "echo %f ?lm")
  }

  @Test func aNameOfAnyBytesCannotRunACommand() {
    var values = Self.values
    values.file = Array("$(touch x); `y`\n".utf8) + [0xFF]
    let line = EditCommandTemplate("%E %f").expand(values)
    #expect(line == Array("vim -p ".utf8) + ShellQuoting.quoted(values.file))
  }
}
