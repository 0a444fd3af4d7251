/// A C `printf` format that takes one unsigned number (`<U+%04lX>`), read and applied in Swift:
/// less's `LESSUTFBINFMT` is one, and a user's text must never reach a real `printf`.
package struct PrintfNumber: Hashable, Sendable {
  /// The text before the number, the conversion, the text after it (`%%` already made `%`).
  private let before: String
  private let after: String
  private let conversion: Conversion

  private struct Conversion: Hashable, Sendable {
    var leftAligned = false
    var zeroPadded = false
    var sign: Character?
    var alternate = false
    var width = 0
    var precision: Int?
    /// `d`, `i`, `u`, `o`, `x` or `X`.
    var letter: Character = "d"
  }

  /// Widths and precisions above this are cut to it, as less's buffer of 255 bytes cuts all.
  private static let longest = 255

  /// The format `text`, or nil when it does not take exactly one number.
  package init?(_ text: String) {
    var before = ""
    var after = ""
    var found: Conversion?
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        if found == nil { before.append(character) } else { after.append(character) }
        continue
      }
      if characters.first == "%" {
        characters.removeFirst()
        if found == nil { before.append("%") } else { after.append("%") }
        continue
      }
      guard found == nil, let conversion = Self.conversion(&characters) else { return nil }
      found = conversion
    }
    guard let found else { return nil }
    self.before = before
    self.after = after
    conversion = found
  }

  /// Reads flags, width, precision, length letters and the conversion after a `%`.
  private static func conversion(_ characters: inout ArraySlice<Character>) -> Conversion? {
    var conversion = Conversion()
    while let flag = characters.first, "-0+ #".contains(flag) {
      switch flag {
      case "-": conversion.leftAligned = true
      case "0": conversion.zeroPadded = true
      case "#": conversion.alternate = true
      default: conversion.sign = conversion.sign == "+" ? "+" : flag
      }
      characters.removeFirst()
    }
    conversion.width = number(&characters)
    if characters.first == "." {
      characters.removeFirst()
      conversion.precision = number(&characters)
    }
    while let length = characters.first, "hlLqjzt".contains(length) { characters.removeFirst() }
    guard let letter = characters.popFirst(), "diuoxX".contains(letter) else { return nil }
    conversion.letter = letter
    return conversion
  }

  private static func number(_ characters: inout ArraySlice<Character>) -> Int {
    var value = 0
    while let digit = characters.first?.wholeNumberValue, characters.first?.isASCII == true {
      value = min(longest, value * 10 + digit)
      characters.removeFirst()
    }
    return value
  }

  /// The format applied to `value`: printable ASCII only, each other character a `?`.
  package func format(_ value: UInt64) -> String {
    let text = before + number(value) + after
    let printable = text.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? $0 : "?" }
    return String(String.UnicodeScalarView(printable.prefix(Self.longest)))
  }

  private func number(_ value: UInt64) -> String {
    let radix = conversion.letter == "o" ? 8 : "xX".contains(conversion.letter) ? 16 : 10
    var digits = String(value, radix: radix, uppercase: conversion.letter == "X")
    if let precision = conversion.precision {
      // An explicit precision of 0 prints no digit for 0, as printf.
      if precision == 0 && value == 0 { digits = "" }
      digits = String(repeating: "0", count: max(0, precision - digits.count)) + digits
    }
    var prefix = ""
    if conversion.alternate && value != 0 {
      switch conversion.letter {
      case "x": prefix = "0x"
      case "X": prefix = "0X"
      case "o" where !digits.hasPrefix("0"): prefix = "0"
      default: break
      }
    }
    if "di".contains(conversion.letter), let sign = conversion.sign { prefix = String(sign) }
    let padding = max(0, conversion.width - prefix.count - digits.count)
    if conversion.leftAligned {
      return prefix + digits + String(repeating: " ", count: padding)
    }
    if conversion.zeroPadded && conversion.precision == nil {
      return prefix + String(repeating: "0", count: padding) + digits
    }
    return String(repeating: " ", count: padding) + prefix + digits
  }
}
