import Foundation
import Testing

/// `--merge` in a real terminal: an access log, a gzipped app log and a followed database log
/// in one tab, their lines in the order of their times, each with its text's letter; a line
/// appended to the followed log merges in at the end; `:goto` goes to a time; the timeline
/// (`i`) counts the three, and a line appended while it is shown, and Enter on a bar goes there;
/// a text hidden and a level kept, then all shown again. `:merge` merges a
/// followed file's tab and standard input's at run time, and Esc-Enter shows a merged line in
/// its own tab, `''` coming back.
@Suite("Merged logs")
struct MergeEndToEndTests {
  static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  @Test("Three logs, one gzipped and one followed, merge by time; an appended line comes in")
  func threeLogsMerge() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var web = ""
    var app = ""
    var database = ""
    for minute in 0..<20 {
      web += "10.0.0.1 - - [26/Jan/2024:09:\(Self.pad(minute)):00 +0000] \"GET /\(minute)\" 200\n"
      app +=
        "2024-01-26T09:\(Self.pad(minute)):20Z \(minute == 7 ? "ERROR" : "INFO") app \(minute)\n"
      if minute % 5 == 0 {
        database += "2024-01-26 09:\(Self.pad(minute)):40+0000 LOG checkpoint \(minute)\n"
      }
    }
    let webLog = try folder.write("web.log", web)
    try folder.write("app.log", app)
    let gzip = Process()
    gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
    gzip.arguments = [folder.path(of: "app.log")]
    try gzip.run()
    gzip.waitUntilExit()
    let databaseLog = try folder.write("db.log", database)
    let session = try await TmuxSession.start(
      arguments: [
        "--duration", "0", "--merge", "--follow", webLog, folder.path(of: "app.log.gz"),
        databaseLog,
      ],
      columns: 90, rows: 16)
    defer { session.close() }
    let screen = try await session.waitUntil("the merge's last lines, each with its letter") {
      screen in
      let rows = DocumentScreen.text(screen)
      return rows.contains { $0.hasPrefix("A 10.0.0.1 - - [26/Jan/2024:09:19:00") }
        && rows.contains { $0.hasPrefix("B 2024-01-26T09:19:20Z INFO app 19") }
    }
    let rows = DocumentScreen.text(screen)
    let order = [
      "A 10.0.0.1 - - [26/Jan/2024:09:15:00", "B 2024-01-26T09:15:20Z", "C 2024-01-26 09:15:40",
    ]
    let places = order.map { prefix in rows.firstIndex { $0.hasPrefix(prefix) } }
    #expect(
      places.allSatisfy { $0 != nil } && places == places.sorted { ($0 ?? 0) < ($1 ?? 0) },
      "\(rows)")
    try LiveTabsEndToEndTests.append("2024-01-26 09:30:00+0000 LOG shutdown\n", to: databaseLog)
    _ = try await session.waitUntil("the appended line at the end") { screen in
      DocumentScreen.text(screen).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
        .hasPrefix("C 2024-01-26 09:30:00+0000 LOG shutdown") == true
    }
    try await session.sendKeys(":", "g")
    try await session.sendLiteral("oto 2024-01-26T09:05:00Z")
    try await session.sendKeys("Enter")
    _ = try await session.waitUntil(":goto's line at the top") { screen in
      DocumentScreen.text(screen).first?.hasPrefix("A 10.0.0.1 - - [26/Jan/2024:09:05:00") == true
    }
    // The timeline: 09:00:00 to 09:30:00 in 30-second bars (61 fit 90 columns), the last chosen.
    try await session.sendKeys("i")
    let timeline = try await session.waitUntil("the timeline, its last bar chosen") { screen in
      screen.first?.hasPrefix(" Timeline · 30s a bar · peak 2") == true
        && screen.last?.contains("09:30:00–09:30:30 · 1 line · 0 errors") == true
    }
    #expect(timeline.contains { $0.contains("█") }, "\(timeline)")
    #expect(timeline[timeline.count - 2].hasPrefix("09:00"), "\(timeline)")
    // A line appended to the followed log is counted while the timeline is shown.
    try LiveTabsEndToEndTests.append(
      "2024-01-26 09:30:10+0000 ERROR disk full\n", to: databaseLog)
    _ = try await session.waitUntil("the appended error in the last bar") { screen in
      screen.last?.contains("09:30:00–09:30:30 · 2 lines · 1 error") == true
    }
    try await session.sendKeys("Home", "Right")
    _ = try await session.waitUntil("the second bar chosen") { screen in
      screen.last?.contains("09:00:30–09:01:00 · 1 line · 0 errors") == true
    }
    // Enter goes to the bar's first line: the database's checkpoint at 09:00:40.
    try await session.sendKeys("Enter")
    _ = try await session.waitUntil("the bar's first line at the top") { screen in
      DocumentScreen.text(screen).first?.hasPrefix("C 2024-01-26 09:00:40+0000 LOG checkpoint")
        == true
    }
    // The access log hidden, then only the errors, then everything again.
    try await session.sendKeys(":", "h")
    try await session.sendLiteral("A")
    try await session.sendKeys("Enter")
    _ = try await session.waitUntil("no line of the access log") { screen in
      let rows = DocumentScreen.text(screen).filter {
        !$0.trimmingCharacters(in: .whitespaces).isEmpty
      }
      return rows.first?.hasPrefix("C ") == true && !rows.contains { $0.hasPrefix("A ") }
        && screen.last?.contains("A hidden") == true
    }
    try await session.sendKeys(":", "l")
    try await session.sendLiteral("error")
    try await session.sendKeys("Enter")
    _ = try await session.waitUntil("the one error") { screen in
      let rows = DocumentScreen.text(screen).filter {
        !$0.trimmingCharacters(in: .whitespaces).isEmpty
      }
      return rows == [
        "B 2024-01-26T09:07:20Z ERROR app 7", "C 2024-01-26 09:30:10+0000 ERROR disk full",
      ]
    }
    try await session.sendKeys(":", "s", "Enter")
    try await session.sendKeys(":", "l")
    try await session.sendLiteral("all")
    try await session.sendKeys("Enter")
    _ = try await session.waitUntil("every text again") { screen in
      DocumentScreen.text(screen).contains { $0.hasPrefix("A 10.0.0.1") }
    }
    try await session.quitAndCheckRestored()
  }

  @Test(":merge merges a followed file's tab and a pipe's; Esc-Enter shows a line in its tab")
  func mergeCommandAndItsLinesOwnTab() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var web = ""
    var app = ""
    for minute in 0..<20 {
      web += "10.0.0.1 - - [26/Jan/2024:09:\(Self.pad(minute)):00 +0000] \"GET /\(minute)\" 200\n"
      app +=
        "2024-01-26T09:\(Self.pad(minute)):20Z \(minute == 7 ? "ERROR" : "INFO") app \(minute)\n"
    }
    let webLog = try folder.write("web.log", web)
    let appLog = try folder.write("app.log", app)
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--follow", webLog, "-"],
      columns: 90, rows: 16, redirection: "< <(cat \(TmuxSession.shellQuoted(appLog)))")
    defer { session.close() }
    _ = try await session.waitUntil("the web log's tab") { screen in
      DocumentScreen.text(screen).contains { $0.hasPrefix("10.0.0.1 - - [26/Jan/2024:09:19:00") }
    }
    try await session.sendKeys(":", "m", "Enter")
    let merged = try await session.waitUntil("the merge beside it, each line with its letter") {
      screen in
      screen[DocumentScreen.barRow].contains("web.log + stdin")
        && DocumentScreen.text(screen).contains { $0.hasPrefix("B 2024-01-26T09:19:20Z") }
    }
    #expect(merged[DocumentScreen.barRow].contains("web.log"), "\(merged)")
    // The followed file's new line merges in at the end.
    try LiveTabsEndToEndTests.append(
      "10.0.0.1 - - [26/Jan/2024:09:30:00 +0000] \"GET /late\" 200\n", to: webLog)
    _ = try await session.waitUntil("the appended line at the merge's end") { screen in
      DocumentScreen.text(screen).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
        .hasPrefix("A 10.0.0.1 - - [26/Jan/2024:09:30:00") == true
    }
    // The second line is standard input's first: Esc-Enter shows it in stdin's tab.
    try await session.sendKeys("g", "j")
    _ = try await session.waitUntil("the pipe's first line at the top") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("B 2024-01-26T09:00:20Z INFO app 0")
    }
    try await session.sendKeys("Escape", "Enter")
    _ = try await session.waitUntil("stdin's own tab, the line at the top") { screen in
      DocumentScreen.firstLine(screen) == "2024-01-26T09:00:20Z INFO app 0"
        && screen.last?.contains("3/3") == true
    }
    try await session.sendKeys("'", "'")
    _ = try await session.waitUntil("back in the merge") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("B 2024-01-26T09:00:20Z INFO app 0")
    }
    try await session.quitAndCheckRestored()
  }
}
