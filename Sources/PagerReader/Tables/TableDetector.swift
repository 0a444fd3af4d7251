/// What `--columns auto` decides from the first lines of a text: which kind of table it is, or
/// none.
///
/// It says "table" only where the sample clearly is one: a header and at least three data
/// lines, every line of the same shape with more than one field, and nothing of prose, logs or
/// source code about it (a blank line between lines, unbalanced brackets, a line that ends as
/// code does, column titles that are not titles). A table it misses is shown as text, as
/// before; text it took for a table would be cut into cells, so every doubt answers none.
package enum TableDetector {
  /// The most lines a sample holds.
  package static let sampleLines = 100
  /// The most bytes a sample holds.
  package static let sampleBytes = 64 << 10
  /// Data lines a table needs below its header.
  package static let minimumDataLines = 3

  /// The kind of table `lines` (the text's first lines, no terminators) make, or nil. `isWhole`
  /// says they are the whole text, so a last line is known to be complete.
  package static func kind(of lines: [[UInt8]], isWhole: Bool = false) -> TableKind? {
    var sample: [[UInt8]] = []
    var bytes = 0
    for line in lines.prefix(sampleLines) {
      bytes += line.count + 1
      if bytes > sampleBytes { break }
      sample.append(line)
    }
    // A CSV record still open at the sample's end is left out unless the text ends there.
    let cut = !isWhole || sample.count < lines.count
    while sample.last?.allSatisfy({ $0 == 0x20 || $0 == 9 || $0 == 13 }) == true {
      sample.removeLast()
    }
    if let box = boxKind(sample) { return box }
    // A blank line may sit inside a quoted CSV field; in any other table it ends the table.
    let hasBlank = sample.contains { $0.allSatisfy { $0 == 0x20 || $0 == 9 || $0 == 13 } }
    if !hasBlank, isRuled(sample) || isAligned(sample) { return .space }
    // Aligned output's last column is free text (`ps aux`'s commands end in anything), so only
    // delimited text is held to look like no code at all.
    if sample.contains(where: isCodeLine) { return nil }
    if !hasBlank, isTSV(sample) { return .tsv }
    if isCSV(sample, isWhole: !cut) { return .csv }
    return nil
  }

  /// A line that ends as source code does, or opens a JSON object.
  private static func isCodeLine(_ line: [UInt8]) -> Bool {
    var trimmed = line[...]
    while let last = trimmed.last, last == 0x20 || last == 9 || last == 13 { trimmed.removeLast() }
    guard let last = trimmed.last else { return false }
    if [0x3B, 0x7B, 0x7D, 0x5C].contains(last) { return true }  // ; { } \
    if last == 0x28 || last == 0x3A { return true }  // ( :
    return trimmed.drop { $0 == 0x20 }.first == 0x7B  // {
  }

  private static func boxKind(_ sample: [[UInt8]]) -> TableKind? {
    guard let rule = sample.first(where: BoxTable.isRule) else { return nil }
    var cellCount: Int?
    var rows = 0
    var psqlFooter = false
    for line in sample {
      if BoxTable.isRule(line) { continue }
      if BoxTable.isFooter(line) {
        psqlFooter = line.first == 0x28
        continue
      }
      guard let cells = BoxTable.cells(of: line), cells.count == (cellCount ?? cells.count) else {
        return nil
      }
      cellCount = cells.count
      rows += 1
    }
    guard let count = cellCount, count > 1, rows >= 1 + minimumDataLines,
      dashRuns(in: rule) == count
    else { return nil }
    let start = rule.first { $0 != 0x20 }
    if start == 0x2B && !psqlFooter { return .mysql }
    return .psql
  }

  /// Runs of dashes in a rule: one a column.
  private static func dashRuns(in rule: [UInt8]) -> Int {
    var runs = 0
    var inRun = false
    var index = 0
    while index < rule.count {
      var isDash = rule[index] == 0x2D || rule[index] == 0x3D
      var width = 1
      if rule[index] == 0xE2, index + 2 < rule.count {
        isDash =
          (rule[index + 1] == 0x94 && rule[index + 2] == 0x80)
          || (rule[index + 1] == 0x95 && rule[index + 2] == 0x90)
        width = 3
      }
      if isDash && !inRun { runs += 1 }
      inRun = isDash
      index += width
    }
    return runs
  }

  private static func isTSV(_ sample: [[UInt8]]) -> Bool {
    guard sample.count > minimumDataLines, let first = sample.first else { return false }
    let count = TSVRow.cells(of: first).count
    guard count > 1 else { return false }
    let indented = sample.filter { $0.first == 9 }.count
    return indented * 2 <= sample.count
      && sample.allSatisfy { TSVRow.cells(of: $0).count == count }
  }

  private static func isCSV(_ sample: [[UInt8]], isWhole: Bool) -> Bool {
    guard sample.first?.contains(0x2C) == true else { return false }
    var reader = CSVRecordReader()
    var rows: [TableRow] = []
    for line in sample {
      let withReturn = line.last == 13
      rows += reader.read(withReturn ? Array(line.dropLast()) : line, endsWithReturn: withReturn)
    }
    if isWhole { rows += reader.finish() }
    guard rows.count > minimumDataLines, let header = rows.first, header.cells.count > 1 else {
      return false
    }
    let count = header.cells.count
    guard rows.allSatisfy({ $0.kind == .data && $0.cells.count == count }) else { return false }
    // Titles are short: a first line of long, many-worded fields is prose with commas.
    let longTitles = header.cells.filter { $0.count > 64 || $0.filter { $0 == 0x20 }.count > 4 }
    guard longTitles.isEmpty, header.cells.filter(\.isEmpty).count <= 1 else { return false }
    guard rows.allSatisfy({ $0.cells.allSatisfy(hasBalancedBrackets) }) else { return false }
    // Commas in prose are followed by a space and a phrase; a table's cells after ", " are
    // mostly single words or numbers.
    let later = rows.flatMap { $0.cells.dropFirst() }
    let phrases = later.filter { $0.first == 0x20 && $0.dropFirst().contains(0x20) }
    return phrases.count * 2 < later.count
  }

  /// Whether `field` closes every bracket it opens: `print(a, b)` cut at its comma does not.
  private static func hasBalancedBrackets(_ field: [UInt8]) -> Bool {
    var depth = 0
    for byte in field {
      if byte == 0x28 || byte == 0x5B || byte == 0x7B { depth += 1 }
      if byte == 0x29 || byte == 0x5D || byte == 0x7D { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  /// Aligned output whose header a rule of runs underlines, maybe under a legend (`dpkg -l`):
  /// the rule says where the columns are, and most titles are titles. Below it, each line has
  /// a first cell and keeps to the columns, or has a cell in every column though one wider
  /// than its column (a long package name) pushes the rest of it right: the rule and its
  /// header say more than gaps do, so up to half the lines may be so, where prose under them
  /// runs across every gap.
  private static func isRuled(_ sample: [[UInt8]]) -> Bool {
    guard let columns = AlignedColumns.ruled(sample), columns.spans.count >= 3 else {
      return false
    }
    let titles = sample[columns.headerLine].split(separator: 0x20)
    guard titles.filter(isTitle).count * 2 > titles.count else { return false }
    let data = sample.dropFirst(columns.headerLine + 2)
    guard data.count >= minimumDataLines else { return false }
    var pushed = 0
    for line in data {
      let cells = columns.cells(of: line)
      guard !cells[0].isEmpty else { return false }
      if columns.fits(line) { continue }
      guard cells.allSatisfy({ !$0.isEmpty }) else { return false }
      pushed += 1
    }
    return pushed * 2 <= data.count
  }

  private static func isAligned(_ sample: [[UInt8]]) -> Bool {
    guard sample.count > minimumDataLines, let header = sample.first else { return false }
    let titles = header.split(separator: 0x20)
    guard titles.count > 1, titles.allSatisfy(isTitle) else { return false }
    let capitalised = titles.filter { title in
      let first = title.first!
      return (first >= 0x41 && first <= 0x5A) || first == 0x25 || first == 0x23
    }
    guard capitalised.count * 2 >= titles.count else { return false }
    let data = Array(sample.dropFirst())
    guard let columns = AlignedColumns(header: header, sample: data), columns.spans.count >= 3
    else { return false }
    // A line a cell wider than any sampled pushes right (`ps`'s VSZ of seven digits) fits no
    // longer: one line in ten may be so.
    var misfits = 0
    for line in data {
      let cells = columns.cells(of: line)
      guard !cells[0].isEmpty, !cells[cells.count - 1].isEmpty else { return false }
      if !columns.fits(line) { misfits += 1 }
    }
    return misfits * 10 <= data.count
  }

  /// Whether `word` can title a column: letters, digits and `%_-/.?():#+`, a letter among them,
  /// brackets balanced, and no sentence punctuation at its end.
  private static func isTitle(_ word: ArraySlice<UInt8>) -> Bool {
    guard let first = word.first, let last = word.last else { return false }
    let symbols: Set<UInt8> = Set("%_-/.?():#+".utf8)
    let isLetter = { (byte: UInt8) in (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    guard isLetter(first) || isDigit(first) || first == 0x25 || first == 0x23 else { return false }
    guard word.contains(where: isLetter), ![0x3A, 0x2C, 0x2E].contains(last) else { return false }
    return word.allSatisfy { isLetter($0) || isDigit($0) || symbols.contains($0) }
      && hasBalancedBrackets(Array(word))
  }
}
