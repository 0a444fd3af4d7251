import PagerKit

/// What a key asks the program to do.
enum KeyCommand: Equatable {
  case screen(ScreenEvent)
  /// Run the current tab's command again, reopen its file.
  case reload
  case quit
}

/// The keyboard bindings: tabs as in the articles, paging and searching as in `less`.
enum KeyMap {
  static func command(for key: Key) -> KeyCommand? {
    switch key {
    case .right, .tab, .character("l"): return .screen(.pager(.next))
    case .left, .backTab, .character("h"): return .screen(.pager(.previous))
    case .home: return .screen(.pager(.first))
    case .end: return .screen(.pager(.last))
    case .down, .enter, .character("j"): return .screen(.scroll(.lines(1)))
    case .up, .character("k"): return .screen(.scroll(.lines(-1)))
    case .pageDown, .character(" "), .character("f"): return .screen(.scroll(.pages(1)))
    case .pageUp, .character("b"): return .screen(.scroll(.pages(-1)))
    case .character("d"): return .screen(.scroll(.halfPages(1)))
    case .character("u"): return .screen(.scroll(.halfPages(-1)))
    case .character("g"): return .screen(.scroll(.top))
    case .character("G"): return .screen(.scroll(.bottom))
    case .character("<"): return .screen(.scroll(.halfWidths(-1)))
    case .character(">"): return .screen(.scroll(.halfWidths(1)))
    case .character("/"): return .screen(.prompt(.open))
    case .character("n"): return .screen(.repeatSearch(reversed: false))
    case .character("N"): return .screen(.repeatSearch(reversed: true))
    case .character("r"): return .reload
    case .escape, .character("q"): return .quit
    case .character(let character):
      guard character.isASCII, let digit = character.wholeNumberValue, (1...9).contains(digit)
      else { return nil }
      return .screen(.pager(.jump(to: digit - 1)))
    default: return nil
    }
  }

  /// Keys while the search prompt is open: they edit the pattern.
  static func promptEdit(for key: Key) -> PromptEdit? {
    switch key {
    case .enter: return .submit
    case .escape: return .cancel
    case .backspace: return .erase
    case .character(let character) where !character.isNewline: return .insert(character)
    default: return nil
    }
  }
}
