import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Every preset, in every mix of bar, indicator, jump and cycling, renders a frame of exactly the
/// screen's size at every small size and a few large ones, at rest and mid-motion.
@Suite struct EverySizeTests {
  static let sizes: [Size] =
    (0...40).flatMap { columns in (0...15).map { Size(columns: columns, rows: $0) } }
    + [Size(columns: 100, rows: 30), Size(columns: 300, rows: 100), Size(columns: 80, rows: 1)]

  static let variants: [Preset] = Preset.all.flatMap { preset in
    [BarPlacement.top, .bottom, .floating].map { placement in
      var variant = preset
      variant.barPlacement = placement
      variant.indicator =
        IndicatorStyle.allCases[(preset.name.count + placement.rawValue.count) % 4]
      variant.cycles = placement == .bottom
      return variant
    } + [preset]
  }

  @Test(arguments: variants)
  func everyFrameIsExactlyTheScreenSize(preset: Preset) throws {
    let view = PagerView(theme: Theme(preset: preset, depth: .palette256))
    for size in Self.sizes {
      var screen = try PagerScreen(preset: preset, size: size)
      screen.update(.pager(.last), at: .zero)
      screen.update(.scroll(.lines(3)), at: .zero)
      for millisecond in [0.0, 60, 125, 400] {
        let frame = view.render(screen, at: Instant(milliseconds: millisecond))
        #expect(frame.width == size.columns && frame.height == size.rows, "\(size)")
        #expect(frame.cells.count == size.columns * size.rows)
      }
      screen.update(.pager(.next), at: Instant(milliseconds: 400))
      let cycled = view.render(screen, at: Instant(milliseconds: 500))
      #expect(cycled.cells.count == size.columns * size.rows)
    }
  }
}
