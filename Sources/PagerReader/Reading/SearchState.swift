import PagerKit

/// A screen's search: the last pattern, which every page highlights, and the prompt while a
/// pattern is typed on the status line, its matches highlighted as it is typed.
///
/// A search goes forward from the top line (`/`) or back from the bottom line (`?`), as
/// `less`'s do; repeating it goes the same way (`n`) or the other (`N`).
package struct SearchState: Hashable, Sendable {
  /// The last search, highlighted on every page.
  package private(set) var last: TextSearch?
  /// Which way the last search went: `n` goes on that way, `N` the other.
  package private(set) var lastDirection = TextSearch.Direction.forward
  /// The modifiers every search starts with (less's `--search-options`).
  package var defaultModifiers = SearchModifiers()
  /// The modifiers of the search being typed, shown before the prompt's sign.
  package private(set) var promptModifiers = SearchModifiers()
  /// The modifiers of the last search, which `n` and `N` keep (but `^F` and `^K`).
  package private(set) var lastModifiers = SearchModifiers()
  /// Whether the prompt waits for the digit of a sub-pattern (after `^S`), as less's asks
  /// `Sub-pattern (1-5):`.
  package private(set) var awaitsSubpattern = false
  /// Whether the next character typed is text even where it would be a modifier (after `^L`).
  package private(set) var takesNextLiterally = false
  /// Columns at the start of every line that searches pass over (less's
  /// `--no-search-header-columns`); changing it makes the last search anew.
  package var skippedColumns = 0 {
    didSet { last = last.map { $0.meeting(conditions(subpatterns: $0.conditions.subpatterns)) } }
  }
  /// Lines at the start of every text that searches, counts and filters pass over (less's
  /// `--no-search-header-lines`); changing it makes the last search anew.
  package var skippedLines = 0 {
    didSet { last = last.map { $0.meeting(conditions(subpatterns: $0.conditions.subpatterns)) } }
  }
  /// Which way the search prompt searches, while it is open: forward for `/`, back for `?`.
  package private(set) var promptDirection = TextSearch.Direction.forward
  /// Which match the search prompt goes to: 1 for the first, `n` after a count (`3/`).
  package private(set) var promptMatch = 1
  /// How patterns treat letter case; changing it makes the last search anew.
  package var searchCase = SearchCase.smart {
    didSet {
      last = last.map {
        search(for: $0.pattern, literal: !$0.isRegularExpression)
          .meeting($0.conditions)
      }
    }
  }
  /// Whether pages highlight the last search's matches: `Esc u` turns it off until the next
  /// search, as in less.
  package internal(set) var highlightsMatches = true
  /// Which matches are highlighted (less's `-g`, `-G`); with none, a search leaves highlighting
  /// off, and only `Esc u` turns it on.
  package var highlight = SearchHighlight.allMatches {
    didSet { highlightsMatches = highlight != .none }
  }
  /// The text typed at the search prompt, while it is open.
  package private(set) var prompt: String?
  /// The search the prompt's text makes, while it is open and makes one: highlighted, and
  /// looked for, as it is typed. Made anew at the tick after the text changed
  /// (``previewIsDue``), once a frame however many keys came: a burst of 10,000 typed
  /// characters compiles one pattern, not 10,000 ever longer ones.
  package private(set) var preview: TextSearch?
  /// Whether the prompt's text changed since ``preview`` was made.
  package private(set) var previewIsDue = false
  /// Why the prompt's text is no pattern (a regular expression that does not compile).
  package private(set) var error: String?
  /// What the prompt asks for: a search (`/`), a filter (`&`) or a command line (`:`).
  package private(set) var kind = PromptKind.search
  /// The patterns and shell commands typed before, this run's and those kept from the runs
  /// before, which Up and Down bring back at the prompt.
  package var history = PromptHistory()

  /// The history list the prompt walks: patterns for searches and filters, commands for `!`
  /// and `|`; nil for the others.
  var historyList: PromptHistory.List? {
    switch kind {
    case .search, .filter, .columnFilter: .search
    case .line(.shellCommand), .line(.expandedShellCommand), .line(.pipe), .line(.pipeBetween):
      .shell
    case .commandLine, .line: nil
    }
  }

  /// What the prompt shows before the text typed: `/`, `?`, `&` or `:`.
  package var promptSign: String {
    switch kind {
    case .search:
      if awaitsSubpattern { return "Sub-pattern (1-\(SearchModifiers.subpatternLimit)):" }
      return promptModifiers.words + (takesNextLiterally ? "Lit " : "")
        + (promptDirection == .backward ? "?" : "/")
    case .filter: return "&"
    case .columnFilter(let name): return "&\(name):"
    case .commandLine: return ":"
    case .line(let prompt): return prompt.sign
    }
  }

  /// What pages highlight: the pattern being typed, else the last search.
  package var highlighted: TextSearch? {
    prompt == nil ? (highlightsMatches ? last : nil) : preview
  }

  /// What an edit of the prompt did.
  enum Outcome: Equatable {
    /// The prompt is open with a new text (or just opened).
    case typed
    /// Nothing changed (Up with no older line).
    case unchanged
    /// The prompt closed without a search.
    case cancelled
    /// The pattern was submitted: search for ``last``.
    case submitted
    /// An empty pattern was submitted: search for ``last`` again, on from its match as `n` does
    /// (as less takes an empty pattern), the prompt's way.
    case repeated
    /// The pattern was submitted but is no pattern; the prompt stays open with ``error``.
    case refused
    /// A filter was submitted: `search` (nil: no filter), kept when `inverted` is false.
    case filter(TextSearch?, inverted: Bool)
    /// A table's column filter was submitted (`Esc-&`), as a filter is.
    case columnFilter(TextSearch?, inverted: Bool)
    /// A command line was submitted, for the program to carry out.
    case commandLine(String)
    /// A line was submitted at a prompt of the program's own.
    case line(LinePrompt, String)
  }

  /// Applies `edit` to the prompt.
  mutating func edit(_ edit: PromptEdit) -> Outcome {
    if edit != .older && edit != .newer { history.endWalk() }
    // As less's, the key after `^S` is taken whatever it is: a digit 1 to 5 names a sub-pattern,
    // another key only ends the question. Esc still closes the prompt.
    if awaitsSubpattern, edit != .cancel {
      awaitsSubpattern = false
      guard case .insert(let character) = edit, let digit = character.wholeNumberValue,
        (1...SearchModifiers.subpatternLimit).contains(digit)
      else { return .unchanged }
      promptModifiers.toggleSubpattern(digit)
      return typed()
    }
    switch edit {
    case .older, .newer:
      guard let text = prompt, let list = historyList else { return .unchanged }
      let line =
        edit == .older
        ? history.older(than: text, in: list) : history.newer(than: text, in: list)
      guard let line, line != text else { return .unchanged }
      prompt = line
    case .openColumnFilter:
      // The screen opens it, naming the column (``openColumnFilterPrompt(naming:)``).
      return .unchanged
    case .open, .openBackward, .openFilter, .openCommandLine:
      prompt = ""
      kind = edit == .openFilter ? .filter : edit == .openCommandLine ? .commandLine : .search
      promptDirection = edit == .openBackward ? .backward : .forward
      promptMatch = 1
      promptModifiers = defaultModifiers
    case .openForMatch(let match, let backward):
      prompt = ""
      kind = .search
      promptModifiers = defaultModifiers
      promptDirection = backward ? .backward : .forward
      promptMatch = max(1, match)
    case .openLine(let line):
      prompt = ""
      kind = .line(line)
    case .replace(let text):
      guard prompt != nil else { return .cancelled }
      prompt = text
    case .insert(let character):
      // As less takes them: `!`, `*` and `@` first in a search's pattern are modifiers.
      if kind == .search, prompt == "", !takesNextLiterally,
        let key = SearchModifiers.key(forTyped: character)
      {
        promptModifiers.toggle(key)
      } else {
        prompt?.append(character)
      }
      takesNextLiterally = false
    case .toggleModifier(let key):
      // As less's, only before the pattern: once text is typed, these keys do nothing.
      guard isBeforePattern else { return .unchanged }
      promptModifiers.toggle(key)
    case .askSubpattern:
      guard isBeforePattern else { return .unchanged }
      awaitsSubpattern = true
      return .unchanged
    case .takeNextLiterally:
      guard isBeforePattern else { return .unchanged }
      takesNextLiterally = true
      return .unchanged
    case .erase:
      guard prompt?.isEmpty == false else { return close(.cancelled) }
      prompt?.removeLast()
    case .cancel:
      return close(.cancelled)
    case .submit:
      guard let pattern = prompt else { return .cancelled }
      switch kind {
      case .filter, .columnFilter: return submitFilter(pattern)
      default: break
      }
      if kind == .commandLine { return close(.commandLine(pattern)) }
      if case .line(let line) = kind {
        if let list = historyList { history.add(pattern, to: list) }
        return close(.line(line, pattern))
      }
      if pattern.isEmpty {
        _ = submitted(last)
        return .repeated
      }
      do {
        let search =
          try
          (promptModifiers.literal
          ? TextSearch.literal(pattern, caseSensitive: searchCase.caseSensitive)
          : TextSearch.validated(pattern, caseSensitive: searchCase.caseSensitive))
          .meeting(conditions(subpatterns: promptModifiers.subpatterns))
        history.add(pattern, to: .search)
        return submitted(search)
      } catch {
        self.error = "bad pattern: \(error.description)"
        return .refused
      }
    }
    return typed()
  }

  /// Whether the prompt is a search's with nothing typed yet (but a `^L`): where less takes
  /// modifiers.
  private var isBeforePattern: Bool { kind == .search && prompt == "" && !takesNextLiterally }

  /// The text or the modifiers changed: the old error goes at once, the new search is made at
  /// the next tick.
  private mutating func typed() -> Outcome {
    error = nil
    preview = nil
    previewIsDue = true
    return .typed
  }

  /// Forgets the last search (`Esc U`): nothing is highlighted, and `n` has nothing to repeat.
  mutating func forgetLast() {
    last = nil
    highlightsMatches = highlight != .none
  }

  /// Says why the prompt's text is no pattern, as Enter would, leaving the prompt open.
  mutating func refuse(_ reason: SearchPatternError) {
    error = "bad pattern: \(reason.description)"
  }

  /// Makes `search` the last one, going the prompt's way and highlighted, and closes the prompt.
  private mutating func submitted(_ search: TextSearch?) -> Outcome {
    last = search
    lastDirection = promptDirection
    lastModifiers = promptModifiers
    highlightsMatches = highlight != .none
    return close(.submitted)
  }

  /// `pattern` as a filter: `!` first keeps the lines that do not match, empty keeps all.
  private mutating func submitFilter(_ pattern: String) -> Outcome {
    let inverted = pattern.hasPrefix("!")
    let text = inverted ? String(pattern.dropFirst()) : pattern
    if text.isEmpty { return close(outcome(nil, inverted: false)) }
    do {
      // As less's filter judges lines where its search looks: below the header lines (which
      // stay on top, kept), and after the header columns.
      // A cell is matched whole: no header lines or columns to pass over.
      let conditions = kind == .filter ? conditions(subpatterns: []) : MatchConditions()
      let search = try TextSearch.validated(text, caseSensitive: searchCase.caseSensitive)
        .meeting(conditions)
      // As less keeps it: the pattern, without the `!` that turns it round.
      history.add(text, to: .search)
      return close(outcome(search, inverted: inverted))
    } catch {
      self.error = "bad pattern: \(error.description)"
      return .refused
    }
  }

  /// What submitting a filter's pattern at this prompt comes to.
  private func outcome(_ search: TextSearch?, inverted: Bool) -> Outcome {
    kind == .filter
      ? .filter(search, inverted: inverted) : .columnFilter(search, inverted: inverted)
  }

  /// Opens the prompt of a table's column filter (`Esc-&`), naming the column, which takes a
  /// pattern as `&` does.
  mutating func openColumnFilterPrompt(naming column: String) {
    history.endWalk()
    close(.cancelled)
    prompt = ""
    kind = .columnFilter(column)
  }

  @discardableResult private mutating func close(_ outcome: Outcome) -> Outcome {
    awaitsSubpattern = false
    takesNextLiterally = false
    prompt = nil
    preview = nil
    previewIsDue = false
    error = nil
    return outcome
  }

  /// Makes ``preview``, the search the prompt's text makes as typed so far; a regular
  /// expression half typed makes none until it compiles (the error waits for Enter).
  mutating func compilePreview() {
    previewIsDue = false
    guard kind == .search, let pattern = prompt, !pattern.isEmpty else {
      preview = nil
      return
    }
    preview =
      (promptModifiers.literal
      ? TextSearch.literal(pattern, caseSensitive: searchCase.caseSensitive)
      : try? TextSearch.validated(pattern, caseSensitive: searchCase.caseSensitive))?
      .meeting(conditions(subpatterns: promptModifiers.subpatterns))
  }

  /// What a search's matches must meet: `subpatterns` must match, and the skipped lines and
  /// columns are passed over.
  private func conditions(subpatterns: Set<Int>) -> MatchConditions {
    MatchConditions(
      subpatterns: subpatterns, skippedColumns: skippedColumns, skippedLines: skippedLines)
  }

  /// The search for `pattern` in this state's case, as plain text when `literal`.
  private func search(for pattern: String, literal: Bool) -> TextSearch {
    literal
      ? TextSearch.literal(pattern, caseSensitive: searchCase.caseSensitive)
      : TextSearch(pattern: pattern, caseSensitive: searchCase.caseSensitive)
  }
}

/// What a prompt on the status line asks for.
package enum PromptKind: Hashable, Sendable {
  /// A pattern to search for (`/`, or `?` backward).
  case search
  /// A pattern to filter the lines by (`&`).
  case filter
  /// A pattern to filter a table's rows by their cell in the column named (`Esc-&`).
  case columnFilter(String)
  /// A command line for the program (`:e FILE`, `:!CMD`, `:d`, `:n`, `:p`).
  case commandLine
  /// A line for the program at a prompt of its own (`!` a shell command, `s` a file name).
  case line(LinePrompt)
}

/// A prompt whose line the program takes as it is: its sign says what the line is for.
public enum LinePrompt: Hashable, Sendable {
  /// A shell command to run on the terminal (`!`, as less's: `%` is the file, `!!` the last).
  case shellCommand
  /// A shell command to run on the terminal after expanding it as less expands a prompt
  /// (`#`, as less 704's: `%f` the file, `%lt` the top line, `%L` the last, `%i` of `%m`…).
  case expandedShellCommand
  /// The name of a file to save the shown text to (`s`, as less's).
  case saveFile
  /// A pattern the titles of a table's columns to show match (`Esc-c`); empty: all.
  case shownColumns
  /// A shell command the text from the top line to a mark is piped into (`|` and the mark's
  /// letter, or `.` for the screen).
  case pipe(mark: Character)
  /// A shell command the text between two marks is piped into (`||` and two marks' letters;
  /// `^` and `$` the text's start and end, `:` the top line shown, `;` the bottom one).
  case pipeBetween(Character, Character)
  /// A tag to go to (`:t`, as less's), looked up in the tags file.
  case tag
  /// Whether to overwrite the file at this path, which is there already (`y` overwrites).
  case confirmOverwrite(String)
  /// The long name of one of less's options, as less's `--` (`+` or `!` before the name: its
  /// default or the opposite) and `__` ask for it.
  case optionName(OptionNameUse)
  /// A new value for the option of this long name (`--tabs`), asked by `question`, as less asks
  /// after `-x`.
  case optionValue(name: String, question: String)

  /// What the prompt shows before the text typed.
  package var sign: String {
    switch self {
    case .shellCommand: "!"
    case .expandedShellCommand: "#"
    case .pipeBetween(let first, let second): "||\(first)\(second)!"
    case .saveFile: "save to file: "
    case .shownColumns: "show columns matching: "
    case .tag: "Tag: "
    case .pipe(let mark): "|\(mark)!"
    case .confirmOverwrite(let path): "\(path) exists: overwrite it? (y/n) "
    case .optionName(.change): "--"
    case .optionName(.describe): "__"
    case .optionValue(_, let question): question
    }
  }
}

/// What an option named at the `--` or `__` prompt is for.
public enum OptionNameUse: Hashable, Sendable {
  /// To change it (`--`), set it back to its default (`--+`) or to the opposite (`--!`).
  case change
  /// To say how it is set (`__`).
  case describe
}

/// A line typed at a prompt of the program's own, and which prompt it was.
public struct SubmittedLine: Hashable, Sendable {
  /// The prompt it was typed at.
  package var prompt: LinePrompt
  /// What was typed.
  package var text: String
}
