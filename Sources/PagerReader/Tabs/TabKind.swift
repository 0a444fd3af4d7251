import PagerKit

/// What a tab shows, as the overview of tabs names it; the program says, since only it knows
/// where each text comes from.
public enum TabKind: Hashable, Sendable {
  /// A pane of a preset, with no text.
  case pane
  /// A file.
  case file
  /// Standard input.
  case standardInput
  /// A command's output.
  case command
  /// A command run again and again (`--watch`).
  case watchedCommand
  /// One file of a diff cut into its files.
  case diffFile
  /// One commit of a log cut into its commits.
  case commit
  /// A section of a text cut where a pattern matches (`--split`).
  case section
  /// Any other text.
  case text

  /// The word the overview shows.
  package var name: String {
    switch self {
    case .pane: "pane"
    case .file: "file"
    case .standardInput: "stdin"
    case .command: "command"
    case .watchedCommand: "watch"
    case .diffFile: "diff"
    case .commit: "commit"
    case .section: "section"
    case .text: "text"
    }
  }
}
