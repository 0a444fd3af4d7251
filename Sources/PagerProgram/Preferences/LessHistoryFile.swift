import Glibc
import PagerKit
import PagerReader

/// Where less keeps its history (`LESSHISTFILE`, else `$XDG_STATE_HOME/lesshst`, else
/// `~/.local/state/lesshst` where that folder is, else `$XDG_DATA_HOME/lesshst`, else
/// `~/.lesshst`, as less 704 finds it), and its reading and writing: TUIPager and less share
/// one file.
struct LessHistoryFile: Equatable {
  /// The file read at the start.
  var readPath: String?
  /// The file written at the end: the one read, or where less 590 would make one.
  var writePath: String
  /// How many lines of each list are kept (`LESSHISTSIZE`, else 100).
  var limit: Int

  /// The history file `variables` name (`LESSHISTFILE`, `XDG_STATE_HOME`, `XDG_DATA_HOME`,
  /// `HOME`, `LESSHISTSIZE`), or nil for none: `LESSHISTFILE` set to `-` or `/dev/null`, no home, or
  /// `secure` (`LESSSECURE`, under which less since 6xx keeps no history, where 590 kept it).
  init?(variables: [String: String], secure: Bool) {
    guard !secure else { return nil }
    func set(_ name: String) -> String? { variables[name].flatMap { $0.isEmpty ? nil : $0 } }
    limit =
      set("LESSHISTSIZE").flatMap { Int(Self.leadingNumber($0)) }.flatMap {
        $0 > 0 ? $0 : nil
      } ?? LessHistory.defaultLimit
    if let named = set("LESSHISTFILE") {
      guard named != "-", named != "/dev/null" else { return nil }
      readPath = named
      writePath = named
      return
    }
    // As less's dirfile(): a folder that is not set or empty names nothing; ~/.local/state
    // counts only where it is there.
    let state = set("HOME").map { $0 + "/.local/state" }.flatMap {
      access($0, R_OK) == 0 ? $0 + "/lesshst" : nil
    }
    let candidates = [
      set("XDG_STATE_HOME").map { $0 + "/lesshst" }, state,
      set("XDG_DATA_HOME").map { $0 + "/lesshst" }, set("HOME").map { $0 + "/.lesshst" },
    ].compactMap { $0 }
    // A new file goes where less 590 (Debian's) looks, which less 704 reads too: one in the
    // state folder would be 704's alone.
    let shared = [
      set("XDG_DATA_HOME").map { $0 + "/lesshst" }, set("HOME").map { $0 + "/.lesshst" },
    ]
    .compactMap { $0 }.first
    guard let made = shared ?? candidates.first else { return nil }
    readPath = candidates.first { access($0, R_OK) == 0 }
    writePath = readPath ?? made
  }

  /// The digits at the start of `text`, as C's atoi reads them.
  private static func leadingNumber(_ text: String) -> Substring {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    return trimmed.prefix { $0.isASCII && $0.isNumber }
  }

  /// The history in the file; none when there is no file, or it is not less's.
  func read() -> LessHistory {
    guard let readPath, case .success(let bytes) = TextFile.bytes(readPath) else {
      return LessHistory()
    }
    return LessHistory(bytes: bytes)
  }

  /// The prompts' history from the file.
  func promptHistory() -> PromptHistory {
    let history = read()
    return PromptHistory(search: history.lines(.search), shell: history.lines(.shell))
  }

  /// Adds the lines `history` gained while running to the file as it is now (another less may
  /// have written it meanwhile), keeping `limit` lines of each list and every other section as
  /// it was, and keeps `marks` in place of those kept before for their files. Written as less
  /// writes it: to a new file beside it, private to the user, then renamed over it, so that no
  /// reader sees half a file. Nothing is written when nothing was added and no marks are given.
  /// Returns whether the file was written.
  @discardableResult
  func save(
    _ history: PromptHistory, marks: (marks: [KeptMark], files: Set<[UInt8]>)? = nil
  ) -> Bool {
    guard !history.added.isEmpty || marks != nil else {
      return false
    }
    var file = LessHistoryFile(path: writePath).read()
    for list in PromptHistory.List.allCases {
      file.append(history.added[list], to: list, keeping: limit)
    }
    if let marks { file.keep(marks.marks, forFiles: marks.files) }
    let temporary = writePath + ".TUIPager-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return false }
    let written = StandardStream(descriptor: descriptor).writeAll(file.bytes)
    close(descriptor)
    guard written, rename(temporary, writePath) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// The file at `path`, for reading it again.
  private init(path: String) {
    readPath = path
    writePath = path
    limit = LessHistory.defaultLimit
  }
}
