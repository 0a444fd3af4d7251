import Glibc
import PagerKit
import PagerReader

/// Marks kept from run to run in less's history file, as `--save-marks` keeps them: the letters
/// set in files, and, as `'`, where the user left each file read into, so that `''` on opening it
/// again goes back there. less and TUIPager share the file: each reads the other's marks.
struct KeptMarks {
  /// The marks read for the tabs' files, each waiting until its tab's text has its byte.
  private var waiting: [(tab: TabID, mark: KeptMark)]
  /// The absolute path of each file tab's file.
  private let files: [TabID: [UInt8]]
  /// Where each file was left in an earlier run (`'`), kept again unless it is left elsewhere
  /// in this one.
  private let leftBefore: [TabID: KeptMark]
  /// Whether marks are saved as they are set (`--autosave` with `m` or `*`), not only at quit.
  let savesAsSet: Bool
  /// The letters' marks as last saved, so that setting one is told from the rest.
  private var lastLetters: [Character: Marks.Place] = [:]

  /// The marks of `kept` that are in the files of `tabs` (each tab's id and file path, as
  /// given), waiting to be set: a letter's in any of them, `'` in the tab shown first only.
  init(
    _ kept: [KeptMark], tabs: [(tab: TabID, path: FilePath)], shownFirst: TabID?,
    savesAsSet: Bool
  ) {
    var files: [TabID: [UInt8]] = [:]
    for (tab, path) in tabs {
      if let absolute = Self.absolutePath(path) { files[tab] = absolute }
    }
    let tabOfFile = Dictionary(files.map { ($0.value, $0.key) }) { first, _ in first }
    waiting = kept.compactMap { mark in
      guard let tab = tabOfFile[mark.path], mark.name != "'" || tab == shownFirst else {
        return nil
      }
      return (tab, mark)
    }
    leftBefore = Dictionary(
      kept.compactMap { mark in
        mark.name == "'" ? tabOfFile[mark.path].map { ($0, mark) } : nil
      }
    ) { _, later in later }
    self.files = files
    self.savesAsSet = savesAsSet
  }

  /// Sets on `screen` each mark waiting whose tab's text has learnt the line its byte is in;
  /// those of tabs that are gone are dropped.
  mutating func restore(on screen: inout PagerScreen, at now: Instant) {
    guard !waiting.isEmpty else { return }
    waiting.removeAll { tab, mark in
      guard let place = screen.tabList.position(of: tab) else { return true }
      guard let document = screen.pages[place].document else { return false }
      let known = document.byteOffset(ofLine: document.lineCount) ?? 0
      guard known > mark.byte || document.isComplete,
        let line = PageState.line(holdingByte: mark.byte, in: document)
      else { return false }
      screen.update(
        .mark(.restore(mark.name, tab: tab, line: line, row: mark.row)), at: now)
      return true
    }
  }

  /// Whether a letter's mark was set or cleared since the marks were last kept.
  mutating func lettersChanged(on screen: PagerScreen) -> Bool {
    let letters = screen.marks.places
    guard letters != lastLetters else { return false }
    lastLetters = letters
    return true
  }

  /// The marks to keep now, with the files whose marks they replace: each letter set in a
  /// file, where each file read into was left (`'`; where it was left before, for a file still
  /// at its top), and the letters read that could not be set yet.
  func current(on screen: PagerScreen) -> (marks: [KeptMark], files: Set<[UInt8]>) {
    var marks: [KeptMark] = []
    func kept(_ name: Character, place: Int, line: Int, row: Int) {
      let tab = screen.tabList[place]
      guard let path = files[tab], let document = screen.pages[place].document,
        let byte = document.byteOffset(ofLine: line)
      else { return }
      marks.append(KeptMark(name: name, row: row, byte: byte, path: path))
    }
    for (name, place) in screen.marks.places.sorted(by: { $0.key < $1.key }) {
      kept(name, place: place.tab, line: place.line, row: place.row)
    }
    for place in screen.pages.indices {
      let top = screen.pages.isMade(place) ? screen.pages[place].viewport.topLine : 0
      if top > 0 {
        kept("'", place: place, line: top, row: 0)
      } else if let before = leftBefore[screen.tabList[place]] {
        marks.append(before)
      }
    }
    marks += waiting.map(\.mark).filter { $0.name != "'" }
    return (marks, Set(files.values))
  }

  /// `path` made absolute with its links resolved, as bytes; nil for a file that is not there.
  static func absolutePath(_ path: FilePath) -> [UInt8]? {
    guard
      let resolved = path.bytes.withUnsafeBufferPointer({ bytes -> UnsafeMutablePointer<CChar>? in
        let terminated = Array(bytes) + [0]
        return terminated.withUnsafeBufferPointer {
          $0.withMemoryRebound(to: CChar.self) { realpath($0.baseAddress, nil) }
        }
      })
    else { return nil }
    defer { free(resolved) }
    return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }
}
