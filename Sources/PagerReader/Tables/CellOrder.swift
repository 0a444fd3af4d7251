/// The order `S` sorts a table's rows in by one column: numbers by value where the column is one
/// of numbers (as ``ColumnWidths/alignsRight`` tells from its sampled cells), text in natural
/// order (``NaturalOrder``) otherwise; ascending or descending, and stable: rows whose cells
/// are equal keep the order they were read in. Empty cells, and in a column of numbers cells
/// that are not numbers, come last either way.
package struct CellOrder: Hashable, Sendable {
  /// Whether cells compare as numbers.
  package var isNumeric: Bool
  /// Whether the greatest come first.
  package var isDescending: Bool

  /// An order by numbers (`isNumeric`) or by text, descending or not.
  package init(isNumeric: Bool, isDescending: Bool) {
    self.isNumeric = isNumeric
    self.isDescending = isDescending
  }

  /// What a cell is compared by.
  package enum Key: Hashable, Sendable {
    /// A number's value.
    case number(Double)
    /// Text's ``NaturalOrder/key(_:)-([UInt8])``.
    case text([UInt8])
    /// Nothing to compare: an empty cell, or in a column of numbers one that is not a number.
    case empty
  }

  /// What `cell` is compared by.
  package func key(_ cell: [UInt8]) -> Key {
    cell.withUnsafeBufferPointer { key($0) }
  }

  /// What the cell whose bytes lie at `cell` is compared by.
  package func key(_ cell: UnsafeBufferPointer<UInt8>) -> Key {
    guard cell.contains(where: { $0 != 0x20 }) else { return .empty }
    guard isNumeric else { return .text(NaturalOrder.key(cell)) }
    return NumericCell.value(cell).map { .number($0) } ?? .empty
  }

  /// Whether a cell keyed `a` in row `rowA` comes before one keyed `b` in row `rowB`: by key in
  /// the order's direction, empty last, and by row where the keys are equal.
  package func precedes(_ a: Key, row rowA: Int, _ b: Key, row rowB: Int) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)) where x != y: return isDescending ? x > y : x < y
    case (.text(let x), .text(let y)) where x != y:
      return isDescending ? y.lexicographicallyPrecedes(x) : x.lexicographicallyPrecedes(y)
    case (.empty, .empty), (.number, .number), (.text, .text): return rowA < rowB
    case (.empty, _): return false
    case (_, .empty): return true
    // A column is one kind or the other; a mixed pair still orders one way.
    case (.number, .text): return true
    case (.text, .number): return false
    }
  }

  /// The positions of `cells` in this order.
  package func sorted(_ cells: [[UInt8]]) -> [Int] {
    let keys = cells.map { key($0) }
    return keys.indices.sorted { precedes(keys[$0], row: $0, keys[$1], row: $1) }
  }

  /// A number's 64 bits in an order of their own: unsigned integers that compare as the numbers
  /// do, so that a big table's keys sort as plain words.
  package static func orderedBits(_ value: Double) -> UInt64 {
    let bits = (value == 0 ? 0.0 : value).bitPattern
    return bits >> 63 == 1 ? ~bits : bits | 1 << 63
  }

  /// The word a big table's sort compares a cell by first: for numbers the value's
  /// ``orderedBits(_:)``, for text the first word of its key, complemented when descending;
  /// `UInt64.max` for an empty cell, which so comes last either way.
  package func firstWord(_ cell: UnsafeBufferPointer<UInt8>) -> (word: UInt64, keyBytes: Int) {
    guard cell.contains(where: { $0 != 0x20 }) else { return (.max, 0) }
    guard isNumeric else {
      let (word, length) = NaturalOrder.word(of: cell, at: 0)
      return (directed(word), length)
    }
    guard let value = NumericCell.value(cell) else { return (.max, 0) }
    return (directed(Self.orderedBits(value)), 8)
  }

  /// `word` in this order's direction.
  package func directed(_ word: UInt64) -> UInt64 { isDescending ? ~word : word }
}
