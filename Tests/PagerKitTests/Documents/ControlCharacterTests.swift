import Testing

@testable import PagerKit
@testable import PagerReader

/// less's `-u` and `-U` in the renderer: backspaces shown as `^H` instead of overstriking, and
/// tabs as `^I` instead of expanding, in reverse video as other controls are.
@Suite struct ControlCharacterTests {
  static func renderer(overstrikes: Bool = true, expandsTabs: Bool = true) -> LineRenderer {
    var renderer = LineRenderer()
    renderer.overstrikes = overstrikes
    renderer.expandsTabs = expandsTabs
    return renderer
  }

  static func line(_ text: String, _ renderer: LineRenderer) -> DisplayLine {
    renderer.render(Array(text.utf8))
  }

  @Test func backspacesOverstrikeByDefault() {
    let line = Self.line("b\u{8}bold\tx", Self.renderer())
    #expect(line.text == "bold    x")
    #expect(line.cells[0].style.attributes.contains(.bold))
  }

  @Test func withoutOverstrikingABackspaceShowsAsCaretH() {
    let line = Self.line("b\u{8}bold\tx", Self.renderer(overstrikes: false))
    #expect(line.text == "b^Hbold x", "the tab still expands to column 8")
    #expect(!line.cells[0].style.attributes.contains(.bold))
    #expect(line.cells[1].style.attributes.contains(.reverse))
    #expect(line.cells[2].style.attributes.contains(.reverse))
  }

  @Test func withoutExpandingATabShowsAsCaretI() {
    let line = Self.line("a\tb\rc", Self.renderer(overstrikes: false, expandsTabs: false))
    #expect(line.text == "a^Ib^Mc")
    #expect(line.cells[1].style.attributes.contains(.reverse))
  }

  @Test func theScreenLaysTextOutAsItSays() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["man"]), size: Size(columns: 40, rows: 8),
      documents: [MemoryDocument(["N\u{8}NAME\tls"])])
    let row = screen.layout.pageRows.lowerBound
    #expect(render(screen).lines[row].hasPrefix("NAME    ls"))
    screen.setControlCharacters(ControlCharacters(mode: .shownAsControls))
    #expect(render(screen).lines[row].hasPrefix("N^HNAME^Ils"))
  }
}
