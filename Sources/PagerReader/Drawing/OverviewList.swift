import PagerKit

/// The overview of tabs or marks drawn over the whole screen: a row saying what it lists, a
/// row an entry (its number, title, and the rest in columns), the chosen one in reverse, and
/// the filter on the last row with how many entries it keeps.
struct OverviewList {
  let screen: PagerScreen
  let style: Style

  /// What the first row says the list is and how to use it.
  static func heading(_ subject: OverviewSubject, count: Int) -> String {
    let what =
      switch subject {
      case .tabs: "Tabs · \(count)"
      case .marks: "Marks · \(count)"
      }
    return " \(what) · type to filter · Up, Down choose · Enter goes there · Esc closes"
  }

  func draw(into frame: inout Frame) {
    guard let subject = screen.overviewSubject, let place = screen.overviewPlace,
      frame.width > 0, frame.height > 0
    else { return }
    frame.fill(columns: 0..<frame.width, rows: 0..<frame.height, style: style)
    let filterRow = frame.height - 1
    if frame.height >= 2 {
      frame.write(Self.heading(subject, count: place.count), column: 0, row: 0, style: style)
    }
    let listRows = frame.height >= 3 ? 1..<filterRow : 1..<1
    let rows = screen.overviewRows(place.top..<place.top + listRows.count)
    drawRows(rows, chosenRow: place.chosen - place.top, into: &frame, rows: listRows)
    if rows.isEmpty, listRows.count > 0 {
      let empty =
        subject == .marks && screen.overviewFilter.isEmpty
        ? "  No marks yet: m and a letter marks the top line" : "  Nothing matches the filter"
      frame.write(empty, column: 0, row: listRows.lowerBound, style: style)
    }
    drawFilter(count: place.count, into: &frame, row: filterRow)
  }

  private func drawRows(
    _ rows: [PagerScreen.OverviewRow], chosenRow: Int, into frame: inout Frame,
    rows shown: Range<Int>
  ) {
    let numberWidth = rows.map { ColumnWidth.of($0.number) }.max() ?? 0
    let columnCount = rows.map(\.details.count).max() ?? 0
    var widths = (0..<columnCount).map { column in
      rows.map { column < $0.details.count ? ColumnWidth.of($0.details[column]) : 0 }.max() ?? 0
    }
    // The title keeps at least 12 columns: the last details go first where the row is narrow.
    func detailsWidth() -> Int { widths.filter { $0 > 0 }.reduce(0) { $0 + $1 + 2 } }
    while !widths.isEmpty, frame.width - numberWidth - 4 - detailsWidth() < 12 {
      widths.removeLast()
    }
    // The details follow the longest title shown, as a table's columns, where there is room.
    let titleWidth = min(
      max(0, frame.width - numberWidth - 4 - detailsWidth()),
      rows.map { ColumnWidth.of($0.title) }.max() ?? 0)
    var chosenStyle = style
    chosenStyle.attributes.formSymmetricDifference(.reverse)
    for (index, row) in rows.enumerated() {
      let line = shown.lowerBound + index
      guard line < shown.upperBound else { break }
      let rowStyle = index == chosenRow ? chosenStyle : style
      if index == chosenRow {
        frame.fill(columns: 0..<frame.width, rows: line..<line + 1, style: rowStyle)
      }
      let number = String(repeating: " ", count: numberWidth - ColumnWidth.of(row.number))
      var column = frame.write(
        " " + number + row.number + "  ", column: 0, row: line, style: rowStyle)
      column += frame.write(
        TextFit.truncate(row.title, toColumns: titleWidth), column: column, row: line,
        style: rowStyle)
      column = numberWidth + 3 + titleWidth
      for (detail, width) in zip(row.details, widths) where width > 0 {
        frame.write("  " + detail, column: column, row: line, style: rowStyle, limit: width + 2)
        column += width + 2
      }
    }
  }

  private func drawFilter(count: Int, into frame: inout Frame, row: Int) {
    let total =
      screen.overviewSubject == .tabs ? screen.pager.tabCount : count
    let kept = count == total ? "\(total)" : "\(count) of \(total)"
    let right = ColumnWidth.of(kept) + 2 < frame.width / 2 ? " " + kept + " " : ""
    let room = max(0, frame.width - ColumnWidth.of(right) - 1)
    let typed = TextFit.keepingEnd(" filter: " + screen.overviewFilter, toColumns: max(0, room))
    let end = frame.write(typed, column: 0, row: row, style: style)
    var cursor = style
    cursor.attributes.formSymmetricDifference(.reverse)
    if end < room { frame.write(" ", column: end, row: row, style: cursor) }
    frame.write(right, column: frame.width - ColumnWidth.of(right), row: row, style: style)
  }
}
