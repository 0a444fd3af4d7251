import Foundation
import Testing

/// Files that cannot be opened: a tab that says why among good ones, or, when nothing at all can
/// be opened, exit 1 with one line per problem on standard error.
@Suite("Document errors")
struct DocumentErrorsTests {
  @Test("A missing file among good ones: the good tabs open, the missing one says why")
  func missingAmongGood() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let first = try folder.write("first.txt", "first file\n")
    let missing = folder.path(of: "missing.txt")
    let last = try folder.write("last.txt", "last file\n")
    let session = try await TmuxSession.start(arguments: ["--duration", "0", first, missing, last])
    defer { session.close() }

    let opening = try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "first file")
    #expect(
      DocumentScreen.titleColumns(["first.txt", "missing.txt", "last.txt"], in: opening).count
        == 3, "every tab has a title: \(opening[0])")

    try await session.sendKeys("Right")
    let failed = try await session.waitUntil("the missing file's tab") { screen in
      DocumentScreen.statusShows(screen, name: "missing.txt", state: "failed", tab: 2, of: 3)
    }
    let message = DocumentScreen.text(failed).filter { !$0.isEmpty }
    #expect(message.count == 1, "one line saying why: \(message)")
    #expect(message.first?.contains("missing.txt") == true)
    #expect(message.first?.contains("No such file or directory") == true)
    #expect(DocumentScreen.shownLines(failed) == nil, "no line count for a failed tab")

    try await session.sendKeys("Right")
    try await session.waitUntilDocument(tab: 3, of: 3, firstLine: "last file")
    try await session.quitAndCheckRestored()
  }

  @Test("A directory among good files: its tab says it is a directory")
  func directoryAmongGood() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let good = try folder.write("good.txt", "good file\n")
    let directory = try folder.makeFolder("subfolder")
    let session = try await TmuxSession.start(arguments: ["--duration", "0", good, directory])
    defer { session.close() }
    try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "good file")

    try await session.sendKeys("Right")
    let failed = try await session.waitUntil("the directory's tab") { screen in
      DocumentScreen.statusShows(screen, name: "subfolder", state: "failed", tab: 2, of: 2)
    }
    let message = DocumentScreen.text(failed).filter { !$0.isEmpty }
    #expect(message.count == 1, "one line saying why: \(message)")
    #expect(message.first?.lowercased().contains("is a directory") == true, "\(message)")
  }

  struct Unopenable: CustomTestStringConvertible, Sendable {
    var label: String
    /// Names in the fixture folder; a name ending in "/" is made as a folder, others not at all.
    var names: [String]
    var testDescription: String { label }
  }

  @Test(
    "Nothing can be opened: exit 1, one line per problem on stderr, the terminal untouched",
    arguments: [
      Unopenable(label: "one missing file", names: ["nothere.txt"]),
      Unopenable(label: "two missing files", names: ["nothere.txt", "gone.log"]),
      Unopenable(label: "a directory", names: ["folder/"]),
      Unopenable(label: "missing files and a directory", names: ["a.txt", "folder/", "b.txt"]),
    ])
  func nothingOpens(_ unopenable: Unopenable) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var paths: [String] = []
    for name in unopenable.names {
      if name.hasSuffix("/") {
        paths.append(try folder.makeFolder(String(name.dropLast())))
      } else {
        paths.append(folder.path(of: name))
      }
    }
    let errors = folder.path(of: "stderr.txt")
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"] + paths, redirection: "2> '\(errors)'")
    defer { session.close() }

    #expect(try await session.waitForExit() == 1)
    #expect(try await session.terminalModes() == "0 1 0")
    let text = try String(contentsOfFile: errors, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "", "stderr should end with a newline: \(text.debugDescription)")
    let messages = lines.dropLast()
    #expect(messages.count == paths.count, "one line per problem: \(text)")
    for (line, (name, path)) in zip(messages, zip(unopenable.names, paths)) {
      #expect(line.contains(path), "\(line) should name \(path)")
      let reason = name.hasSuffix("/") ? "is a directory" : "no such file or directory"
      #expect(line.lowercased().contains(reason), "\(line) should say \(reason)")
    }
    let screen = try await session.capture()
    #expect(
      !screen.contains { $0.contains("━") }, "no tabs should have been drawn:\n\(screen)")
  }
}
