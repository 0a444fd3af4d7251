import PagerKit

/// The reports of a scan's pieces, which workers finish in any order, handed on in the order of
/// the text, each with the number of its first line: a piece's lines are numbered once every
/// piece before it is counted.
package struct PieceOrder: Sendable {
  /// Reports come before the ones before them were handed on, by piece number.
  private var waiting: [Int: PieceReport] = [:]
  /// The number of the next piece to hand on.
  package private(set) var nextPiece = 0
  /// The line the next piece's first line is: every line of the pieces handed on is counted.
  package private(set) var nextLine: Int
  /// Where the next piece's first line starts: where the last handed on ended.
  package private(set) var nextByte: Int

  /// The order of a scan whose first piece starts with line `firstLine`, at byte `firstByte`.
  package init(firstLine: Int, firstByte: Int) {
    nextLine = firstLine
    nextByte = firstByte
  }

  /// Reports come but not yet handed on.
  package var waitingCount: Int { waiting.count }

  /// Takes a worker's report, in whatever order it came.
  package mutating func receive(_ report: PieceReport) {
    guard report.number >= nextPiece else { return }
    waiting[report.number] = report
  }

  /// The next piece in the text's order, with its first line's number, once its report has
  /// come; pieces in which no line starts are passed over.
  package mutating func takeNext() -> (report: PieceReport, firstLine: Int)? {
    while let report = waiting.removeValue(forKey: nextPiece) {
      nextPiece += 1
      guard let end = report.end else { continue }
      let first = nextLine
      nextLine += report.lineCount
      nextByte = end
      return (report, first)
    }
    return nil
  }
}
