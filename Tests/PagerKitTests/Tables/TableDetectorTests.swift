import Testing

@testable import PagerReader

/// `--columns auto` against a corpus: tables it must find, with their kind, and text that must
/// stay text (prose, man pages, logs, source code, diffs, git log).
@Suite struct TableDetectorTests {
  static func kind(_ text: String) -> TableKind? {
    TableDetector.kind(
      of: text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) },
      isWhole: true)
  }

  static let tables: [(String, TableKind, String)] = [
    (
      "plain CSV", .csv,
      """
      id,name,city,joined
      1,Alice,Paris,2021-03-04
      2,Bob,Berlin,2022-11-30
      3,Carol,Oslo,2023-01-15
      4,Dan,Rome,2024-07-01
      """
    ),
    (
      "CSV with quoted commas, quotes and a line end", .csv,
      """
      sku,description,price
      A-1,"Bolt, steel, 10 mm",0.12
      A-2,"Nut ""hex"" M10",0.05
      A-3,"Washer
      (zinc)",0.02
      A-4,Spring,1.50
      """
    ),
    (
      "pandas CSV with an unnamed index", .csv,
      """
      ,date,open,close
      0,2026-01-02,101.5,102.25
      1,2026-01-05,102.3,100.9
      2,2026-01-06,100.8,103.1
      """
    ),
    (
      "TSV export", .tsv,
      "gene\tchrom\tstart\tend\nBRCA1\tchr17\t43044295\t43125483\n"
        + "TP53\tchr17\t7661779\t7687550\nEGFR\tchr7\t55019017\t55211628\n"
    ),
    (
      "ps aux, a command ending as code does", .space,
      """
      USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
      root           1  0.0  0.1 169584 13200 ?        Ss   Dec01   0:09 /sbin/init splash
      root           2  0.0  0.0      0     0 ?        S    Dec01   0:00 [kthreadd]
      message+     812  0.1  0.0   9824  5432 ?        Ss   Dec01   1:02 /usr/bin/dbus-daemon --system
      alice       4242  2.5  1.9 812344 98765 pts/0    Sl+  10:02   0:31 vim notes.txt
      alice       4250  0.0  0.0   2480   512 pts/1    S+   10:05   0:00 awk {print $1}
      """
    ),
    (
      "df -h", .space,
      """
      Filesystem      Size  Used Avail Use% Mounted on
      udev            7.8G     0  7.8G   0% /dev
      tmpfs           1.6G  2.1M  1.6G   1% /run
      /dev/nvme0n1p2  468G  201G  244G  46% /
      tmpfs           7.8G  124M  7.7G   2% /dev/shm
      """
    ),
    (
      "docker ps", .space,
      """
      CONTAINER ID   IMAGE          COMMAND                  CREATED        STATUS        PORTS                  NAMES
      f2a3b4c5d6e7   nginx:1.25     "/docker-entrypoint.…"   2 hours ago    Up 2 hours    0.0.0.0:8080->80/tcp   web
      0a1b2c3d4e5f   postgres:16    "docker-entrypoint.s…"   3 days ago     Up 3 days     5432/tcp               db
      9f8e7d6c5b4a   redis:7        "docker-entrypoint.s…"   5 weeks ago    Up 5 weeks    6379/tcp               cache
      """
    ),
    (
      "kubectl get pods", .space,
      """
      NAME                                READY   STATUS    RESTARTS      AGE
      api-7d9c8b6f5-x2k4q                 1/1     Running   0             3d2h
      worker-5b8f7c9d4-7hj2m              1/1     Running   2 (5h ago)    3d2h
      redis-0                             1/1     Running   0             12d
      cron-28391040-abcde                 0/1     Completed 0             4m
      """
    ),
    ("dpkg -l, a legend above its header and a rule of runs", .space, AlignedColumnsRuleTests.dpkg),
    (
      "sqlite's column mode", .space,
      """
      id  name   city    joined
      --  -----  ------  ----------
      1   Alice  Paris   2021-03-04
      2   Bob    Berlin  2022-11-30
      3   Carol  Oslo    2023-01-15
      """
    ),
    (
      "psql aligned", .psql,
      """
       id | name  |  city  | balance
      ----+-------+--------+---------
        1 | Alice | Paris  |  120.50
        2 | Bob   | Berlin |   -3.00
        3 | Carol |        |    0.00
      (3 rows)

      """
    ),
    (
      "psql unicode, border 2", .psql,
      """
      ┌────┬───────┬────────┐
      │ id │ name  │  city  │
      ├────┼───────┼────────┤
      │  1 │ Alice │ Paris  │
      │  2 │ Bob   │ Berlin │
      │  3 │ Carol │ Oslo   │
      └────┴───────┴────────┘
      (3 rows)
      """
    ),
    (
      "mysql", .mysql,
      """
      +----+-------+--------+
      | id | name  | city   |
      +----+-------+--------+
      |  1 | Alice | Paris  |
      |  2 | Bob   | Berlin |
      |  3 | Carol | NULL   |
      +----+-------+--------+
      3 rows in set (0.00 sec)
      """
    ),
  ]

  static let texts: [(String, String)] = [
    (
      "prose with commas",
      """
      It was the best of times, it was the worst of times, it was the age of
      wisdom, it was the age of foolishness, it was the epoch of belief, it was
      the epoch of incredulity, it was the season of Light, it was the season of
      Darkness, it was the spring of hope, it was the winter of despair.
      """
    ),
    (
      "short sentences, one comma each",
      """
      Yes, we did.
      No, they left.
      Well, maybe.
      Sure, why not.
      """
    ),
    (
      "man page",
      """
      LS(1)                            User Commands                           LS(1)

      NAME
             ls - list directory contents

      SYNOPSIS
             ls [OPTION]... [FILE]...
      """
    ),
    (
      "syslog",
      """
      Dec  4 10:11:52 web1 sshd[812]: Accepted publickey for deploy from 10.0.0.5 port 51234 ssh2
      Dec  4 10:11:53 web1 sshd[812]: pam_unix(sshd:session): session opened for user deploy
      Dec  4 10:12:01 web1 CRON[901]: (root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)
      Dec  4 10:12:05 web1 kernel: [12345.678901] eth0: link up, 1000 Mbps, full duplex
      """
    ),
    (
      "nginx access log",
      """
      10.0.0.1 - - [04/Dec/2026:10:11:52 +0000] "GET / HTTP/1.1" 200 612 "-" "Mozilla/5.0 (X11; Linux x86_64)"
      10.0.0.2 - - [04/Dec/2026:10:11:53 +0000] "GET /a.css HTTP/1.1" 200 1024 "-" "curl/8.5.0"
      10.0.0.1 - - [04/Dec/2026:10:11:54 +0000] "POST /login HTTP/1.1" 302 0 "-" "Mozilla/5.0 (X11; Linux x86_64)"
      10.0.0.3 - - [04/Dec/2026:10:11:55 +0000] "GET /favicon.ico HTTP/1.1" 404 153 "-" "Mozilla/5.0"
      """
    ),
    (
      "JSON lines",
      """
      {"ts":"2026-12-04T10:11:52Z","level":"info","msg":"started","port":8080}
      {"ts":"2026-12-04T10:11:53Z","level":"info","msg":"request","path":"/"}
      {"ts":"2026-12-04T10:11:54Z","level":"warn","msg":"slow","ms":812}
      {"ts":"2026-12-04T10:11:55Z","level":"error","msg":"failed","code":500}
      """
    ),
    (
      "Swift source",
      """
      import PagerKit

      struct Point: Hashable {
        var x: Int, y: Int
        func moved(by dx: Int, _ dy: Int) -> Point { Point(x: x + dx, y: y + dy) }
      }
      """
    ),
    (
      "C source",
      """
      #include <stdio.h>
      int main(int argc, char **argv) {
          printf("%d, %s\\n", argc, argv[0]);
          return 0;
      }
      """
    ),
    (
      "Python calls with commas",
      """
      result = compute(a, b, c)
      total = add(x, y, z)
      print(result, total, sep=", ")
      values = zip(names, ages, cities)
      """
    ),
    (
      "unified diff",
      """
      diff --git a/data.csv b/data.csv
      index 3b18e51..a9c2f0d 100644
      --- a/data.csv
      +++ b/data.csv
      @@ -1,3 +1,3 @@
       id,name,city
      -1,Alice,Paris
      +1,Alice,Lyon
       2,Bob,Berlin
      """
    ),
    (
      "git log",
      """
      commit 4fc33f7a1b2c3d4e5f60718293a4b5c6d7e8f901
      Author: Ada Lovelace <ada@example.org>
      Date:   Fri Dec 4 10:16:03 2026 +0000

          Tables begin (issue 34): the --columns choice, rows of cells

      commit 14420b4c0ffee0ddba11deadbeef012345678901
      """
    ),
    (
      "git log --oneline",
      """
      4fc33f7 Tables begin, the columns choice and rows of cells
      14420b4 One way to treat control characters in a renderer
      dba7991 The loop indexes at most 256 KiB at a time
      afec5e1 README lnav benchmark measured again
      7be3f31 Revert the first frame reads no more than 64 KiB
      """
    ),
    (
      "Makefile with tab-indented recipes",
      "build:\n\tswift build\n\ntest:\n\tswift test --filter Tables\n\tswift format lint\n"
    ),
    (
      "Go source, tab-indented",
      "func main() {\n\tx := 1\n\ty := 2\n\tfmt.Println(x, y)\n}\n"
    ),
    (
      "too few lines of CSV",
      """
      a,b,c
      1,2,3
      4,5,6
      """
    ),
    (
      "CSV with uneven rows",
      """
      name,age
      Alice,30
      Bob,25,extra
      Carol,41
      Dan,19
      """
    ),
    (
      "markdown headings underlined",
      """
      Tables
      ======

      Rows and columns
      ----------------
      A text shown as a table keeps its header on top.
      """
    ),
    (
      "prose under a header and a rule of runs",
      """
      Name  Kind  Notes
      ----  ----  -----
      It was the best of times, it was the worst of times, it was the age of
      wisdom, it was the age of foolishness, it was the epoch of belief, it was
      the epoch of incredulity, it was the season of Light, it was the season of
      Darkness, it was the spring of hope, it was the winter of despair.
      """
    ),
    (
      "a legend over a rule of runs and prose",
      """
      Desired=Unknown/Install/Remove/Purge/Hold
      ||/ Name          Version
      +++-=============-==========
      Nothing is installed here yet, so this list is empty for now and
      the lines below the rule are a sentence or two of plain prose text
      that runs on across the columns the rule marks, as prose does,
      with words in every gap between them.
      """
    ),
    (
      "a markdown list",
      """
      - first item, with a comma
      - second item, with a comma
      - third item, with a comma
      - fourth item, with a comma
      """
    ),
  ]

  @Test(arguments: tables.indices) func findsTheTable(_ index: Int) {
    let (name, kind, text) = Self.tables[index]
    #expect(Self.kind(text) == kind, "\(name)")
  }

  @Test(arguments: texts.indices) func leavesTextAsText(_ index: Int) {
    let (name, text) = Self.texts[index]
    #expect(Self.kind(text) == nil, "\(name)")
  }

  @Test func theCorpusIsBigEnough() {
    #expect(Self.tables.count >= 10 && Self.texts.count >= 10)
    #expect(Set(Self.tables.map(\.1)) == Set(TableKind.allCases), "every kind is found once")
  }

  @Test func aSampleStopsAtItsLimitsSoTheRestDoesNotCount() {
    let rows = (1...200).map { "\($0),x\($0),\($0 * 3)" }
    let uneven = ["id,name,value"] + rows + ["not,the,same,count"]
    #expect(Self.kind(uneven.joined(separator: "\n")) == .csv, "the odd line is past 100")
    let short = ["id,name,value", "1,a,2", "2,b,4", "3,c,6", "4,d"]
    #expect(Self.kind(short.joined(separator: "\n")) == nil)
  }

  @Test func anOpenQuoteAtTheEndOfACutSampleIsLeftOut() {
    let lines = ["a,b", "1,2", "3,4", "5,6", "7,\"open"].map { Array($0.utf8) }
    #expect(TableDetector.kind(of: lines, isWhole: false) == .csv)
    #expect(TableDetector.kind(of: lines, isWhole: true) == nil)
  }
}
