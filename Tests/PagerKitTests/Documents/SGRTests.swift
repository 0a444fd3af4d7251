import Testing

@testable import PagerKit
@testable import PagerReader

/// The style of the `X` after `sequence` (written without its `ESC [` and `m`).
private func styleAfter(_ parameters: String, base: Style = .plain) -> Style {
  let line = render("\u{1B}[" + parameters + "mX", base: base)
  #expect(line.text == "X", "ESC[\(parameters)m must be hidden")
  return line.cells.last?.style ?? base
}

private func foreground(_ parameters: String) -> TerminalColor {
  styleAfter(parameters).foreground
}

private func background(_ parameters: String) -> TerminalColor {
  styleAfter(parameters).background
}

@Suite struct SGRTests {
  @Test func attributesAndTheirOffCodes() {
    #expect(styleAfter("1").attributes == .bold)
    #expect(styleAfter("2").attributes == .dim)
    #expect(styleAfter("4").attributes == .underline)
    #expect(styleAfter("7").attributes == .reverse)
    #expect(styleAfter("1;2;4;7").attributes == [.bold, .dim, .underline, .reverse])
    #expect(styleAfter("1;2;4;7;22").attributes == [.underline, .reverse])
    #expect(styleAfter("1;4;7;24").attributes == [.bold, .reverse])
    #expect(styleAfter("1;4;7;27").attributes == [.bold, .underline])
  }

  @Test func resetsReturnToTheBase() {
    let base = Style(foreground: .indexed(2), background: .indexed(0), attributes: .underline)
    for reset in ["0", "", "00", "1;31;0"] {
      #expect(styleAfter("1;31;44;7;" + reset, base: base) == base, "reset \(reset)")
      #expect(styleAfter(reset, base: base) == base)
    }
  }

  @Test func offCodesKeepTheBaseAttributes() {
    let base = Style(attributes: [.bold, .underline])
    #expect(styleAfter("2;22", base: base).attributes == [.bold, .underline])
    #expect(styleAfter("24", base: base).attributes == [.bold, .underline])
    #expect(styleAfter("7;27", base: base).attributes == [.bold, .underline])
  }

  @Test func basicAndBrightColors() {
    for index in 0..<8 {
      #expect(foreground("\(30 + index)") == .indexed(UInt8(index)))
      #expect(background("\(40 + index)") == .indexed(UInt8(index)))
      #expect(foreground("\(90 + index)") == .indexed(UInt8(8 + index)))
      #expect(background("\(100 + index)") == .indexed(UInt8(8 + index)))
    }
  }

  @Test func defaultColorCodesMeanTheBaseColors() {
    let base = Style(foreground: .rgb(RGB(1, 2, 3)), background: .indexed(17))
    #expect(styleAfter("31;42;39", base: base).foreground == .rgb(RGB(1, 2, 3)))
    #expect(styleAfter("31;42;49", base: base).background == .indexed(17))
    #expect(styleAfter("31;42;39;49") == .plain)
  }

  @Test func palette256Colors() {
    #expect(foreground("38;5;208") == .indexed(208))
    #expect(background("48;5;0") == .indexed(0))
    #expect(foreground("38;5;255;1") == .indexed(255))
    #expect(styleAfter("38;5;1;1").attributes == .bold, "codes after a colour still apply")
    #expect(foreground("38:5:99") == .indexed(99))
  }

  @Test func trueColors() {
    #expect(foreground("38;2;255;128;0") == .rgb(RGB(255, 128, 0)))
    #expect(background("48;2;0;0;1") == .rgb(RGB(0, 0, 1)))
    #expect(styleAfter("38;2;1;2;3;4").attributes == .underline)
    // ITU T.416 forms, with and without the colour space id.
    #expect(foreground("38:2::10:20:30") == .rgb(RGB(10, 20, 30)))
    #expect(foreground("38:2:10:20:30") == .rgb(RGB(10, 20, 30)))
    #expect(background("48:2:0:10:20:30") == .rgb(RGB(10, 20, 30)))
  }

  @Test func underlineColorIsKeptForTheUnderline() {
    #expect(styleAfter("58;5;4").underlineColor == .indexed(4))
    #expect(styleAfter("58;2;1;2;3;1").underlineColor == .rgb(RGB(1, 2, 3)))
    #expect(styleAfter("58;2;1;2;3;1").attributes == .bold)
    #expect(styleAfter("58:5:4").underlineColor == .indexed(4))
    #expect(styleAfter("58:5:4;59").underlineColor == nil)
    #expect(styleAfter("58;5;4").foreground == .standard)
  }

  @Test func colonUnderlineShapes() {
    #expect(styleAfter("4:3").attributes == .underline)
    #expect(styleAfter("4:3").underlineShape == .curly)
    #expect(styleAfter("4:2").underlineShape == .double)
    #expect(styleAfter("4:4").underlineShape == .dotted)
    #expect(styleAfter("4:5").underlineShape == .dashed)
    #expect(styleAfter("4:9").underlineShape == .single)
    #expect(styleAfter("21").underlineShape == .double)
    #expect(styleAfter("4:3;4").underlineShape == .single)
    #expect(styleAfter("4;4:0").attributes == [])
    #expect(styleAfter("4:3;24").underlineShape == .single)
  }

  @Test func italicStrikeBlinkAndOverlineWithTheirOffCodes() {
    #expect(styleAfter("3").attributes == .italic)
    #expect(styleAfter("9").attributes == .strikethrough)
    #expect(styleAfter("5").attributes == .blink)
    #expect(styleAfter("6").attributes == .blink)
    #expect(styleAfter("53").attributes == .overline)
    #expect(styleAfter("3;9;5;53").attributes == [.italic, .strikethrough, .blink, .overline])
    #expect(styleAfter("3;9;5;53;23").attributes == [.strikethrough, .blink, .overline])
    #expect(styleAfter("3;9;5;53;29").attributes == [.italic, .blink, .overline])
    #expect(styleAfter("3;9;5;53;25").attributes == [.italic, .strikethrough, .overline])
    #expect(styleAfter("3;9;5;53;55").attributes == [.italic, .strikethrough, .blink])
    #expect(styleAfter("3;9;5;53;0").attributes == [])
  }

  @Test func malformedParametersAreIgnored() {
    #expect(styleAfter("38;5") == .plain)
    #expect(styleAfter("38;5;") == .plain)
    #expect(styleAfter("38;5;256") == .plain)
    #expect(styleAfter("38;2;1;2") == .plain)
    #expect(styleAfter("38;2;1;2;999") == .plain)
    #expect(styleAfter("38") == .plain)
    #expect(styleAfter("48;9;1").attributes == .bold, "an unknown colour mode skips only itself")
    #expect(styleAfter("999") == .plain)
    #expect(styleAfter("99999999999999999999999999;1").attributes == .bold)
    #expect(styleAfter("8;11;26;50") == .plain, "codes without a cell attribute")
    #expect(styleAfter("38:5") == .plain)
    #expect(styleAfter(":::1") == .plain)
    #expect(styleAfter("1:2:3") == .plain)
  }

  @Test func emptyParametersCountAsZero() {
    #expect(styleAfter(";;1").attributes == .bold)
    #expect(styleAfter("1;;4").attributes == .underline)
    #expect(styleAfter("1;") == .plain)
  }

  @Test func styleChangesMidLineAndResetsAtTheNextLine() {
    let renderer = LineRenderer()
    let first = renderer.render(Array("a\u{1B}[1;31mb\u{1B}[mc\u{1B}[4m".utf8))
    #expect(first.text == "abc")
    #expect(first.cells[0].style == .plain)
    #expect(first.cells[1].style == Style(foreground: .indexed(1), attributes: .bold))
    #expect(first.cells[2].style == .plain)
    let second = renderer.render(Array("d".utf8))
    #expect(second.cells[0].style == .plain, "no state carries over between lines")
  }

  @Test func otherEscapeSequencesShowHarmlessly() {
    let cases: [(String, String)] = [
      ("\u{1B}[2J", "^[[2J"),
      ("\u{1B}[H", "^[[H"),
      ("\u{1B}[10;20H", "^[[10;20H"),
      ("\u{1B}[?25l", "^[[?25l"),
      ("\u{1B}[>4;1m", "^[[>4;1m"),
      ("\u{1B}[1 m", "^[[1 m"),
      ("\u{1B}]0;title\u{7}", "^[]0;title^G"),
      ("\u{1B}", "^["),
      ("a\u{1B}", "a^["),
      ("\u{1B}(B", "^[(B"),
      ("\u{1B}[", "^[["),
      ("\u{1B}[31", "^[[31"),
      ("\u{1B}[31\u{1B}[1mX", "^[[31X"),
      ("\u{1B}\u{1B}[1mX", "^[X"),
      ("\u{1B}[3\u{1}m", "^[[3^Am"),
    ]
    for (input, shown) in cases {
      let line = render(input)
      #expect(line.text == shown, "\(Array(input.utf8))")
      #expect(line.cells[line.text.hasPrefix("a") ? 1 : 0].style.attributes == .reverse)
      #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
  }

  @Test func sgrAfterABrokenSequenceStillApplies() {
    let line = render("\u{1B}[31\u{1B}[1mX")
    #expect(line.cells.last?.style.attributes == .bold)
    #expect(line.cells.last?.style.foreground == .standard)
  }
}
