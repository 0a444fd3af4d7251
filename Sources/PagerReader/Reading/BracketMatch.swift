import PagerKit

/// What less's bracket commands ask: `{` finds the bracket that closes an open one on the top
/// line and shows it on the bottom line; `}` finds the one that opens a closing one on the
/// bottom line and shows it on the top line. `(`, `)`, `[`, `]` do the same with their
/// brackets, and Esc-Ctrl-F / Esc-Ctrl-B with any two bytes.
public struct BracketMatch: Hashable, Sendable {
  /// The byte that opens.
  package var open: UInt8
  /// The byte that closes.
  package var close: UInt8
  /// From an open bracket on the top line forward (`{`), or from a closing one on the bottom
  /// line back (`}`).
  package var forward: Bool
  /// Which bracket of the line to match, counted from 1 at the line's start (less's count).
  package var nth: Int

  /// Matching `open` and `close`, the `nth` bracket of the line (1 the first).
  package init(open: UInt8, close: UInt8, forward: Bool, nth: Int = 1) {
    self.open = open
    self.close = close
    self.forward = forward
    self.nth = nth
  }

  /// `{`, `(` and `[` forward, `}`, `)` and `]` back; nil for other bytes.
  package init?(bracket: UInt8) {
    let pairs: [(UInt8, UInt8)] = [(0x7B, 0x7D), (0x28, 0x29), (0x5B, 0x5D)]
    if let pair = pairs.first(where: { $0.0 == bracket }) {
      self.init(open: pair.0, close: pair.1, forward: true)
    } else if let pair = pairs.first(where: { $0.1 == bracket }) {
      self.init(open: pair.0, close: pair.1, forward: false)
    } else {
      return nil
    }
  }

  /// Where the match is, as a line and a byte of it; or, when there is none, what to say.
  package enum Outcome: Hashable, Sendable {
    /// The match: its line, and its byte in the line.
    case found(line: Int, byte: Int)
    /// The line has no such bracket (or fewer than the count asked for).
    case noBracket
    /// Nothing matches it before the text ends.
    case noMatch
  }

  /// Finds the match of the `nth` bracket on line `line` of `lines` (`lineCount` of them),
  /// nesting counted as less counts it: every byte of the lines is looked at, escapes too.
  package func find(fromLine line: Int, lineCount: Int, lines: (Int) -> [UInt8]) -> Outcome {
    let (start, end) = forward ? (open, close) : (close, open)
    let first = lines(line)
    let ofStart = first.indices.filter { first[$0] == start }
    guard ofStart.count >= max(1, nth) else { return .noBracket }
    let index = ofStart[max(1, nth) - 1]
    var nest = 0
    var current = line
    var bytes = first
    var position = index
    while true {
      position += forward ? 1 : -1
      while !bytes.indices.contains(position) {
        current += forward ? 1 : -1
        guard current >= 0, current < lineCount else { return .noMatch }
        bytes = lines(current)
        position = forward ? 0 : bytes.count - 1
      }
      if bytes[position] == start {
        nest += 1
      } else if bytes[position] == end {
        if nest == 0 { return .found(line: current, byte: position) }
        nest -= 1
      }
    }
  }
}
