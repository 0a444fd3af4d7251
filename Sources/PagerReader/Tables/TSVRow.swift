/// Tab-separated values as IANA defines them: a tab always ends a field and nothing is quoted,
/// so a field's bytes are the line's bytes between tabs. Escapes such as `\t` some writers use
/// stay literal text: the format has none.
package enum TSVRow {
  /// The fields of `line`, without its terminator: one more than its tabs.
  package static func cells(of line: [UInt8]) -> [[UInt8]] {
    line.withUnsafeBufferPointer { bytes in
      var cells: [[UInt8]] = []
      var start = 0
      for index in 0..<bytes.count where bytes[index] == 9 {
        cells.append(Array(bytes[start..<index]))
        start = index + 1
      }
      cells.append(Array(bytes[start..<bytes.count]))
      return cells
    }
  }

  /// Line `index`, `line`, as a data row.
  package static func row(_ line: [UInt8], at index: Int) -> TableRow {
    TableRow(.data, cells: cells(of: line), lines: index..<index + 1)
  }
}
