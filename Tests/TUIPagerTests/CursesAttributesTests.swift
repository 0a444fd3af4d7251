import CNcursesw
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A style's attributes out to ncurses: the ones it has bits for as bits, the others past it
/// where terminfo says how, and links always past it on a terminal that takes ECMA-48.
@Suite struct CursesAttributesTests {
  @Test func eachAttributeNcursesHasIsItsBit() {
    let pairs: [(TextAttributes, attr_t)] = [
      (.bold, cn_a_bold()), (.reverse, cn_a_reverse()), (.underline, cn_a_underline()),
      (.dim, cn_a_dim()), (.italic, cn_a_italic()), (.blink, cn_a_blink()),
    ]
    for (attribute, bit) in pairs {
      #expect(CursesAttributes.of(Style(attributes: attribute)) == bit)
    }
    #expect(
      CursesAttributes.of(Style(attributes: [.strikethrough, .overline])) == attr_t(A_NORMAL))
  }

  static let everything = OverlayLooks(
    strikethrough: "\u{1B}[9m", overline: "\u{1B}[53m", underlineShape: "\u{1B}[4:%p1%dm",
    underlineColor: "\u{1B}[58:2::%p1%dm", passesLinks: true)
  static let nothing = OverlayLooks(
    strikethrough: nil, overline: nil, underlineShape: nil, underlineColor: nil,
    passesLinks: false)

  @Test func whatNcursesCannotShowGoesPastItWhereTerminfoSaysHow() {
    var curly = Style(attributes: .underline)
    curly.underlineShape = .curly
    var coloured = Style(attributes: .underline)
    coloured.underlineColor = .indexed(1)
    var linked = Style()
    linked.link = Hyperlink(uri: "https://example.com")
    for style in [
      Style(attributes: .strikethrough), Style(attributes: .overline), curly, coloured, linked,
    ] {
      #expect(Self.everything.needsOverlay(style), "\(style)")
      #expect(!Self.nothing.needsOverlay(style), "dropped harmlessly: \(style)")
    }
    for style in [Style(), Style(attributes: [.bold, .italic, .underline, .blink])] {
      #expect(!Self.everything.needsOverlay(style))
    }
  }
}
