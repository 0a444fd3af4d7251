import PagerKit
import PagerReader

/// The number typed before a command, as less takes it (`100G`, `5j`, `10 Space`), and, with
/// several tabs, the digits that jump to a tab instead.
///
/// With one tab every digit is a count. With several, digits are a count only when a command
/// that takes one follows them; when another key follows, or nothing for ``moment``, they jump
/// to the tab of the last digit typed, as digits always did. Time comes in as an argument: the
/// state is a pure function of the keys given and when.
struct TypedCount: Equatable, Sendable {
  /// How long digits wait for a command before they jump to a tab, in milliseconds: long enough
  /// to type `100G`, short enough that a jump still feels at once.
  static let moment = 500.0
  /// The largest count; a longer number stays at it.
  static let largest = 999_999_999

  /// What a key is to the count.
  enum Press: Equatable, Sendable {
    /// A digit, 0 to 9.
    case digit(Int)
    /// Backspace: erases the last digit.
    case erase
    /// Ctrl-C: drops the digits.
    case cancel
    /// Any other key, which does a command; `takesCount` when the command uses a count.
    case command(takesCount: Bool)
  }

  /// What the key does, the count taken into account.
  enum Step: Equatable, Sendable {
    /// It went into the count (a digit, or Backspace erasing one): nothing else happens yet.
    case typed
    /// Ctrl-C dropped the digits typed; it does nothing else.
    case cancelled
    /// The key does its command, with this count (nil: none typed, or one its command ignores).
    case acts(count: Int?)
    /// The digits typed jump to the tab of the last of them (1 the first; nil for 0, which
    /// names none); then the key does its command without a count.
    case jumpsThenActs(digit: Int?)
  }

  /// The digits typed, in order.
  private(set) var digits: [Int] = []
  /// When the last digit was typed.
  private(set) var lastTyped = Instant.zero

  /// Whether no digit is waiting.
  var isEmpty: Bool { digits.isEmpty }

  /// The number the digits make, nil with none; at most ``largest``.
  var value: Int? {
    guard !digits.isEmpty else { return nil }
    return digits.reduce(0) { min(Self.largest, $0 * 10 + $1) }
  }

  /// What the status line shows while digits wait, as less shows them: `:` and the digits.
  var echo: String? {
    digits.isEmpty ? nil : ":" + digits.map(String.init).joined()
  }

  /// The tab the digits jump to, by the last digit (1 the first); nil for 0.
  private var tabDigit: Int? { digits.last.flatMap { $0 == 0 ? nil : $0 } }

  /// When the digits, left alone, jump to a tab: nil with none typed or when digits do not jump
  /// (one tab).
  func deadline(jumpsToTabs: Bool) -> Instant? {
    guard jumpsToTabs, !digits.isEmpty else { return nil }
    return lastTyped.advanced(by: Self.moment)
  }

  /// Takes a key pressed at `now`. `jumpsToTabs` when digits may name tabs (several tabs).
  /// Digits left alone past the moment must have been taken by ``expire(jumpsToTabs:at:)``
  /// first, as the run loop does before every key.
  mutating func take(_ press: Press, jumpsToTabs: Bool, at now: Instant) -> Step {
    switch press {
    case .digit(let digit):
      digits.append(digit)
      lastTyped = now
      return .typed
    case .erase:
      guard !digits.isEmpty else { return .acts(count: nil) }
      digits.removeLast()
      return .typed
    case .cancel:
      guard !digits.isEmpty else { return .acts(count: nil) }
      digits = []
      return .cancelled
    case .command(let takesCount):
      let (value, digit) = take()
      guard value != nil else { return .acts(count: nil) }
      if takesCount { return .acts(count: value) }
      return jumpsToTabs ? .jumpsThenActs(digit: digit) : .acts(count: nil)
    }
  }

  /// Drops digits left alone past the moment, with several tabs; returns the tab digit they
  /// jump to, nil when none is due (or the last digit was 0).
  mutating func expire(jumpsToTabs: Bool, at now: Instant) -> Int? {
    guard let due = deadline(jumpsToTabs: jumpsToTabs), now >= due else { return nil }
    return take().digit
  }

  /// The value and the tab digit, the digits dropped.
  private mutating func take() -> (value: Int?, digit: Int?) {
    defer { digits = [] }
    return (value, tabDigit)
  }
}
