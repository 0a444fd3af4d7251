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

  /// Every channel value where the cube's nearest level changes or ties: the levels with their
  /// neighbours, the points halfway between them, and the ends.
  static let cubeTelltales: [UInt8] = {
    let levels = [0, 95, 135, 175, 215, 255]
    var values: Set<Int> = [0, 1, 254, 255]
    for level in levels { values.formUnion([level - 1, level, level + 1]) }
    for (low, high) in zip(levels, levels.dropFirst()) {
      values.formUnion([(low + high) / 2 - 1, (low + high) / 2, (low + high) / 2 + 1])
    }
    return values.filter { (0...255).contains($0) }.sorted().map(UInt8.init)
  }()

  @Test func theNearestOf256IsTheSearchsWhereTheCubesNearestChanges() {
    var mismatches: [RGB] = []
    for red in Self.cubeTelltales {
      for green in Self.cubeTelltales {
        for blue in Self.cubeTelltales {
          let color = RGB(red, green, blue)
          if ColorDepth.nearestOf256(color) != ColorDepth.searchedNearestOf256(color) {
            mismatches.append(color)
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func theNearestOf256IsTheSearchsWhereTheGreysNearestChanges() {
    // Around each point halfway between two greys, every channel a little off it.
    var mismatches: [RGB] = []
    for middle in stride(from: 3, through: 243, by: 10) {
      for red in -3...3 {
        for green in -3...3 {
          for blue in -3...3 {
            let color = RGB(
              UInt8(middle + red), UInt8(middle + green), UInt8(middle + blue))
            if ColorDepth.nearestOf256(color) != ColorDepth.searchedNearestOf256(color) {
              mismatches.append(color)
            }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func theNearestOf256IsTheSearchsOnRandomColors() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let color = RGB(
        UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
        UInt8.random(in: 0...255, using: &generator))
      #expect(
        ColorDepth.nearestOf256(color) == ColorDepth.searchedNearestOf256(color), "\(color)")
    }
  }

  @Test func theNearestOf256IsTheSearchsOnEveryGrey() {
    for value in 0...255 {
      let grey = RGB(UInt8(value), UInt8(value), UInt8(value))
      #expect(ColorDepth.nearestOf256(grey) == ColorDepth.searchedNearestOf256(grey), "\(value)")
    }
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
