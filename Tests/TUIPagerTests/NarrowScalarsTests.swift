import CNcursesw
import Glibc
import Testing

@testable import PagerProgram

/// The scalars the terminal's writer measures without loading a locale (``NarrowScalars``).
@Suite struct NarrowScalarsTests {
  @Test("Every scalar measured without a locale is one column in glibc's C.UTF-8")
  func everyNarrowScalarIsOneColumn() throws {
    // Set for this thread only: setlocale would change it under the other tests.
    let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
    let previous = uselocale(utf8)
    defer {
      uselocale(previous)
      freelocale(utf8)
    }
    var narrow = 0
    for value in UInt32(0x80)...0x2FFF {
      guard let scalar = Unicode.Scalar(value), NarrowScalars.contains(scalar) else { continue }
      narrow += 1
      #expect(wcwidth(wchar_t(bitPattern: value)) == 1, "U+\(String(value, radix: 16))")
    }
    #expect(narrow > 600)
  }

  @Test("The glyphs of the program's bars and prompts need no locale; wide ones and marks do")
  func theProgramsOwnGlyphsNeedNoLocale() {
    for glyph in "·…–≥─│•→↑↓━┼▁█" {
      #expect(NarrowScalars.contains(glyph.unicodeScalars.first!), "\(glyph)")
    }
    for glyph in ["漢", "한", "👍", "\u{301}", "\u{200B}", "\u{2028}", "\u{FE0F}", "\u{231A}"] {
      #expect(!NarrowScalars.contains(glyph.unicodeScalars.first!), "\(glyph.debugDescription)")
    }
  }
}
