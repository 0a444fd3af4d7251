extension NumericCell {
  /// The value `cell` stands for, where ``isNumber(_:)`` takes it for a number, so that a column
  /// sorts as numbers: thousands separators left out, an exponent applied, a size unit as bytes
  /// (`K`, `M`, `G` and `KiB` as powers of 1024, as `ls -h` and `df -h` write them; `kB`, `MB`
  /// as powers of 1000), a percentage as its number and a duration in seconds (`3h12m`, `150ms`).
  /// Nil for anything else, an empty cell included.
  package static func value(_ cell: [UInt8]) -> Double? {
    cell.withUnsafeBufferPointer { value($0) }
  }

  /// The value of the cell whose bytes lie at `cell`, as ``value(_:)-([UInt8])`` reads it.
  package static func value(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
    var start = 0
    var end = cell.count
    while start < end, cell[start] == 0x20 { start += 1 }
    while end > start, cell[end - 1] == 0x20 { end -= 1 }
    guard start < end else { return nil }
    var index = start
    var negative = false
    if cell[index] == 0x2B || cell[index] == 0x2D {
      negative = cell[index] == 0x2D
      index += 1
    }
    // The common case, a plain integer of up to 15 digits, exactly and without a string.
    var integer: Int64 = 0
    var digits = 0
    var commas = false
    var groupDigits = 0
    while index < end {
      let byte = cell[index]
      if byte >= 0x30 && byte <= 0x39 {
        if digits < 18 { integer = integer * 10 + Int64(byte - 0x30) }
        digits += 1
        groupDigits += 1
      } else if byte == 0x2C, digits > 0, !commas ? digits <= 3 : groupDigits == 3 {
        commas = true
        groupDigits = 0
      } else {
        break
      }
      index += 1
    }
    if commas, groupDigits != 3 { return nil }
    var magnitude: Double
    // A decimal of up to 15 digits in all, without an exponent: its digits as an integer and a
    // power of ten are both exact, and IEEE division rounds their quotient correctly, as
    // Double's parse of the text would.
    var fraction = index
    var fractionDigits = 0
    var whole = integer
    if index < end, cell[index] == 0x2E, digits + fractionDigits <= 15 {
      fraction += 1
      while fraction < end, cell[fraction] >= 0x30 && cell[fraction] <= 0x39,
        digits + fractionDigits < 16
      {
        whole = whole * 10 + Int64(cell[fraction] - 0x30)
        fractionDigits += 1
        fraction += 1
      }
    }
    let plainEnd =
      fraction == end
      || (cell[fraction] != 0x65 && cell[fraction] != 0x45 && cell[fraction] != 0x2E
        && !(cell[fraction] >= 0x30 && cell[fraction] <= 0x39))
    if plainEnd, digits + fractionDigits > 0, digits + fractionDigits <= 15 {
      magnitude = fractionDigits == 0 ? Double(whole) : Double(whole) / powersOfTen[fractionDigits]
      index = fraction
    } else {
      // Decimals and exponents: Double's own parse, of the number without its separators.
      var text = ""
      var sawDigits = digits > 0
      for byte in cell[start..<index] where byte != 0x2C && byte != 0x2B && byte != 0x2D {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      }
      if index < end, cell[index] == 0x2E {
        text.unicodeScalars.append(".")
        index += 1
        while index < end, cell[index] >= 0x30 && cell[index] <= 0x39 {
          text.unicodeScalars.append(Unicode.Scalar(cell[index]))
          sawDigits = true
          index += 1
        }
      }
      guard sawDigits else { return nil }
      if index + 1 < end, cell[index] == 0x65 || cell[index] == 0x45 {
        var exponent = index + 1
        if cell[exponent] == 0x2B || cell[exponent] == 0x2D { exponent += 1 }
        let first = exponent
        while exponent < end, cell[exponent] >= 0x30 && cell[exponent] <= 0x39 { exponent += 1 }
        if exponent > first {
          for byte in cell[index..<exponent] { text.unicodeScalars.append(Unicode.Scalar(byte)) }
          index = exponent
        }
      }
      guard let parsed = Double(text) else { return nil }
      magnitude = parsed
    }
    if negative { magnitude = -magnitude }
    guard index < end else { return magnitude }
    guard let unit = unit(of: UnsafeBufferPointer(rebasing: cell[index..<end])) else {
      return nil
    }
    // The parts of a duration after its first (`12m` of `3h12m`) count the same way.
    return magnitude * unit.scale + (magnitude < 0 ? -unit.addend : unit.addend)
  }

  /// 10⁰ … 10¹⁵, each exact.
  private static let powersOfTen: [Double] = (0...15).map { power in
    (0..<power).reduce(1.0) { value, _ in value * 10 }
  }

  /// What a number is multiplied by for its unit `suffix`, and what is added for the parts of a
  /// duration after its first; nil where it is no unit.
  private static func unit(of suffix: UnsafeBufferPointer<UInt8>) -> (
    scale: Double, addend: Double
  )? {
    if let scale = sizeScale(of: suffix) { return (scale, 0) }
    return duration(suffix)
  }

  /// What a number is multiplied by for its size unit or percent sign `suffix`.
  private static func sizeScale(of suffix: UnsafeBufferPointer<UInt8>) -> Double? {
    let count = suffix.count
    if count == 1, suffix[0] == 0x25 { return 1 }
    if count == 1, suffix[0] == 0x42 || suffix[0] == 0x62 { return 1 }
    if let power = sizePower(suffix[0]) {
      switch count {
      case 1: return pow(1024, power)
      case 2 where suffix[1] == 0x42: return pow(1000, power)
      case 2 where suffix[1] == 0x69: return pow(1024, power)
      case 3 where suffix[1] == 0x69 && suffix[2] == 0x42: return pow(1024, power)
      default: break
      }
    }
    return nil
  }

  /// The power a size prefix stands for: `k` and `K` 1, `M` 2 … `E` 6.
  private static func sizePower(_ byte: UInt8) -> Int? {
    switch byte {
    case 0x6B, 0x4B: 1
    case 0x4D: 2
    case 0x47: 3
    case 0x54: 4
    case 0x50: 5
    case 0x45: 6
    default: nil
    }
  }

  private static func pow(_ base: Double, _ power: Int) -> Double {
    (0..<power).reduce(1) { value, _ in value * base }
  }

  /// The seconds a duration's first unit stands for, and those of the parts after it
  /// (`h12m30s` after `3`: the number counts hours, 750 seconds are added); nil where the suffix
  /// is no duration.
  private static func duration(_ suffix: UnsafeBufferPointer<UInt8>) -> (
    scale: Double, addend: Double
  )? {
    var index = 0
    var unitOfLead: Double?
    var rest = 0.0
    var number = 0.0
    var first = true
    while index < suffix.count {
      if !first {
        var digits = 0
        number = 0
        while index < suffix.count, suffix[index] >= 0x30 && suffix[index] <= 0x39 {
          number = number * 10 + Double(suffix[index] - 0x30)
          digits += 1
          index += 1
        }
        guard digits > 0, index < suffix.count else { return nil }
      }
      let unit: Double
      if suffix[index] == 0x6D, index + 1 < suffix.count, suffix[index + 1] == 0x73 {
        unit = 0.001
        index += 2
      } else {
        switch suffix[index] {
        case 0x73: unit = 1
        case 0x6D: unit = 60
        case 0x68: unit = 3600
        case 0x64: unit = 86_400
        case 0x77: unit = 604_800
        case 0x79: unit = 31_536_000
        default: return nil
        }
        index += 1
      }
      if first {
        unitOfLead = unit
        first = false
      } else {
        rest += number * unit
      }
    }
    guard let unitOfLead else { return nil }
    return (unitOfLead, rest)
  }
}
