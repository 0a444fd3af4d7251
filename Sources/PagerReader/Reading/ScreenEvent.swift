import PagerKit

/// Something that happens to a whole pager screen: a pager move, scrolling, the pointer, a new
/// size, or the clock.
public enum ScreenEvent: Hashable, Sendable {
  /// A move of the pager itself (keys): next, previous, jumps.
  case pager(PagerEvent)
  /// A change the program makes to the tabs: opened, closed, a document or status replaced.
  case tabs(TabChange)
  /// A change of how text is read and laid out.
  case setting(ReadingSetting)
  /// The keys of a command being typed (a count, `m`, `'`), shown on the status line, or nil
  /// when the command is done.
  case keysTyped(String?)
  /// Ctrl-C: stops a search, a filter still looking and following in the shown tab, and says
  /// what it stopped (``ScreenEffect/stopped(_:)``).
  case interrupt
  /// Drops the text selected with the pointer, as a key does: a terminal drops its selection
  /// when typed at.
  case clearSelection
  /// Scroll the current page's content.
  case scroll(ScrollAmount)
  /// Right (`forward`) or Left: as less's arrows, sideways by half a screen (or `-#`) where
  /// ``PagerScreen/arrowsScrollSideways``; the next or previous tab everywhere else.
  case arrow(forward: Bool)
  /// The pointer's button went down at a cell: a bar item selects its tab, the page area starts
  /// a drag.
  case pointerPressed(column: Int, row: Int)
  /// The pointer moved with the button held.
  case pointerDragged(column: Int, row: Int)
  /// The pointer's button was released.
  case pointerReleased(column: Int, row: Int)
  /// Search the current tab's document again for the last pattern, the way it went (`n`) from
  /// the line after the top, or the other way when `reversed` (`N`).
  case repeatSearch(reversed: Bool)
  /// Search again as ``repeatSearch(reversed:)`` does, for the `times`-th match on the way
  /// (less's count: `3n`).
  case repeatSearchTimes(reversed: Bool, times: Int)
  /// Find the bracket matching one on the top or the bottom line, as less's `{`, `}`, `(`, `)`,
  /// `[`, `]`, Esc-Ctrl-F and Esc-Ctrl-B do.
  case matchBracket(BracketMatch)
  /// Follow the end as ``follow(tab:)`` does until a line that arrives matches the last search,
  /// then stop there and say so (less's `Esc-F`).
  case followUntilMatch(tab: TabID)
  /// Turn the highlighting of the last search's matches off, or on again (`Esc u`).
  case toggleSearchHighlight
  /// Forget the last search: its highlighting goes, and `n` has nothing to repeat (`Esc U`).
  case clearSearch
  /// Highlight a pattern in a look of its own, beside the search (``Highlights``): the search
  /// prompt's, closing it without searching, or, with no prompt open, the last search's
  /// (`Esc h`, Ctrl-T at the prompt).
  case addHighlight
  /// Take every highlight away (`Esc H`).
  case clearHighlights
  /// Say on the status line which tab this is, which lines show of how many, and how far into
  /// its bytes they are (`=`, Ctrl-G, `:f`).
  case describePosition
  /// Edit the search prompt on the status line; submitting it searches its way.
  case prompt(PromptEdit)
  /// More of a tab's document has arrived.
  case contentChanged(tab: TabID)
  /// Workers looking through texts in the background have results: what waited on them (a
  /// search, filters, counts, indexing) goes on at the next tick.
  case workersReported
  /// A tab's content changed state (a command finished, a file failed to open).
  case status(tab: TabID, DocumentStatus)
  /// Follow the end of tab `tab`'s text (`F`): go to the end, and stay there as text arrives
  /// until the view is scrolled away.
  case follow(tab: TabID)
  /// Tab `tab`'s text started over from its beginning (a file truncated or replaced); `notice`
  /// says how, on the status line when the tab is shown, and the tab is marked until it is.
  case startedOver(tab: TabID, notice: String)
  /// Set a mark or go to one (`m`, `'` and a letter).
  case mark(MarkEdit)
  /// Stop the search going on, leaving the page where it was.
  case cancelSearch
  /// Show a one-off message on the status line, until the next key.
  case notice(String)
  /// Turn the highlighting of what changed since a watched command's run before on or off.
  case toggleChanges
  /// Show the shown tab's text as a table of columns, or as text again (`Esc-t`).
  case toggleTable
  /// In a table view: move the current column, freeze columns or change a width.
  case table(TableMove)
  /// In a table view, `move`; elsewhere `otherwise` (`<` and `>` narrow and widen a column in
  /// a table, and go to the first and last line in text).
  indirect case tableOr(TableMove, otherwise: ScreenEvent)
  /// Sort the shown table by its current column: ascending, then descending, then in the order
  /// read (`S` in a table).
  case sortTableColumn
  /// Number the lines in a gutter, or stop.
  case toggleLineNumbers
  /// Wrap long lines, or cut them (`less -S`), keeping each page's top line.
  case toggleWrapping
  /// Turn one of less's options on or off while running (`-` and its letter), saying how it is
  /// now.
  case toggleOption(ScreenOption)
  /// Turn one of less's options on, or its setting back to less's default (`-!` and `-+` and its
  /// letter), saying how it is now.
  case setOption(ScreenOption, on: Bool)
  /// Say how one of less's options is set (`_` and its letter).
  case describeOption(ScreenOption)
  /// Go to the next tab that asks for attention (new text, a failure, text started over).
  case nextAttention
  /// Choose the next (or, not `forward`, the previous) hyperlink on the screen, as less's `^O^N`
  /// and `^O^P` do.
  case selectLink(forward: Bool)
  /// Go to the next link whose id is this and choose it (a link to `#id`, as less 704's `^O^O`
  /// follows it).
  case goToLink(id: String)
  /// Go to the start of the next part of the shown tab's text (a file of a commit of
  /// `git log -p`), or, not `forward`, of the part before the top line (``DocumentParts``).
  case part(forward: Bool)
  /// The screen changed size.
  case resize(Size)
  /// Show a help overlay of these lines over everything, until `.hideHelp`.
  case showHelp([String])
  /// Close the help overlay.
  case hideHelp
  /// Scroll the help overlay by lines or screens (only ``ScrollAmount/lines(_:)``,
  /// ``ScrollAmount/pages(_:)``, ``ScrollAmount/top`` and ``ScrollAmount/bottom`` mean
  /// anything), where it does not fit the screen; where it fits, close it, as any key does.
  case scrollHelp(ScrollAmount)
  /// Open, filter, move through or close the overview of tabs or marks, or go to its choice.
  case overview(OverviewEdit)
  /// Move the timeline's choice, or close it.
  case timeline(TimelineEdit)
  /// Time passed.
  case tick
}

/// How far to scroll content.
public enum ScrollAmount: Hashable, Sendable {
  /// Lines: positive down, negative up.
  case lines(Int)
  /// Screens of content: positive down.
  case pages(Int)
  /// Half screens of content: positive down.
  case halfPages(Int)
  /// The first line.
  case top
  /// The last line.
  case bottom
  /// Line `n` of the text, counted from 1 as the status line counts (`:n`, less `Ng`), at the
  /// top.
  case line(Int)
  /// `n` percent of the way into the text (`:n%`, less `N%` and `Np`), clamped to 0 … 100.
  case percent(Int)
  /// The line that holds byte `n` of the text, counted from 0 (less `NP`), at the top.
  case byte(Int)
  /// Rows down (negative: up), carrying on past the last line until it is at the top (less's
  /// `J` and `K`).
  case linesPastEnd(Int)
  /// Columns sideways (negative: left), when long lines are cut rather than wrapped.
  case columns(Int)
  /// Half screen widths sideways (negative: left), as `less` scrolls cut lines.
  case halfWidths(Int)
  /// Screens down (negative: up), carrying on past the last line as ``linesPastEnd(_:)`` does
  /// (less's `Esc Space`).
  case pagesPastEnd(Int)
  /// Sideways back to the first column (less's `Esc {`, Ctrl-Left).
  case firstColumn
  /// Sideways until the end of the longest line shown is at the right edge (less's `Esc }`,
  /// Ctrl-Right).
  case longestLineEnd
  /// Half screen widths right, stopping where the end of the longest line shown is at the right
  /// edge (less's `Esc ]`, Esc-Right).
  case halfWidthsUpToEnd(Int)
  /// Columns right, stopping as ``halfWidthsUpToEnd(_:)`` does.
  case columnsUpToEnd(Int)
}

/// An edit of the search prompt.
public enum PromptEdit: Hashable, Sendable {
  /// Open the prompt (`/`).
  case open
  /// Open the prompt for a search backward (`?`), from the last line shown.
  case openBackward
  /// Open the prompt for a search (backward: `?`) that goes to the `n`-th match, as a count
  /// before `/` or `?` does in less (`3/pattern`).
  case openForMatch(Int, backward: Bool)
  /// Open the prompt for a filter of the shown tab (`&`): lines matching the pattern, or, when
  /// it starts with `!`, lines not matching it; an empty one shows every line again.
  case openFilter
  /// Open the prompt for a filter of the shown table's rows by their cell in the current column
  /// (`Esc-&`), taken as `&` takes its pattern.
  case openColumnFilter
  /// Open the prompt for a command line (`:`), which the program carries out.
  case openCommandLine
  /// Open a prompt of the program's own, whose line it takes as it is.
  case openLine(LinePrompt)
  /// Put this text in the prompt in place of what was typed (a completed file name).
  case replace(String)
  /// Type a character.
  case insert(Character)
  /// Erase the last character; on an empty prompt, close it.
  case erase
  /// Search for what was typed.
  case submit
  /// Close the prompt without searching.
  case cancel
  /// Bring back the line typed at this kind of prompt before the one shown (Up), as less's
  /// history: ``PromptHistory``.
  case older
  /// Bring back the line typed after the one shown, or what was typed past the newest (Down).
  case newer
  /// Turn one of less's search modifiers on or off at a search's prompt (`^N`, `^E`, `^F`,
  /// `^K`, `^R`, `^W`).
  case toggleModifier(SearchModifiers.Key)
  /// At a search's prompt, ask for the digit of a sub-pattern that must match (less's `^S`);
  /// the digit typed next turns it on or off.
  case askSubpattern
  /// At a search's prompt, take the next character typed as text even where it would be a
  /// modifier (less's `^L`: `!`, `*`, `@` first in the pattern).
  case takeNextLiterally
}

extension PromptEdit {
  /// Whether the edit opens a prompt for a pattern (`/`, `?`, `&`), which only text has.
  var opensPatternPrompt: Bool {
    switch self {
    case .open, .openBackward, .openFilter, .openForMatch: true
    default: false
    }
  }

  /// Whether the edit changes the prompt's text and leaves it open.
  var keepsPromptOpen: Bool {
    switch self {
    case .insert, .erase, .replace, .older, .newer, .toggleModifier, .askSubpattern,
      .takeNextLiterally:
      true
    default: false
    }
  }
}

extension ScrollAmount {
  /// Whether the scroll jumps (to an end, a line, a percentage), so that `''` can go back.
  var isJump: Bool {
    switch self {
    case .top, .bottom, .line, .percent, .byte: true
    default: false
    }
  }
}

extension ScreenEvent {
  /// The tab the event is about, for those about one tab.
  var tab: TabID? {
    switch self {
    case .contentChanged(let tab), .status(let tab, _), .follow(let tab),
      .followUntilMatch(let tab), .startedOver(let tab, _):
      return tab
    default:
      return nil
    }
  }
}

extension ScreenEvent {
  /// Whether the event ends a search going on: a new search, a prompt, Esc; scrolling, swiping
  /// and the other keys leave it going.
  var supersedesSearch: Bool {
    switch self {
    // `n` goes on from the search still looking, where it can (``PagerScreen/findAgain``); a
    // count (`3n`) starts anew.
    case .cancelSearch, .repeatSearchTimes, .prompt: true
    default: false
    }
  }
}
