import Glibc
import PagerKit
import PagerReader
import TestSupport
import Testing

@testable import PagerProgram

/// Thousands of files on the command line open at a cost that grows with their number, not with
/// its square: the bar is titled once for them all, and each file opened costs the descriptor
/// budget a look at the few files keeping theirs, not a sort of every file. The first screen
/// comes once the first file is open; the others open a batch a turn, keys answered meanwhile.
@Suite struct ManyFilesAppTests {
  /// `count` files of three lines in a folder of their own; their paths, and the folder.
  static func files(_ count: Int) throws -> (paths: [String], folder: String) {
    let parent = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(parent)/tuipager-many-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else { throw TemporaryFileError(errno: errno) }
    let folder = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let paths = try (0..<count).map { number in
      let path = "\(folder)/x\(number).log"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
      guard descriptor >= 0 else { throw TemporaryFileError(errno: errno) }
      defer { close(descriptor) }
      _ = StandardStream(descriptor: descriptor).writeAll("file \(number) line 1\nline 2\nline 3\n")
      return path
    }
    return (paths, folder)
  }

  static func remove(_ paths: [String], _ folder: String) {
    for path in paths { unlink(path) }
    rmdir(folder)
  }

  @Test func openingThousandsOfFilesTitlesTheBarOnceForThemAll() throws {
    let count = 2_000
    let (paths, folder) = try Self.files(count)
    defer { Self.remove(paths, folder) }
    let pilot = try Pilot(["--duration", "0"] + paths)
    #expect(pilot.frame.lines.contains { $0.hasPrefix("file 0 line 1") })
    // The start titles the bar a few times over, whatever the count: once a tab would be
    // millions of titles.
    #expect(pilot.screen.barTitlesBuilt <= 4 * count, "\(pilot.screen.barTitlesBuilt) titles")
    #expect(pilot.screen.pages.count == count)
  }

  /// The tabs still waiting for their file: loading.
  static func waiting(_ pilot: Pilot) -> Int {
    pilot.screen.pages.filter { $0.status == .loading }.count
  }

  @Test func theFirstScreenComesBeforeThousandsOfFilesOpenAndKeysAreAnsweredMeanwhile() throws {
    let count = 2_000
    let (paths, folder) = try Self.files(count)
    defer { Self.remove(paths, folder) }
    let pilot = try Pilot(["--duration", "0"] + paths)
    // One turn: the first screen drawn with one file open, then a batch opened after it.
    #expect(pilot.terminal.frames.count == 1)
    #expect(pilot.frame.lines.contains { $0.hasPrefix("file 0 line 1") })
    #expect(Self.waiting(pilot) >= count - 1 - FileOpening.filesPerTurn)
    #expect(pilot.screen.pages.count == count, "every tab is on the bar from the start")
    #expect(pilot.frame.lines.last?.hasSuffix(" 1/\(count) ") == true, "\(pilot.lines.last!)")
    #expect(pilot.waitsForAFrame || pilot.clock.waits.last == 0, "the next batch comes at once")

    // A key is answered between batches; the tab shown opens at once, wherever it is.
    pilot.press(.right)
    #expect(pilot.frame.lines.contains { $0.hasPrefix("file 1 line 1") })
    pilot.press(.end)
    #expect(pilot.frame.lines.contains { $0.hasPrefix("file \(count - 1) line 1") })
    #expect(Self.waiting(pilot) > 0, "files are still opening")

    let drawn = pilot.terminal.frames.count
    pilot.settle()
    #expect(Self.waiting(pilot) == 0)
    #expect(pilot.screen.pages.allSatisfy { $0.status == .finished })
    // Opened a batch a turn, then counted many a tick: a few dozen frames, not one a file.
    #expect(pilot.screen.pages.allSatisfy { !$0.indexesAhead })
    #expect(pilot.terminal.frames.count - drawn < 40, "\(pilot.terminal.frames.count - drawn)")
    #expect((0..<count).allSatisfy { pilot.feed($0).document.lineCount == 3 })
    #expect(pilot.screen.barTitlesBuilt <= 4 * count, "\(pilot.screen.barTitlesBuilt) titles")
    pilot.press(.home)
    #expect(pilot.frame.lines.contains { $0.hasPrefix("file 0 line 1") })
  }

  @Test func aMissingFileAmongThousandsSaysWhyAndTheRestOpen() throws {
    let count = 1_000
    var (paths, folder) = try Self.files(count)
    defer { Self.remove(paths, folder) }
    let missing = "\(folder)/missing.log"
    paths.insert(missing, at: 600)
    let pilot = try Pilot(["--duration", "0"] + paths)
    pilot.settle()
    #expect(Self.waiting(pilot) == 0)
    guard case .failed(let why) = pilot.screen.pages[600].status else {
      Issue.record("\(pilot.screen.pages[600].status)")
      return
    }
    #expect(why.contains("missing.log") && why.contains("No such file or directory"), "\(why)")
    #expect(pilot.screen.barTitles[600] == "missing.log ✗", "\(pilot.screen.barTitles[600])")
    #expect(pilot.screen.pages.filter { $0.status == .finished }.count == count)
    pilot.press(.end)
    #expect(pilot.frame.lines.contains { $0.hasPrefix("file \(count - 1) line 1") })
  }

  @Test func filesOpenedOneAfterAnotherKeepTheLatestWithinTheBudget() throws {
    let (paths, folder) = try Self.files(6)
    defer { Self.remove(paths, folder) }
    let documents = try paths.map { try FileDocument(path: $0) }
    var held: [OpenFile] = []
    for document in documents {
      document.prepareLines(through: 0)
      DescriptorBudget(limit: 2).trim(adding: document.file, to: &held)
      #expect(held.count <= 2)
    }
    #expect(documents.map(\.file.isOpen) == [false, false, false, false, true, true])
    #expect(held.map(\.isOpen) == [true, true])
    // Every descriptor let go at once, as when none is left to open the next file with.
    DescriptorBudget(limit: 0).trim(adding: nil, to: &held)
    #expect(held.isEmpty && documents.allSatisfy { !$0.file.isOpen })
    #expect(documents[0].file.size() != nil, "read by name")
  }
}
