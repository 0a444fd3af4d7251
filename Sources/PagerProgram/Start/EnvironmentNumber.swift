extension Int {
  /// A number as less reads one from a variable (C's `atoi`): blanks skipped, a sign, the
  /// digits up to the first other character; 0 when there are none (`LESS_LINES=abc`), as in
  /// less.
  init(environmentValue text: String) {
    var scalars = text.unicodeScalars.drop { " \t\n\r\u{0B}\u{0C}".unicodeScalars.contains($0) }
    var negative = false
    if let sign = scalars.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      scalars = scalars.dropFirst()
    }
    var value = 0
    for scalar in scalars {
      guard ("0"..."9").contains(scalar) else { break }
      let digit = Int(scalar.value) - 0x30
      // A number past Int's range stops growing, where atoi's would be undefined.
      let (product, overflowed) = value.multipliedReportingOverflow(by: 10)
      guard !overflowed, product <= Int(Int32.max) - digit else {
        value = Int(Int32.max)
        break
      }
      value = product + digit
    }
    self = negative ? -value : value
  }
}
