import PagerKit
import PagerReader

/// One of less's options that its `-`, `-+`, `-!` and `_` keys (and `--`, `__` with a long
/// name) reach while TUIPager runs: a setting of the screen turned on or off (`-S`), or one that
/// takes a value, asked for on the status line (`-x`, "Tab stops: ").
enum RuntimeOption: Equatable, Sendable {
  /// A setting turned on or off.
  case flag(ScreenOption)
  /// A setting that takes a value.
  case value(RuntimeValue)

  /// What `option` is while running; nil for an option that is not changed while running.
  init?(_ option: Option) {
    if let value = RuntimeValue.allCases.first(where: { $0.option == option }) {
      self = .value(value)
    } else if let short = option.spec.short, short.count == 2,
      let flag = ScreenOption(letter: short.last!)
    {
      self = .flag(flag)
    } else if let flag = Self.longOnly[option] {
      self = .flag(flag)
    } else {
      return nil
    }
  }

  /// The settings turned on and off by an option with a long name only.
  private static let longOnly: [Option: ScreenOption] = [
    .wordWrap: .wrapsAtWords,
    .processBackspace: .processesBackspaces, .processBackspaceAll: .showsBackspaces,
    .processReturn: .processesReturns, .processReturnAll: .showsReturns,
    .processTab: .processesTabs, .processTabAll: .showsTabs,
  ]

  /// The options there are while running, in the order of ``Option``.
  static let options = Option.allCases.filter { RuntimeOption($0) != nil }

  /// The letters of the options there are while running, as the `-` prompt lists them: those
  /// turned on and off, then those that take a value.
  static let letters =
    ScreenOption.allCases.compactMap(\.letter)
    + RuntimeValue.allCases.compactMap { $0.option.spec.short?.last }
}

/// A setting that less's options take a value for and that changes while running, asked for
/// on the status line after `-` and its letter, as less asks.
enum RuntimeValue: CaseIterable, Sendable {
  case tabStops, shift, jumpTarget, window, cutMark

  /// The option that sets it.
  var option: Option {
    switch self {
    case .tabStops: .tabStops
    case .shift: .shift
    case .jumpTarget: .jumpTarget
    case .window: .window
    case .cutMark: .rscroll
    }
  }

  /// What the status line asks, in less's words.
  var question: String {
    switch self {
    case .tabStops: "Tab stops: "
    case .shift: "Horizontal shift: "
    case .jumpTarget: "Target line: "
    case .window: "Scroll window size: "
    case .cutMark: "rscroll character: "
    }
  }

  /// The settings of `value` read as the command line reads it (the same checks, the same
  /// errors), for ``apply(_:to:)``.
  func read(_ value: String) throws(UsageError) -> LessSettings {
    var options = Options()
    try options.applyLess(option, value)
    return options.less
  }

  /// Puts the setting of `settings` on `screen`: what ``read(_:)`` read, or less's default.
  func apply(_ settings: LessSettings, to screen: inout PagerScreen, at now: Instant) {
    var steps = screen.scrollSteps
    let setting: ReadingSetting
    switch self {
    case .tabStops: setting = .tabStops(settings.tabStops)
    case .shift:
      steps.sideways = settings.scrollSteps.sideways
      setting = .scrollSteps(steps)
    case .jumpTarget: setting = .searchTarget(settings.targetLine)
    case .window:
      steps.window = settings.scrollSteps.window
      setting = .scrollSteps(steps)
    case .cutMark: setting = .cutMark(settings.cutMark)
    }
    screen.update(.setting(setting), at: now)
  }

  /// How it is set on `screen`, in words, as less's `_` says it.
  func state(on screen: PagerScreen) -> String {
    switch self {
    case .tabStops:
      let stops = screen.tabStops
      if stops.columns == [stops.interval] { return "Tab stops every \(stops.interval) columns" }
      let given = stops.columns.map(String.init).joined(separator: ", ")
      return "Tab stops at columns \(given), then every \(stops.interval)"
    case .shift:
      return switch screen.scrollSteps.sideways {
      case nil: "Esc-( and Esc-) scroll half the screen's width"
      case .columns(let columns): "Esc-( and Esc-) scroll \(columns) columns"
      case .fraction(let fraction): "Esc-( and Esc-) scroll \(Self.percent(fraction)) of the width"
      }
    case .jumpTarget:
      return switch screen.searchTarget {
      case nil: "Matches and jumps land on the top row"
      case .row(let row) where row > 0: "Matches and jumps land on row \(row)"
      case .row(let row): "Matches and jumps land on row \(-row) from the bottom"
      case .fraction(let fraction):
        "Matches and jumps land \(Self.percent(fraction)) down the screen"
      }
    case .window:
      return switch screen.scrollSteps.window {
      case nil: "A screenful is the whole screen"
      case .some(let rows) where rows > 0: "A screenful is \(rows) rows"
      case .some(let rows): "A screenful is the screen less \(-rows) rows"
      }
    case .cutMark:
      return screen.cutMark.map { "Lines cut at the right edge end in \($0)" }
        ?? "Lines cut at the right edge are not marked"
    }
  }

  /// `fraction` as a whole percentage: 0.25 is "25%".
  private static func percent(_ fraction: Double) -> String {
    "\(Int((fraction * 100).rounded()))%"
  }
}
