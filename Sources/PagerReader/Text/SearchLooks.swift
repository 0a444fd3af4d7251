import PagerKit

/// How a search's matches show, as less's `-D` colours them: every match (`-DS`), the current
/// match, the one `n` landed on, and the target line around it (`-DJ`), and the text each of the
/// first five parenthesised sub-patterns matched (`-D1` … `-D5`).
public struct SearchLooks: Hashable, Sendable {
  /// How many sub-patterns are coloured, as in less.
  package static let colouredSubpatterns = 5
  /// less's colours for the sub-patterns, `ky`, `wb`, `YM`, `Yr` and `Wc`: black on yellow,
  /// white on blue, bright yellow on bright magenta, bright yellow on red, bright white on cyan.
  /// Made as they are, not parsed at every start.
  package static let lessSubpatterns: [LessColor?] = [
    (0, 3), (7, 4), (11, 13), (11, 1), (15, 6),
  ].map { LessColor(foreground: .indexed($0), background: .indexed($1)) }

  /// Every match; nil: standout (reverse video, or the user's `LESS_TERMCAP_so`).
  public var match: LessColor?
  /// The current match, and the target line with ``marksTargetLine``; nil: the match's look,
  /// bold and underlined, and a target line underlined.
  public var current: LessColor?
  /// The sub-patterns', in order; nil leaves a sub-pattern as the rest of its match.
  public var subpatterns: [LessColor?] = Self.lessSubpatterns
  /// Whether the target line's text outside the matches shows in the current match's look, or
  /// underlined (less's `--hilite-target`).
  public var marksTargetLine = false
  /// Whether colours show at all; without them only attributes count.
  package var showsColors = true

  /// less's looks.
  public init() {}

  /// Sets the look `selector` names (`S`, `J`, `1` … `5`) to `color`; false for a selector that
  /// is not one of a search's.
  @discardableResult
  public mutating func set(_ selector: Character, to color: LessColor) -> Bool {
    switch selector {
    case "S": match = color
    case "J": current = color
    case "1"..."5": subpatterns[selector.wholeNumberValue! - 1] = color
    default: return false
    }
    return true
  }

  /// How a match shows on text whose own style is `base`, `standout` being the plain match look.
  func matchLook(on base: Style, standout: Style) -> Style {
    match?.shown(on: base, over: standout, showsColors: showsColors) ?? standout
  }

  /// How sub-pattern `number` (counted from 1) of a match shows over the match's `look`.
  func subpatternLook(_ number: Int, on base: Style, over look: Style) -> Style {
    guard subpatterns.indices.contains(number - 1), let color = subpatterns[number - 1] else {
      return look
    }
    return color.shown(on: base, over: look, showsColors: showsColors)
  }

  /// How the current match shows over its `look` as a match.
  func currentLook(on base: Style, over look: Style) -> Style {
    if let current { return current.shown(on: base, over: look, showsColors: showsColors) }
    var shown = look
    shown.attributes.formUnion([.bold, .underline])
    return shown
  }

  /// How the target line's text outside its matches shows with ``marksTargetLine``.
  func targetLineLook(on base: Style) -> Style {
    (current ?? LessColor(attributes: .underline)).shown(
      on: base, over: base, showsColors: showsColors)
  }
}
