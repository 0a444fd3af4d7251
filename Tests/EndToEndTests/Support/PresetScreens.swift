import Foundation

/// How the `titles` preset's screen is read: row 0 the white bar of titles, row 1 the mark
/// under the selected title, rows 2… the pages.
enum TitlesScreen {
  static let titles = ["Home", "Recommended", "마이페이지", "Settings"]
  static let barRow = 0
  static let markRow = 1
  static let firstPageRow = 2

  /// Columns of item `index` of `count` across `width`: `[i*W/n, (i+1)*W/n)`.
  static func share(_ index: Int, of count: Int, width: Int) -> Range<Int> {
    (index * width / count)..<((index + 1) * width / count)
  }

  /// True when `span` covers `share` give or take the half cell at each end.
  static func isNear(_ span: Range<Int>, _ share: Range<Int>) -> Bool {
    abs(span.lowerBound - share.lowerBound) <= 1 && abs(span.upperBound - share.upperBound) <= 1
  }

  /// True when the page of `titles[index]` rests alone, centred, with one mark under its title.
  static func isSettled(
    on index: Int, titles: [String] = titles, _ screen: [String], width: Int = 100,
    height: Int = 30
  ) -> Bool {
    guard screen.count > markRow,
      PresetScreen.showsOnly(
        titles[index], of: titles, in: screen, rows: firstPageRow..<height, width: width)
    else { return false }
    let segments = PresetScreen.indicatorSegments(screen[markRow])
    return segments.count == 1
      && isNear(segments[0], share(index, of: titles.count, width: width))
  }

  /// The titles of which every character on the bar row is bold.
  static func boldTitles(_ line: StyledLine, titles: [String] = titles) -> [String] {
    titles.filter { title in
      let ranges = ScreenText.columnRanges(of: title, in: line.text)
      guard ranges.count == 1 else { return false }
      let cells = line.cells(in: ranges[0])
      return !cells.isEmpty && cells.allSatisfy(\.bold)
    }
  }
}

/// How the `tabbar` preset's screen is read: the pages above, the bar of icons on the last row.
enum TabbarScreen {
  static let labels = ["Music", "Play", "Star"]
  static let icons: [Character] = ["♫", "►", "✩"]

  static func barRow(height: Int) -> Int { height - 1 }
  static func pageRows(height: Int) -> Range<Int> { 0..<(height - 1) }

  /// The cell of each icon on the bar row, in tab order (nil when an icon is missing).
  static func iconCells(_ lines: [StyledLine], height: Int) -> [StyledLine.Cell?] {
    let row = barRow(height: height)
    guard lines.indices.contains(row) else { return icons.map { _ in nil } }
    return icons.map { icon in lines[row].cells.first { $0.character == icon } }
  }

  /// The tab whose icon is blue while every other icon is grey, if exactly that holds.
  static func selectedIcon(_ lines: [StyledLine], height: Int) -> Int? {
    let cells = iconCells(lines, height: height)
    let blue = cells.indices.filter { cells[$0]?.foreground?.isBlue == true }
    let grey = cells.indices.filter { cells[$0]?.foreground?.isMidGrey == true }
    guard blue.count == 1, grey.count == icons.count - 1 else { return nil }
    return blue[0]
  }

  /// Whether `colour` is the page colour of tab `index`: red, blue, yellow.
  static func isPageColor(_ color: TerminalColor, of index: Int) -> Bool {
    switch index {
    case 0: color.isRed
    case 1: color.isBlue
    default: color.isYellow
    }
  }

  /// True when page `index` rests alone and centred, only its colour in the page area, and its
  /// icon is the one selected.
  static func isSettled(on index: Int, _ lines: [StyledLine], width: Int = 100, height: Int = 30)
    -> Bool
  {
    let plain = lines.map(\.text)
    let rows = pageRows(height: height)
    let colors = PresetScreen.backgrounds(lines, rows: rows)
    return PresetScreen.showsOnly(labels[index], of: labels, in: plain, rows: rows, width: width)
      && !colors.isEmpty && colors.allSatisfy { isPageColor($0, of: index) }
      && selectedIcon(lines, height: height) == index
  }
}

/// How the `floating` preset's screen is read: content lines on every row, and a bar of four
/// buttons floating over them on row H-2 while it is shown.
enum FloatingScreen {
  static let buttons = ["First", "Second", "Third", "Fourth"]

  /// The row the bar sits on when it is shown: one row above the bottom.
  static func barRow(height: Int) -> Int { height - 2 }

  /// Whether a plain row is the bar: all four button titles, and no content line.
  static func isBar(_ line: String) -> Bool {
    buttons.allSatisfy { line.contains($0) } && !line.contains("·")
  }

  /// The rows showing the bar.
  static func barRows(_ screen: [String]) -> [Int] {
    screen.indices.filter { isBar(screen[$0]) }
  }

  /// One line of page content, such as `First · line 6 of 60`.
  struct ContentLine: Equatable, CustomStringConvertible {
    var page: String
    var number: Int
    var total: Int

    var description: String { "\(page) · line \(number) of \(total)" }
  }

  static func contentLine(_ line: String) -> ContentLine? {
    let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " · line ")
    guard parts.count == 2 else { return nil }
    let numbers = parts[1].components(separatedBy: " of ")
    guard numbers.count == 2, let number = Int(numbers[0]),
      let total = Int(numbers[1].trimmingCharacters(in: .whitespaces))
    else { return nil }
    return ContentLine(page: parts[0], number: number, total: total)
  }

  /// The content line on the top row.
  static func topLine(_ screen: [String]) -> ContentLine? {
    screen.first.flatMap(contentLine)
  }

  /// True when page `page` shows its line `number` on the top row and the bar is shown on row
  /// H-2 (or, with `barShown` false, nowhere).
  static func shows(
    _ page: String, fromLine number: Int, barShown: Bool, _ screen: [String], height: Int = 30
  ) -> Bool {
    guard let top = topLine(screen), top.page == page, top.number == number else { return false }
    return barRows(screen) == (barShown ? [barRow(height: height)] : [])
  }

  /// The button whose title sits on the blue highlight, if exactly one does.
  static func highlightedButton(_ lines: [StyledLine], height: Int = 30) -> String? {
    let row = barRow(height: height)
    guard lines.indices.contains(row) else { return nil }
    let line = lines[row]
    let highlighted = buttons.filter { button in
      guard let columns = ScreenText.columnRanges(of: button, in: line.text).first else {
        return false
      }
      return line.cells(in: columns).allSatisfy { $0.background?.isBlue == true }
    }
    return highlighted.count == 1 ? highlighted[0] : nil
  }
}
