/// Aligned output whose header is underlined by a rule that marks each column with a run of its
/// own, as `dpkg -l` draws it (`+++-====-====-====`) and sqlite's column mode
/// (`----  -----`): the rule says where each column starts and ends, exactly, where the gaps of
/// a sample only suggest it (a package name as long as its column leaves no gap after it). The
/// header may have lines of text above it, as `dpkg -l`'s legend.
extension AlignedColumns {
  /// Lines of text a ruled header may have above it: `dpkg -l`'s legend has three.
  package static let legendLines = 3

  /// Columns read off `rule`, a column a run (``runs(ofRule:)``), under the header on line
  /// `headerLine`; nil where `rule` is no rule of two runs or more.
  package init?(rule: [UInt8], headerLine: Int) {
    guard let runs = Self.runs(ofRule: rule), runs.count > 1 else { return nil }
    spans = runs
    self.headerLine = headerLine
  }

  /// The columns of `sample`, a text's first lines: read off a rule under the header where one
  /// of the first lines is underlined so (``ruled(_:)``), else learned from the first line as
  /// the header and the lines below it.
  package static func learned(from sample: [[UInt8]]) -> AlignedColumns? {
    if let ruled = ruled(sample) { return ruled }
    guard let header = sample.first else { return nil }
    return AlignedColumns(header: header, sample: Array(sample.dropFirst()))
  }

  /// The columns of a header underlined by a rule of runs among the first lines of `sample`,
  /// under at most ``legendLines`` lines of text: each word of the header lies within a run,
  /// and each run has a word of it (the last run, which takes the rest of a line, from its
  /// start on). Nil where there is none.
  package static func ruled(_ sample: [[UInt8]]) -> AlignedColumns? {
    guard sample.count > 1 else { return nil }
    for ruleLine in 1...min(legendLines + 1, sample.count - 1) {
      guard let columns = AlignedColumns(rule: sample[ruleLine], headerLine: ruleLine - 1),
        columns.titles(sample[ruleLine - 1])
      else { continue }
      return columns
    }
    return nil
  }

  /// Whether `header`'s words title the columns: each within one span, and each span with one.
  private func titles(_ header: [UInt8]) -> Bool {
    guard let last = spans.last else { return false }
    var titled = Set<Int>()
    for word in Self.words(of: header) {
      if word.positions.lowerBound >= last.lowerBound {
        titled.insert(spans.count - 1)
        continue
      }
      guard let column = spans.firstIndex(where: { $0.contains(word.positions.lowerBound) }),
        word.positions.upperBound <= spans[column].upperBound
      else { return false }
      titled.insert(column)
    }
    return titled.count == spans.count
  }

  /// The runs of `line` where it is a rule of them, each at least two long, by position: runs
  /// of `=` (a leading `+` run too, `dpkg -l`'s) apart by `-` or spaces, or runs of `-` apart by
  /// spaces; nil where it holds anything else (psql's `----+----` is a box table's rule).
  package static func runs(ofRule line: [UInt8]) -> [Range<Int>]? {
    let hasEquals = line.contains(0x3D)
    let inRun: (UInt8) -> Bool = hasEquals ? { $0 == 0x3D || $0 == 0x2B } : { $0 == 0x2D }
    var runs: [Range<Int>] = []
    var start: Int?
    for (position, byte) in line.enumerated() {
      if inRun(byte) {
        if start == nil { start = position }
        continue
      }
      guard byte == 0x20 || (hasEquals && byte == 0x2D) else { return nil }
      if let first = start { runs.append(first..<position) }
      start = nil
    }
    if let first = start { runs.append(first..<line.count) }
    guard !runs.isEmpty, runs.allSatisfy({ $0.count >= 2 }) else { return nil }
    return runs
  }
}
