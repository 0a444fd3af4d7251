import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Logs of every way of writing times that `--merge` reads, merged by them in one tab: with a
/// zone (ISO 8601 and RFC 5424, the access log's, seconds since 1970) and without one, taken as
/// local time (syslog and journalctl, java.util.logging, Python's logging, nginx's error log,
/// Apache's ctime), and syslog's without a year, taken as the file's.
@Suite struct MergeFormatsAppTests {
  /// Each log's lines, and in `order` every line by its time: the zoned ones on 25 January, the
  /// others two days later, so that the machine's zone does not change which comes first.
  static let logs: [(name: String, lines: [String])] = [
    ("api.log", ["2026-01-25T10:00:00Z api start", "2026-01-25T10:00:06.500Z api stop"]),
    (
      "access.log",
      [
        "10.0.0.1 - - [25/Jan/2026:10:00:02 +0000] \"GET / HTTP/1.1\" 200 5",
        "10.0.0.2 - - [25/Jan/2026:12:00:08 +0200] \"GET /x HTTP/1.1\" 404 0",
      ]
    ),
    ("ticks.log", ["1769335204 tick"]),
    ("rfc5424.log", ["<34>1 2026-01-25T10:00:07Z host app - - - remote"]),
    (
      "syslog.log",
      ["Jan 27 09:00:01 host sshd[1]: accepted", "Jan 27 09:00:07 host sshd[1]: closed"]
    ),
    ("jul.log", ["Jan 27, 2026 9:00:03 AM org.example.Main run", "INFO: started"]),
    ("python.log", ["2026-01-27 09:00:05,000 INFO worker ready"]),
    ("nginx.log", ["2026/01/27 09:00:02 [error] 7#7: upstream timed out"]),
    ("apache.log", ["[Tue Jan 27 09:00:04.123456 2026] [core:error] [pid 1] oops"]),
  ]

  static let order = [
    "2026-01-25T10:00:00Z api start",
    "10.0.0.1 - - [25/Jan/2026:10:00:02 +0000] \"GET / HTTP/1.1\" 200 5",
    "1769335204 tick",
    "2026-01-25T10:00:06.500Z api stop",
    "<34>1 2026-01-25T10:00:07Z host app - - - remote",
    "10.0.0.2 - - [25/Jan/2026:12:00:08 +0200] \"GET /x HTTP/1.1\" 404 0",
    "Jan 27 09:00:01 host sshd[1]: accepted",
    "2026/01/27 09:00:02 [error] 7#7: upstream timed out",
    "Jan 27, 2026 9:00:03 AM org.example.Main run",
    "INFO: started",
    "[Tue Jan 27 09:00:04.123456 2026] [core:error] [pid 1] oops",
    "2026-01-27 09:00:05,000 INFO worker ready",
    "Jan 27 09:00:07 host sshd[1]: closed",
  ]

  @Test func everyFormatMergesByItsTimes() throws {
    let files = try Self.logs.map { log in
      let file = try TemporaryFile(named: log.name, log.lines.joined(separator: "\n") + "\n")
      // Written in June 2026: syslog's lines, with no year, are of 2026 whenever this runs.
      var times = [
        timeval(tv_sec: 1_780_272_000, tv_usec: 0), timeval(tv_sec: 1_780_272_000, tv_usec: 0),
      ]
      #expect(utimes(file.path, &times) == 0)
      return file
    }
    let pilot = try Pilot(["--merge"] + files.map(\.path), size: Size(columns: 100, rows: 20))
    pilot.settle()
    #expect(pilot.screen.pages.count == 1, "every log told its times")
    #expect(MergeAppTests.shown(pilot) == Self.order, "\(MergeAppTests.shown(pilot))")
  }
}
