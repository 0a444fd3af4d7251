import PagerKit

/// Several texts merged into one by the times their lines tell (`--merge`): a view over their
/// own lines, nothing copied, whose line `i` is a line of one of them.
///
/// Lines come in the order of their times; equal times keep the sources' order, and each
/// source's lines keep theirs. A line that tells no time stays right after the line before it
/// (a stack trace after its error), and lines before a source's first time come first.
///
/// The merge goes a look at a time, as a table finds its rows: a page's lines, then the rest
/// over the loop's turns. A source still being indexed is waited for, so its lines land in
/// order; a stream, or a file followed at its end, is not: a line that comes later than lines
/// merged after its time is merged where it comes, at the end, as the live view needs.
///
/// Each merged line costs one byte, the number of its source, and every 1,024 lines a count
/// of each source's lines so far: ten million lines take ten megabytes, however the sources
/// interleave.
package final class MergedDocument: TextDocument {
  /// Bytes of a line read for its time: a timestamp stands at a line's start, or near it.
  package static let timeBytes = 128
  /// Lines one look merges at most.
  package static let linesPerLook = 16_384
  /// The most sources a merge takes: a line's source is one byte.
  package static let sourceLimit = 255
  /// What the workers leave for a line that tells no time.
  package static let noTime = MergeProgress.noTime
  /// Lines whose times the loop reads ahead at a time, where the workers do not.
  package static let linesReadAhead = MergeProgress.linesReadAhead

  /// The texts merged.
  package let sources: [MergeSource]
  /// Where the merge has got.
  private var progress: MergeProgress

  /// The merge of `sources`, at most ``sourceLimit`` of them, in their order for equal times.
  package init(sources: [MergeSource]) {
    precondition(sources.count <= Self.sourceLimit, "too many sources for one merge")
    self.sources = sources
    progress = MergeProgress(sourceCount: sources.count)
  }

  deinit { progress.cancelJobs() }

  /// The letter that names source `source` beside its lines and in the legend: `A` for the
  /// first, and on through `Z`, then `a` to `z`, then `*`.
  package static func letter(ofSource source: Int) -> String {
    switch source {
    case 0..<26: String(UnicodeScalar(UInt8(65 + source)))
    case 26..<52: String(UnicodeScalar(UInt8(97 + source - 26)))
    default: "*"
    }
  }

  /// The colour of source `source`'s letter: six of the terminal's palette that tell apart on
  /// light and dark backgrounds alike, in turn.
  package static func color(ofSource source: Int) -> TerminalColor {
    let palette: [UInt8] = [4, 2, 5, 6, 3, 1]
    return .indexed(palette[source % palette.count])
  }

  /// The legend of the sources: each one's letter and name.
  package var legend: String {
    sources.indices.map { "\(Self.letter(ofSource: $0)) \(sources[$0].name)" }.joined(
      separator: " · ")
  }

  /// The time line `index` tells, as its own text reads it; nil for a line that tells none.
  package func time(ofLine index: Int) -> Int64? {
    let (source, line) = place(ofLine: index)
    return MergeProgress.timeReadAlone(sources[source], line)
  }

  /// The source of line `index`: cheaper than ``place(ofLine:)`` where its line there is not
  /// needed.
  package func source(ofLine index: Int) -> Int { Int(progress.sourceOfLine[index]) }

  /// The source of line `index` and its line there.
  package func place(ofLine index: Int) -> (source: Int, line: Int) {
    let sourceOfLine = progress.sourceOfLine
    let source = sourceOfLine[index]
    let checkpoint = index / MergeProgress.checkpointStride
    var line = Int(progress.checkpoints[checkpoint * sources.count + Int(source)])
    for earlier in checkpoint * MergeProgress.checkpointStride..<index
    where sourceOfLine[earlier] == source {
      line += 1
    }
    return (Int(source), line)
  }

  /// Merges up to `limit` lines, reading the times of `readLimit` at most on the loop, and
  /// those the workers have not read only where `mayRead`; returns whether lines that can be
  /// merged are left.
  @discardableResult private func merge(limit: Int, readLimit: Int = .max, mayRead: Bool)
    -> Bool
  {
    var working = MergeProgress(sourceCount: 0)
    swap(&working, &progress)
    defer { swap(&working, &progress) }
    return working.merge(limit: limit, readLimit: readLimit, sources: sources, mayRead: mayRead)
  }

  // MARK: TextDocument

  package var lineCount: Int { progress.sourceOfLine.count }

  package var isComplete: Bool {
    sources.indices.allSatisfy {
      sources[$0].document.isComplete && progress.next[$0] == sources[$0].document.lineCount
    }
  }

  package func line(_ index: Int) -> [UInt8] {
    let (source, line) = place(ofLine: index)
    return sources[source].document.line(line)
  }

  package func lineLength(_ index: Int) -> Int {
    let (source, line) = place(ofLine: index)
    return sources[source].document.lineLength(line)
  }

  package func lineEndsWithReturn(_ index: Int) -> Bool {
    let (source, line) = place(ofLine: index)
    return sources[source].document.lineEndsWithReturn(line)
  }

  package func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    let (source, line) = place(ofLine: index)
    return sources[source].document.bytes(ofLine: line, in: range)
  }

  package var readsOnRequest: Bool { sources.contains { $0.document.readsOnRequest } }

  package var indexAwaitsWorkers: Bool {
    progress.awaitsTimes || sources.contains { $0.document.indexAwaitsWorkers }
  }

  /// Bytes of a turn's indexing budget that merging one line takes, its time known: about what
  /// indexing 64 bytes does.
  static let indexedBytesPerLineMerged = 64
  /// Bytes of a turn's indexing budget that reading a line's time on the loop takes: reading
  /// its first bytes and its time costs about what indexing a kilobyte does.
  static let indexedBytesPerTimeRead = 1024

  package func indexAhead(budget: Int) -> Bool {
    var more = false
    for source in sources {
      more = source.document.indexAhead(budget: budget / max(1, sources.count)) || more
    }
    guard budget > 0 else { return progress.isBehind(sources) || more }
    return merge(
      limit: max(1, budget / Self.indexedBytesPerLineMerged),
      readLimit: max(1, budget / Self.indexedBytesPerTimeRead), mayRead: false) || more
  }

  /// How far the merge has got through the lines its sources know, while lines are left: a
  /// move to a line not merged yet (`G`) waits for them.
  package var linesFoundFraction: Double? {
    guard progress.isBehind(sources) else { return nil }
    let known = sources.reduce(0) { $0 + $1.document.lineCount }
    return min(1, Double(lineCount) / Double(max(1, known)))
  }

  /// Lines through `index` as far as one look reaches: a line far ahead (`G`) is reached over
  /// the turns that follow, as ``indexAhead(budget:)`` merges on.
  @discardableResult package func prepareLines(through index: Int) -> Int {
    var looked = 0
    while lineCount <= index, looked < Self.linesPerLook {
      let before = lineCount
      for source in sources.indices {
        sources[source].document.prepareLines(
          through: min(Int.max / 2, progress.next[source] + Self.linesPerLook))
      }
      // A line far ahead (`G`) waits for the workers' times; a page's lines are read now.
      let isFar = index >= Int.max / 2 || index - lineCount >= Self.linesPerLook
      let wanted = isFar ? Self.linesPerLook : index - lineCount + 1
      merge(limit: min(Self.linesPerLook - looked, wanted), mayRead: !isFar)
      guard lineCount > before else { break }
      looked += lineCount - before
    }
    return lineCount
  }
}
