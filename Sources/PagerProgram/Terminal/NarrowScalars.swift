/// The scalars every glibc UTF-8 locale's `wcwidth` gives one column, whichever Unicode version
/// its tables follow: printable Latin-1, general punctuation, arrows, mathematical operators, box
/// drawing and block elements. All were assigned by Unicode 4.1, and none is wide, a mark, a
/// format character or an emoji shown as a picture by default.
///
/// The program's own bars and prompts draw with these (`·`, `…`, `–`, `≥`, `│`, `→`), so a
/// screen of them and ASCII text is measured without a locale, and the locale, whose loading is a
/// tenth of a millisecond of a start, waits for the first other scalar drawn.
enum NarrowScalars {
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xA0...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x22FF, 0x2500...0x259F: true
    default: false
    }
  }
}
