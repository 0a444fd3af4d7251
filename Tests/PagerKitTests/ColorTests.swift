import Testing

@testable import PagerKit

@Suite struct ColorTests {
  @Test func blendingLaysAColorOverItsGround() {
    let red = RGB(255, 0, 0)
    let ground = RGB(16, 16, 16)
    #expect(red.blended(over: ground, opacity: 0) == ground)
    #expect(red.blended(over: ground, opacity: 1) == red)
    #expect(red.blended(over: ground, opacity: 0.5) == RGB(136, 8, 8))
    #expect(red.blended(over: ground, opacity: 7) == red, "opacity is clamped")
    #expect(red.blended(over: ground, opacity: -1) == ground)
  }

  @Test func thePresetsColorsFindTheirNearestPaletteEntries() {
    #expect(ColorDepth.palette256.approximate(RGB(0, 122, 255)) == .indexed(33))
    #expect(ColorDepth.palette256.approximate(RGB(255, 0, 0)) == .indexed(196))
    #expect(ColorDepth.palette256.approximate(RGB(85, 85, 85)) == .indexed(240))
    #expect(ColorDepth.basic8.approximate(RGB(255, 0, 0)) == .indexed(1))
    #expect(ColorDepth.basic8.approximate(RGB(0, 0, 255)) == .indexed(4))
    #expect(ColorDepth.trueColor.approximate(RGB(1, 2, 3)) == .rgb(RGB(1, 2, 3)))
    #expect(ColorDepth.none.approximate(RGB(1, 2, 3)) == .standard)
  }

  @Test func everyPaletteEntryMapsToItself() {
    for index in 16...255 {
      let value = ColorDepth.xtermValue(ofPaletteIndex: UInt8(index))
      let found = ColorDepth.palette256.approximate(value)
      // Cube and grey ramp share a few values; either way the colour shown is the same.
      #expect(ColorDepth.palette256.shown(value) == value, "\(index) → \(found)")
    }
  }
}
