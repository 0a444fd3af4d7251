import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The option table holds together, and what is declared in it is what parsing and `--help` do.
@Suite struct OptionTableTests {
  static let specs = Option.allCases.map(\.spec)

  /// The option given with a value it takes.
  static func given(_ option: Option) -> [String] {
    let spec = option.spec
    switch option {
    case .command: return [spec.long, "ls"]
    case .tabTitles: return [spec.long, "A,B"]
    case .title: return [spec.long, "T"]
    case .start: return [spec.long, "1"]
    default:
      guard spec.kind.valueName != nil else { return [spec.long] }
      return [spec.long, spec.defaultValue ?? spec.choices.first ?? "1"]
    }
  }

  @Test func namesAreUniqueAndWellFormed() {
    let names = Self.specs.flatMap(\.names)
    #expect(Set(names).count == names.count, "\(names)")
    for spec in Self.specs {
      #expect(spec.long.hasPrefix("--") && spec.long.count > 3 && !spec.long.contains("="))
      if let short = spec.short { #expect(short.count == 2 && short.hasPrefix("-")) }
    }
    for option in Option.allCases {
      for name in option.spec.names { #expect(Option.named(name) == option, "\(name)") }
      for long in option.spec.names where long.hasPrefix("--") {
        #expect(LongOptionName.find(long) == .found(option), "\(long)")
      }
    }
    #expect(Option.named("--Chop") == nil && Option.named("chop") == nil)
  }

  @Test func everyOptionHasAHelpLineAndValueOptionsAValueName() {
    for spec in Self.specs {
      #expect(!spec.help.isEmpty && spec.help.first?.isLowercase == true, "\(spec.long)")
      if let name = spec.kind.valueName {
        #expect(!name.isEmpty && name == name.uppercased(), "\(spec.long)")
      }
      if !spec.choices.isEmpty || spec.defaultValue != nil {
        #expect(spec.kind.valueName != nil, "\(spec.long) has choices or a default but no value")
      }
    }
  }

  /// The enum each option with choices is read into, as its raw values.
  static func cases(of option: Option) -> [String]? {
    switch option {
    case .color: ColorChoice.allCases.map(\.rawValue)
    case .preset: Preset.all.map(\.name)
    case .bar: BarPlacement.allCases.map(\.rawValue)
    // `none` is a preset's own (the tab bar's): not offered.
    case .indicator: IndicatorStyle.allCases.filter { $0 != .none }.map(\.rawValue)
    case .jump: JumpStyle.allCases.map(\.rawValue)
    case .completion: Shell.allCases.map(\.rawValue)
    case .notify: NoticeChoice.allCases.map(\.rawValue)
    default: nil
    }
  }

  @Test(arguments: Option.allCases)
  func choicesMatchTheCasesTheyAreReadInto(_ option: Option) {
    let spec = option.spec
    #expect(spec.choices == (Self.cases(of: option) ?? []), "\(spec.long)")
    for choice in spec.choices {
      #expect(usageError([spec.long, choice]) == nil, "\(spec.long) \(choice)")
      #expect(spec.help.contains(choice), "the help of \(spec.long) should name \(choice)")
    }
  }

  @Test(arguments: Option.allCases.filter { $0.spec.defaultValue != nil })
  func theDefaultChangesNothing(_ option: Option) throws {
    let spec = option.spec
    let value = try #require(spec.defaultValue)
    #expect(runOptions([spec.long, value]) == runOptions([]))
    #expect(spec.help.contains("default"), "the help of \(spec.long) should give its default")
    if !spec.choices.isEmpty { #expect(spec.choices.contains(value)) }
  }

  /// Whether the option may be given more than once.
  static func repeats(_ option: Option) -> Bool {
    switch option.spec.kind {
    case .command, .perCommand: return true
    default: return option.spec.repeatable
    }
  }

  /// Less's flags, which tools pass by habit, may come twice and change nothing the second time.
  @Test(arguments: Option.allCases.filter { $0.spec.repeatable && $0.spec.kind == .flag })
  func repeatableFlagsGivenTwiceAreTakenOnce(_ option: Option) {
    let once = Self.given(option)
    #expect(option.spec.origin == .less)
    #expect(usageError(once + once) == nil)
    #expect(runOptions(once + once) == runOptions(once))
  }

  @Test(arguments: Option.allCases.filter { !repeats($0) })
  func givenTwice(_ option: Option) {
    let spec = option.spec
    let twice = Self.given(option) + Self.given(option)
    switch spec.kind {
    case .request, .requestWithValue:
      // Asks at once: the second is never read.
      #expect(usageError(twice) == nil)
    default:
      #expect(usageError(twice) == "\(spec.long) is given twice")
    }
  }

  @Test func completionAsksForTheScriptOfItsShell() throws {
    for shell in Shell.allCases {
      #expect(try Invocation.parse(["--completion", shell.rawValue]) == .completion(shell))
      #expect(
        try Invocation.parse(["--completion=\(shell.rawValue)", "--bogus"]) == .completion(shell))
    }
    #expect(
      usageError(["--completion", "tcsh"]) == "--completion: 'tcsh' is not one of bash, zsh, fish")
    #expect(usageError(["--completion"]) == "--completion needs a value")
  }

  @Test func commandsRepeat() {
    #expect(runOptions(["--command", "a", "--command", "b", "--command=c"])?.sources.count == 3)
  }

  @Test(
    arguments: Option.allCases.filter { $0.spec.kind.valueName != nil || $0.spec.kind == .flag })
  func onlyTheDemoOptionsAreRefusedWithFiles(_ option: Option) {
    let spec = option.spec
    // --start counts the file's tab: 1 is fine; --watch needs a command to watch.
    let error = usageError(Self.given(option) + ["notes.txt", "--command", "ls"])
    if spec.demoOnly {
      #expect(error == "\(spec.long) is for the demo; it cannot be used with files or commands")
    } else {
      #expect(error == nil, "\(spec.long)")
    }
  }

  @Test func contradictionsAreSaidTheSameWayRoundWhicheverComesFirst() throws {
    let pairs = Option.allCases.compactMap { option in
      option.spec.contradicts.map { (option, $0) }
    }
    #expect(pairs.map(\.0) == [.merge, .noStatus, .noConfig])
    for (option, other) in pairs {
      let message = "\(other.spec.long) and \(option.spec.long) contradict each other"
      #expect(usageError(Self.given(option) + Self.given(other)) == message)
      #expect(usageError(Self.given(other) + Self.given(option)) == message)
    }
  }

  @Test func helpListsEveryOptionInTheTableOrderUnderItsGroup() throws {
    let lines = Usage.help.split(separator: "\n").map(String.init)
    var previous = -1
    // By group, in the table's order within each.
    let groups = OptionGroup.allCases
    let specs = Self.specs.enumerated().sorted {
      (groups.firstIndex(of: $0.element.group)!, $0.offset)
        < (groups.firstIndex(of: $1.element.group)!, $1.offset)
    }.map(\.element)
    for spec in specs {
      let index = try #require(
        lines.firstIndex { $0.hasPrefix("  " + spec.synopsis + "  ") && $0.hasSuffix(spec.help) },
        "--help has no line for \(spec.long)")
      #expect(index > previous, "\(spec.long) is out of order")
      previous = index
      let title = try #require(lines[..<index].last { !$0.hasPrefix(" ") })
      #expect(title == spec.group.title + ":", "\(spec.long) is under \(title)")
    }
  }

  @Test func helpIsPlainText() {
    #expect(Usage.help.hasPrefix("Usage: TUIPager"))
    #expect(!Usage.help.contains("\u{1b}"))
    #expect(Usage.help.contains("0 to \(Options.longestDuration)"))
    #expect(Usage.help.split(separator: "\n").allSatisfy { ColumnWidth.of($0) <= 100 })
  }
}
