import Testing

@testable import PagerKit
@testable import PagerReader

/// Text tabs keep the terminal's own colours, as less's pages do; the bar reads on a light
/// terminal; black text never sits on a dark page; and less's LESS_TERMCAP looks colour what
/// overstrike and search make.
@Suite struct TerminalColorsTests {
  @Test func textTabsKeepTheTerminalsColoursUnlessTinted() {
    let plain = Theme(preset: .documents(titled: ["a", "b"]), depth: .palette256)
    #expect(plain.pages == [Style(), Style()])
    let tinted = Theme(preset: .documents(titled: ["a", "b"], tinted: true), depth: .palette256)
    #expect(tinted.pages.allSatisfy { $0.background != .standard })
    #expect(
      Theme(preset: .menu, depth: .palette256).pages.allSatisfy { $0.background != .standard })
  }

  @Test func onALightTerminalTheBarIsLightAndItsTextDark() {
    let preset = Preset.documents(titled: ["a"])
    let dark = Theme(preset: preset, depth: .trueColor, ground: .dark)
    let light = Theme(preset: preset, depth: .trueColor, ground: .light)
    func luminance(_ color: TerminalColor) -> Double {
      guard case .rgb(let rgb) = color else { return -1 }
      return rgb.luminance
    }
    #expect(luminance(dark.bar.background) < 0.3)
    #expect(luminance(light.bar.background) > 0.7)
    #expect(luminance(light.bar.foreground) < 0.4)
    #expect(luminance(light.indicator.foreground) < 0.2)
    #expect(dark.pagesAreDark && !light.pagesAreDark)
    // The demo's pages are their own colours whatever the terminal's.
    #expect(
      Theme(preset: .menu, depth: .trueColor, ground: .light)
        == Theme(preset: .menu, depth: .trueColor, ground: .dark))
  }

  @Test func theGroundOfABackground() {
    #expect(TerminalGround(background: RGB(255, 255, 255)) == .light)
    #expect(TerminalGround(background: RGB(253, 246, 227)) == .light)  // Solarized light
    #expect(TerminalGround(background: RGB(0, 43, 54)) == .dark)  // Solarized dark
    #expect(TerminalGround(background: RGB(0, 0, 0)) == .dark)
  }

  @Test(arguments: ["30", "38;5;0", "38;5;16", "38;5;233", "38;2;10;10;10"])
  func blackTextIsGreyOnADarkPage(_ color: String) {
    var renderer = LineRenderer()
    renderer.lightensDarkText = true
    let line = renderer.render(Array("\u{1B}[\(color)mX".utf8))
    #expect(line.cells[0].style.foreground == .indexed(8))
    renderer.lightensDarkText = false
    #expect(
      renderer.render(Array("\u{1B}[\(color)mX".utf8)).cells[0].style.foreground != .indexed(8))
  }

  @Test func blackTextKeepsItsColourOnABackgroundOfItsOwn() {
    var renderer = LineRenderer()
    renderer.lightensDarkText = true
    #expect(renderer.render(Array("\u{1B}[30;47mX".utf8)).cells[0].style.foreground == .indexed(0))
    #expect(renderer.render(Array("\u{1B}[31mX".utf8)).cells[0].style.foreground == .indexed(1))
  }

  @Test func lessTermcapLooksColourOverstruckBoldAndUnderline() {
    var renderer = LineRenderer()
    renderer.looks = TermcapLooks(bold: "\u{1B}[1;31m", underline: "\u{1B}[32m\u{1B}[4m")
    let line = renderer.render(Array("b\u{8}b_\u{8}u x".utf8))
    #expect(line.cells[0].style == Style(foreground: .indexed(1), attributes: .bold))
    #expect(line.cells[1].style == Style(foreground: .indexed(2), attributes: .underline))
    #expect(line.cells[3].style == Style())
    // A look without the attribute shows only its colour.
    renderer.looks = TermcapLooks(bold: "\u{1B}[34m")
    #expect(renderer.render(Array("b\u{8}b".utf8)).cells[0].style == Style(foreground: .indexed(4)))
  }

  @Test func withoutLooksOverstrikeIsBoldAndUnderlineAndValuesWithoutSGRAreNoLook() {
    let plain = LineRenderer().render(Array("b\u{8}b_\u{8}u".utf8))
    #expect(plain.cells.map(\.style.attributes) == [.bold, .underline])
    #expect(TermcapLooks(bold: "", underline: "junk", standout: nil).isEmpty)
  }

  @Test func theStandoutLookShowsSearchMatches() {
    let line = LineRenderer().render(Array("find me".utf8))
    let search = TextSearch(pattern: "me")
    let reversed = line.highlighted([], search: search)
    #expect(reversed.cells[5].style.attributes == .reverse)
    let looks = TermcapLooks(standout: "\u{1B}[30;43m")
    let standout = line.highlighted([], search: search, looks: looks)
    #expect(standout.cells[5].style == Style(foreground: .indexed(0), background: .indexed(3)))
    #expect(standout.cells[0].style == Style())
  }
}
