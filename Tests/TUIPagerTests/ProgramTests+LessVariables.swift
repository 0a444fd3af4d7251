import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's variables that change a whole run: `LESS_SHELL_LINES` and `LESS_LINES` for `-F`,
/// `LESS_UNSUPPORT` for the command line and `LESS`.
extension ProgramTests {
  /// `-F` on a 20×5 terminal with the environment `adjust` makes: whether `lines` lines were
  /// printed instead of paged.
  private static func fits(lines: Int, adjusting adjust: (inout Program.Environment) -> Void)
    throws -> Bool
  {
    let text = (1...lines).map { "line \($0)\n" }.joined()
    let file = try TemporaryFile(named: "short.txt", text)
    let output = try OutputFile(in: file.folder)
    let outcome = run(
      ["-F", file.path], output: output.descriptor, terminalSize: Size(columns: 20, rows: 5),
      adjusting: adjust)
    #expect(outcome.status == 0)
    return output.bytes == Array(text.utf8)
  }

  @Test func lessShellLinesLeavesThatManyRowsToThePrompt() throws {
    #expect(try Self.fits(lines: 4) { _ in }, "one row for the prompt by default")
    #expect(try !Self.fits(lines: 4) { $0.shellLines = 3 })
    #expect(try Self.fits(lines: 2) { $0.shellLines = 3 })
    // More than the screen has: all rows but one, as less keeps them.
    #expect(try Self.fits(lines: 1) { $0.shellLines = 9 })
  }

  @Test func fMeasuresTheScreenThatLessLinesMakes() throws {
    #expect(try !Self.fits(lines: 4) { $0.screenSize = ScreenSizeSetting(lines: "-2") })
    #expect(try Self.fits(lines: 2) { $0.screenSize = ScreenSizeSetting(lines: "-2") })
    #expect(try Self.fits(lines: 8) { $0.screenSize = ScreenSizeSetting(lines: "9") })
  }

  @Test func lessUnsupportIgnoresOptionsOfTheCommandLineAndOfLess() throws {
    let file = try TemporaryFile(named: "short.txt", "one\n")
    let output = try OutputFile(in: file.folder)
    let outcome = Self.run(
      ["-F", file.path], output: output.descriptor, terminalSize: Size(columns: 20, rows: 5),
      lessVariable: "-X"
    ) {
      $0.unsupportedOptions = UnsupportedOptions("-F -X")
    }
    #expect(outcome.status == 0)
    #expect(outcome.error.text.isEmpty)
    #expect(output.bytes.isEmpty, "-F is passed over: the text is paged")
    #expect(outcome.terminal?.hasAlternateScreen == true, "-X is passed over")
  }
}
