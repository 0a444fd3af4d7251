/// A key a terminal sends: text, or a named key.
public enum TerminalKey: Hashable, Sendable {
  /// A character typed: with ``KeyModifiers/control`` for `Ctrl-A` … `Ctrl-Z` (as `a` … `z`).
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab (Shift-Tab is `.tab` with ``KeyModifiers/shift``).
  case tab
  /// Backspace (DEL or BS).
  case backspace
  /// Escape alone.
  case escape
  /// An arrow.
  case up, down, left, right
  /// The keys above the arrows.
  case home, end, pageUp, pageDown, insert, delete
  /// F1 … F12 (as 1 … 12).
  case function(Int)
}

/// The keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// One bit per modifier, as xterm numbers them (its modifier parameter less 1).
  public let rawValue: UInt8
  /// The modifiers whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt (or Meta): also an ESC sent before the key.
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A key and the modifiers held with it.
public struct KeyPress: Hashable, Sendable {
  /// The key.
  public var key: TerminalKey
  /// Shift, Alt, Control.
  public var modifiers: KeyModifiers

  /// A press of `key` with `modifiers`.
  public init(_ key: TerminalKey, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
