import PagerKit

/// The width of each column of a table, learned from a sample of its rows at once, and a row
/// laid out in those widths.
///
/// A column is as wide as its widest sampled cell, header included, but no wider than a cap, so
/// one long cell cannot push the rest off the screen; longer cells are cut with `…`. A column
/// whose sampled cells are all numbers (``NumericCell``) aligns right.
package struct ColumnWidths: Hashable, Sendable {
  /// Each column's width in terminal columns.
  package var widths: [Int]
  /// Whether each column aligns right.
  package var alignsRight: [Bool]

  /// The widest a column is made by its cells, so one long cell cannot push the rest off the
  /// screen (`>` widens it further).
  package static let cap = 40

  /// These widths and alignments, a column each.
  package init(widths: [Int], alignsRight: [Bool]) {
    self.widths = widths
    self.alignsRight = alignsRight
  }

  /// Widths for `rows` (data rows' cells) under `header`, none wider than `cap`.
  package init(header: [[UInt8]] = [], rows: [[[UInt8]]], cap: Int = ColumnWidths.cap) {
    let count = rows.reduce(header.count) { max($0, $1.count) }
    var widths = [Int](repeating: 0, count: count)
    var numbers = [Int](repeating: 0, count: count)
    var words = [Int](repeating: 0, count: count)
    for (column, cell) in header.enumerated() { widths[column] = Self.width(of: cell) }
    for row in rows {
      for (column, cell) in row.enumerated() {
        widths[column] = max(widths[column], Self.width(of: cell))
        guard cell.contains(where: { $0 != 0x20 }) else { continue }
        if NumericCell.isNumber(cell) { numbers[column] += 1 } else { words[column] += 1 }
      }
    }
    self.widths = widths.map { min(max($0, 1), max(cap, 1)) }
    alignsRight = zip(numbers, words).map { $0 > 0 && $1 == 0 }
  }

  /// `cells` laid out as one line of text: each cell padded or cut (with `…`) to its column's
  /// width and aligned, `separator` between columns. Cells past the known columns are left out;
  /// missing ones are blank. The last column is not padded on the right.
  package func line(_ cells: [[UInt8]], separator: String = " │ ") -> String {
    String(decoding: line(cells, separator: Array(separator.utf8)), as: UTF8.self)
  }

  /// ``line(_:separator:)`` as UTF-8 bytes, `separator` given as bytes too: what a table's
  /// rows are drawn from, a page of them every frame, so a cell of plain ASCII (most are) is
  /// copied as it is, without a string made of it.
  package func line(_ cells: [[UInt8]], separator: [UInt8]) -> [UInt8] {
    var line: [UInt8] = []
    line.reserveCapacity(widths.reduce(separator.count * widths.count, +))
    for column in widths.indices {
      if column > 0 { line += separator }
      let width = widths[column]
      let cell = column < cells.count ? cells[column] : []
      let fitted: ArraySlice<UInt8>
      var cut = false
      var used: Int
      if !cell.contains(where: { $0 < 0x20 || $0 > 0x7E }) {
        cut = cell.count > width
        fitted = cut ? cell.prefix(width - 1) : cell[...]
        used = cut ? width : cell.count
      } else {
        let text = TextFit.truncate(Self.shown(cell), toColumns: width)
        fitted = Array(text.utf8)[...]
        used = ColumnWidth.of(text)
      }
      let padding = max(0, width - used)
      if alignsRight[column] {
        line += repeatElement(0x20, count: padding)
        line += fitted
        if cut { line += Self.ellipsis }
      } else {
        line += fitted
        if cut { line += Self.ellipsis }
        if column < widths.count - 1 { line += repeatElement(0x20, count: padding) }
      }
    }
    return line
  }

  private static let ellipsis = Array("…".utf8)

  /// Where each column lies on a line laid out by ``line(_:separator:)`` with a separator
  /// `separatorWidth` columns wide: its first terminal column up to the one after its last.
  package func spans(separatorWidth: Int) -> [Range<Int>] {
    var start = 0
    return widths.map { width in
      defer { start += width + separatorWidth }
      return start..<start + width
    }
  }

  /// Columns `cell` takes when shown.
  package static func width(of cell: [UInt8]) -> Int {
    if !cell.contains(where: { $0 >= 0x80 || $0 < 0x20 || $0 == 0x7F }) { return cell.count }
    return ColumnWidth.of(shown(cell))
  }

  /// Columns `cell` takes when shown, where its bytes lie.
  package static func width(of cell: UnsafeBufferPointer<UInt8>) -> Int {
    if !cell.contains(where: { $0 >= 0x80 || $0 < 0x20 || $0 == 0x7F }) { return cell.count }
    return ColumnWidth.of(shown(Array(cell)))
  }

  /// `cell` as text to show: a line end inside a quoted field as `↵`, a tab as a space, other
  /// control characters and bytes that are not UTF-8 as `�`.
  package static func shown(_ cell: [UInt8]) -> String {
    var text = ""
    for scalar in String(decoding: cell, as: UTF8.self).unicodeScalars {
      switch scalar.value {
      case 10: text += "↵"
      case 13: continue
      case 9: text += " "
      case 0..<0x20, 0x7F..<0xA0: text += "\u{FFFD}"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
