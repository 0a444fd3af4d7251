/// Cells written back as CSV, as RFC 4180 has them: a field that holds a comma, a quote or a line
/// end is quoted, its quotes doubled; the rest are written as they are.
package enum CSVWriter {
  /// `cells` as one record, without its line end.
  package static func record(_ cells: [[UInt8]]) -> [UInt8] {
    var record: [UInt8] = []
    for (index, cell) in cells.enumerated() {
      if index > 0 { record.append(comma) }
      record += field(cell)
    }
    return record
  }

  /// `cell` as a field: quoted where it must be.
  package static func field(_ cell: [UInt8]) -> [UInt8] {
    guard cell.contains(where: { $0 == comma || $0 == quote || $0 == 10 || $0 == 13 }) else {
      return cell
    }
    var field: [UInt8] = [quote]
    for byte in cell {
      if byte == quote { field.append(quote) }
      field.append(byte)
    }
    field.append(quote)
    return field
  }

  private static let comma = UInt8(ascii: ",")
  private static let quote = UInt8(ascii: "\"")
}
