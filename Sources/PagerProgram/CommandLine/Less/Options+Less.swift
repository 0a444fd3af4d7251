import PagerKit
import PagerReader

/// less's options, checked and applied to ``Options``.
extension Options {
  /// The most columns `--header` keeps, and the most lines `--wheel-lines` scrolls.
  static let mostHeaderColumns = 1000
  static let mostWheelLines = 100
  /// The most lines `--modelines` looks through.
  static let mostModelineLines = 10_000

  /// Applies one of less's options, or checks one that changes nothing yet.
  mutating func applyLess(_ option: Option, _ value: String) throws(UsageError) {
    let name = option.spec.long
    switch option {
    case .color:
      if ColorChoice(rawValue: value) != nil {
        color = try Self.choice(of: option, value)
      } else if Self.isLessColor(value), let color = LessColor(value.dropFirst()) {
        // Colours for the rest of less's parts are taken and leave TUIPager's look.
        less.searchLooks.set(value.first!, to: color)
      } else {
        throw UsageError(
          message:
            "\(name): '\(echoing: value)' is not one of \(option.spec.choices.joined(separator: ", ")) (nor a colour of less's -D)"
        )
      }
    case .quitIfOneScreen: quitsIfOneScreen = true
    case .noInit: leavesLastScreen = true
    case .dumb: warnsOfDumbTerminal = false
    case .ignoreCase: less.searchCase = .smart
    case .ignoreCaseAlways: less.searchCase = .insensitive
    case .noLineNumbers: showsLineNumbers = false
    case .lineNumbers: showsLineNumbers = true
    case .chopLongLines: wrapsLines = false
    case .followName: followsName = true
    case .header: try applyHeader(value)
    case .mouse:
      capturesMouse = true
      less.mouseFeatures = MouseFeatures()
    case .reversedMouse:
      capturesMouse = true
      less.mouseFeatures = MouseFeatures()
      less.reversesWheel = true
    case .reverseMouse: less.reversesWheel = true
    case .emulatedMouse:
      less.mouseFeatures = MouseFeatures(list: value)
      capturesMouse = value != "-"
    case .wheelLines:
      guard let lines = Int(value), (1...Self.mostWheelLines).contains(lines) else {
        throw UsageError(
          message:
            "\(name): '\(echoing: value)' is not a number of lines from 1 to \(Self.mostWheelLines)"
        )
      }
      wheelLines = lines
    case .searchSkipScreen: less.searchStart = .afterScreen
    case .searchFromTarget: less.searchStart = .afterTargetLine
    case .quitAtEof: less.quitAtEnd = .secondTime
    case .quitAtFirstEof: less.quitAtEnd = .firstTime
    case .hiliteSearch: less.searchHighlight = .currentMatch
    case .noHiliteSearch: less.searchHighlight = .none
    case .jumpTarget: less.targetLine = try Self.targetLine(value, name: name)
    case .statusColumn: less.showsStatusColumn = true
    case .quitOnInterrupt: quitsAtOnceOnInterrupt = true
    case .noLessopen: less.usesLessOpen = false
    case .force: less.showsBinaryPlainly = true
    case .longPrompt: less.prompt = .medium
    case .longerPrompt: less.prompt = .long
    case .pattern: startCommands.firstFile.append(.search(value, backward: false))
    // As +CMDS: less leaves them out only where -E or -F end it at once, which here shows
    // nothing they could act on.
    case .firstCommandAtPrompt: startCommands.firstFile.append(StartCommand(value))
    case .squeezeBlankLines: less.squeezesBlankLines = true
    case .wordWrap: less.wrapsAtWords = true
    case .hiliteTarget: less.searchLooks.marksTargetLine = true
    case .saveMarks: less.savesMarks = true
    case .statusLine: less.marksWholeLines = true
    case .noNumberHeaders: less.numbersHeaderLines = false
    case .noSearchHeaders:
      less.searchSkipsHeaderLines = true
      less.searchSkipsHeaderColumns = true
    case .noSearchHeaderLines: less.searchSkipsHeaderLines = true
    case .noSearchHeaderColumns: less.searchSkipsHeaderColumns = true
    case .processBackspace: less.controlCharacters.backspaces = .processed
    case .processBackspaceAll: less.controlCharacters.backspaces = .shownAsControl
    case .pastEof: less.scrollSteps.goesPastEnd = true
    case .fileSize: less.countsLinesAtOnce = true
    case .tty:
      guard !value.isEmpty else { throw UsageError(message: "\(name): the file is empty") }
      less.keysFile = value
    case .modelines:
      guard let lines = Int(value), lines >= 0 else {
        throw UsageError(message: "\(name): '\(echoing: value)' is not a number of lines")
      }
      // The lines are read on the loop before a tab's first frame: a bound keeps a huge N short.
      less.modelineLines = min(lines, Self.mostModelineLines)
    case .interruptCharacter: less.interruptKey = try Self.interruptKey(value, name: name)
    case .formFeed: less.scrollSteps.stopsAtFormFeed = true
    case .processReturn: less.controlCharacters.returns = .processed
    case .processReturnAll: less.controlCharacters.returns = .shownAsControl
    case .redrawOnQuit: less.redrawsOnQuit = true
    case .lineNumberWidth:
      less.lineNumberWidth = try Self.columns(value, in: 1...30, name: name)
    case .statusColumnWidth:
      less.statusColumnColumns = try Self.columns(value, in: 1...4, name: name)
    case .processTab: less.controlCharacters.tabs = .processed
    case .processTabAll: less.controlCharacters.tabs = .shownAsControl
    case .autosave:
      guard value == "-" || value.allSatisfy({ "m/!*".contains($0) }), !value.isEmpty else {
        throw UsageError(
          message: "\(name): '\(echoing: value)' is not a set of m, /, ! and * (or - for none)")
      }
      less.savesMarksAsSet = value.contains("m") || value.contains("*")
    case .tag:
      guard !value.isEmpty else { throw UsageError(message: "\(name): the tag is empty") }
      tag = value
    case .tagFile: tagsFile = FilePath(value)
    case .underlineSpecial: less.controlCharacters.mode = .sentAsTheyAre
    case .underlineSpecialAll: less.controlCharacters.mode = .shownAsControls
    case .tabStops:
      let numbers = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
      guard !numbers.contains(nil), let stops = TabStops(at: numbers.compactMap { $0 }),
        zip([0] + stops.columns, stops.columns).allSatisfy({ $1 - $0 <= Self.widestTabStop })
      else {
        throw UsageError(
          message:
            "\(name): '\(echoing: value)' is not tab stops (N, or N,M,… each past the one before, at most \(Self.widestTabStop) apart)"
        )
      }
      less.tabStops = stops
    case .window:
      guard let rows = Int(value) else {
        throw UsageError(
          message: "\(name): '\(echoing: value)' is not a number of rows (-4: the screen less 4)")
      }
      less.scrollSteps.window = rows == 0 ? nil : rows
    case .tilde: less.showsTildesPastEnd = false
    case .shift: less.scrollSteps.sideways = try Self.horizontalShift(value, name: name)
    case .searchOptions:
      guard let modifiers = SearchModifiers(letters: value) else {
        throw UsageError(
          message: "\(name): '\(echoing: value)' is not made of E F K N R W, 1 to 5, - and ^")
      }
      less.searchModifiers = modifiers
    case .matchShift:
      if value.hasPrefix("."), let fraction = Self.fraction(value) {
        less.scrollSteps.matchShift = .fraction(fraction)
      } else if let columns = Int(value), columns >= 0 {
        less.scrollSteps.matchShift = .columns(columns)
      } else {
        throw UsageError(message: "\(name): '\(echoing: value)' is not a number of columns (or .5)")
      }
    case .rscroll: less.cutMark = try Self.cutMark(value, name: name)
    default:
      // Taken and changing nothing; a number must still be one.
      if case .number(let negative, let fraction, _) = option.spec.syntax {
        let digits = value.drop { $0 == "-" && negative }.drop { $0 == "." && fraction }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") })
        else {
          throw UsageError(message: "\(name): '\(echoing: value)' is not a number")
        }
      }
    }
  }

  /// `--header N` or `--header N,M`: lines kept at the top, columns kept at the left
  /// (`--header ,M`: columns only; a table's own header stays).
  private mutating func applyHeader(_ value: String) throws(UsageError) {
    let parts = value.split(separator: ",", omittingEmptySubsequences: false).enumerated().map {
      $0.offset == 0 && $0.element.isEmpty && value.contains(",") ? 0 : Int($0.element)
    }
    guard parts.count <= 2, let lines = parts[0], (0...Self.mostHeaderLines).contains(lines),
      parts.count == 1 || parts[1].map({ (0...Self.mostHeaderColumns).contains($0) }) == true
    else {
      throw UsageError(
        message:
          "--header: '\(echoing: value)' is not a number of lines from 0 to \(Self.mostHeaderLines) (and of columns, after a comma)"
      )
    }
    headerLines = lines
    less.headerColumns = parts.count == 2 ? parts[1] ?? 0 : 0
  }

  /// `-j`: a row (1 the top, -1 the bottom) or a fraction of the screen (`.5`).
  private static func targetLine(_ value: String, name: String) throws(UsageError) -> TargetLine {
    if value.hasPrefix("."), let fraction = Self.fraction(value) { return .fraction(fraction) }
    guard let row = Int(value), row != 0 else {
      throw UsageError(
        message:
          "\(name): '\(echoing: value)' is not a screen row (1 the top, -1 the bottom, .5 the middle)"
      )
    }
    return .row(row)
  }

  /// `--intr`: the first character, or `^` and a character for its control character, as less
  /// reads it; ASCII only (1 to 127), as less requires.
  private static func interruptKey(_ value: String, name: String) throws(UsageError) -> Key {
    let scalars = Array(value.unicodeScalars)
    let byte: UInt32? =
      scalars.count >= 2 && scalars[0] == "^"
      ? scalars[1].value & 0x1F : scalars.first.map(\.value)
    guard let byte, (1...127).contains(byte), scalars.allSatisfy(\.isASCII) else {
      throw UsageError(
        message: "\(name): '\(echoing: value)' is not an ASCII character (or ^ and a letter)")
    }
    // As the terminal's keys come in: Enter, Tab, Backspace and Esc are keys of their own.
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x08, 0x7F: return .backspace
    case 0x1B: return .escape
    default: return .character(Character(Unicode.Scalar(UInt8(byte))))
    }
  }

  /// The most columns apart two tab stops may be, as less allows.
  static let widestTabStop = 32

  /// A number of columns within `range`.
  private static func columns(_ value: String, in range: ClosedRange<Int>, name: String)
    throws(UsageError) -> Int
  {
    guard let columns = Int(value), range.contains(columns) else {
      throw UsageError(
        message:
          "\(name): '\(echoing: value)' is not a number of columns from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return columns
  }

  /// `-#`: columns (0, or none: half the screen) or a fraction of the screen (`.5`).
  private static func horizontalShift(
    _ value: String, name: String
  ) throws(UsageError) -> ScrollSteps.Sideways? {
    if value.hasPrefix("."), let fraction = Self.fraction(value) { return .fraction(fraction) }
    guard let columns = Int(value), columns >= 0 else {
      throw UsageError(
        message:
          "\(name): '\(echoing: value)' is not a number of columns (0 half the screen, or .5)")
    }
    return columns == 0 ? nil : .columns(columns)
  }

  /// `--rscroll`: one character of one column, after less's attribute indicator if any (`*s>`,
  /// its attribute not taken: the mark is in reverse video); `-` for none.
  private static func cutMark(_ value: String, name: String) throws(UsageError) -> String? {
    if value == "-" { return nil }
    let mark = value.count == 3 && value.first == "*" ? String(value.last!) : value
    guard mark.count == 1, ColumnWidth.of(mark) == 1,
      mark.unicodeScalars.allSatisfy({ $0.value >= 0x20 })
    else {
      throw UsageError(
        message: "\(name): '\(echoing: value)' is not one character of one column (- for none)")
    }
    return mark
  }

  /// The fraction `.d…`, from 0 up to 1.
  private static func fraction(_ value: String) -> Double? {
    let digits = value.dropFirst()
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Double("0" + value)
  }

  /// The letters that pick what a colour of less's `-D` is for (less 704's).
  private static let colorSelectors = Set("ABCEHJMNOPRSTW12345ndksu")

  /// Whether `value` is a colour as less's `-D` takes it (`Nk`, `d+r`, `S4.1`).
  static func isLessColor(_ value: String) -> Bool {
    guard let selector = value.first, colorSelectors.contains(selector) else { return false }
    return LessColor(value.dropFirst()) != nil
  }
}
