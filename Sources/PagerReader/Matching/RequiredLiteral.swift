import PagerKit

/// The ASCII text every match of a regular expression must show, read from the pattern, so that
/// a search can rule lines out from their bytes (and look through a file's bytes for it) before
/// running the expression on the few that hold it: `error.*timeout` needs `timeout`.
///
/// The reading is conservative: only literal characters outside groups, classes and optional
/// repetition count, and a pattern it cannot be sure of (alternation outside a group, inline
/// options, quoting, escapes with arguments) has none. Matching ignoring case, `k` breaks a run: the Kelvin sign
/// (U+212A) is the one character outside ASCII that an ASCII letter matches.
enum RequiredLiteral {
  /// Runs shorter than this rule out too little to be worth looking for.
  static let shortest = 2

  /// The longest run of ASCII every match of `pattern` shows, letters lowercased unless
  /// `caseSensitive`; nil when there is none of at least ``shortest`` characters.
  static func of(_ pattern: String, caseSensitive: Bool) -> [UInt8]? {
    let scalars = Array(pattern.unicodeScalars)
    guard !pattern.containsUTF8("(?"), !pattern.containsUTF8("\\Q") else { return nil }
    var reading = Reading(caseSensitive: caseSensitive)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\\":
        guard index < scalars.count else { return nil }
        let escaped = scalars[index]
        index += 1
        if escaped.isASCII, !escaped.properties.isAlphabetic, !("0"..."9").contains(escaped) {
          reading.literal(escaped)
        } else if Self.simpleEscapes.contains(escaped) {
          reading.other()
        } else {
          // \x41, \u{…}, \p{…}, \N{…}, \k<…>, back references: arguments the reading skips not.
          return nil
        }
      case "[":
        guard let end = Self.classEnd(scalars, from: index) else { return nil }
        index = end
        reading.other()
      case "(":
        reading.depth += 1
        reading.other()
      case ")":
        reading.depth -= 1
        reading.other()
      case "|":
        // Alternatives of the whole pattern share no text; those inside a group leave the text
        // outside it required.
        guard reading.depth > 0 else { return nil }
        reading.other()
      case ".", "^", "$": reading.other()
      case "*", "?": reading.optional()
      case "+": reading.other()
      case "{":
        guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
        let bounds = String(String.UnicodeScalarView(scalars[index..<close]))
        index = close + 1
        // `{n}`, `{n,}`, `{n,m}`: at least n times; anything else counts as optional.
        let least = bounds.split(separator: ",", omittingEmptySubsequences: false).first
        if let least, let count = Int(least), count >= 1 {
          reading.other()
        } else {
          reading.optional()
        }
      default: reading.literal(scalar)
      }
    }
    reading.endRun()
    let longest = reading.runs.max { $0.count < $1.count }
    return longest.flatMap { $0.count >= shortest ? $0 : nil }
  }

  /// Escapes of one letter that stand for a class, an anchor or a control character.
  private static let simpleEscapes: Set<Unicode.Scalar> = [
    "d", "D", "w", "W", "s", "S", "b", "B", "h", "H", "v", "V", "R", "X", "A", "z", "Z", "G",
    "n", "t", "r", "f", "e", "a",
  ]

  /// The index after the `]` that closes a class whose `[` is just before `start`, classes
  /// inside it included; nil when it is not closed.
  static func classEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var depth = 1
    var index = start
    // A `]` first (after `^`) is a member, not the end.
    if index < scalars.count, scalars[index] == "^" { index += 1 }
    if index < scalars.count, scalars[index] == "]" { index += 1 }
    while index < scalars.count {
      switch scalars[index] {
      case "\\": index += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Where the reading of a pattern is: the runs of literal characters found so far.
  private struct Reading {
    let caseSensitive: Bool
    var runs: [[UInt8]] = []
    var run: [UInt8] = []
    /// Groups open: literals inside one are not counted, as the group may be optional.
    var depth = 0
    /// Whether the last thing read was a literal that ended the current run.
    var lastWasLiteral = false

    init(caseSensitive: Bool) {
      self.caseSensitive = caseSensitive
    }

    mutating func literal(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      let printable = value >= 0x20 && value < 0x7F
      let kelvin = !caseSensitive && (scalar == "k" || scalar == "K")
      guard depth == 0, printable, !kelvin else {
        other()
        return
      }
      var byte = UInt8(value)
      if !caseSensitive, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
      run.append(byte)
      lastWasLiteral = true
    }

    /// Anything but a literal: the run ends before it.
    mutating func other() {
      endRun()
    }

    /// `*`, `?` or `{0,…}`: what came before may be missing, so a literal just read leaves its
    /// run, which ends.
    mutating func optional() {
      if lastWasLiteral { run.removeLast() }
      endRun()
    }

    mutating func endRun() {
      if !run.isEmpty { runs.append(run) }
      run = []
      lastWasLiteral = false
    }
  }
}
