/// A document whose line `i` is a row of a table: the table itself (``TableDocument``) or a view
/// stacked over it (a column filter, a sort) that keeps its lines rows.
package protocol TableRows: TextDocument {
  /// The table's row that line `index` shows, as cells.
  func row(_ index: Int) -> TableRow
}

/// A view stacked over a table or over another such view: a column filter, a sort. The chain
/// from the tab's document down to its ``TableDocument`` runs through `base`, so that the screen
/// finds the table under any stack of them (``TableChain``), which names each kind: a cast to a
/// protocol looks through the whole program's conformances the first time, 0.1 M instructions
/// at the start, where a cast to a class is a comparison.
package protocol TableViewLayer: TableRows {
  /// The view or the table it is over.
  var base: any TextDocument { get }
}

extension TableDocument: TableRows {}

/// The views stacked on a tab's table, read from the document the tab shows: the `&` filter on
/// top, then the table's own layers, then the table.
package enum TableChain {
  /// The table under `document`, through `&` filters and table layers; nil where there is none.
  package static func table(under document: (any TextDocument)?) -> TableDocument? {
    layer(TableDocument.self, under: document)
  }

  /// The view of type `type` in the chain from `document` down to its table, `document` itself
  /// included; nil where there is none.
  package static func layer<Layer>(_ type: Layer.Type, under document: (any TextDocument)?)
    -> Layer?
  {
    var current = document
    while let shown = current {
      if let layer = shown as? Layer { return layer }
      if let filtered = shown as? FilteredDocument {
        current = filtered.base
      } else if let layer = shown as? ColumnFilteredDocument {
        current = layer.base
      } else if let layer = shown as? SortedTableDocument {
        current = layer.base
      } else {
        return nil
      }
    }
    return nil
  }

  /// The table's row line `index` of `document` shows, through `&` filters and table layers;
  /// nil where `document` shows no table or no such line.
  package static func row(_ index: Int, of document: any TextDocument) -> TableRow? {
    guard index >= 0, index < document.lineCount else { return nil }
    if let rows = document as? any TableRows { return rows.row(index) }
    if let filtered = document as? FilteredDocument {
      return row(filtered.baseLine(index), of: filtered.base)
    }
    return nil
  }
}
