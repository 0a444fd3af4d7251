/// The views a tab's shown text may be over the text read: a filter's (`&`) over a log view's
/// (`:level`, `:hide`) over a log or a merge.
package enum DocumentLayers {
  /// The text under every view over `document`.
  package static func root(of document: any TextDocument) -> any TextDocument {
    if let filtered = document as? FilteredDocument { return root(of: filtered.base) }
    if let view = document as? LogViewDocument { return root(of: view.base) }
    return document
  }

  /// The line of the text under every view over `document` that its line `line` is.
  package static func rootLine(_ line: Int, of document: any TextDocument) -> Int {
    if let filtered = document as? FilteredDocument {
      return rootLine(filtered.baseLine(line), of: filtered.base)
    }
    if let view = document as? LogViewDocument {
      return rootLine(view.baseLine(line), of: view.base)
    }
    return line
  }

  /// The log view of `document`, itself or under its filter.
  package static func logView(of document: any TextDocument) -> LogViewDocument? {
    (document as? LogViewDocument) ?? ((document as? FilteredDocument)?.base as? LogViewDocument)
  }
}
