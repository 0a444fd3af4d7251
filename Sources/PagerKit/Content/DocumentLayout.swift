/// How a document is laid out on a page: its width, how many rows show, and whether long lines
/// wrap or are cut (then scrolled sideways).
public struct DocumentLayout: Hashable, Sendable {
  /// Columns of the page.
  public var width: Int
  /// Rows of content that show.
  public var rows: Int
  /// Whether long lines wrap onto more rows (`less` without `-S`); otherwise they are cut.
  public var wrapsLines: Bool
  /// How a line's bytes become cells.
  public var renderer: LineRenderer

  /// Makes a layout.
  public init(width: Int, rows: Int, wrapsLines: Bool, renderer: LineRenderer) {
    self.width = max(1, width)
    self.rows = max(1, rows)
    self.wrapsLines = wrapsLines
    self.renderer = renderer
  }

  /// Rows that line `index` of `document` takes.
  func rowCount(ofLine index: Int, in document: some TextDocument) -> Int {
    guard wrapsLines else { return 1 }
    return renderer.render(document.line(index)).rowCount(width: width)
  }
}
