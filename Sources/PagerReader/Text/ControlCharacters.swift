import PagerKit

/// How the text's backspaces, tabs and carriage returns show, as less 704's `-u`, `-U` and
/// `--proc-backspace`, `--proc-tab`, `--proc-return` (and their capital forms) set them.
///
/// ``mode`` says it for all three at once; each kind's own ``Handling`` overrides it, so that
/// one kind can be shown differently from the others.
public struct ControlCharacters: Hashable, Sendable {
  /// What less's `-u` and `-U` say for backspaces, tabs and carriage returns alike.
  public enum Mode: Hashable, Sendable {
    /// A backspace between two glyphs overstrikes (bold, underline), tabs expand, and a
    /// carriage return before a line's end is dropped (less's default).
    case interpreted
    /// Backspaces and carriage returns are sent to the terminal as they are (`-u`). A grid of
    /// cells cannot send them, so each shows as `^H` or `^M`, as less 704 shows a carriage
    /// return without `-r`; tabs still expand.
    case sentAsTheyAre
    /// Backspaces, tabs and carriage returns show as control characters: `^H`, `^I`, `^M`
    /// (`-U`).
    case shownAsControls
  }

  /// What one kind of control character does whatever ``mode`` says, as less's triple
  /// `--proc-…` options set it.
  public enum Handling: Hashable, Sendable {
    /// As ``mode`` says (the `--proc-…` option off, the default).
    case asModeSays
    /// As neither `-u` nor `-U` would: overstrike, expand, drop (`--proc-backspace`,
    /// `--proc-tab`, `--proc-return`).
    case processed
    /// As a control character, as `-U` would: `^H`, `^I`, `^M` (`--PROC-BACKSPACE`,
    /// `--PROC-TAB`, `--PROC-RETURN`).
    case shownAsControl
  }

  /// What `-u` and `-U` say.
  public var mode: Mode
  /// What backspaces do whatever ``mode`` says.
  public var backspaces: Handling
  /// What tabs do whatever ``mode`` says.
  public var tabs: Handling
  /// What a carriage return before a line's end does whatever ``mode`` says.
  public var returns: Handling

  /// Less's default: everything interpreted, no kind overridden.
  public init(
    mode: Mode = .interpreted, backspaces: Handling = .asModeSays, tabs: Handling = .asModeSays,
    returns: Handling = .asModeSays
  ) {
    self.mode = mode
    self.backspaces = backspaces
    self.tabs = tabs
    self.returns = returns
  }

  /// Whether a backspace between two glyphs overstrikes them; otherwise it shows as `^H`.
  public var overstrikes: Bool {
    switch backspaces {
    case .asModeSays: mode == .interpreted
    case .processed: true
    case .shownAsControl: false
    }
  }

  /// Whether tabs expand to their stops; otherwise each shows as `^I` (`-u` leaves them be).
  public var expandsTabs: Bool {
    switch tabs {
    case .asModeSays: mode != .shownAsControls
    case .processed: true
    case .shownAsControl: false
    }
  }

  /// Whether the carriage return of a `\r\n` line end shows as `^M` at the line's end; otherwise
  /// it is dropped. less 704 keeps it with `-u` as with `-U`: only its default holds a return
  /// back to see whether a newline follows (line.c, `pappend_b`).
  public var showsLineEndReturns: Bool {
    switch returns {
    case .asModeSays: mode != .interpreted
    case .processed: false
    case .shownAsControl: true
    }
  }
}

extension LineRenderer {
  /// Treats backspaces, tabs and the returns of line ends as `controls` says: what the pages
  /// show, and what `-F` measures before them.
  package mutating func treat(_ controls: ControlCharacters) {
    overstrikes = controls.overstrikes
    expandsTabs = controls.expandsTabs
    showsLineEndReturns = controls.showsLineEndReturns
  }
}
