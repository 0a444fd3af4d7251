import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Colours out as the terminal can take them: on eight colours, text on the terminal's own
/// background is never rounded to the colour of that background.
@Suite struct ColorNumbersTests {
  private static func colors(
    depth: ColorDepth, count: Int, ground: TerminalGround = .dark
  ) -> ColorNumbers {
    var colors = ColorNumbers(
      capabilities: TerminalCapabilities(
        colorDepth: depth, colorCount: count, hasDefaultColors: true, speaksXtermMouse: false))
    colors.ground = ground
    return colors
  }

  private static func text(_ color: TerminalColor, over background: TerminalColor = .standard)
    -> Style
  {
    Style(foreground: color, background: background)
  }

  @Test func batsGreyOnADarkEightColourTerminalIsWhiteNotBlack() {
    let numbers = Self.colors(depth: .basic8, count: 8).colorNumbers(for: Self.text(.indexed(238)))
    #expect(numbers?.foreground == 7)
    #expect(numbers?.background == -1)
  }

  @Test func brightBlackOnADarkEightColourTerminalIsWhiteTheOtherBrightsTheirBasicOnes() {
    let colors = Self.colors(depth: .basic8, count: 8)
    #expect(colors.colorNumbers(for: Self.text(.indexed(8)))?.foreground == 7)
    #expect(colors.colorNumbers(for: Self.text(.indexed(9)))?.foreground == 1)
    #expect(colors.colorNumbers(for: Self.text(.indexed(12)))?.foreground == 4)
    // The basic colours are the terminal's own, passed as they are, black too.
    #expect(colors.colorNumbers(for: Self.text(.indexed(0)))?.foreground == 0)
  }

  @Test func onALightEightColourTerminalWhiteIsWhatTextIsKeptFrom() {
    let colors = Self.colors(depth: .basic8, count: 8, ground: .light)
    #expect(colors.colorNumbers(for: Self.text(.indexed(252)))?.foreground == 0)
    #expect(colors.colorNumbers(for: Self.text(.indexed(15)))?.foreground == 0)
    #expect(colors.colorNumbers(for: Self.text(.indexed(238)))?.foreground == 0)
    #expect(colors.colorNumbers(for: Self.text(.rgb(RGB(40, 40, 40))))?.foreground == 0)
  }

  @Test func twentyFourBitGreyTextOnADarkEightColourTerminalIsWhite() {
    let colors = Self.colors(depth: .basic8, count: 8)
    #expect(colors.colorNumbers(for: Self.text(.rgb(RGB(60, 60, 60))))?.foreground == 7)
  }

  @Test func textOverAColourOfItsOwnRoundsToTheNearestColour() {
    // Not on the terminal's background: black on blue shows.
    let numbers = Self.colors(depth: .basic8, count: 8).colorNumbers(
      for: Self.text(.indexed(238), over: .indexed(4)))
    #expect(numbers?.foreground == 0)
    #expect(numbers?.background == 4)
  }

  @Test func twoHundredFiftySixColoursPassTheIndexAsItIs() {
    let colors = Self.colors(depth: .palette256, count: 256)
    #expect(colors.colorNumbers(for: Self.text(.indexed(238)))?.foreground == 238)
    #expect(colors.colorNumbers(for: Self.text(.indexed(8)))?.foreground == 8)
  }
}
