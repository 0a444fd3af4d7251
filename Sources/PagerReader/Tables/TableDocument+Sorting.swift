extension TableDocument {
  /// Rows a sort orders on the loop at once; a bigger table is sorted by the workers.
  package static let rowsSortedAtOnce = 50_000

  /// Whether the table's rows are few enough to be sorted on the loop at once, and all found,
  /// or those that have come of a text still arriving (whose size is not known): a file still
  /// being read goes to the workers, who read it whole.
  package var sortsAtOnce: Bool {
    lineCount <= Self.rowsSortedAtOnce && (isComplete || base.byteTotal == nil)
  }

  /// The order `column`'s cells take: numbers where its sampled cells are numbers.
  package func cellOrder(of column: Int, descending: Bool) -> CellOrder {
    CellOrder(
      isNumeric: column < alignsRight.count && alignsRight[column], isDescending: descending)
  }

  /// The data rows, counted from the first after the header, sorted by `column` in `order`:
  /// on the loop, so for a table that ``sortsAtOnce``. Rows that are no data (a footer, a
  /// broken line) have no cells to compare and come last.
  package func sortedRows(by column: Int, order: CellOrder) -> [UInt32] {
    let keys = (headerRows..<max(headerRows, lineCount)).map { index in
      let row = row(index)
      let isData = row.kind == .data || row.kind == .header
      return isData && column < row.cells.count ? order.key(row.cells[column]) : .empty
    }
    return keys.indices.sorted { order.precedes(keys[$0], row: $0, keys[$1], row: $1) }.map {
      UInt32($0)
    }
  }

  /// What the status line calls `column`: its header cell, else its number from 1.
  package func name(ofColumn column: Int) -> String {
    if column < headerCells.count {
      let name = ColumnWidths.shown(headerCells[column]).trimmingSpaces
      if !name.isEmpty { return name }
    }
    return "column \(column + 1)"
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
