import Testing

@testable import PagerKit
@testable import PagerReader

/// `LESSBINFMT` and `LESSUTFBINFMT`: the stand-ins of controls, read as less 704 reads them.
@Suite struct StandInLooksTests {
  private static func render(_ text: String, _ looks: StandInLooks) -> DisplayLine {
    var renderer = LineRenderer()
    renderer.standIns = looks
    return renderer.render(Array(text.utf8))
  }

  @Test(
    arguments: [
      ("<U+%04lX>", 0x85, "<U+0085>"), ("[%x]", 0x9B, "[9b]"), ("%%%X%%", 0x202E, "%202E%"),
      ("<%-6d>", 133, "<133   >"), ("%#o", 8, "010"), ("%#06x", 0x85, "0x0085"),
      ("%.3u", 7, "007"), ("%5.3X", 7, "  007"), ("%+d", 5, "+5"), ("x%hhd", 1, "x1"),
    ] as [(String, UInt64, String)])
  func aFormatTakesOneNumberAsPrintfDoes(format: String, value: UInt64, text: String) throws {
    #expect(try #require(PrintfNumber(format)).format(value) == text)
  }

  @Test(arguments: ["plain", "%s", "%d %d", "%", "%q"])
  func aFormatWithoutExactlyOneNumberIsNone(format: String) {
    #expect(PrintfNumber(format) == nil)
  }

  @Test func whatAFormatMakesIsPrintableASCII() throws {
    let format = try #require(PrintfNumber("\u{1B}[31m日%X\u{85}"))
    #expect(format.format(0xA) == "?[31m?A?")
    #expect(try #require(PrintfNumber("%300X")).format(1).count == 255)
  }

  @Test func theCodePointsFormatAndAttributeChangeItsStandIn() {
    let looks = StandInLooks(binary: nil, codePoint: "*u{%X}")
    let line = Self.render("a\u{85}b\u{1}", looks)
    #expect(line.text == "a{85}b^A")
    #expect(line.cells[1].style == Style(attributes: .underline), "the attribute of every stand-in")
    #expect(line.cells[6].style == Style(attributes: .underline), "^A's too")
  }

  @Test func theBinaryFormatsAttributeHoldsUnlessTheCodePointsSaysOne() {
    let bold = StandInLooks(binary: "*d<%02X>", codePoint: nil)
    #expect(bold.attributes == .bold)
    #expect(Self.render("\u{85}", bold).text == "<U+0085>")
    #expect(StandInLooks(binary: "*d<%02X>", codePoint: "*k%X").attributes == .blink)
    #expect(StandInLooks(binary: "*x%X", codePoint: nil).attributes == [], "no attribute")
  }

  @Test func whatLessRefusesLeavesItsDefault() {
    // An `n` anywhere (less's guard against %n), a `*` with nothing after its letter.
    for value in ["<%X>n", "*s", "*u%n"] {
      let looks = StandInLooks(binary: nil, codePoint: value)
      #expect(looks == StandInLooks(), "\(value)")
    }
    #expect(StandInLooks(binary: "", codePoint: "") == StandInLooks())
    // A format less would hand printf but that takes no number here: the default's.
    #expect(Self.render("\u{85}", StandInLooks(binary: nil, codePoint: "%s")).text == "<U+0085>")
  }
}
