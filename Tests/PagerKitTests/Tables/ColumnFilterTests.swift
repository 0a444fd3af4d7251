import PagerKit
import Testing

@testable import PagerReader

/// A column filter's rule and a filtered view of a table.
@Suite struct ColumnFilterTests {
  static func row(_ kind: TableRow.Kind, _ cells: [String], line: Int = 1) -> TableRow {
    TableRow(kind, cells: cells.map { Array($0.utf8) }, lines: line..<line + 1)
  }

  @Test func aDataRowIsKeptWhenItsCellInTheColumnMatches() throws {
    let filter = ColumnFilter(
      column: 1, name: "city", search: try TextSearch.validated("Par", caseSensitive: true))
    #expect(filter.keeps(Self.row(.data, ["Ann", "Paris", "34"])))
    #expect(!filter.keeps(Self.row(.data, ["Paris", "Berlin", "34"])), "another column's cell")
    #expect(!filter.keeps(Self.row(.data, ["Ann", "paris"])), "case as the search says")
    #expect(!filter.keeps(Self.row(.data, ["Ann"])), "a missing cell is empty")
    #expect(filter.summary == "city ~ Par")
  }

  @Test func invertedKeepsTheDataRowsNotMatchingAndNeverRulesOrFooters() throws {
    let filter = ColumnFilter(
      column: 0, name: "name", search: try TextSearch.validated("^B"), inverted: true)
    #expect(filter.keeps(Self.row(.data, ["Ann"])))
    #expect(!filter.keeps(Self.row(.data, ["Bob"])))
    #expect(!filter.keeps(Self.row(.rule, ["------"])))
    #expect(!filter.keeps(Self.row(.footer, ["(3 rows)"])))
    #expect(!filter.keeps(Self.row(.malformed, ["\"broken"])))
    #expect(filter.summary == "name !~ ^B")
  }

  @Test func aMatchNeverRunsIntoTheNextCell() throws {
    // `a b` would match across the separator of a laid-out row; in one cell it does not.
    let filter = ColumnFilter(
      column: 0, name: "x", search: try TextSearch.validated("a.*b"))
    #expect(!filter.keeps(Self.row(.data, ["a", "b"])))
    #expect(filter.keeps(Self.row(.data, ["a-b", "c"])))
  }

  @Test func aLineEndInACellIsMatchedAsShown() throws {
    let filter = ColumnFilter(column: 0, name: "x", search: try TextSearch.validated("New↵York"))
    #expect(filter.keeps(Self.row(.data, ["New\nYork"])))
  }

  @Test func aColumnFilterViewKeepsTheHeaderAndTheMatchingRowsWithTheirLineNumbers() throws {
    let text = MemoryDocument(["name,city", "Ann,Paris", "Bob,Berlin", "Cy,Paris"])
    let table = TableDocument(base: text, reader: .csv, kind: .csv)
    table.prepareLines(through: 10)
    let filter = ColumnFilter(column: 1, name: "city", search: TextSearch(pattern: "Paris"))
    let view = ColumnFilteredDocument(base: table, filter: filter, headerCount: 1)
    #expect(view.lineCount == 1, "nothing looked at before it is told to")
    view.advance(budget: 1 << 20)
    #expect(view.isComplete)
    #expect(view.lineCount == 3)
    #expect(String(decoding: view.line(2), as: UTF8.self).hasPrefix("Cy "))
    #expect(view.lineNumber(ofLine: 2) == 4)
    #expect(view.row(1).cells.first == Array("Ann".utf8))
    #expect(TableChain.table(under: view) === table)
    let filtered = FilteredDocument(
      base: view, search: TextSearch(pattern: "Cy"), inverted: false, headerCount: 1)
    filtered.advance(budget: 1 << 20)
    #expect(filtered.lineCount == 2)
    #expect(TableChain.table(under: filtered) === table)
    #expect(TableChain.row(1, of: filtered)?.cells.first == Array("Cy".utf8))
  }

  @Test func aBigTableIsFilteredASliceAtATimeNeverWhole() {
    let text = MemoryDocument(["n,v"] + (1...2000).map { "\($0),x" })
    let table = TableDocument(base: text, reader: .csv, kind: .csv)
    while table.prepareLines(through: .max) < 2000 {}
    let filter = ColumnFilter(column: 1, name: "v", search: TextSearch(pattern: "x"))
    let view = ColumnFilteredDocument(base: table, filter: filter, headerCount: 1)
    // A slice whose time is up stops after one check's rows.
    view.advance(budget: 1 << 20, pausing: { true })
    #expect(view.lineCount == 1 + ColumnFilteredDocument.rowsPerCheck)
    #expect(view.canAdvance && !view.isComplete)
    #expect(view.linesFoundFraction.map { $0 > 0 && $0 < 1 } == true)
    var slices = 1
    while view.canAdvance {
      view.advance(budget: 1 << 20, pausing: { true })
      slices += 1
    }
    #expect(view.lineCount == 2001 && view.isComplete)
    #expect(
      slices == (2000 + ColumnFilteredDocument.rowsPerCheck - 1)
        / ColumnFilteredDocument.rowsPerCheck)
  }
}
