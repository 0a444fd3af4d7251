import Testing

@testable import PagerKit
@testable import PagerReader

private func render(_ text: String) -> DisplayLine { LineRenderer().render(Array(text.utf8)) }

private func links(of line: DisplayLine) -> [String?] { line.cells.map { $0.style.link?.uri } }

/// OSC 8 hyperlinks: read whole with either ending, shown as their text only, carried by exactly
/// the cells of their text, and never a way to send the terminal anything.
@Suite struct HyperlinkTests {
  static let st = "\u{1B}\\"
  static let bel = "\u{7}"

  @Test(arguments: [st, bel])
  func aLinkIsItsTextCarryingItsURI(ending: String) {
    let line = render("see \u{1B}]8;;https://a.example/x\(ending)here\u{1B}]8;;\(ending) now")
    #expect(line.cells.map(\.glyph).joined() == "see here now")
    #expect(
      links(of: line) == Array(repeating: nil, count: 4)
        + Array(repeating: "https://a.example/x", count: 4) + Array(repeating: nil, count: 4))
  }

  @Test func theIdParameterIsKeptAndOthersIgnored() {
    let line = render("\u{1B}]8;foo=1:id=abc:x=y;file:///etc/hosts\u{1B}\\h")
    #expect(line.cells[0].style.link?.id == "abc")
    #expect(line.cells[0].style.link?.uri == "file:///etc/hosts")
  }

  @Test func anSGRResetDoesNotEndALinkAndALinkDoesNotEndAColour() {
    let line = render("\u{1B}]8;;u:1\u{7}\u{1B}[31ma\u{1B}[0mb\u{1B}]8;;\u{7}c")
    #expect(links(of: line) == ["u:1", "u:1", nil])
    #expect(line.cells[0].style.foreground == .indexed(1))
    #expect(line.cells[1].style.foreground == .standard)
  }

  @Test func aLinkEndsWithItsLine() {
    #expect(render("\u{1B}]8;;u:1\u{7}a").cells[0].style.link?.uri == "u:1")
    #expect(render("b").cells[0].style.link == nil)
  }

  /// Controls, spaces, non-ASCII or an overlong URI drop the link; the text stays, unlinked,
  /// and nothing of the sequence shows.
  @Test(arguments: [
    "u:\u{1B}[31m", "u:a b", "u:é", "u:\u{9B}2J",
    String(repeating: "u", count: Hyperlink.maximumLength + 1),
  ])
  func hostileURIsDropTheLinkAndKeepTheText(uri: String) {
    let line = render("\u{1B}]8;;\(uri)\u{7}text\u{1B}]8;;\u{7}")
    if line.cells.map(\.glyph).joined() == "text" {
      #expect(links(of: line).allSatisfy { $0 == nil })
    } else {
      // The URI held an ESC or BEL of its own: the sequence ended there; nothing is linked.
      #expect(links(of: line).allSatisfy { $0 == nil })
      #expect(!line.cells.contains { $0.glyph.unicodeScalars.contains { $0.value < 0x20 } })
    }
  }

  @Test func aSequenceWithNoEndIsShownAsText() {
    let line = render("\u{1B}]8;;https://x")
    #expect(line.cells.map(\.glyph).joined() == "^[]8;;https://x")
    #expect(links(of: line).allSatisfy { $0 == nil })
  }

  @Test func theLongestURIIsKept() {
    let uri = "u:" + String(repeating: "x", count: Hyperlink.maximumLength - 2)
    #expect(render("\u{1B}]8;;\(uri)\u{7}a").cells[0].style.link?.uri == uri)
  }

  @Test func linkedCellsKeepTheirLinkThroughWrappingChoppingAndHighlighting() {
    let line = render("ab\u{1B}]8;id=1;u:1\u{7}cdefgh\u{1B}]8;;\u{7}ij")
    let rows = line.wrapped(width: 4)
    #expect(
      rows.map { $0.map { $0.style.link?.uri } } == [
        [nil, nil, "u:1", "u:1"], ["u:1", "u:1", "u:1", "u:1"], [nil, nil],
      ])
    let chopped = line.chopped(width: 4, offset: 3)
    #expect(chopped.map { $0.style.link?.uri } == ["u:1", "u:1", "u:1", "u:1"])
    let highlighted = line.highlighted([3..<5], style: Style(attributes: .reverse))
    #expect(highlighted.cells[3].style.link?.uri == "u:1")
    #expect(highlighted.cells[3].style.attributes == .reverse)
  }

  @Test func aPieceNeverEndsInsideALinkSequence() {
    let sequence = Array(
      "\u{1B}]8;;https://a.example/\(String(repeating: "p", count: 900))\u{7}".utf8)
    // ASCII everywhere: any cut would be clean but for the sequence.
    let bytes = Array(repeating: UInt8(ascii: "a"), count: 1000) + sequence + Array("tail".utf8)
    for size in stride(from: 1200, through: bytes.count, by: 37) {
      let cut = LinePiece.end(of: Array(bytes[..<size]), isLineEnd: false)
      let inside = cut > 1000 && cut < 1000 + sequence.count
      #expect(!inside, "cut at \(cut) of a piece of \(size)")
    }
  }
}
