import Foundation
import Testing

/// Text piped into standard input becomes a tab titled `stdin`, read as it arrives, while the
/// keys still come from the terminal.
@Suite("Standard input")
struct StandardInputTests {
  @Test("seq 1 5000 | TUIPager: a stdin tab, the first lines, \"of 5000\" once read, G to 5000")
  func pipedNumbers() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"], standardInputFrom: "seq 1 5000")
    defer { session.close() }

    let screen = try await session.waitUntil("the whole pipe read") { screen in
      DocumentScreen.firstLine(screen) == "1" && DocumentScreen.shownLines(screen)?.total == 5000
    }
    #expect(DocumentScreen.trimmed(screen[DocumentScreen.barRow]) == " stdin")
    #expect(DocumentScreen.text(screen) == (1...28).map(String.init))
    #expect(DocumentScreen.statusShows(screen, name: "stdin", state: "", tab: 1, of: 1))
    #expect(DocumentScreen.shownLines(screen).map { [$0.first, $0.last] } == [1, 28])

    try await session.sendKeys("G")
    let bottom = try await session.waitUntilDocument(tab: 1, of: 1, firstLine: "4973")
    #expect(DocumentScreen.text(bottom).last == "5000")
    #expect(DocumentScreen.shownLines(bottom).map { [$0.first, $0.last] } == [4973, 5000])

    try await session.sendKeys("g")
    try await session.waitUntilDocument(tab: 1, of: 1, firstLine: "1")
    try await session.quitAndCheckRestored()
  }

  @Test(
    "A slow pipe: the first line shows while the pipe is still open, and the rest, when it comes, below it: the pipe opens at its first line, as less opens it"
  )
  func slowPipe() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let gate = folder.path(of: "gate")
    // Like (echo first; sleep 1; seq 2 200), but the test says when the rest comes.
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"],
      standardInputFrom: "echo first; until [ -e '\(gate)' ]; do sleep 0.02; done; seq 2 200")
    defer { session.close() }

    try await session.waitUntil("first, with the pipe still open, not followed") { screen in
      DocumentScreen.text(screen).first == "first"
        && DocumentScreen.statusShows(screen, name: "stdin", state: "loading…", tab: 1, of: 1)
    }
    // It does not wait for the end of the pipe, nor claim to know the total.
    let waiting = try await session.screenAfterKeysTaken()
    #expect(DocumentScreen.text(waiting).filter { !$0.isEmpty } == ["first"])
    #expect(DocumentScreen.shownLines(waiting).map { [$0.first, $0.last] } == [1, 1])
    #expect(DocumentScreen.shownLines(waiting)?.total == nil, "\(waiting.last ?? "")")

    try folder.write("gate", "")
    let done = try await session.waitUntil("the rest below first, and the pipe closed") { screen in
      DocumentScreen.text(screen).prefix(2) == ["first", "2"]
        && DocumentScreen.shownLines(screen)?.total == 200
    }
    #expect(DocumentScreen.shownLines(done)?.first == 1)
    #expect(DocumentScreen.statusShows(done, name: "stdin", state: "", tab: 1, of: 1))
    try await session.quitAndCheckRestored()
  }

  @Test("(echo first; sleep 1; echo second) | TUIPager shows first, then second")
  func sleepingPipe() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"], standardInputFrom: "echo first; sleep 1; echo second")
    defer { session.close() }

    try await session.waitUntil("first") { DocumentScreen.text($0).first == "first" }
    let done = try await session.waitUntil("second") { screen in
      DocumentScreen.text(screen).prefix(2) == ["first", "second"]
        && DocumentScreen.shownLines(screen)?.total == 2
    }
    #expect(DocumentScreen.statusShows(done, name: "stdin", state: "", tab: 1, of: 1))
  }

  @Test("- among files: standard input is a tab in its place, titled stdin")
  func dashAmongFiles() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let notes = try folder.write("notes.txt", "a note\n")
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", notes, "-"], standardInputFrom: "printf 'piped\\n'")
    defer { session.close() }

    let screen = try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "a note")
    let titles = DocumentScreen.titleColumns(["notes.txt", "stdin"], in: screen)
    #expect(
      titles.count == 2 && titles["notes.txt"]!.upperBound <= titles["stdin"]!.lowerBound,
      "bar: \(screen[0])")
    try await session.sendKeys("Right")
    let piped = try await session.waitUntilDocument(tab: 2, of: 2, firstLine: "piped")
    #expect(DocumentScreen.statusLeft(piped).hasPrefix("stdin"))
  }
}
