import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `LESSUTFBINFMT` through the whole program in-process: the page shows a control's code point
/// in the user's format.
@Suite struct StandInLooksAppTests {
  @Test func thePageShowsCodePointsInTheUsersFormat() throws {
    let text = try TemporaryFile(named: "c1.txt", "a\u{85}b\n")
    let pilot = try Pilot([text.path]) {
      $0.standInLooks = StandInLooks(binary: nil, codePoint: "*u[%X]")
    }
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("a[85]b "), "\(pilot.lines)")
    let cell = pilot.frame.cells[pilot.firstTextRow * pilot.frame.width + 1]
    #expect(cell.style.attributes.contains(.underline))
  }
}
