import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// The status line on small screens: it says where the text is on any size that has one, the
/// lines shown said more shortly as the room shrinks.
@Suite struct SmallScreenStatusLineTests {
  private static func screen(size: Size, tabs: Int = 1) throws -> PagerScreen {
    let documents = (0..<tabs).map { _ in MemoryDocument((1...100).map { "line \($0)" }) }
    return try PagerScreen(
      preset: .documents(titled: (0..<tabs).map { "doc\($0 + 1)" }), size: size,
      animationDuration: 0, documents: documents)
  }

  @Test func twentyByFiveNamesTheTabAndTheLinesShown() throws {
    let lines = render(try Self.screen(size: Size(columns: 20, rows: 5))).lines
    // The bar, lines 1…3, the status line.
    #expect(lines[3].hasPrefix("line 3"))
    #expect(lines[4] == " doc1  1–3/100  1/1 ", "\(lines)")
  }

  @Test func narrowerStillTheLinesShownThenThePosition() throws {
    let fifteen = render(try Self.screen(size: Size(columns: 15, rows: 5))).lines[4]
    #expect(fifteen == " doc1  1–3/100 ")
    let eleven = render(try Self.screen(size: Size(columns: 11, rows: 5))).lines[4]
    #expect(eleven == " doc1  1/1 ")
  }

  @Test func wideEnoughTheLinesAreSaidInFull() throws {
    let lines = render(try Self.screen(size: Size(columns: 40, rows: 5))).lines
    #expect(lines[4].hasSuffix("lines 1–3 of 100  1/1 "))
  }

  @Test func everySizeWithAStatusLineShowsSomethingOnIt() throws {
    for columns in 4...40 {
      for rows in 1...15 {
        for tabs in [1, 3] {
          let screen = try Self.screen(size: Size(columns: columns, rows: rows), tabs: tabs)
          guard screen.layout.isUsable, let row = screen.layout.statusRow else { continue }
          let status = render(screen).lines[row]
          #expect(
            status.contains { $0 != " " },
            "\(columns)×\(rows), \(tabs) tabs: blank \(render(screen).lines)")
        }
      }
    }
  }
}
