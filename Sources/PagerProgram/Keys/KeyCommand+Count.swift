import PagerKit
import PagerReader

/// What a number typed before a command does to it, as in less: `5j` five lines, `2 Space`
/// two lines, `100G` and `100g` line 100, `50%` half way, `3n` the third match, `2{` the second
/// bracket of the top line, `3/pattern` the third match, `3:n` the third tab on.
extension KeyCommand {
  /// The command with `count` before it; nil when it takes no count (the count is then
  /// dropped, or, with several tabs, the digits name a tab).
  func counted(_ count: Int) -> KeyCommand? {
    switch self {
    case .screen(.scroll(let amount)): amount.counted(count).map { .screen(.scroll($0)) }
    // `10<` in a table narrows the column 10; in text it goes to line 10.
    case .screen(.tableOr(.widen(let change), let otherwise)):
      KeyCommand.screen(otherwise).counted(count).flatMap { counted in
        guard case .screen(let event) = counted else { return nil }
        return .screen(.tableOr(.widen(change.signum() * max(1, count)), otherwise: event))
      }
    // `3/pattern`: the third match, as less.
    case .screen(.prompt(.open)): .screen(.prompt(.openForMatch(max(1, count), backward: false)))
    case .screen(.prompt(.openBackward)):
      .screen(.prompt(.openForMatch(max(1, count), backward: true)))
    case .screen(.repeatSearch(let reversed)):
      .screen(.repeatSearchTimes(reversed: reversed, times: max(1, count)))
    case .screen(.matchBracket(let match)):
      .screen(
        .matchBracket(
          BracketMatch(
            open: match.open, close: match.close, forward: match.forward, nth: max(1, count))))
    // These take the count as it is where they are carried out (``App/perform(_:count:at:)``).
    case .scrollWindow, .askBrackets, .colon(.next), .colon(.previous), .colon(.first), .nextTag:
      self
    default: nil
    }
  }
}

extension ScrollAmount {
  /// The amount with `count` before it, as less takes it: lines and screens become `count`
  /// lines, an end line `count`, a percentage `count` percent, sideways `count` columns.
  func counted(_ count: Int) -> ScrollAmount? {
    switch self {
    case .lines(let sign), .pages(let sign): .lines(sign.signum() * count)
    case .linesPastEnd(let sign), .pagesPastEnd(let sign): .linesPastEnd(sign.signum() * count)
    // The half screen is set to the count where it is carried out.
    case .halfPages: self
    case .top, .bottom: .line(count)
    case .percent: .percent(count)
    case .byte: .byte(count)
    case .halfWidths(let sign): .columns(sign.signum() * count)
    case .halfWidthsUpToEnd: .columnsUpToEnd(count)
    case .line, .columns, .firstColumn, .longestLineEnd, .columnsUpToEnd: nil
    }
  }
}
