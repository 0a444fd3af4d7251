import PagerKit

/// The tab stops a vim modeline sets, read as less 704's `--modelines` reads a line: a program
/// name (`vi:`, `vim:`, `ex:` or `less:`) at the line's start or after a space, then either
/// `set ` and settings up to a colon, or (not after `less:`) settings divided by spaces or
/// colons. Of the settings only `ts=N` and `tabstop=N` count, as in less: N as `-x` takes it
/// (`4`, `4,8`), the last one winning. `# vim: set ts=4 sw=4 :` and `/* vi:ts=2 */` set stops;
/// `less: ts=4` (without `set`) does not.
package enum VimModeline {
  /// The tab stops `line` sets, or nil when it sets none.
  package static func tabStops(in line: [UInt8]) -> TabStops? {
    var found: TabStops?
    for program in programs {
      guard let start = settingsStart(of: program, in: line) else { continue }
      var rest = line[skippingBlanks(line, from: start)...]
      let end: UInt8?
      if rest.starts(with: Array("set ".utf8)) {
        rest = rest.dropFirst(4)
        end = UInt8(ascii: ":")
      } else if program == Array("less:".utf8) {
        continue
      } else {
        end = nil
      }
      for setting in settings(in: rest, endingAt: end) {
        if let stops = tabStops(of: setting) { found = stops }
      }
    }
    return found
  }

  /// The names a modeline starts with, in the order less looks for them.
  private static let programs = ["less:", "vim:", "vi:", "ex:"].map { Array($0.utf8) }

  /// Where the settings after the first `program` that starts the line or follows a space
  /// begin; nil when none does.
  private static func settingsStart(of program: [UInt8], in line: [UInt8]) -> Int? {
    var from = 0
    while from + program.count <= line.count {
      guard
        let at = (from...(line.count - program.count)).first(where: {
          line[$0..<$0 + program.count].elementsEqual(program)
        })
      else { return nil }
      if at == 0 || line[at - 1] == UInt8(ascii: " ") { return at + program.count }
      from = at + program.count
    }
    return nil
  }

  private static func skippingBlanks(_ line: [UInt8], from start: Int) -> Int {
    var index = start
    while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == 0x09 {
      index += 1
    }
    return index
  }

  /// The settings of `text`, each ended by a space or a colon (a backslash keeps the next
  /// byte), stopping at `end` or the text's end.
  private static func settings(in text: ArraySlice<UInt8>, endingAt end: UInt8?) -> [[UInt8]] {
    var settings: [[UInt8]] = []
    var index = text.startIndex
    while true {
      while index < text.endIndex, text[index] == UInt8(ascii: " ") || text[index] == 0x09 {
        index += 1
      }
      guard index < text.endIndex, text[index] != end else { return settings }
      var setting: [UInt8] = []
      var escaped = false
      while index < text.endIndex {
        let byte = text[index]
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ":") {
          break
        }
        setting.append(byte)
        index += 1
      }
      settings.append(setting)
      if index < text.endIndex { index += 1 }
    }
  }

  /// The stops `ts=N` or `tabstop=N` sets, as less's `set_tabs` reads N: numbers divided by
  /// commas, each kept only above the one before, up to the first byte that is neither.
  private static func tabStops(of setting: [UInt8]) -> TabStops? {
    let value: ArraySlice<UInt8>
    if setting.starts(with: Array("ts=".utf8)) {
      value = setting.dropFirst(3)
    } else if setting.starts(with: Array("tabstop=".utf8)) {
      value = setting.dropFirst(8)
    } else {
      return nil
    }
    var columns: [Int] = []
    for part in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
      let digits = part.drop { $0 == UInt8(ascii: " ") }.prefix { (0x30...0x39).contains($0) }
      guard digits.count <= 9 else { break }
      let number = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      if number > (columns.last ?? 0) { columns.append(number) }
      // Anything after the digits but blanks ends the list, as in less.
      let after = part.drop { $0 == UInt8(ascii: " ") }.dropFirst(digits.count)
      guard after.allSatisfy({ $0 == UInt8(ascii: " ") }) else { break }
    }
    return TabStops(at: columns)
  }
}
