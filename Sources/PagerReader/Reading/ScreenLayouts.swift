import PagerKit

/// The layouts kept between events, remade only on a resize or when another tab is shown.
struct ScreenLayouts {
  /// Where everything sits at the current size.
  var layout: ScreenLayout
  /// How a document page is laid out at the current size.
  var documentLayout: DocumentLayout
  /// The bar of natural-width items around the selected tab, for a preset whose items are as
  /// wide as their titles.
  var overflowBar: OverflowTabBarLayout?
}
