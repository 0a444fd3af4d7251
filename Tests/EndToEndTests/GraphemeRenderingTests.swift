import Foundation
import PagerKit
import TestSupport
import Testing

/// Emoji of several code points (families, flags, skin tones, keycaps) and other clusters go to
/// the terminal in one piece or as tmux lays them out, and nothing to their right moves.
@Suite("Grapheme clusters on screen")
struct GraphemeRenderingTests {
  /// The column where each character of `line` sits in tmux 3.3, as it lays a captured line out:
  /// a scalar's `wcwidth` (PagerKit's table agrees with glibc on the samples), zero-width
  /// scalars and, after a joiner, non-ASCII ones on the cell before.
  static func column(of marker: Character, in line: String) -> Int? {
    var column = 0
    var joined = false
    for scalar in line.unicodeScalars {
      if scalar.value < 0x80 {
        if Character(scalar) == marker { return column }
        column += 1
      } else if !joined {
        column += ColumnWidth.of(scalar)
      }
      joined = scalar.value == 0x200D
    }
    return nil
  }

  @Test("Each cluster takes its columns: the wide character and the bar after it stay in place")
  func columnsToTheRightStayInPlace() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    // A wide CJK character after each cluster: a joiner left at the cluster's end would pull it
    // into the cluster's cell in tmux, and everything after it would move left.
    let lines = GraphemeSample.all.map { "\($0.text)中|\($0.name)" }
    let file = try folder.write("clusters.txt", lines.joined(separator: "\n") + "\n")
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", file], columns: 70, rows: GraphemeSample.all.count + 4)
    defer { session.close() }

    let screen = try await session.waitUntil("every sample shown") { screen in
      DocumentScreen.text(screen).filter { $0.contains("|") }.count == GraphemeSample.all.count
    }
    for (sample, row) in zip(GraphemeSample.all, DocumentScreen.textRows(screen)) {
      let line = screen[row]
      #expect(line.hasSuffix("|" + sample.name), "\(sample.name): \(line)")
      #expect(
        Self.column(of: "|", in: line) == sample.columns + 2,
        "\(sample.name): the bar should be at column \(sample.columns + 2): \(line.debugDescription)"
      )
      #expect(
        line.unicodeScalars.first == sample.text.unicodeScalars.first,
        "\(sample.name): its base is shown: \(line.debugDescription)")
    }
    try await session.quitAndCheckRestored()
  }
}
