import PagerKit
import Testing

@testable import PagerReader

/// What a reader made of a table's view, carried to the table its text makes when run or read
/// again: all of it under the same header, column by column under another.
@Suite struct TableViewChoicesTests {
  static func header(_ names: String...) -> [[UInt8]] { names.map { Array($0.utf8) } }

  /// Choices of every kind over `user, pid, cpu, command`: sorted by cpu descending, rows whose
  /// user is root, pid hidden, user and cpu frozen, user 9 wide, the current column cpu.
  static func made() throws -> TableViewChoices {
    var choices = TableViewChoices(
      header: header("user", "pid", "cpu", "command"), columnCount: 4)
    choices.sort = .init(column: 2, isDescending: true)
    choices.columnFilter = ColumnFilter(
      column: 0, name: "user", search: try TextSearch.validated("root"))
    choices.shownColumns = [0, 2, 3]
    choices.frozenColumns = [0, 2]
    choices.widthsSetByHand = [0: 9]
    choices.currentColumn = 2
    return choices
  }

  @Test func theSameHeaderKeepsEverything() throws {
    let made = try Self.made()
    let carried = made.carried(toHeader: made.header, columnCount: 4)
    #expect(carried == made)
    #expect(carried.frozenCount(in: [0, 2, 3]) == 2)
  }

  @Test func anotherOrderOfTheSameColumnsFollowsTheirNames() throws {
    let carried = try Self.made().carried(
      toHeader: Self.header("pid", "command", "user", "cpu"), columnCount: 4)
    #expect(carried.sort == .init(column: 3, isDescending: true))
    #expect(carried.columnFilter?.column == 2)
    #expect(carried.columnFilter?.name == "user")
    #expect(carried.shownColumns == [2, 3, 1])
    #expect(carried.frozenColumns == [2, 3])
    #expect(carried.frozenCount(in: [2, 3, 1]) == 2)
    #expect(carried.widthsSetByHand == [2: 9])
    #expect(carried.currentColumn == 3)
  }

  @Test func whatWasMadeOfAColumnThatIsGoneGoesWithIt() throws {
    // cpu is gone, user is there under another name: the sort, the current column and the
    // filter go, and so do user's width and its place among the frozen and the shown.
    let carried = try Self.made().carried(
      toHeader: Self.header("USER", "pid", "command", "mem"), columnCount: 4)
    #expect(carried.sort == nil)
    #expect(carried.columnFilter == nil)
    #expect(carried.shownColumns == [2])
    #expect(carried.frozenColumns == [])
    #expect(carried.frozenCount(in: [2]) == 0)
    #expect(carried.widthsSetByHand.isEmpty)
    #expect(carried.currentColumn == nil)
  }

  @Test func noShownColumnLeftShowsThemAll() throws {
    var made = try Self.made()
    made.shownColumns = [1]
    let carried = made.carried(toHeader: Self.header("user", "cpu"), columnCount: 2)
    #expect(carried.shownColumns == nil, "pid alone was shown, and is gone")
    #expect(carried.sort == .init(column: 1, isDescending: true))
  }

  @Test func aNameTwiceSaysNothingOfWhichColumnIsWhich() throws {
    let carried = try Self.made().carried(
      toHeader: Self.header("cpu", "user", "cpu", "command"), columnCount: 4)
    #expect(carried.sort == nil, "cpu is twice there")
    #expect(carried.columnFilter?.column == 1)
  }

  @Test func withoutAHeaderOnlyTheSameHeaderlessTableKeepsAnything() throws {
    var made = TableViewChoices(header: [], columnCount: 3)
    made.sort = .init(column: 1, isDescending: false)
    made.currentColumn = 2
    #expect(made.carried(toHeader: [], columnCount: 3) == made)
    let fewer = made.carried(toHeader: [], columnCount: 2)
    #expect(fewer.sort == .init(column: 1, isDescending: false))
    #expect(fewer.currentColumn == nil, "column 3 is gone")
    let named = made.carried(toHeader: Self.header("a", "b", "c"), columnCount: 3)
    #expect(named.sort == nil && named.currentColumn == nil)
  }

  @Test func frozenByTheHeaderOptionStaysSo() throws {
    var made = try Self.made()
    made.frozenColumns = nil
    #expect(made.carried(toHeader: made.header, columnCount: 4).frozenCount(in: [0, 1]) == nil)
  }
}
