/// A command of less run when a file is first shown: `+G`, `+/pattern`, `+42`, and `-p pattern`.
enum StartCommand: Equatable, Sendable {
  /// Go to the last line (`+G`).
  case lastLine
  /// Go to the end and follow the text as it arrives (`+F`).
  case follow
  /// Search for the pattern, forward (`+/pattern`, `-p pattern`) or backward (`+?pattern`), and
  /// show its first match at the target line; an empty pattern repeats the last search.
  case search(String, backward: Bool)
  /// Go to line N, 1 the first (`+42`, `+42g`, `+g` for 1, `+42G`).
  case line(Int)
  /// Go to this percentage of the way into the text, from 0 to 100 (`+50%`, `+12.5%`).
  case percent(Double)
  /// Any other command of less, as its keys would be typed (`+:x`); TUIPager may ignore it.
  case keys(String)

  /// The command that `text` (what follows the `+`) spells; never fails: what is not one of the
  /// forms above is ``keys(_:)``.
  init(_ text: String) {
    if text == "G" {
      self = .lastLine
    } else if text == "F" {
      self = .follow
    } else if text == "g" {
      self = .line(1)
    } else if let first = text.first, first == "/" || first == "?" {
      self = .search(String(text.dropFirst()), backward: first == "?")
    } else if let line = Self.lineNumber(text) {
      self = .line(line)
    } else if text.hasSuffix("%"), let percent = Self.number(text.dropLast()), percent <= 100 {
      self = .percent(percent)
    } else {
      self = .keys(text)
    }
  }

  /// N of `N`, `Ng` or `NG`, for N of 1 or more.
  private static func lineNumber(_ text: String) -> Int? {
    var digits = Substring(text)
    if let last = digits.last, last == "g" || last == "G" { digits = digits.dropLast() }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
      let line = Int(digits), line >= 1
    else { return nil }
    return line
  }

  /// A number of digits with at most one decimal point, such as `12` or `12.5`.
  private static func number(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      text.filter({ $0 == "." }).count <= 1, text != "."
    else { return nil }
    return Double(text)
  }
}

/// The commands to run when files are first shown: less's `+cmd`, `++cmd` and `-p`.
struct StartCommands: Equatable, Sendable {
  /// For the first file, in the order given (`+cmd`; `-p pattern` last).
  var firstFile: [StartCommand] = []
  /// For every file, the first included, after its own (`++cmd`); the last one given wins.
  var everyFile: StartCommand?

  /// Whether there are none.
  var isEmpty: Bool { firstFile.isEmpty && everyFile == nil }
}
