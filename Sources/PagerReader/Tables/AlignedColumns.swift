/// The columns of whitespace-aligned command output (`ps aux`, `df -h`, `docker ps`,
/// `kubectl get pods`), learned from its header line and a sample of the lines below.
///
/// A gap is a run of positions where every sampled line has a space (or has ended). The text
/// between gaps is a block; a block under no header word belongs to the column on its left, so
/// `docker ps`'s "2 hours ago" stays one cell, and everything from the last header word on is
/// one column, so `ps aux`'s COMMAND keeps its spaces. Left- and right-aligned columns are both
/// found this way, since the block spans the header word and every cell below it.
///
/// A rule of dashes under the header, as `dpkg -l` draws, is no data: it is left out of the
/// learning and read as a rule. Where such a rule marks each column with a run of its own
/// (`+++-====-====`), the columns are read off it instead, and the header may have lines of
/// text above it (`dpkg -l`'s legend): see `AlignedColumns+Rule.swift`.
///
/// Positions count characters (UTF-8 lead bytes), not display columns: output that aligns wide
/// characters by width may place them a little off, and cells are then still cut at gaps.
package struct AlignedColumns: Hashable, Sendable {
  /// Each column's span of positions, from its first character to the gap after it; the last
  /// column takes the rest of a line whatever its span.
  package let spans: [Range<Int>]
  /// The header's line, from 0: the lines above it are text, no rows of the table.
  package let headerLine: Int

  /// A word of a line: its span of positions and of bytes.
  struct Word {
    var positions: Range<Int>
    var bytes: Range<Int>
  }

  /// Columns learned from `header` and `sample` (lines below it, terminators left out); nil when
  /// the header has no words.
  package init?(header: [UInt8], sample: [[UInt8]]) {
    let headerWords = Self.words(of: header)
    guard let lastTitle = headerWords.last else { return nil }
    // Where the sampled lines have text, and where their words start and end. A rule under the
    // header (`dpkg -l`'s `+++-====-===`) runs through the gaps: it is left out.
    var layout = SampleLayout()
    for line in [header] + sample where !BoxTable.isRule(line) {
      layout.add(Self.words(of: line).map(\.positions))
    }
    let occupied = layout.counts.map { $0 > 0 }
    var blocks: [Range<Int>] = []
    var position = 0
    while position < occupied.count {
      guard occupied[position] else {
        position += 1
        continue
      }
      let start = position
      while position < occupied.count, occupied[position] { position += 1 }
      blocks.append(start..<position)
    }
    let titleStarts = headerWords.map(\.positions.lowerBound)
    var spans: [Range<Int>] = []
    for block in Self.split(blocks, at: headerWords, layout: layout) {
      let titled = titleStarts.contains { block.contains($0) }
      let afterLastTitle = block.lowerBound > lastTitle.positions.lowerBound
      if let last = spans.last, !titled || afterLastTitle {
        spans[spans.count - 1] = last.lowerBound..<block.upperBound
      } else {
        spans.append(block)
      }
    }
    self.spans = spans
    headerLine = 0
  }

  /// Where a sample's lines have text, and where their words start and end, by position.
  private struct SampleLayout {
    var counts: [Int] = []
    var starts: [Int] = []
    var ends: [Int] = []
    var lines = 0

    mutating func add(_ words: [Range<Int>]) {
      lines += 1
      for word in words {
        if counts.count <= word.upperBound {
          let more = word.upperBound + 1 - counts.count
          counts += repeatElement(0, count: more)
          starts += repeatElement(0, count: more)
          ends += repeatElement(0, count: more)
        }
        for position in word { counts[position] += 1 }
        starts[word.lowerBound] += 1
        ends[word.upperBound] += 1
      }
    }
  }

  /// `blocks` with each that holds the titles of two columns cut between them, where the fewest
  /// lines have text: a cell wider than its column (`ps`'s RSS of six digits) runs into the one
  /// space before the next, which no longer shows as a gap. Two titles are two columns when
  /// most lines end a word where the first ends (numbers aligned right under it) or start one
  /// where the second starts; "CONTAINER ID" and "Mounted on" are one column's.
  private static func split(
    _ blocks: [Range<Int>], at headerWords: [Word], layout: SampleLayout
  ) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    for block in blocks {
      var start = block.lowerBound
      let inside = headerWords.filter { block.contains($0.positions.lowerBound) }
      for (word, next) in zip(inside, inside.dropFirst()) {
        let alignedRight = layout.ends[word.positions.upperBound] * 2 > layout.lines
        let alignedLeft = layout.starts[next.positions.lowerBound] * 2 > layout.lines
        let between = word.positions.upperBound..<next.positions.lowerBound
        // The last of the least used positions: a left-aligned cell runs on to the right.
        guard alignedRight || alignedLeft,
          let cut = between.min(by: {
            let (one, other) = (layout.counts[$0], layout.counts[$1])
            return one < other || (one == other && $0 > $1)
          })
        else { continue }
        pieces.append(start..<cut)
        start = cut + 1
      }
      pieces.append(start..<block.upperBound)
    }
    return pieces
  }

  /// Line `index`, `line`, as a row: text above the header, a rule, the header (line
  /// ``headerLine``) or data.
  package func row(_ line: [UInt8], at index: Int) -> TableRow {
    let lines = index..<index + 1
    if index < headerLine { return TableRow(.text, cells: [line], lines: lines) }
    if BoxTable.isRule(line) { return TableRow(.rule, cells: [], lines: lines) }
    return TableRow(index == headerLine ? .header : .data, cells: cells(of: line), lines: lines)
  }

  /// The cells of `line`: one a column, each from its first word to its last with the spaces
  /// between kept, empty where the line has nothing in that column.
  package func cells(of line: [UInt8]) -> [[UInt8]] {
    var cells = [[UInt8]](repeating: [], count: spans.count)
    var firstByte = [Int](repeating: -1, count: spans.count)
    var lastByte = [Int](repeating: 0, count: spans.count)
    for (word, column) in assigned(Self.words(of: line)) {
      if firstByte[column] < 0 { firstByte[column] = word.bytes.lowerBound }
      lastByte[column] = word.bytes.upperBound
    }
    for column in spans.indices where firstByte[column] >= 0 {
      cells[column] = Array(line[firstByte[column]..<lastByte[column]])
    }
    return cells
  }

  /// Whether every word of `line` lies within one column: it overlaps one span and no other
  /// (the last column's span has no end), though it may run into the gaps beside it, as a
  /// cell wider than its column does (`ps`'s RSS of six digits). What a line of the same table
  /// does, and a line of prose rarely.
  package func fits(_ line: [UInt8]) -> Bool {
    guard let last = spans.last else { return false }
    return Self.words(of: line).allSatisfy { word in
      if word.positions.upperBound > last.lowerBound {
        return word.positions.lowerBound >= last.lowerBound
      }
      return spans.filter { $0.overlaps(word.positions) }.count == 1
    }
  }

  /// Each word with its column: the one its span overlaps, else the nearest, and never one left
  /// of the previous word's. Once a word runs into the next column's span (a cell wider than
  /// any sampled, which pushes the rest of the line right), the words after it go by the gaps
  /// between them instead: a run of two spaces starts the next column, or of one where columns
  /// are a space apart (`ps`), as cells such as "2 hours ago" hold single spaces.
  private func assigned(_ words: [Word]) -> [(Word, Int)] {
    var column = 0
    let last = spans.count - 1
    let gap = min(2, zip(spans, spans.dropFirst()).map { $1.lowerBound - $0.upperBound }.min() ?? 1)
    var pushed = false
    var previousEnd = 0
    return words.map { word in
      defer { previousEnd = word.positions.upperBound }
      if pushed {
        if word.positions.lowerBound - previousEnd >= gap { column = min(column + 1, last) }
        return (word, column)
      }
      if word.positions.lowerBound >= spans[last].lowerBound {
        column = last
        return (word, column)
      }
      var best = column
      var bestDistance = Int.max
      for index in column...last {
        let span = spans[index]
        let distance =
          word.positions.upperBound <= span.lowerBound
          ? span.lowerBound - word.positions.upperBound + 1
          : word.positions.lowerBound >= span.upperBound
            ? word.positions.lowerBound - span.upperBound + 1 : 0
        if distance < bestDistance {
          best = index
          bestDistance = distance
        }
        if span.lowerBound > word.positions.upperBound { break }
      }
      column = best
      pushed = column < last && word.positions.upperBound > spans[column + 1].lowerBound
      return (word, column)
    }
  }

  /// The runs of non-blank bytes of `line`, spaces and tabs being blank.
  static func words(of line: [UInt8]) -> [Word] {
    var words: [Word] = []
    var position = 0
    var index = 0
    let count = line.count
    while index < count {
      let byte = line[index]
      if byte == 0x20 || byte == 9 {
        index += 1
        position += 1
        continue
      }
      let start = (index, position)
      while index < count, line[index] != 0x20, line[index] != 9 {
        if line[index] & 0xC0 != 0x80 { position += 1 }
        index += 1
      }
      words.append(Word(positions: start.1..<position, bytes: start.0..<index))
    }
    return words
  }
}
