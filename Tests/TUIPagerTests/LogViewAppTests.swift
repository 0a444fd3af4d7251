import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A log's view in the program: `:level LEVEL` keeps the lines of a level and worse (a
/// traceback with its error), `:hide X` and `:show` leave a merge's texts out and bring them
/// back, under an `&` filter too, and `:goto` and a followed file's new lines go on inside it.
@Suite struct LogViewAppTests {
  /// Types `:` and `text`'s first letter, which opens the line with the command's name, then
  /// the rest after the name.
  static func command(_ text: String, in pilot: Pilot) {
    pilot.press(.character(":"), .character(text.first!))
    let name = text.prefix { $0 != " " }
    let typed = name == "show" ? "" : " "
    for character in text.dropFirst(name.count + typed.count) {
      pilot.press(.character(character))
    }
    pilot.press(.enter)
  }

  static func merge() throws -> (Pilot, [TemporaryFile]) {
    let web = try TemporaryFile(named: "web.log", MergeAppTests.web.joined(separator: "\n") + "\n")
    let app = try TemporaryFile(
      named: "app.log",
      (MergeAppTests.app + ["2024-01-26 08:01:50,000+0000 WARNING slow"]).joined(separator: "\n")
        + "\n")
    let pilot = try Pilot(["--merge", web.path, app.path], size: Size(columns: 100, rows: 16))
    return (pilot, [web, app])
  }

  @Test func aLevelKeepsItsLinesAndWorseATracebackWithItsError() throws {
    let (pilot, files) = try Self.merge()
    _ = files
    Self.command("level warning", in: pilot)
    pilot.settle()
    #expect(
      MergeAppTests.shown(pilot) == [
        MergeAppTests.app[0], MergeAppTests.app[1], MergeAppTests.app[2],
        "2024-01-26 08:01:50,000+0000 WARNING slow",
      ], "\(MergeAppTests.shown(pilot))")
    #expect(pilot.lines.last?.contains("level ≥ warning") == true, "\(pilot.lines.last ?? "")")
    Self.command("level error", in: pilot)
    pilot.settle()
    #expect(MergeAppTests.shown(pilot) == Array(MergeAppTests.app.prefix(3)))
    Self.command("level all", in: pilot)
    pilot.settle()
    #expect(MergeAppTests.shown(pilot).count == 12)
    Self.command("level loud", in: pilot)
    #expect(pilot.lines.last?.contains("Not a level: loud") == true, "\(pilot.lines.last ?? "")")
  }

  /// `Esc-L` keeps the next level and worse at each press, and every line after error.
  @Test func escLStepsThroughTheLevels() throws {
    let (pilot, files) = try Self.merge()
    _ = files
    var seen: [String] = []
    for _ in 0..<5 {
      pilot.press(.escape, .character("L"))
      pilot.settle()
      seen.append("\(MergeAppTests.shown(pilot).count) \(pilot.lines.last ?? "")")
    }
    // The app's six lines are info and worse (its traceback with its error); the web log's six
    // tell no level.
    let counts = seen.map { $0.prefix { $0 != " " } }
    #expect(counts == ["6", "6", "4", "3", "12"], "\(seen)")
    #expect(seen[2].contains("level ≥ warning"), "\(seen[2])")
    #expect(seen[4].contains("every line shown"), "\(seen[4])")
  }

  @Test func aMergesTextsAreHiddenAndShownAgain() throws {
    let (pilot, files) = try Self.merge()
    _ = files
    Self.command("hide A", in: pilot)
    pilot.settle()
    #expect(MergeAppTests.shown(pilot).count == 6, "\(MergeAppTests.shown(pilot))")
    #expect(MergeAppTests.shown(pilot).first == MergeAppTests.app[0])
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("B "), "the gutter still says whose")
    #expect(pilot.lines.last?.contains("A hidden") == true, "\(pilot.lines.last ?? "")")
    Self.command("hide B", in: pilot)
    #expect(pilot.lines.last?.contains("Every text of the merge would be hidden") == true)
    Self.command("hide Q", in: pilot)
    #expect(pilot.lines.last?.contains("No text Q in this merge") == true)
    // With a level too, and an `&` filter over them.
    Self.command("level error", in: pilot)
    pilot.settle()
    #expect(MergeAppTests.shown(pilot) == Array(MergeAppTests.app.prefix(3)))
    pilot.press(.character("&"))
    for character in "File" { pilot.press(.character(character)) }
    pilot.press(.enter)
    pilot.settle()
    #expect(MergeAppTests.shown(pilot) == [MergeAppTests.app[2]], "\(MergeAppTests.shown(pilot))")
    Self.command("show", in: pilot)
    pilot.settle()
    #expect(MergeAppTests.shown(pilot) == [MergeAppTests.app[2]], "the filter stays")
    #expect(pilot.lines.last?.contains("level ≥ error") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func aLogThatIsNoMergeKeepsItsLevelsAndGoesToATime() throws {
    let lines = (0..<400).map { index in
      let level = index % 10 == 0 ? "ERROR" : "INFO"
      return
        "2024-01-26 08:\(GoToTimeAppTests.pad(index / 60)):\(GoToTimeAppTests.pad(index % 60)),000+0000 \(level) event \(index)"
    }
    let log = try TemporaryFile(named: "app.log", lines.joined(separator: "\n") + "\n")
    let pilot = try Pilot([log.path], size: Size(columns: 100, rows: 8))
    Self.command("level error", in: pilot)
    pilot.settle()
    #expect(pilot.lines[pilot.firstTextRow].contains("ERROR event 0"), "\(pilot.lines)")
    GoToTimeAppTests.goTo("08:02:55", in: pilot)
    pilot.settle()
    #expect(
      GoToTimeAppTests.top(pilot).contains("08:03:00,000+0000 ERROR event 180"),
      "\(GoToTimeAppTests.top(pilot))")
    Self.command("hide A", in: pilot)
    #expect(pilot.lines.last?.contains("Not a merge") == true, "\(pilot.lines.last ?? "")")
    // Read again, the text keeps its view and its place.
    pilot.press(.character("R"))
    pilot.settle()
    #expect(pilot.lines[pilot.firstTextRow].contains("ERROR event 180"), "\(pilot.lines)")
    #expect(!pilot.lines.contains { $0.contains("INFO") }, "\(pilot.lines)")
    pilot.press(.character("j"))
    #expect(pilot.lines.last?.contains("level ≥ error") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func aFollowedFilesNewLinesOfTheLevelCome() throws {
    let app = try TemporaryFile(named: "app.log", MergeAppTests.app.joined(separator: "\n") + "\n")
    let pilot = try Pilot(["--follow", app.path], size: Size(columns: 100, rows: 10))
    Self.command("level error", in: pilot)
    pilot.settle()
    #expect(MergeAppTests.shown(pilot) == Array(MergeAppTests.app.prefix(3)))
    append(
      "2024-01-26 08:02:00,000+0000 INFO fine\n2024-01-26 08:02:05,000+0000 CRITICAL down\n",
      to: app.path)
    pilot.waitUntil { _ in
      MergeAppTests.shown(pilot).last == "2024-01-26 08:02:05,000+0000 CRITICAL down"
    }
    #expect(MergeAppTests.shown(pilot).count == 4, "\(MergeAppTests.shown(pilot))")
  }
}
