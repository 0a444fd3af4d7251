import Testing

@testable import PagerProgram

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

  /// The option names `shell`'s script offers, read back from it: the words bash completes after
  /// `-`, fish's `-s` and `-l` of each `complete` line, the names of zsh's `_arguments` specs.
  static func offeredNames(_ shell: Shell) -> [String] {
    let lines = shell.completionScript.split(separator: "\n")
    switch shell {
    case .bash:
      guard let start = lines.firstIndex(where: { $0.contains("$cur == -*") }),
        let words = lines[start...].dropFirst().first?.split(separator: "'", maxSplits: 2)
          .dropFirst().first
      else { return [] }
      return words.split(separator: " ").map { String($0.filter { $0 != "\\" }) }
    case .fish:
      return lines.filter { $0.hasPrefix("complete ") }.flatMap { line in
        let words = fishWords(line)
        return zip(words, words.dropFirst()).compactMap { flag, word in
          flag == "-s" ? "-" + word : flag == "-l" ? "--" + word : nil
        }
      }
    case .zsh:
      return lines.compactMap { line -> String? in
        guard line.hasPrefix("  '") else { return nil }
        let spec = line.dropFirst(3).drop { $0 == "*" }
        guard spec.first == "-", let end = spec.firstIndex(of: "[") else { return nil }
        let name = spec[..<end]
        return String(name.hasSuffix("=") ? name.dropLast() : name)
      }
    }
  }

  /// The words of a fish line, its single quotes and backslashes read as fish reads them.
  static func fishWords(_ line: Substring) -> [String] {
    var words: [String] = []
    var word: String?
    var quoted = false
    var escaped = false
    for character in line {
      if escaped {
        word = (word ?? "") + String(character)
        escaped = false
      } else if character == "\\" && quoted {
        escaped = true
      } else if character == "'" {
        quoted.toggle()
        word = word ?? ""
      } else if character == " " && !quoted {
        if let done = word { words.append(done) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let done = word { words.append(done) }
    return words
  }

  @Test(arguments: Shell.allCases)
  func theScriptOffersTheTableNamesAndNoOther(_ shell: Shell) {
    let offered = Self.offeredNames(shell)
    let known = Option.allCases.flatMap(\.spec.names)
    #expect(offered.count > 100, "\(shell): read only \(offered)")
    #expect(
      Set(offered).subtracting(known).isEmpty,
      "\(shell) offers what the option table lacks: \(Set(offered).subtracting(known).sorted())")
    #expect(
      Set(known).subtracting(offered).isEmpty,
      "\(shell) does not offer \(Set(known).subtracting(offered).sorted())")
  }

  @Test func valuesCompleteByTheirKind() {
    #expect(Option.color.spec.valueCompletion == .choices(["auto", "always", "never"]))
    #expect(Option.config.spec.valueCompletion == .file)
    #expect(Option.command.spec.valueCompletion == .command)
    #expect(Option.duration.spec.valueCompletion == .free)
    #expect(Option.chopLongLines.spec.valueCompletion == .none)
  }
}
