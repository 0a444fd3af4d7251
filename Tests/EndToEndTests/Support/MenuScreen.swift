/// How the `menu` preset's screen is read: which rows hold what, and where things sit.
///
/// Row 0 is the title bar, row 1 the menu bar, row 2 the indicator, rows 3… the pages.
enum MenuScreen {
  static let labels = ["House", "Pencil", "Person", "Circle"]
  static let titleRow = 0
  static let menuRow = 1
  static let indicatorRow = 2
  static let firstPageRow = 3

  /// Columns of item `index` of 4 on a screen `width` columns wide: `[i*W/4, (i+1)*W/4)`.
  static func quarter(_ index: Int, width: Int) -> Range<Int> {
    (index * width / 4)..<((index + 1) * width / 4)
  }

  /// A page label found in the page area.
  struct VisibleLabel: Equatable {
    var label: String
    var row: Int
    var columns: Range<Int>
  }

  /// Every whole page label in rows 3… (the menu bar also shows the labels, so it is skipped).
  static func pageLabels(_ screen: [String]) -> [VisibleLabel] {
    var found: [VisibleLabel] = []
    for (row, line) in screen.enumerated() where row >= firstPageRow {
      for label in labels {
        for columns in ScreenText.columnRanges(of: label, in: line) {
          found.append(VisibleLabel(label: label, row: row, columns: columns))
        }
      }
    }
    return found
  }

  /// The distinct page labels visible in the page area.
  static func visiblePages(_ screen: [String]) -> Set<String> {
    Set(pageLabels(screen).map(\.label))
  }

  /// True when `columns` are centred on a screen `width` wide: the margins differ by at most one
  /// column (an odd leftover). A label one column off is still sliding.
  static func isCentred(_ columns: Range<Int>, width: Int) -> Bool {
    let centre = Double(columns.lowerBound + columns.upperBound) / 2
    return abs(centre - Double(width) / 2) <= 0.5
  }

  /// True when a label on `row` sits in the vertical middle of the page area (rows 3…H-1).
  static func isVerticallyCentred(row: Int, height: Int) -> Bool {
    let middle = Double(firstPageRow + height - 1) / 2
    return abs(Double(row) - middle) <= 1
  }

  /// Columns covered by the indicator glyphs `━`, `╺` and `╸` in `line`, first to last.
  static func indicatorSpan(_ line: String) -> Range<Int>? {
    let glyphs: Set<Character> = ["━", "╺", "╸"]
    let columns = ScreenText.cells(of: line).filter { glyphs.contains($0.character) }
    guard let first = columns.first, let last = columns.last else {
      return nil
    }
    return first.column..<(last.column + last.width)
  }

  /// True when the screen rests on page `index`: only its label in the page area, centred,
  /// and a whole indicator (no half cells) exactly under item `index`.
  static func isSettled(on index: Int, _ screen: [String], width: Int) -> Bool {
    guard screen.count > firstPageRow else {
      return false
    }
    let found = pageLabels(screen)
    guard !found.isEmpty,
      found.allSatisfy({ $0.label == labels[index] && isCentred($0.columns, width: width) })
    else {
      return false
    }
    let indicator = screen[indicatorRow]
    return indicatorSpan(indicator) == quarter(index, width: width)
      && !indicator.contains("╺") && !indicator.contains("╸")
  }
}
