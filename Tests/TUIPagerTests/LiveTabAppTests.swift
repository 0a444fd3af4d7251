import Glibc
import PagerKit
import PagerReader
import TestSupport
import Testing

@testable import PagerProgram

/// Live tabs in the program, on the fake terminal: followed files, watched commands and the marks
/// on the bar. Files and commands are real, so the pilot waits for what they show.
@Suite struct LiveTabAppTests {
  static func numbered(_ range: ClosedRange<Int>) -> String {
    range.map { "line \($0)\n" }.joined()
  }

  /// The last row above the status line.
  static func lastContentRow(_ lines: [String]) -> String { lines[lines.count - 2] }

  @Test(arguments: [true, false])
  func aFollowedFileShowsWhatIsAppendedAtTheBottom(usesInotify: Bool) throws {
    let file = try TemporaryFile(named: "app.log", Self.numbered(1...100))
    let pilot = try Pilot(["--follow", file.path], usesInotify: usesInotify)
    #expect(Self.lastContentRow(pilot.lines).hasPrefix("line 100"))
    #expect(pilot.lines.last?.contains("(following)") == true)
    // Asleep while nothing changes, or looking every 250 ms where inotify cannot tell.
    #expect(pilot.clock.waits.last == (usesInotify ? -1 : Double(FileWatcher.pollInterval)))
    append("line 101\nline 102\n", to: file.path)
    pilot.waitUntil { Self.lastContentRow($0).hasPrefix("line 102") }
    pilot.press(.up)
    #expect(pilot.lines.last?.contains("paused: F or G follows") == true)
    #expect(pilot.lines.last?.contains("lines 74–101") == true)
    append("line 103\n", to: file.path)
    // Where inotify cannot say, the file is looked at again once a poll interval has passed.
    if !usesInotify { pilot.pause(Double(FileWatcher.pollInterval)) }
    pilot.press(.character("j"))
    #expect(pilot.lines.last?.contains("lines 75–102") == true, "paused, it stays on its text")
    #expect(pilot.lines.last?.contains("paused") == true)
    pilot.press(.character("G"))
    #expect(Self.lastContentRow(pilot.lines).hasPrefix("line 103"))
    #expect(pilot.lines.last?.contains("(following)") == true)
  }

  @Test(arguments: [[], ["--exit-follow-on-close"]])
  func fOnACommandStopsFollowingOnceItsTextHasEnded(_ options: [String]) throws {
    let pilot = try Pilot(options + ["--command", "echo first; sleep 0.3; echo last"])
    pilot.press(.character("F"))
    #expect(pilot.lines.last?.contains("following") == true, "\(pilot.lines.last ?? "")")
    pilot.waitUntil { $0.contains { $0.hasPrefix("last") } }
    pilot.waitUntil { $0.last?.contains("following") == false }
    #expect(pilot.screen.pages[0].isFollowing == false, "the writer ended: nothing to wait for")
  }

  @Test func fFollowsAFileOpenedPlainly() throws {
    let file = try TemporaryFile(named: "notes.txt", Self.numbered(1...5))
    let pilot = try Pilot([file.path])
    append("line 6\n", to: file.path)
    pilot.press(.character("F"))
    // Opened plainly, the file was read to its end at once; F reads it again as it grows.
    #expect(pilot.lines.contains { $0.hasPrefix("line 6") })
    #expect(pilot.lines.last?.contains("(following)") == true)
    append(Self.numbered(7...60), to: file.path)
    pilot.waitUntil { Self.lastContentRow($0).hasPrefix("line 60") }
  }

  @Test(arguments: [true, false])
  func followingANameThatIsNotThereYetWaitsForIt(usesInotify: Bool) throws {
    let neighbour = try TemporaryFile(named: "other.txt", "")
    let path = neighbour.folder + "/later.log"
    defer {
      unlink(path)
      withExtendedLifetime(neighbour) {}
    }
    let pilot = try Pilot(["--follow", "--follow-name", path], usesInotify: usesInotify)
    #expect(pilot.lines.last?.contains("waiting for the file…") == true, "\(pilot.lines.last!)")
    // Asleep until its folder changes, or looking every 250 ms where inotify cannot tell.
    #expect(pilot.clock.waits.last == (usesInotify ? -1 : Double(FileWatcher.pollInterval)))
    append(Self.numbered(1...3), to: path)
    pilot.waitUntil { $0.contains { $0.hasPrefix("line 3") } }
    #expect(pilot.lines.last?.contains("appeared: following it") == true)
    append("line 4\n", to: path)
    pilot.waitUntil { $0.contains { $0.hasPrefix("line 4") } }
  }

  @Test func followingAMissingFileWithoutItsNameSaysItIsMissing() throws {
    let neighbour = try TemporaryFile(named: "other.txt", "")
    let pilot = try Pilot(["--follow", neighbour.folder + "/missing.log"])
    #expect(pilot.lines.contains { $0.contains("No such file or directory") })
  }

  @Test func aTruncatedFileSaysSoAndStartsOver() throws {
    let file = try TemporaryFile(named: "app.log", Self.numbered(1...100))
    let pilot = try Pilot(["--follow", file.path])
    rewrite(file.path, "after the truncation\n")
    pilot.waitUntil { $0.contains { $0.hasPrefix("after the truncation") } }
    #expect(pilot.lines.last?.contains("was truncated: showing it from its start") == true)
    #expect(!pilot.lines.contains { $0.hasPrefix("line 1 ") || $0.hasPrefix("line 100") })
  }

  @Test func aWatchedCommandRunsAgainMarksWhatChangedAndKeepsItsRuns() throws {
    let source = try TemporaryFile(named: "value", "alpha 1\n")
    let pilot = try Pilot(["--watch", "1", "--command", "cat \(source.path)"])
    pilot.waitUntil { $0.last?.contains("run 1 of 1") == true }
    #expect(pilot.lines.contains { $0.hasPrefix("alpha 1") })
    let waits = pilot.clock.waits.last ?? -1
    #expect(waits > 0 && waits <= 1000, "asleep until the next run is due, \(waits) ms")

    rewrite(source.path, "alpha 2\n")
    pilot.pause(1000)
    pilot.waitUntil { $0.last?.contains("run 2 of 2") == true }
    let row = try #require(pilot.lines.firstIndex { $0.hasPrefix("alpha 2") })
    let reversed = (0..<pilot.frame.width).filter {
      pilot.frame[$0, row].style.attributes.contains(.reverse)
    }
    #expect(reversed == [6], "only the digit that changed")

    pilot.press(.character("o"))
    #expect(pilot.lines.contains { $0.hasPrefix("alpha 1") })
    #expect(pilot.lines.last?.contains("run 1 of 2") == true)
    pilot.press(.character("o"))
    #expect(pilot.lines.last?.contains("No older run kept") == true)
    pilot.press(.escape, .character("O"))
    #expect(pilot.lines.contains { $0.hasPrefix("alpha 2") })
    pilot.press(.character("D"))
    #expect(
      !pilot.frame.cells.contains { $0.glyph == "2" && $0.style.attributes.contains(.reverse) })
  }

  @Test func aFailingCommandIsMarkedAndTheAttentionKeyGoesThere() throws {
    let pilot = try Pilot(["--command", "echo fine", "--command", "echo broken; exit 3"])
    pilot.waitUntil { $0[0].contains("✗") && $0[0].contains("✓") }
    #expect(pilot.lines[0].contains("echo broken; exit 3 ✗•"))
    pilot.press(.character("a"))
    pilot.settle()
    #expect(pilot.lines.contains { $0.hasPrefix("broken") })
    #expect(pilot.lines.last?.contains("exit status 3") == true)
    #expect(pilot.lines[0].contains("echo broken; exit 3 ✗") && !pilot.lines[0].contains("✗•"))
  }

  @Test func rDoesNotStartAWatchedRunTwice() throws {
    let pilot = try Pilot(["--watch", "60", "--command", "echo started; sleep 5"])
    pilot.waitUntil { $0.contains { $0.hasPrefix("started") } }
    pilot.press(.character("r"))
    #expect(pilot.lines.last?.contains("a run is still going") == true)
  }

  @Test func runKeysOnATabThatIsNotWatchedSaySo() throws {
    let file = try TemporaryFile(named: "notes.txt", "text\n")
    let pilot = try Pilot([file.path])
    pilot.press(.character("o"))
    #expect(pilot.lines.last?.contains("Not a watched command (--watch)") == true)
  }
}
