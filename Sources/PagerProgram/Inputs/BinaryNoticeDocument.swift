import PagerKit
import PagerReader

/// A file that looks binary (``BinaryCheck``), its bytes after a first line that says so, as less
/// warns before it shows one; `-f` shows the file with no such line. Every look through the text
/// goes to the file's own, one line further down.
final class BinaryNoticeDocument: TextDocument {
  /// The file's text.
  let base: any TextDocument
  private let notice: [UInt8]

  /// `base`, the text of the file named `name`, after a line that says it may be binary.
  init(_ base: any TextDocument, name: String) {
    self.base = base
    notice = Array("… \(name) may be a binary file (-f shows it plainly)".utf8)
  }

  var lineCount: Int { base.lineCount + 1 }
  var isComplete: Bool { base.isComplete }
  var indexAwaitsWorkers: Bool { base.indexAwaitsWorkers }
  var byteTotal: Int? { base.byteTotal }

  func line(_ index: Int) -> [UInt8] {
    index == 0 ? notice : base.line(index - 1)
  }

  func lineLength(_ index: Int) -> Int {
    index == 0 ? notice.count : base.lineLength(index - 1)
  }

  func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    guard index > 0 else { return Array(notice[range.clamped(to: 0..<notice.count)]) }
    return base.bytes(ofLine: index - 1, in: range)
  }

  /// The notice is line 1 as the file's first line is: the file's lines keep their numbers.
  func lineNumber(ofLine index: Int) -> Int {
    base.lineNumber(ofLine: max(0, index - 1))
  }

  func indexAhead(budget: Int) -> Bool { base.indexAhead(budget: budget) }

  func byteOffset(ofLine index: Int) -> Int? {
    base.byteOffset(ofLine: max(0, index - 1))
  }

  @discardableResult func prepareLines(through index: Int) -> Int {
    base.prepareLines(through: max(0, index - 1)) + 1
  }

  func scan(for pattern: [UInt8], foldingCase: Bool, from start: Int, budget: Int) -> ByteScan? {
    guard start > 0 else { return nil }
    return shifted(
      base.scan(for: pattern, foldingCase: foldingCase, from: start - 1, budget: budget))
  }

  func scan(
    for search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool
  ) -> ByteScan? {
    // The notice is the line-by-line walk's.
    guard start > 0 else { return nil }
    return shifted(
      base.scan(for: search, renderer: renderer, from: start - 1, budget: budget, pausing: isOver))
  }

  func scanLines(
    matching search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool, _ visit: (Int, ChunkScan.Verdict) -> Bool
  ) -> LineScan? {
    guard start > 0,
      var scanned = base.scanLines(
        matching: search, renderer: renderer, from: start - 1, budget: budget, pausing: isOver,
        { line, verdict in visit(line + 1, verdict) })
    else { return nil }
    scanned.nextLine += 1
    return scanned
  }

  /// `found`, its lines numbered as this text numbers them.
  private func shifted(_ found: ByteScan?) -> ByteScan? {
    guard let found else { return nil }
    switch found.outcome {
    case .line(let line): return ByteScan(.line(line + 1), bytesRead: found.bytesRead)
    case .paused(let line): return ByteScan(.paused(at: line + 1), bytesRead: found.bytesRead)
    case .awaitsWorkers(let line):
      return ByteScan(.awaitsWorkers(at: line + 1), bytesRead: found.bytesRead)
    case .none: return found
    }
  }
}
