import PagerKit

/// A text with each run of blank lines shown as one blank line, as `less -s` shows it: a view
/// over the text that looks at its lines only as far as they are asked for (or the text has
/// learned by itself), so a big file is never read ahead for it. Lines keep their numbers from
/// the text for the gutter.
///
/// A line is blank when it has nothing before its end (a lone carriage return counts as
/// nothing, as less takes it). The last line of a text still arriving may yet grow, so it is
/// shown and looked at again until more comes.
package final class SqueezedDocument: TextDocument {
  /// The text squeezed.
  package let base: any TextDocument

  /// The base's lines kept, in order: every line but a blank one after a blank one.
  private var kept: [UInt32] = []
  /// The base's lines looked at for good (all but an unfinished last line).
  private var looked = 0
  /// The base's first line number when last looked at: when it grows, the base dropped lines
  /// from its front (an endless stream past its spool), and the kept ones are numbered anew.
  private var baseFirstLineNumber: Int

  /// `base` with its runs of blank lines squeezed into one.
  package init(base: any TextDocument) {
    self.base = base
    baseFirstLineNumber = base.firstLineNumber
  }

  /// The lines kept of those looked at so far, with an unfinished last line; looking further
  /// is ``prepareLines(through:)``'s and ``indexAhead(budget:)``'s.
  package var lineCount: Int {
    followDroppedLines()
    return kept.count + (hasUnfinishedLine ? 1 : 0)
  }

  /// Whether the base is complete and every line of it has been looked at.
  package var isComplete: Bool { base.isComplete && looked >= base.lineCount }

  /// The bytes of the `index`th line shown.
  package func line(_ index: Int) -> [UInt8] { base.line(baseLine(index)) }
  /// The length of the `index`th line shown.
  package func lineLength(_ index: Int) -> Int { base.lineLength(baseLine(index)) }
  /// Whether the `index`th line ended with `\r\n`.
  package func lineEndsWithReturn(_ index: Int) -> Bool { base.lineEndsWithReturn(baseLine(index)) }
  /// The bytes `range` of the `index`th line shown.
  package func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    base.bytes(ofLine: baseLine(index), in: range)
  }
  /// The number the `index`th line shown has in the text squeezed.
  package func lineNumber(ofLine index: Int) -> Int { base.lineNumber(ofLine: baseLine(index)) }
  /// Where the `index`th line shown starts among the base's bytes (`index` == ``lineCount``:
  /// where the known text ends).
  package func byteOffset(ofLine index: Int) -> Int? {
    base.byteOffset(ofLine: index < lineCount ? baseLine(index) : base.lineCount)
  }
  /// The base's bytes.
  package var byteTotal: Int? { base.byteTotal }
  /// Whether the text squeezed waits on workers to index ahead.
  package var indexAwaitsWorkers: Bool { base.indexAwaitsWorkers }
  /// Learns the base's lines ahead as the base does by itself, and looks at about `budget`
  /// bytes' worth of the lines it knows (a line costs 64); returns whether there is more to do.
  package func indexAhead(budget: Int) -> Bool {
    let more = base.indexAhead(budget: budget)
    lookThrough(min(base.lineCount, looked + max(1, budget >> 6)))
    return more || looked < settledCount
  }

  /// Whether the text squeezed reads on when asked.
  package var readsOnRequest: Bool { base.readsOnRequest }

  /// Looks at base lines, learning more of them where needed, until line `index` is shown or
  /// the base has no more now; returns ``lineCount``.
  @discardableResult package func prepareLines(through index: Int) -> Int {
    followDroppedLines()
    while kept.count <= index {
      // Each line shown is at least one base line: look at as many more as are missing.
      let missing = index - kept.count
      let wanted = missing >= Int.max - looked - 1 ? Int.max : looked + missing + 1
      if looked >= settledCount {
        base.prepareLines(through: wanted)
        guard looked < settledCount else { break }
      }
      lookThrough(wanted)
    }
    return lineCount
  }

  /// Whether the base's last line is unfinished (the text still arrives) and shown: it is not a
  /// blank one after a blank one.
  private var hasUnfinishedLine: Bool {
    guard !base.isComplete, looked < base.lineCount else { return false }
    return !(isBlank(looked) && looked > 0 && isBlank(looked - 1))
  }

  /// The base line of the `index`th line shown.
  private func baseLine(_ index: Int) -> Int {
    index < kept.count ? Int(kept[index]) : looked
  }

  /// The base's lines that are known for good: all of a complete text, all but the last of one
  /// still arriving.
  private var settledCount: Int { base.isComplete ? base.lineCount : base.lineCount - 1 }

  /// Numbers the kept lines anew when the base dropped lines from its front.
  private func followDroppedLines() {
    let dropped = base.firstLineNumber - baseFirstLineNumber
    guard dropped > 0 else { return }
    baseFirstLineNumber = base.firstLineNumber
    kept = kept.filter { Int($0) >= dropped }.map { $0 - UInt32(dropped) }
    looked = max(0, looked - dropped)
  }

  /// Looks at the base's lines up to `count` (not included), all but an unfinished last one.
  private func lookThrough(_ count: Int) {
    followDroppedLines()
    let settled = min(count, settledCount)
    while looked < settled {
      if !(isBlank(looked) && looked > 0 && isBlank(looked - 1)) {
        kept.append(UInt32(truncatingIfNeeded: looked))
      }
      looked += 1
    }
  }

  /// Whether base line `index` is blank: empty, or a lone carriage return.
  private func isBlank(_ index: Int) -> Bool {
    switch base.lineLength(index) {
    case 0: true
    case 1: base.bytes(ofLine: index, in: 0..<1) == [0x0D]
    default: false
    }
  }
}
