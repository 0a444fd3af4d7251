import Foundation
import Testing

/// The example that embeds PagerKit (Examples/Dashboard), run in a real terminal: it draws its
/// own frames as ANSI text, slides on a key and gives the terminal back on `q`.
@Suite("Example program")
struct ExampleProgramTests {
  /// The debug build `swift test` makes of it, or `DASHBOARD_BINARY`.
  static func binary() throws -> String {
    let path =
      ProcessInfo.processInfo.environment["DASHBOARD_BINARY"]
      ?? TUIPagerBinary.packageRoot.appendingPathComponent(".build/debug/Dashboard").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw MissingBinary(path: path, cameFromEnvironment: false)
    }
    return path
  }

  @Test("It shows its tabs and gauges, slides to the next tab and quits cleanly")
  func runs() async throws {
    let session = try await TmuxSession.start(columns: 60, rows: 10, program: try Self.binary())
    defer { session.close() }
    // The bar's titles (new readings mark the others with •), a gauge, and the status line.
    let first = try await session.waitUntil("the CPU gauge") { screen in
      let screen = screen.map { $0.trimmingCharacters(in: .whitespaces) }
      return screen[0].hasPrefix("CPU  Memory") && screen[0].contains("Disk")
        && screen[2].hasSuffix("%") && screen[9].hasPrefix("CPU") && screen[9].hasSuffix("1/3")
    }
    #expect(first[1].hasPrefix("━━━━━ "), "\(first)")
    #expect(try await session.terminalModes().hasPrefix("1 "), "the alternate screen is on")
    try await session.sendKeys("Right")
    try await session.waitUntil("the Memory gauge") { screen in
      let screen = screen.map { $0.trimmingCharacters(in: .whitespaces) }
      return screen[2].hasSuffix("%") && screen[9].hasPrefix("Memory")
        && screen[9].hasSuffix("2/3")
    }
    try await session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try await session.terminalModes().hasPrefix("0 1"), "the screen and cursor are back")
  }
}
