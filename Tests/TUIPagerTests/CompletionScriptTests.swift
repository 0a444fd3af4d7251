import Testing

@testable import TUIPager

/// The completion scripts are made from the option table: each names every option and every
/// choice, so none can drift from it.
@Suite struct CompletionScriptTests {
  @Test(arguments: Shell.allCases)
  func everyOptionAndChoiceIsInTheScript(_ shell: Shell) {
    let script = shell.completionScript
    for spec in Option.allCases.map(\.spec) {
      let long = shell == .fish ? "-l " + spec.long.dropFirst(2) : spec.long
      #expect(script.contains(long), "\(shell): \(spec.long)")
      if let short = spec.short {
        let letter = short.dropFirst()
        let word =
          shell == .fish ? "-s " + (letter.first!.isLetter ? letter : "'" + letter + "'") : short
        #expect(script.contains(word), "\(shell): \(short)")
      }
      for choice in spec.choices { #expect(script.contains(choice), "\(shell): \(choice)") }
    }
  }

  @Test func valuesCompleteByTheirKind() {
    #expect(Option.color.spec.valueCompletion == .choices(["auto", "always", "never"]))
    #expect(Option.config.spec.valueCompletion == .file)
    #expect(Option.command.spec.valueCompletion == .command)
    #expect(Option.duration.spec.valueCompletion == .free)
    #expect(Option.chopLongLines.spec.valueCompletion == .none)
  }
}
