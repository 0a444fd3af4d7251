/// Whether a cell reads as a number, so that its column aligns right: integers and decimals,
/// signed, with thousands separators (`1,234,567`), an exponent, a percent sign, a size unit
/// (`1.5G`, `512M`, `4.0KiB`, `10kB`) or a duration (`45s`, `3h12m`, `150ms`).
package enum NumericCell {
  /// Whether `cell`, spaces around it left out, is a number.
  package static func isNumber(_ cell: [UInt8]) -> Bool {
    var bytes = cell[...].drop { $0 == 0x20 }
    while bytes.last == 0x20 { bytes.removeLast() }
    guard !bytes.isEmpty else { return false }
    if bytes.first == 0x2B || bytes.first == 0x2D { bytes.removeFirst() }
    let digits = leadingDigits(of: &bytes)
    var sawDigits = digits > 0
    if digits > 0, digits <= 3, bytes.first == 0x2C {
      // Thousands groups: every comma is followed by exactly three digits.
      while bytes.first == 0x2C {
        bytes.removeFirst()
        guard leadingDigits(of: &bytes) == 3 else { return false }
      }
    }
    if bytes.first == 0x2E {
      bytes.removeFirst()
      sawDigits = leadingDigits(of: &bytes) > 0 || sawDigits
    }
    guard sawDigits else { return false }
    if bytes.first == 0x65 || bytes.first == 0x45, bytes.count > 1 {
      var exponent = bytes.dropFirst()
      if exponent.first == 0x2B || exponent.first == 0x2D { exponent.removeFirst() }
      if leadingDigits(of: &exponent) > 0 { bytes = exponent }
    }
    return isUnit(Array(bytes))
  }

  private static func leadingDigits(of bytes: inout ArraySlice<UInt8>) -> Int {
    let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
    bytes.removeFirst(count)
    return count
  }

  /// Size units, both decimal and binary, and `%`.
  private static let units: Set<String> = {
    var units: Set<String> = ["", "%", "B", "b", "k", "kB"]
    for prefix in ["K", "M", "G", "T", "P", "E"] {
      units.formUnion([prefix, prefix + "B", prefix + "i", prefix + "iB"])
    }
    return units
  }()

  /// Whether `suffix` is a unit, or the rest of a duration such as `h12m30s`.
  private static func isUnit(_ suffix: [UInt8]) -> Bool {
    if units.contains(String(decoding: suffix, as: UTF8.self)) { return true }
    var rest = suffix[...]
    var first = true
    while !rest.isEmpty {
      if !first, leadingDigits(of: &rest) == 0 { return false }
      first = false
      if rest.starts(with: [0x6D, 0x73]) {
        rest.removeFirst(2)
      } else if let unit = rest.first, [0x73, 0x6D, 0x68, 0x64, 0x77, 0x79].contains(unit) {
        rest.removeFirst()
      } else {
        return false
      }
    }
    return true
  }
}
