/// The stable words that name the key table's commands in `bind KEY COMMAND` lines of the config
/// file: `next-tab`, `scroll-down`, `search`, `quit`. Named here only, from the commands
/// themselves; a test checks that every command of normal mode has a name and no two share one.
extension KeyCommand {
  /// The command's name, or nil for one no key of normal mode does.
  var name: String? {
    switch self {
    case .screen(.pager(.next)): "next-tab"
    case .screen(.pager(.previous)): "previous-tab"
    case .screen(.pager(.first)): "first-tab"
    case .screen(.pager(.last)): "last-tab"
    case .screen(.scroll(.lines(1))): "scroll-down"
    case .screen(.scroll(.lines(-1))): "scroll-up"
    case .screen(.scroll(.pages(1))): "page-down"
    case .screen(.scroll(.pages(-1))): "page-up"
    case .screen(.scroll(.halfPages(1))): "half-page-down"
    case .screen(.scroll(.halfPages(-1))): "half-page-up"
    case .screen(.scroll(.top)): "first-line"
    case .screen(.scroll(.bottom)): "last-line"
    case .screen(.scroll(.halfWidths(-1))): "scroll-left"
    case .screen(.scroll(.halfWidths(1))): "scroll-right"
    case .screen(.prompt(.open)): "search"
    case .screen(.prompt(.openBackward)): "search-backward"
    case .screen(.scroll(.linesPastEnd(1))): "scroll-down-past-end"
    case .screen(.scroll(.linesPastEnd(-1))): "scroll-up-past-end"
    case .screen(.toggleSearchHighlight): "toggle-search-highlight"
    case .screen(.addHighlight): "highlight"
    case .screen(.clearHighlights): "clear-highlights"
    case .screen(.describePosition): "show-position"
    case .interrupt: "interrupt"
    case .screen(.prompt(.openFilter)): "filter"
    case .screen(.prompt(.openCommandLine)): "command-line"
    case .closeTab: "close-tab"
    case .screen(.repeatSearch(reversed: false)): "next-match"
    case .screen(.repeatSearch(reversed: true)): "previous-match"
    case .screen(.mark(.begin(.set))): "set-mark"
    case .screen(.mark(.begin(.jump))): "go-to-mark"
    case .screen(.toggleLineNumbers): "toggle-line-numbers"
    case .screen(.toggleWrapping): "toggle-wrapping"
    case .screen(.toggleChanges): "toggle-changes"
    case .screen(.nextAttention): "next-attention"
    case .follow: "follow"
    case .reload: "reload"
    case .reloadInPlace: "reload-in-place"
    case .showRun(.older): "older-run"
    case .showRun(.newer): "newer-run"
    case .showRun(.lastSuccess): "last-good-run"
    case .showRun(.newest): "newest-run"
    case .showHelp: "help"
    case .editFile: "edit"
    case .screen(.prompt(.openLine(.shellCommand))): "shell-command"
    case .screen(.prompt(.openLine(.saveFile))): "save"
    case .screen(.mark(.begin(.pipe))): "pipe"
    case .quit: "quit"
    default: nil
    }
  }
}
