/// Fitting text into a number of columns.
public enum TextFit {
  /// `text` cut to at most `columns` columns, ending in `…` when it was cut.
  public static func truncate(_ text: String, toColumns columns: Int) -> String {
    guard columns > 0 else { return "" }
    if ColumnWidth.of(text) <= columns { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = ColumnWidth.of(character)
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// `text` cut at its start to at most `columns` columns, starting with `…` when it was cut:
  /// what is being typed at a prompt shows its end.
  public static func keepingEnd(_ text: String, toColumns columns: Int) -> String {
    guard columns > 0 else { return "" }
    if ColumnWidth.of(text) <= columns { return text }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let width = ColumnWidth.of(character)
      if used + width > columns - 1 { break }
      kept.append(character)
      used += width
    }
    return "…" + String(kept.reversed())
  }

  /// The first `column` that centres `columnsUsed` columns in a span of `width` columns.
  public static func centredStart(of columnsUsed: Int, in width: Int) -> Int {
    max(0, (width - columnsUsed) / 2)
  }
}
