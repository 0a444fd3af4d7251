import Testing

@testable import PagerKit
@testable import PagerReader

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

  @Test func onEightColoursAGreyTextBecomesTheGreyThatShowsOnTheGround() {
    // bat's grid and line numbers, 38;5;238: black would vanish on a dark terminal.
    let darkGrey = ColorDepth.xtermValue(ofPaletteIndex: 238)
    #expect(ColorDepth.basic8.approximate(darkGrey) == .indexed(0))
    #expect(ColorDepth.basic8.approximateText(darkGrey, on: .dark) == .indexed(7))
    let lightGrey = ColorDepth.xtermValue(ofPaletteIndex: 252)
    #expect(ColorDepth.basic8.approximate(lightGrey) == .indexed(7))
    #expect(ColorDepth.basic8.approximateText(lightGrey, on: .light) == .indexed(0))
    // Greys each keep the one that shows, whatever their shade; never a hue.
    for index in 232...255 {
      let grey = ColorDepth.xtermValue(ofPaletteIndex: UInt8(index))
      #expect(ColorDepth.basic8.approximateText(grey, on: .dark) == .indexed(7), "\(index)")
      #expect(ColorDepth.basic8.approximateText(grey, on: .light) == .indexed(0), "\(index)")
    }
  }

  @Test func onEightColoursADarkHueKeepsItsHueRatherThanTurnBlack() {
    let navy = RGB(0, 0, 95)
    #expect(ColorDepth.basic8.approximate(navy) == .indexed(0))
    #expect(ColorDepth.basic8.approximateText(navy, on: .dark) == .indexed(4))
    #expect(ColorDepth.basic8.approximateText(RGB(255, 0, 0), on: .dark) == .indexed(1))
    // A light ground hides white instead: a pale yellow turns yellow, not white.
    #expect(ColorDepth.basic8.approximateText(RGB(255, 255, 200), on: .light) == .indexed(3))
  }

  @Test func withMoreThanEightColoursTextRoundsAsAnyColourDoes() {
    let darkGrey = ColorDepth.xtermValue(ofPaletteIndex: 238)
    #expect(ColorDepth.palette256.approximateText(darkGrey, on: .dark) == .indexed(238))
    #expect(ColorDepth.trueColor.approximateText(darkGrey, on: .dark) == .rgb(darkGrey))
  }
}
