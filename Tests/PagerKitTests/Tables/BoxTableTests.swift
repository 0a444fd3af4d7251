import Testing

@testable import PagerReader

/// psql's and mysql's tables: rules, footers, headers and cells between bars.
@Suite struct BoxTableTests {
  static func rows(_ text: String) -> [(TableRow.Kind, [String])] {
    var table = BoxTable()
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      let row = table.row(Array($0.element.utf8), at: $0.offset)
      #expect(row.lines == $0.offset..<$0.offset + 1)
      return (row.kind, row.cells.map { String(decoding: $0, as: UTF8.self) })
    }
  }

  @Test func psqlAlignedHasAHeaderARuleRowsAndAFooter() {
    let rows = Self.rows(
      """
       id | name  | note
      ----+-------+------
        1 | Alice |
        2 | Bob   | x | y
      (2 rows)
      """)
    #expect(rows.map(\.0) == [.header, .rule, .data, .data, .footer])
    #expect(rows[0].1 == ["id", "name", "note"])
    #expect(rows[2].1 == ["1", "Alice", ""], "an empty last cell stays a cell")
    #expect(rows[3].1 == ["2", "Bob", "x", "y"], "a bar in a value cannot be told from a rule")
  }

  @Test func psqlUnicodeBorderTwoDropsTheOuterBars() {
    let rows = Self.rows(
      """
      ┌────┬───────┐
      │ id │ name  │
      ├────┼───────┤
      │  1 │ Zoë   │
      │  2 │       │
      └────┴───────┘
      (2 rows)

      """)
    #expect(rows.map(\.0) == [.rule, .header, .rule, .data, .data, .rule, .footer, .text])
    #expect(rows[1].1 == ["id", "name"] && rows[3].1 == ["1", "Zoë"] && rows[4].1 == ["2", ""])
  }

  @Test func psqlUnicodeBorderOneHasBarsOnlyBetweenCells() {
    let rows = Self.rows(
      """
       id │ name
      ────┼───────
        1 │ Alice
      (1 row)
      """)
    #expect(rows.map(\.0) == [.header, .rule, .data, .footer])
    #expect(rows[0].1 == ["id", "name"] && rows[2].1 == ["1", "Alice"])
  }

  @Test func mysqlRowsAndItsFooters() {
    let rows = Self.rows(
      """
      +----+-------+
      | id | name  |
      +----+-------+
      |  1 | NULL  |
      +----+-------+
      1 row in set (0.00 sec)
      Empty set (0.01 sec)
      """)
    #expect(rows.map(\.0) == [.rule, .header, .rule, .data, .rule, .footer, .footer])
    #expect(rows[3].1 == ["1", "NULL"])
  }

  @Test func rulesAndFootersAreToldApart() {
    let rules = ["----+----", "+---+---+", "├──┼──┤", "-----", "==+==", " ----+--- "]
    let notRules = ["-", "--x--", "| -- |", "│──│", "", "+ +"]
    #expect(rules.allSatisfy { BoxTable.isRule(Array($0.utf8)) })
    #expect(!notRules.contains { BoxTable.isRule(Array($0.utf8)) })
    let footers = ["(1 row)", "(12 rows)", "3 rows in set (0.00 sec)", "Empty set (0.00 sec)"]
    let notFooters = ["(rows)", "(1 rows", "12 rows", "rows in set", "(1 row) extra"]
    #expect(footers.allSatisfy { BoxTable.isFooter(Array($0.utf8)) })
    #expect(!notFooters.contains { BoxTable.isFooter(Array($0.utf8)) })
  }
}
