import Testing

@testable import PagerReader

/// A line's level by its usual spellings: upper case as a word anywhere in the first 100 bytes,
/// lower case as a field only; words that contain a level's name are none.
@Suite struct LogLevelTests {
  static func level(_ line: String) -> LogLevel? { LogLevel.find(in: Array(line.utf8)) }

  @Test func theLevelsInOrder() {
    #expect(LogLevel.allCases == [.trace, .debug, .info, .notice, .warning, .error, .critical])
    #expect(LogLevel.allCases.sorted() == LogLevel.allCases)
    #expect(LogLevel.error > .warning && LogLevel.warning >= .warning && LogLevel.info < .notice)
    #expect(LogLevel.allCases.filter { $0 >= .error } == [.error, .critical])
  }

  /// Every spelling in upper case, after a timestamp as most logs put it.
  @Test func everySpellingInUpperCase() {
    let spellings: [(String, LogLevel)] = [
      ("TRACE", .trace), ("TRC", .trace), ("VERBOSE", .trace), ("VRB", .trace), ("FINER", .trace),
      ("FINEST", .trace), ("DEBUG", .debug), ("DBG", .debug), ("FINE", .debug),
      ("CONFIG", .debug), ("INFO", .info), ("INF", .info), ("LOG", .info), ("NOTICE", .notice),
      ("WARN", .warning), ("WARNING", .warning), ("WRN", .warning), ("ERROR", .error),
      ("ERR", .error), ("SEVERE", .error), ("CRITICAL", .critical), ("CRIT", .critical),
      ("FATAL", .critical), ("FTL", .critical), ("ALERT", .critical), ("EMERG", .critical),
      ("EMERGENCY", .critical), ("PANIC", .critical), ("PNC", .critical),
    ]
    for (word, level) in spellings {
      #expect(Self.level("2024-01-26 08:59:12.345 \(word) com.example.App - x") == level, "\(word)")
      #expect(Self.level("\(word) done") == level, "\(word) at the start")
    }
    #expect(LogLevelSpelling.table.count == spellings.count, "a spelling untested")
  }

  /// Lower and capitalised case count where the word stands as a field.
  @Test func lowerCaseAsAField() {
    let lines: [(String, LogLevel)] = [
      ("2024/01/26 08:59:12 [error] 812#812: *5 open() failed", .error),
      ("2024/01/26 08:59:12 [crit] 812#812: SSL_do_handshake() failed", .critical),
      ("2024/01/26 08:59:12 [emerg] 1#1: bind() to 0.0.0.0:80 failed", .critical),
      ("[Fri Jan 26 08:59:12.345678 2024] [core:error] [pid 12] AH00037", .error),
      ("[Fri Jan 26 08:59:12.345678 2024] [ssl:warn] [pid 12] AH01909", .warning),
      ("[Fri Jan 26 08:59:12 2024] [mpm_event:notice] [pid 12] AH00489", .notice),
      ("time=\"2024-01-26T08:59:12Z\" level=warning msg=\"slow\"", .warning),
      ("{\"time\":\"2024-01-26T08:59:12Z\",\"level\":\"debug\",\"msg\":\"x\"}", .debug),
      ("2024-01-26T08:59:12.345Z\tinfo\tserver/main.go:42\tlistening", .info),
      ("Jan 26 08:59:12 web sshd[812]: error: PAM: Authentication failure", .error),
      ("Error: ENOENT: no such file or directory, open 'x'", .error),
      ("Warning: the option is deprecated", .warning),
      ("panic: runtime error: index out of range [3] with length 3", .critical),
      ("fatal: not a git repository (or any of the parent directories): .git", .critical),
      ("<trace> entering loop", .trace),
      ("|alert| disk on fire", .critical),
    ]
    for (line, level) in lines { #expect(Self.level(line) == level, "\(line)") }
  }

  @Test func levelsAsProgramsWriteThem() {
    let lines: [(String, LogLevel)] = [
      ("2024-01-26 08:59:12.345 [main] INFO  com.example.App - Started", .info),
      ("2024-01-26 08:59:12,345 - app.db - ERROR - Query failed", .error),
      ("WARNING:root:disk almost full", .warning),
      ("SEVERE: Failed to start", .error),
      ("2024-01-26 08:59:12.345 UTC [812] LOG:  checkpoint starting: time", .info),
      ("2024-01-26 08:59:12.345 UTC [812] FATAL:  password authentication failed", .critical),
      ("[2024-01-26T08:59:12Z ERROR my_app::db] connection refused", .error),
      ("8:59AM ERR failed to connect error=\"refused\"", .error),
      ("[08:59:12 WRN] Retrying in 5s", .warning),
      ("I0126 08:59:12.345678    1234 main.go:42] Starting", .info),
      ("W0126 08:59:12.345678    1234 main.go:42] Slow", .warning),
      ("E0126 08:59:12.345678    1234 main.go:42] Failed", .error),
      ("F0126 08:59:12.345678    1234 main.go:42] Dying", .critical),
      ("2024-01-26 08:59:12 [E] boom", .error),
      ("2024-01-26 08:59:12 [W] hmm", .warning),
      ("2024-01-26 08:59:12 [D] detail", .debug),
    ]
    for (line, level) in lines { #expect(Self.level(line) == level, "\(line)") }
  }

  /// The first level in the line wins: a message's word after the level field is not it.
  @Test func theFirstLevelWins() {
    #expect(Self.level("2024-01-26 08:59:12 INFO request ERROR count reset") == .info)
    #expect(Self.level("2024-01-26 08:59:12 DEBUG [error] not really") == .debug)
    #expect(Self.level("level=info msg=\"error: connecting\"") == .info)
    #expect(Self.level("{\"msg\":\"an error occurred\",\"level\":\"warn\"}") == .warning)
  }

  @Test func wordsThatAreNoLevel() {
    for line in [
      "errors=0 warnings=2", "error_count=3", "ERROR_CODE=12", "information: none",
      "INFORMATION", "Informational message", "ERRORS: none", "terror", "5error: x",
      "the request failed with error 5", "Jan 26 08:59:12 info-server app: started",
      "ErRoR: mixed case", "x = inf", "severe: weather", "Severe: weather", "config: loaded",
      "[config] loaded", "fine: thanks", "log: rotated", "a warning about disks",
      "I am here", "A [B] C", "E/Tag(123): android's short form", "X0126 08:59:12 x",
      "E012 08:59:12", "", "2024-01-26T08:59:12.345Z", "errorERROR", "WARN1NG", "ÜERROR",
      "ERRORé",
    ] {
      #expect(Self.level(line) == nil, "\(line)")
    }
  }

  /// A level's word must start within the first 100 bytes.
  @Test func theSearchWindowIs100Bytes() {
    let pad = String(repeating: "x", count: 98)
    #expect(Self.level(pad + " ERROR") == .error, "starts at byte 99")
    #expect(Self.level(pad + "  ERROR") == nil, "starts at byte 100")
    // A word that starts inside the window is read to its end.
    #expect(Self.level(pad + " WARNING") == .warning)
  }

  @Test func theBufferAndTheArrayAgree() {
    let line = Array("2024-01-26 08:59:12 [notice] 1#1: start".utf8)
    #expect(line.withUnsafeBufferPointer { LogLevel.find(in: $0) } == .notice)
    #expect(LogLevel.find(in: line) == .notice)
  }
}
