import Foundation
import Testing

/// Tables in a real terminal: a CSV with a quoted line end shown as aligned columns, sorted by
/// S, and a bad `--columns` refused at once.
@Suite("Table view")
struct TableViewEndToEndTests {
  @Test("A CSV with a quoted line end shows aligned columns, the record on one row")
  func csvAsColumns() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var text = "name,city,age\n\"Smith, Ann\",Paris,34\nBob,\"New\nYork\",7\n"
    for index in 3...9 { text += "person \(index),Town \(index),\(index)\n" }
    let csv = try folder.write("people.csv", text)
    let session = try await TmuxSession.start(arguments: ["--duration", "0", csv])
    defer { session.close() }
    let screen = try await session.waitUntil("the aligned header and rows") { screen in
      let rows = DocumentScreen.text(screen)
      return rows.first?.hasPrefix("name       │ city     │ age") == true
        && rows.contains { $0.hasPrefix("Bob        │ New↵York │   7") }
    }
    #expect(DocumentScreen.text(screen).contains { $0.hasPrefix("Smith, Ann │ Paris    │  34") })
    try await session.quitAndCheckRestored()
  }

  @Test("End goes to a wide CSV's last column, Esc-f keeps the first at the left, Home goes back")
  func movingAlongColumns() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var text = "id,name,note,email,phone\n"
    for index in 1...20 {
      let note = index == 2 ? "\"two\nlines\"" : "\"a note, \(index)\""
      text += "\(index),Name \(index),\(note),user\(index)@example.com,+1-555-\(1000 + index)\n"
    }
    let csv = try folder.write("wide.csv", text)
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", csv], columns: 40, rows: 12)
    defer { session.close() }
    _ = try await session.waitUntil("the table's header") { screen in
      DocumentScreen.text(screen).first?.hasPrefix("id │ name") == true
    }
    try await session.sendKeys("Right", "Escape", "f", "End")
    let end = try await session.waitUntil("the last column, the first two kept") { screen in
      let rows = DocumentScreen.text(screen)
      return rows.first?.hasPrefix("id │ name    │ ") == true
        && rows.first?.trimmingCharacters(in: .whitespaces).hasSuffix("phone") == true
    }
    #expect(
      DocumentScreen.text(end).contains {
        $0.hasPrefix(" 2 │ Name 2  │ ") && $0.hasSuffix("+1-555-1002")
      },
      "the record of two lines is one row: \(DocumentScreen.text(end))")
    try await session.sendKeys("Home")
    _ = try await session.waitUntil("the first columns again") { screen in
      DocumentScreen.text(screen).first?.hasPrefix("id │ name    │ note") == true
    }
    try await session.quitAndCheckRestored()
  }

  @Test("S sorts a CSV whose records hold quoted line ends, and again the other way")
  func sortByS() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = "name,note\nmango,\"ripe\nsoon\"\napple,plain\n\"kiwi, gold\",\"a\nb\"\nbanana,x\n"
    let csv = try folder.write("fruit.csv", text)
    let session = try await TmuxSession.start(arguments: ["--duration", "0", csv])
    defer { session.close() }
    _ = try await session.waitUntil("the table") { screen in
      DocumentScreen.text(screen).first?.hasPrefix("name") == true
    }
    try await session.sendKeys("S")
    let sorted = try await session.waitUntil("the rows sorted up") { screen in
      screen.contains { $0.contains("sorted by name ↑") }
    }
    let rows = DocumentScreen.text(sorted)
    #expect(rows[1].hasPrefix("apple      │ plain"), "\(rows)")
    #expect(rows[2].hasPrefix("banana     │ x"), "\(rows)")
    #expect(rows[3].hasPrefix("kiwi, gold │ a↵b"), "each record one row: \(rows)")
    #expect(rows[4].hasPrefix("mango      │ ripe↵soon"), "\(rows)")
    try await session.sendKeys("S")
    let down = try await session.waitUntil("the rows sorted down") { screen in
      screen.contains { $0.contains("sorted by name ↓") }
    }
    #expect(DocumentScreen.text(down)[1].hasPrefix("mango "), "\(DocumentScreen.text(down))")
    try await session.quitAndCheckRestored()
  }

  @Test("psql's output piped in is a psql table; Right moves the current column, Esc-y copies")
  func psqlOutput() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = """
       name  | city  | age
      -------+-------+-----
       Ann   | Paris |  34
       Bob   | Lyon  |   7
       Carol | Nice  |  51
       Dave  | Metz  |  29
      (4 rows)

      """
    let output = try folder.write("psql.out", text)
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"], redirection: "< '\(output)'")
    defer { session.close() }
    _ = try await session.waitUntil("the psql table") { screen in
      DocumentScreen.text(screen).contains { $0.hasPrefix("name  │ city  │ age") }
        && DocumentScreen.status(screen).contains("psql table, 3 columns")
    }
    try await session.sendKeys("Right", "Escape", "&")
    _ = try await session.waitUntil("the column filter's prompt") { screen in
      DocumentScreen.status(screen).hasPrefix("&city:")
    }
    try await session.sendLiteral("i")
    try await session.sendKeys("Enter")
    let filtered = try await session.waitUntil("the rows whose city has an i") { screen in
      DocumentScreen.status(screen).contains("city ~ i: 2 rows")
    }
    let rows = DocumentScreen.text(filtered)
    #expect(rows.contains { $0.hasPrefix("Ann   │ Paris") })
    #expect(rows.contains { $0.hasPrefix("Carol │ Nice") })
    #expect(!rows.contains { $0.hasPrefix("Bob") })
    try await session.quitAndCheckRestored()
  }

  @Test("ps aux run live is a table whose COMMAND keeps its spaces")
  func psAux() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--command", "ps aux"], columns: 200, rows: 20)
    defer { session.close() }
    let screen = try await session.waitUntil("ps aux as columns") { screen in
      DocumentScreen.text(screen).first.map {
        $0.hasPrefix("USER") && $0.contains("PID │") && $0.hasSuffix("COMMAND")
      } == true
    }
    // A command with arguments stays one cell: `ps aux`'s own line.
    #expect(
      DocumentScreen.text(screen).contains { $0.contains("│ ps aux") }
        || DocumentScreen.status(screen).contains("Table of aligned columns"),
      "\(DocumentScreen.text(screen))")
    try await session.quitAndCheckRestored()
  }

  @Test("kubectl get's aligned output is a table; Esc-& on STATUS keeps the Running pods")
  func kubectlShaped() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = """
      NAME                     READY   STATUS             RESTARTS   AGE
      web-7d4b9c8f6d-2xkqp     1/1     Running            0          5d2h
      web-7d4b9c8f6d-9zt4m     1/1     Running            2          5d2h
      db-0                     0/1     CrashLoopBackOff   17         1h
      cache-5f6c7d8e9f-abcde   1/1     Running            0          12m
      job-migrate-x7k2p        0/1     Completed          0          3d

      """
    let pods = try folder.write("pods.txt", text)
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--columns=auto", pods])
    defer { session.close() }
    _ = try await session.waitUntil("the pods as a table") { screen in
      DocumentScreen.text(screen).contains {
        $0.hasPrefix("NAME                   │ READY │ STATUS")
      }
    }
    try await session.sendKeys("Right", "Right", "Escape", "&")
    _ = try await session.waitUntil("the prompt names STATUS") { screen in
      DocumentScreen.status(screen).hasPrefix("&STATUS:")
    }
    try await session.sendLiteral("^Running")
    try await session.sendKeys("Enter")
    let running = try await session.waitUntil("three Running pods") { screen in
      DocumentScreen.status(screen).contains("STATUS ~ ^Running: 3 rows")
    }
    #expect(!DocumentScreen.text(running).contains { $0.hasPrefix("db-0") })
    try await session.quitAndCheckRestored()
  }

  @Test(
    "dpkg -l piped in is a table under its legend, a separator between Name and Version",
    .enabled(if: InstalledTools.has("dpkg"), "dpkg is not installed"))
  func dpkgList() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"], columns: 160, rows: 20, redirection: "< <(dpkg -l)")
    defer { session.close() }
    let screen = try await session.waitUntil("dpkg -l as a table") { screen in
      DocumentScreen.status(screen).contains("Table of aligned columns, 5 columns")
    }
    let rows = DocumentScreen.text(screen)
    // The legend first, as dpkg wrote it, then the header and the rule as the table's.
    #expect(rows.first?.hasPrefix("Desired=Unknown/Install") == true, "\(rows)")
    #expect(
      rows.contains { $0.hasPrefix("||/ │ Name") && $0.contains("│ Version") }, "\(rows)")
    #expect(rows.contains { $0.hasPrefix("────┼──") }, "\(rows)")
    // A package: its status, and a separator between its name's cell and its version's.
    let package = #/^[a-zA-Z][a-zA-Z ][a-zA-Z ] │ \S+ +│ \S+ +│ \S+ +│ \S/#
    #expect(rows.contains { $0.firstMatch(of: package) != nil }, "\(rows)")
    try await session.quitAndCheckRestored()
  }

  @Test("--columns=bogus( exits 2 with one line saying what is wrong")
  func badColumns() async throws {
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--columns=bogus("])
    expectUsageError(result, named: ["--columns"])
    #expect(result.standardError.contains("--columns bogus(: "), "\(result.standardError)")
  }
}
