import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Colours out to ncurses as the terminal can take them: on eight colours, text on the
/// terminal's own background is never rounded to the colour of that background.
@Suite struct ColorPairsTests {
  private static func pairs(
    depth: ColorDepth, count: Int, ground: TerminalGround = .dark
  ) -> ColorPairs {
    var pairs = ColorPairs(
      capabilities: TerminalCapabilities(
        colorDepth: depth, colorCount: count, hasDefaultColors: true, speaksXtermMouse: false))
    pairs.ground = ground
    return pairs
  }

  private static func text(_ color: TerminalColor, over background: TerminalColor = .standard)
    -> Style
  {
    Style(foreground: color, background: background)
  }

  @Test func batsGreyOnADarkEightColourTerminalIsWhiteNotBlack() {
    let numbers = Self.pairs(depth: .basic8, count: 8).colorNumbers(for: Self.text(.indexed(238)))
    #expect(numbers?.foreground == 7)
    #expect(numbers?.background == -1)
  }

  @Test func brightBlackOnADarkEightColourTerminalIsWhiteTheOtherBrightsTheirBasicOnes() {
    let pairs = Self.pairs(depth: .basic8, count: 8)
    #expect(pairs.colorNumbers(for: Self.text(.indexed(8)))?.foreground == 7)
    #expect(pairs.colorNumbers(for: Self.text(.indexed(9)))?.foreground == 1)
    #expect(pairs.colorNumbers(for: Self.text(.indexed(12)))?.foreground == 4)
    // The basic colours are the terminal's own, passed as they are, black too.
    #expect(pairs.colorNumbers(for: Self.text(.indexed(0)))?.foreground == 0)
  }

  @Test func onALightEightColourTerminalWhiteIsWhatTextIsKeptFrom() {
    let pairs = Self.pairs(depth: .basic8, count: 8, ground: .light)
    #expect(pairs.colorNumbers(for: Self.text(.indexed(252)))?.foreground == 0)
    #expect(pairs.colorNumbers(for: Self.text(.indexed(15)))?.foreground == 0)
    #expect(pairs.colorNumbers(for: Self.text(.indexed(238)))?.foreground == 0)
    #expect(pairs.colorNumbers(for: Self.text(.rgb(RGB(40, 40, 40))))?.foreground == 0)
  }

  @Test func twentyFourBitGreyTextOnADarkEightColourTerminalIsWhite() {
    let pairs = Self.pairs(depth: .basic8, count: 8)
    #expect(pairs.colorNumbers(for: Self.text(.rgb(RGB(60, 60, 60))))?.foreground == 7)
  }

  @Test func textOverAColourOfItsOwnRoundsToTheNearestColour() {
    // Not on the terminal's background: black on blue shows.
    let numbers = Self.pairs(depth: .basic8, count: 8).colorNumbers(
      for: Self.text(.indexed(238), over: .indexed(4)))
    #expect(numbers?.foreground == 0)
    #expect(numbers?.background == 4)
  }

  @Test func twoHundredFiftySixColoursPassTheIndexAsItIs() {
    let pairs = Self.pairs(depth: .palette256, count: 256)
    #expect(pairs.colorNumbers(for: Self.text(.indexed(238)))?.foreground == 238)
    #expect(pairs.colorNumbers(for: Self.text(.indexed(8)))?.foreground == 8)
  }
}
