import Testing

@testable import PagerReader

/// A file's format and offset decided from its first lines: logs as programs write them, and
/// text that has times here and there but is no log.
@Suite struct LogTimestampDetectorTests {
  static func layout(_ text: String) -> LogTimestampLayout? {
    LogTimestampDetector.layout(of: LogLine.sample(text))
  }

  @Test func nginxAccessLog() {
    let log = """
      203.0.113.9 - - [26/Jan/2024:08:59:12 +0100] "GET / HTTP/1.1" 200 612 "-" "curl/8.5.0"
      203.0.113.9 - - [26/Jan/2024:08:59:13 +0100] "GET /favicon.ico HTTP/1.1" 404 153 "-" "curl/8.5.0"
      198.51.100.23 - alice [26/Jan/2024:08:59:12 +0100] "POST /login HTTP/1.1" 302 0 "-" "Mozilla/5.0"
      203.0.113.9 - - [26/Jan/2024:08:59:15 +0100] "GET /app.js HTTP/1.1" 200 10240 "/" "Mozilla/5.0"
      """
    #expect(Self.layout(log) == LogTimestampLayout(format: .commonLog, offset: 17))
  }

  /// An app's log whose stack traces outnumber its records: the frames are indented, and only
  /// the exception's lines are counted against it.
  @Test func javaAppLogWithStackTraces() {
    let log = """
      2024-01-26 08:59:12.345 [main] INFO  com.example.App - Starting App v1.2
      2024-01-26 08:59:12.512 [main] INFO  com.example.Db - Connected to db
      2024-01-26 08:59:13.001 [http-1] ERROR com.example.Api - Request failed
      java.lang.IllegalStateException: boom
      \tat com.example.Api.handle(Api.java:42)
      \tat com.example.Server.run(Server.java:17)
      \tat java.base/java.lang.Thread.run(Thread.java:1583)
      Caused by: java.io.IOException: connection reset
      \tat com.example.Net.read(Net.java:9)
      \t... 3 more
      2024-01-26 08:59:13.050 [http-1] WARN  com.example.Api - Retrying
      2024-01-26 08:59:14.000 [main] INFO  com.example.App - Ready

      """
    let lines = LogLine.sample(log)
    #expect(lines.filter { !$0.isEmpty }.count > 2 * 5, "fewer than half the lines have a time")
    #expect(Self.layout(log) == LogTimestampLayout(format: .iso8601))
  }

  @Test func pythonLogWithATraceback() {
    let log = """
      2024-01-26 08:59:12,345 - app - INFO - Starting
      2024-01-26 08:59:12,400 - app.db - ERROR - Query failed
      Traceback (most recent call last):
        File "app.py", line 10, in <module>
          main()
        File "app.py", line 6, in main
          raise ValueError("bad row")
      ValueError: bad row
      2024-01-26 08:59:13,000 - app - INFO - Exiting
      """
    #expect(Self.layout(log) == LogTimestampLayout(format: .iso8601))
  }

  @Test func syslogAndJournal() {
    let syslog = """
      Jan 26 08:59:12 web sshd[812]: Accepted publickey for alice from 203.0.113.9 port 50122
      Jan 26 08:59:12 web systemd-logind[401]: New session 7 of user alice.
      Jan 26 09:00:01 web CRON[9001]: (root) CMD (run-parts /etc/cron.hourly)
      Jan 26 09:00:01 web kernel: [12345.678901] usb 1-1: new high-speed USB device
      """
    #expect(Self.layout(syslog) == LogTimestampLayout(format: .syslog))
    // journalctl's header and boot lines quote a time of another format: still syslog.
    let journal = """
      -- Logs begin at Fri 2024-01-26 08:00:00 CET, end at Fri 2024-01-26 09:10:00 CET. --
      Jan 26 08:59:12 web systemd[1]: Starting nginx.service - A high performance web server...
      Jan 26 08:59:12 web nginx[812]: nginx: [warn] conflicting server name "_" on 0.0.0.0:80
      Jan 26 08:59:13 web systemd[1]: Started nginx.service - A high performance web server.
      -- Boot 1a2b3c4d5e6f --
      Jan 26 09:01:00 web kernel: Linux version 6.1.0-17-amd64
      """
    #expect(Self.layout(journal) == LogTimestampLayout(format: .syslog))
    let shortISO = """
      2024-01-26T08:59:12+0100 web systemd[1]: Starting nginx.service...
      2024-01-26T08:59:13+0100 web systemd[1]: Started nginx.service.
      """
    #expect(Self.layout(shortISO) == LogTimestampLayout(format: .iso8601))
    let rfc5424 = """
      <165>1 2024-01-26T08:59:12.003Z web app 812 ID47 - started
      <165>1 2024-01-26T08:59:13.003Z web app 812 ID47 - ready
      <34>1 2024-01-26T08:59:14.003Z web su - - - 'su root' failed for alice
      """
    #expect(Self.layout(rfc5424) == LogTimestampLayout(format: .iso8601, offset: 7))
  }

  @Test func otherServersAndRuntimes() {
    let nginxErrors = """
      2024/01/26 08:59:12 [notice] 812#812: using the "epoll" event method
      2024/01/26 08:59:12 [error] 813#813: *5 open() "/srv/x" failed (2: No such file)
      """
    #expect(Self.layout(nginxErrors) == LogTimestampLayout(format: .slashedDate))
    let apacheErrors = """
      [Fri Jan 26 08:59:12.345678 2024] [mpm_event:notice] [pid 812:tid 1] AH00489: resuming
      [Fri Jan 26 08:59:13.000001 2024] [core:error] [pid 813:tid 2] AH00037: Symbolic link
      """
    #expect(Self.layout(apacheErrors) == LogTimestampLayout(format: .syslog, offset: 5))
    // java.util.logging: two lines a record, the second without a time, an exception after.
    let jul = """
      Jan 26, 2024 8:59:12 AM com.example.Main start
      INFO: Starting
      Jan 26, 2024 8:59:13 AM com.example.Main load
      WARNING: Slow disk
      Jan 26, 2024 8:59:14 AM com.example.Main run
      SEVERE: Failed
      java.lang.IllegalStateException: boom
      \tat com.example.Main.run(Main.java:12)
      """
    #expect(Self.layout(jul) == LogTimestampLayout(format: .javaUtilLogging))
    let epoch = """
      1706259552.120 GET / 200
      1706259552.480 GET /a 404
      1706259553.001 POST /b 201
      """
    #expect(Self.layout(epoch) == LogTimestampLayout(format: .epoch))
  }

  /// Prefixes of different lengths: the offset most lines have.
  @Test func theMostUsualOffset() {
    let log = """
      [INFO] 2024-01-26 08:59:12 starting
      [INFO] 2024-01-26 08:59:12 listening on :8080
      [WARNING] 2024-01-26 08:59:13 slow request
      [INFO] 2024-01-26 08:59:14 done
      """
    #expect(Self.layout(log) == LogTimestampLayout(format: .iso8601, offset: 7))
  }

  /// A syslog relay's time and the time the message carries: the first in the line wins.
  @Test func ofTwoFormatsInEveryLineTheFirst() {
    let log = """
      Jan 26 08:59:12 relay app: 2024-01-26T08:59:11.900Z INFO started
      Jan 26 08:59:13 relay app: 2024-01-26T08:59:12.950Z INFO ready
      """
    #expect(Self.layout(log) == LogTimestampLayout(format: .syslog))
  }

  @Test func textThatIsNoLog() {
    let texts = [
      (
        "a CSV of dates",
        """
        id,date,amount
        1,2024-01-26,12.50
        2,2024-01-27,8.00
        3,2024-01-29,3.25
        """
      ),
      (
        "prose quoting a time",
        """
        The release went out on 2024-01-26 08:59:12 after a long night.
        Nobody noticed the migration had not run, and the next morning
        the support queue was full. We rolled back by noon.
        """
      ),
      (
        "Swift source",
        """
        import Foundation

        // Generated 2024-01-26 08:59:12 by the build.
        struct Entry {
          let time: Date
          let message: String
        }

        func parse(_ line: String) -> Entry? {
          nil
        }
        """
      ),
      (
        "git log",
        """
        commit 0f753e7c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a
        Author: Alice <alice@example.com>
        Date:   Fri Jan 26 08:59:12 2024 +0100

            Tables: the first frame costs less

        commit 68aadca1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7
        Author: Bob <bob@example.com>
        Date:   Thu Jan 25 17:01:02 2024 +0100

            Tables: workers measure every cell
        """
      ),
      (
        "Python's logging without asctime",
        """
        WARNING:root:disk almost full
        INFO:app:started
        ERROR:app.db:query failed
        """
      ),
      ("nothing", ""),
      ("blank lines", "\n   \n\t\n"),
    ]
    for (name, text) in texts {
      #expect(Self.layout(text) == nil, "\(name)")
    }
  }

  /// Numbers that read as epoch seconds in every line, but whose times jump back and forth:
  /// phone numbers, not a log.
  @Test func timesThatDoNotGoForwardAreNoLog() {
    let phones = """
      2125551234,Alice,New York
      3105559876,Bob,Los Angeles
      1415555012,Carol,San Francisco
      3125550199,Dan,Chicago
      2065550147,Eve,Seattle
      """
    for line in LogLine.sample(phones) {
      #expect(
        line.withUnsafeBufferPointer { LogTimestampFormat.epoch.firstTimestamp(in: $0) } != nil)
    }
    #expect(Self.layout(phones) == nil)
    // An access log's lines a little out of order (written as each request ends) still count.
    let access = """
      10.0.0.1 - - [26/Jan/2024:08:59:12 +0100] "GET /big HTTP/1.1" 200 99999
      10.0.0.2 - - [26/Jan/2024:08:58:40 +0100] "GET /slow HTTP/1.1" 200 12
      10.0.0.3 - - [26/Jan/2024:08:59:13 +0100] "GET / HTTP/1.1" 200 612
      10.0.0.1 - - [26/Jan/2024:08:59:02 +0100] "GET /report HTTP/1.1" 200 5120
      """
    #expect(Self.layout(access) == LogTimestampLayout(format: .commonLog, offset: 14))
  }

  /// A CSV whose rows start with a date and time is taken as a log: merged by time, it reads
  /// as one, in order of its rows.
  @Test func aCSVOfEventsIsALog() {
    let events = """
      time,user,event
      2024-01-26 08:59:12,alice,login
      2024-01-26 08:59:40,bob,login
      2024-01-26 09:03:02,alice,logout
      """
    #expect(Self.layout(events) == LogTimestampLayout(format: .iso8601))
  }

  /// Half the records with a time is enough; fewer is not.
  @Test func theShareOfRecordsWithATime() {
    let half = "2024-01-26 08:59:12 a\nplain\n2024-01-26 08:59:13 b\nplain"
    #expect(Self.layout(half) == LogTimestampLayout(format: .iso8601))
    let less = "2024-01-26 08:59:12 a\nplain\nplain\n2024-01-26 08:59:13 b\nplain"
    #expect(Self.layout(less) == nil)
  }

  /// Only the first ``LogTimestampDetector/sampleLines`` lines are looked at.
  @Test func theSampleIsTheFirst200Lines() {
    let prose = Array(repeating: "Just words, no times at all.", count: 200)
    let log = (0..<300).map { "2024-01-26 08:59:\(10 + $0 % 40) line \($0)" }
    #expect(LogTimestampDetector.layout(of: (prose + log).map { Array($0.utf8) }) == nil)
    #expect(
      LogTimestampDetector.layout(of: (prose.prefix(40) + log).map { Array($0.utf8) })
        == LogTimestampLayout(format: .iso8601))
  }
}
