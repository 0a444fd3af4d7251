/// How the bar shows which tab is selected, sliding with the pages.
public enum IndicatorStyle: String, Hashable, Sendable, CaseIterable {
  /// An underline 1/n of the bar wide on a row of its own, drawn to the half cell with `╺━╸`.
  case line
  /// The selected item's cell is filled, and the fill slides.
  case block
  /// One `•` centred under the item, moving continuously.
  case dot
  /// Nothing slides: only the item's own colour or weight tells the selection.
  case none

  /// Whether the style needs a row of its own beside the items.
  public var hasOwnRow: Bool { self == .line || self == .dot }
}
