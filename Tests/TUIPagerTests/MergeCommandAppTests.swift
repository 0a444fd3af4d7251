import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `:merge` in the program: tabs already open merged by their lines' times into a new tab beside
/// the shown one, sharing the tabs' own feeds (a stream is not read again, a followed file
/// merges on as it grows, closing either tab leaves the other reading); and Esc-Enter, which
/// shows a merged line in its own text's tab, `''` coming back.
@Suite struct MergeCommandAppTests {
  static let web = MergeAppTests.web
  static let app = MergeAppTests.app
  /// The merge of all of ``web`` and ``app``.
  static let merged = [
    web[0], app[0], app[1], app[2], web[1], app[3], web[2], web[3], app[4], web[4], web[5],
  ]

  static func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

  /// Types `:merge` and `rest` after it, and Enter.
  static func merge(_ rest: String = "", in pilot: Pilot) {
    pilot.press(.character(":"), .character("m"))
    for character in rest { pilot.press(.character(character)) }
    pilot.press(.enter)
  }

  /// The first three lines of the web log and four of the app log, each in a tab (followed or
  /// not), merged with `:merge` and followed there with `F`.
  static func followedMerge(
    following: Bool
  ) throws -> (web: TemporaryFile, app: TemporaryFile, pilot: Pilot) {
    let web = try TemporaryFile(named: "web.log", Self.text(Array(Self.web.prefix(3))))
    let app = try TemporaryFile(named: "app.log", Self.text(Array(Self.app.prefix(4))))
    let pilot = try Pilot(
      ["--duration", "0"] + (following ? ["--follow"] : []) + [web.path, app.path],
      size: Size(columns: 100, rows: 16))
    Self.merge(in: pilot)
    pilot.press(.character("F"))
    return (web, app, pilot)
  }

  static func titles(_ pilot: Pilot) -> [String] { pilot.screen.preset.tabs.map(\.title) }

  static func status(_ pilot: Pilot) -> String { pilot.lines.last ?? "" }

  @Test func colonMTypesMergeAndMergesTheFileTabsBesideTheShownOne() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let app = try TemporaryFile(named: "app.log", Self.text(Self.app))
    let pilot = try Pilot(
      ["--duration", "0", web.path, app.path], size: Size(columns: 100, rows: 16))
    pilot.press(.character(":"), .character("m"))
    #expect(pilot.screen.prompt == "merge ", "\(pilot.screen.prompt ?? "no prompt")")
    pilot.press(.enter)
    #expect(Self.titles(pilot) == ["web.log", "web.log + app.log", "app.log"])
    #expect(pilot.screen.pager.selectedIndex == 1, "the merge is shown")
    #expect(MergeAppTests.shown(pilot) == Self.merged, "\(MergeAppTests.shown(pilot))")
    #expect(Self.status(pilot).contains("A web.log · B app.log"), "\(Self.status(pilot))")
    // The tabs' own feeds, read once.
    let merge = pilot.tabFeeds[1]
    #expect(merge.members.count == 2)
    #expect(merge.members[0] === pilot.tabFeeds[0] && merge.members[1] === pilot.tabFeeds[2])
  }

  @Test func numbersChooseTheTabsInTheOrderGiven() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let app = try TemporaryFile(named: "app.log", Self.text(Self.app))
    let notes = try TemporaryFile(named: "notes.txt", "Remember the milk.\n")
    let pilot = try Pilot(
      ["--duration", "0", web.path, notes.path, app.path], size: Size(columns: 100, rows: 16))
    Self.merge("3 1", in: pilot)
    #expect(Self.titles(pilot) == ["web.log", "app.log + web.log", "notes.txt", "app.log"])
    #expect(Self.status(pilot).contains("A app.log · B web.log"), "\(Self.status(pilot))")
    #expect(MergeAppTests.shown(pilot).count == Self.merged.count)
  }

  @Test func aFileAndACommandsOutputMergeTheStreamReadOnce() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let printed = Self.app.map { "'\($0)'" }.joined(separator: " ")
    let pilot = try Pilot(
      ["--duration", "0", web.path, "--command", "printf '%s\\n' \(printed)"],
      size: Size(columns: 100, rows: 16))
    pilot.waitUntil { _ in pilot.tabFeeds[1].document.isComplete }
    let stream = pilot.tabFeeds[1].document
    Self.merge(in: pilot)
    #expect(Self.titles(pilot).count == 3)
    #expect(MergeAppTests.shown(pilot) == Self.merged, "\(MergeAppTests.shown(pilot))")
    let merged = try #require(pilot.screen.merge(ofTab: 1))
    #expect(merged.sources[1].document === stream, "the command's own text, not a second run")
  }

  /// A stream whose first lines are still to come is merged once they are in.
  @Test func aStreamStillToComeIsMergedOnceItsFirstLinesAreIn() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let printed = Self.app.map { "'\($0)'" }.joined(separator: " ")
    let pilot = try Pilot(
      ["--duration", "0", web.path, "--command", "sleep 0.3; printf '%s\\n' \(printed)"],
      size: Size(columns: 100, rows: 16))
    Self.merge(in: pilot)
    #expect(Self.titles(pilot).count == 3)
    #expect(Self.status(pilot).contains("Merging once every text's first lines are in"))
    pilot.waitUntil { _ in MergeAppTests.shown(pilot) == Self.merged }
    #expect(Self.titles(pilot).count == 3, "no tab of its own for a text already in one")
  }

  /// A stream found to tell no time once its lines are in leaves the merge, and keeps the tab
  /// it has: none is opened for it.
  @Test func aStreamFoundToTellNoTimeKeepsItsOwnTab() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let app = try TemporaryFile(named: "app.log", Self.text(Self.app))
    let pilot = try Pilot(
      ["--duration", "0", web.path, app.path, "--command", "sleep 0.3; echo hello; echo world"],
      size: Size(columns: 100, rows: 16))
    Self.merge(in: pilot)
    #expect(Self.titles(pilot).count == 4)
    pilot.waitUntil { _ in MergeAppTests.shown(pilot) == Self.merged }
    #expect(Self.titles(pilot).count == 4, "\(Self.titles(pilot))")
    #expect(Self.titles(pilot)[1] == "web.log + app.log")
    #expect(Self.status(pilot).contains("No times in"), "\(Self.status(pilot))")
  }

  @Test func aTabThatTellsNoTimeIsNamedAndLeftOut() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let notes = try TemporaryFile(named: "notes.txt", "Remember the milk.\nAnd the bread.\n")
    let app = try TemporaryFile(named: "app.log", Self.text(Self.app))
    let pilot = try Pilot(
      ["--duration", "0", web.path, notes.path, app.path], size: Size(columns: 100, rows: 16))
    Self.merge(in: pilot)
    #expect(Self.titles(pilot) == ["web.log", "web.log + app.log", "notes.txt", "app.log"])
    #expect(
      Self.status(pilot).contains("No times in notes.txt: left out"), "\(Self.status(pilot))")
    #expect(MergeAppTests.shown(pilot) == Self.merged)
  }

  @Test func fewerThanTwoLogsOpenNothing() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let notes = try TemporaryFile(named: "notes.txt", "Remember the milk.\n")
    let pilot = try Pilot(
      ["--duration", "0", web.path, notes.path], size: Size(columns: 100, rows: 16))
    Self.merge(in: pilot)
    #expect(Self.titles(pilot) == ["web.log", "notes.txt"])
    #expect(
      Self.status(pilot).contains("Only one tab tells times: :merge needs two logs or more"),
      "\(Self.status(pilot))")
    Self.merge("1 7", in: pilot)
    #expect(Self.status(pilot).contains("No tab 7"), "\(Self.status(pilot))")
    Self.merge("one", in: pilot)
    #expect(Self.status(pilot).contains("Not tabs' numbers: one"), "\(Self.status(pilot))")
    #expect(Self.titles(pilot).count == 2)
  }

  /// A followed file's new lines come into the merge and its own tab alike: it is pumped once,
  /// and both hear of it.
  @Test func aFollowedMemberGrowsTheMergeAndItsOwnTab() throws {
    let (web, app, pilot) = try Self.followedMerge(following: true)
    defer { withExtendedLifetime(app) {} }
    #expect(MergeAppTests.shown(pilot).last == Self.web[2], "\(MergeAppTests.shown(pilot))")
    append(Self.web[3] + "\n" + Self.web[4] + "\n", to: web.path)
    pilot.waitUntil { _ in MergeAppTests.shown(pilot).last == Self.web[4] }
    let own = pilot.screen.pages[0].document
    #expect(own?.lineCount == 5, "the web log's own tab has the new lines too")
  }

  /// `F` in the merge follows its tabs' files, and they show their new lines too; `F` in a
  /// tab of one of them makes the merge anew over the text it follows.
  @Test func followingInTheMergeOrInATabFollowsForBoth() throws {
    let (web, app, pilot) = try Self.followedMerge(following: false)
    append(Self.web[3] + "\n", to: web.path)
    pilot.waitUntil { _ in MergeAppTests.shown(pilot).last == Self.web[3] }
    #expect(pilot.screen.pages[0].document === pilot.tabFeeds[0].document)
    #expect(pilot.tabFeeds[0].followsFile, "the web log's own tab reads it as it grows")
    // The app log's own tab follows it: the merge takes the text it follows.
    pilot.press(.character("3"))
    pilot.settle()
    pilot.press(.character("F"))
    let merge = try #require(pilot.screen.merge(ofTab: 1))
    #expect(merge.sources[1].document === pilot.tabFeeds[2].document)
    append(Self.app[4] + "\n", to: app.path)
    pilot.waitUntil { lines in lines.contains { $0.hasPrefix(Self.app[4]) } }
    pilot.press(.character("2"))
    pilot.settle()
    pilot.press(.character("G"))
    pilot.waitUntil { _ in MergeAppTests.shown(pilot).suffix(2) == [Self.web[3], Self.app[4]] }
  }

  /// Closing a merged tab leaves the merge reading it; closing the merge leaves the tab.
  @Test func closingATabOrTheMergeLeavesTheOtherReading() throws {
    let (web, app, pilot) = try Self.followedMerge(following: true)
    // The web log's tab closes: the merge goes on merging its new lines.
    pilot.press(.character(":"), .character("x"))
    pilot.press(.character("x"))
    #expect(Self.titles(pilot) == ["web.log + app.log", "app.log"])
    pilot.press(.character("F"))
    append(Self.web[3] + "\n", to: web.path)
    pilot.waitUntil { _ in MergeAppTests.shown(pilot).last == Self.web[3] }
    // The merge closes: the app log's tab goes on reading its file.
    pilot.press(.character("x"))
    #expect(Self.titles(pilot) == ["app.log"])
    append(Self.app[4] + "\n", to: app.path)
    pilot.press(.character("F"))
    pilot.waitUntil { lines in lines.contains { $0.hasPrefix(Self.app[4]) } }
  }

  /// Esc-Enter on a merged line goes to the tab of its own file, the line at the top; `''`
  /// comes back to the merge.
  @Test func escEnterGoesToTheLinesOwnTabAndQuoteQuoteComesBack() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let app = try TemporaryFile(named: "app.log", Self.text(Self.app))
    let pilot = try Pilot(
      ["--duration", "0", web.path, app.path], size: Size(columns: 100, rows: 6))
    Self.merge(in: pilot)
    // Three lines down: the app's traceback, its third line.
    pilot.press(.character("3"), .character("j"))
    pilot.press(.escape, .enter)
    #expect(pilot.screen.pager.selectedIndex == 2, "app.log's own tab")
    #expect(Self.titles(pilot).count == 3, "no tab opened")
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix(Self.app[2]), "\(pilot.lines)")
    pilot.press(.character("'"), .character("'"))
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(pilot.screen.pages[1].viewport.topLine == 3, "the merge's place again")
  }

  /// A filtered own tab shows the line among those it keeps.
  @Test func escEnterFindsTheLineInAFilteredTab() throws {
    let lines = (0..<20).map {
      "2024-01-26T08:00:\(MergeAppTests.pad($0))Z \($0 % 2 == 0 ? "INFO" : "DEBUG") web \($0)"
    }
    let web = try TemporaryFile(named: "web.log", Self.text(lines))
    let app = try TemporaryFile(named: "app.log", "2024-01-26T08:00:30Z INFO app\n")
    let pilot = try Pilot(
      ["--duration", "0", web.path, app.path], size: Size(columns: 100, rows: 6))
    pilot.press(.character("&"))
    for character in "INFO" { pilot.press(.character(character)) }
    pilot.press(.enter)
    Self.merge(in: pilot)
    #expect(Self.titles(pilot) == ["web.log", "web.log + app.log", "app.log"])
    pilot.press(.character("1"), .character("1"), .character("g"))
    #expect(MergeAppTests.shown(pilot).first == lines[10], "\(pilot.lines)")
    pilot.press(.escape, .enter)
    #expect(pilot.screen.pager.selectedIndex == 0)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix(lines[10]), "\(pilot.lines)")
  }

  /// With no tab showing the line's text (`--merge`), Esc-Enter opens one beside the merge over
  /// the text's own feed: a stream is shown as read, not run again.
  @Test func escEnterOpensATabOverTheTextWhereNoneShowsIt() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let printed = Self.app.map { "'\($0)'" }.joined(separator: " ")
    let pilot = try Pilot(
      ["--duration", "0", "--merge", web.path, "--command", "printf '%s\\n' \(printed)"],
      size: Size(columns: 100, rows: 6))
    pilot.waitUntil { _ in pilot.screen.pages[0].document?.lineCount == Self.merged.count }
    pilot.press(.character("2"), .character("j"))
    pilot.press(.escape, .enter)
    #expect(Self.titles(pilot).count == 2, "\(Self.titles(pilot))")
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix(Self.app[1]), "\(pilot.lines)")
    let member = pilot.tabFeeds[0].members[1]
    #expect(pilot.tabFeeds[1] === member, "the merge's own reader of the command")
    // A file's line goes to a tab of its own too, and again to the same one.
    pilot.press(.character("'"), .character("'"))
    #expect(pilot.screen.pager.selectedIndex == 0)
    pilot.press(.character("g"), .escape, .enter)
    #expect(Self.titles(pilot).count == 3)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix(Self.web[0]))
    pilot.press(.character("'"), .character("'"), .escape, .enter)
    #expect(Self.titles(pilot).count == 3, "the file's tab gone to again")
    // Closing the command's tab leaves the merge whole.
    pilot.press(.character("2"))
    pilot.settle()
    pilot.press(.character("x"))
    #expect(Self.titles(pilot).count == 2)
    pilot.press(.character("1"))
    pilot.settle()
    let merge = try #require(pilot.screen.merge(ofTab: 0))
    let lines = (0..<merge.lineCount).map { String(decoding: merge.line($0), as: UTF8.self) }
    #expect(lines == Self.merged)
  }

  /// `:e` of a merged file opens its tab: the merge, named by its first text, is not it.
  @Test func examiningAMergedFileOpensItsOwnTab() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let app = try TemporaryFile(named: "app.log", Self.text(Self.app))
    let pilot = try Pilot(
      ["--duration", "0", "--merge", web.path, app.path], size: Size(columns: 100, rows: 16))
    pilot.press(.character(":"), .character("e"))
    for character in web.path { pilot.press(.character(character)) }
    pilot.press(.enter)
    #expect(Self.titles(pilot) == ["web.log + app.log", "web.log"])
    #expect(pilot.screen.pager.selectedIndex == 1)
  }

  @Test func escEnterOutsideAMergeSaysSo() throws {
    let web = try TemporaryFile(named: "web.log", Self.text(Self.web))
    let pilot = try Pilot(["--duration", "0", web.path], size: Size(columns: 100, rows: 6))
    pilot.press(.escape, .enter)
    #expect(Self.status(pilot).contains("Not a merge"), "\(Self.status(pilot))")
  }
}
