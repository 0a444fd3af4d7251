import TestSupport
import Testing

@testable import PagerReader

/// Which cells are numbers, so their columns align right.
@Suite struct NumericCellTests {
  static func isNumber(_ text: String) -> Bool { NumericCell.isNumber(Array(text.utf8)) }

  @Test func numbersAsCommandsAndExportsWriteThem() {
    let numbers = [
      "0", "42", "-7", "+3", "3.14", "-0.5", ".5", "1,234", "12,345,678.90", "1e9", "6.02E+23",
      "1.5G", "512M", "4.0K", "10kB", "2GiB", "0B", "12%", "100.0%", "45s", "3d2h", "150ms",
      "12d", " 7 ",
    ]
    for number in numbers { #expect(Self.isNumber(number), "\(number)") }
  }

  @Test func textThatOnlyLooksNumeric() {
    let texts = [
      "", " ", "-", ".", "abc", "1,23", "12,3456", "1.2.3", "10:02", "0:09", "1/1",
      "2026-12-04", "v1.2", "1e", "3x", "12%%", "1.5GG", "pts/0", "0x1F", "1 234", "ms", "5 hours",
    ]
    for text in texts { #expect(!Self.isNumber(text), "\(text)") }
  }

  /// Every integer from -20,000 to 20,000, plain and with thousands separators, with a decimal
  /// part and a unit: all numbers; with a separator misplaced: none.
  @Test func everyIntegerInARangeWithAndWithoutSeparators() {
    for value in -20_000...20_000 {
      let plain = String(value)
      let magnitude = String(abs(value))
      var grouped = ""
      for (offset, digit) in magnitude.enumerated() {
        if offset > 0 && (magnitude.count - offset) % 3 == 0 { grouped += "," }
        grouped.append(digit)
      }
      grouped = (value < 0 ? "-" : "") + grouped
      #expect(Self.isNumber(plain) && Self.isNumber(grouped) && Self.isNumber(plain + ".25M"))
      if magnitude.count >= 2 {
        var misplaced = magnitude
        misplaced.insert(",", at: misplaced.index(before: misplaced.endIndex))
        #expect(!Self.isNumber(misplaced), "\(misplaced)")
      }
    }
  }
}
