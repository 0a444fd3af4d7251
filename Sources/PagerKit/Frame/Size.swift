/// A terminal size in columns and rows.
public struct Size: Hashable, Sendable {
  /// Columns across.
  public var columns: Int
  /// Rows down.
  public var rows: Int

  /// Makes a size; negative values count as 0.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }
}
