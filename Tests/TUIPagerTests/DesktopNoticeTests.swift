import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Notices for the desktop (`--notify`): the sequences in each form, what chooses the form, and
/// when the program sends one: a command tab ended, or a followed file stopped growing, while
/// the user read another tab.
@Suite struct DesktopNoticeTests {
  @Test func eachFormAsTheTerminalsTakeIt() {
    let notice = DesktopNotice(title: "TUIPager: make", body: "failed: exit status 2")
    #expect(
      notice.sequence(.osc777, insideTmux: false)
        == "\u{1B}]777;notify;TUIPager: make;failed: exit status 2\u{07}")
    #expect(
      notice.sequence(.osc9, insideTmux: false)
        == "\u{1B}]9;TUIPager: make: failed: exit status 2\u{07}")
    #expect(
      notice.sequence(.osc9, insideTmux: true)
        == "\u{1B}Ptmux;\u{1B}\u{1B}]9;TUIPager: make: failed: exit status 2\u{07}\u{1B}\\",
      "wrapped for tmux to pass through, its one ESC doubled")
  }

  @Test func aHostileTitleSendsNothingButTheNotice() {
    let notice = DesktopNotice(
      title: "a\u{1B}]52;c;ZXZpbA==\u{07};b\u{9B}c\u{7F}", body: "x\ny;z")
    let sequence = notice.sequence(.osc777, insideTmux: false)
    #expect(sequence == "\u{1B}]777;notify;a]52,c,ZXZpbA==,bc;xy;z\u{07}")
    #expect(sequence.unicodeScalars.count { $0.value < 0x20 } == 2, "its own ESC and BEL alone")
    let long = DesktopNotice(title: String(repeating: "t", count: 500), body: "")
    #expect(long.sequence(.osc9, insideTmux: false).count == DesktopNotice.longest + 7)
  }

  @Test(arguments: [
    (["TERM_PROGRAM": "WezTerm"], DesktopNotice.Form.osc777),
    (["TERM_PROGRAM": "ghostty"], .osc777), (["TERM": "xterm-ghostty"], .osc777),
    (["TERM": "rxvt-unicode-256color"], .osc777), (["TERM": "foot"], .osc777),
    (["TERM_PROGRAM": "iTerm.app"], .osc9), (["TERM": "xterm-kitty"], .osc9),
    (["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "LC_TERMINAL": "iTerm2"], .osc9),
  ])
  func autoChoosesTheFormTheTerminalTakes(variables: [String: String], form: DesktopNotice.Form) {
    #expect(DesktopNotice.form(.auto, variables: variables) == form)
    #expect(DesktopNotice.form(.never, variables: variables) == nil)
  }

  @Test func anUnknownTerminalGetsNoneUnlessAsked() {
    for variables in [
      ["TERM": "xterm-256color"], ["TERM": "linux"], ["TERM": "tmux-256color"], [:],
    ] {
      #expect(DesktopNotice.form(.auto, variables: variables) == nil, "\(variables)")
      #expect(DesktopNotice.form(.osc777, variables: variables) == .osc777)
      #expect(DesktopNotice.form(.osc9, variables: variables) == .osc9)
    }
  }

  @Test func aFollowedFileIsToldOfOnceStillAndAgainOnlyAfterItIsSeen() {
    var notices = TabNotices(form: .osc9)
    let tabs = TabList(count: 3)
    let (first, second) = (tabs[1], tabs[2])
    let start = Instant.zero
    notices.grew(first, shown: false, at: start)
    notices.grew(second, shown: true, at: start)
    #expect(notices.millisecondsToNextStill(at: start.advanced(by: 1000)) == 2000)
    #expect(notices.takeStilled(at: start.advanced(by: 2999), in: tabs).isEmpty)
    notices.grew(first, shown: false, at: start.advanced(by: 2000))
    #expect(notices.takeStilled(at: start.advanced(by: 4999), in: tabs).isEmpty, "it grew again")
    #expect(notices.takeStilled(at: start.advanced(by: 5000), in: tabs) == [first])
    #expect(notices.millisecondsToNextStill(at: start.advanced(by: 5000)) == nil)
    notices.grew(first, shown: false, at: start.advanced(by: 6000))
    #expect(notices.takeStilled(at: start.advanced(by: 9000), in: tabs).isEmpty, "told already")
    notices.seen(first)
    notices.grew(first, shown: false, at: start.advanced(by: 10000))
    #expect(notices.takeStilled(at: start.advanced(by: 13000), in: tabs) == [first])
    var off = TabNotices(form: nil)
    off.grew(first, shown: false, at: start)
    #expect(off.millisecondsToNextStill(at: start) == nil, "--notify never: nothing waits")
  }

  // MARK: The program

  @Test func aCommandThatEndsUnseenIsToldOfAndOneSeenIsNot() throws {
    let file = try TemporaryFile(named: "notes.txt", "notes\n")
    let pilot = try Pilot(
      [file.path, "--command", "sleep 0.3; echo built; exit 2", "--command", "echo quick"]
    ) { $0.noticeForm = .osc777 }
    pilot.waitUntil { _ in pilot.terminal.notices.count == 2 }
    let told = pilot.terminal.notices.map(\.notice)
    #expect(
      Set(told) == [
        DesktopNotice(
          title: "TUIPager: sleep 0.3; echo built; exit 2", body: "failed: exit status 2"),
        DesktopNotice(title: "TUIPager: echo quick", body: "finished"),
      ], "\(told)")
    #expect(pilot.terminal.notices.allSatisfy { $0.form == .osc777 })
    let shown = try Pilot(["--command", "echo here"]) { $0.noticeForm = .osc777 }
    shown.waitUntil { $0.contains { $0.contains("✓") } }
    shown.settle()
    #expect(shown.terminal.notices.isEmpty, "the tab read was seen ending")
    let never = try Pilot([file.path, "--command", "echo quiet"])
    never.waitUntil { $0.contains { $0.contains("✓") } }
    #expect(never.terminal.notices.isEmpty, "no form: no notice")
  }

  @Test func aWatchedCommandsRunsAreNoNotices() throws {
    let file = try TemporaryFile(named: "notes.txt", "notes\n")
    let pilot = try Pilot([file.path, "--watch", "1", "--command", "echo tick"]) {
      $0.noticeForm = .osc777
    }
    for run in 1...3 {
      pilot.waitUntil { _ in pilot.screen.pages[1].run.map { $0.number >= run } == true }
      pilot.pause(1000)
    }
    #expect(pilot.terminal.notices.isEmpty, "\(pilot.terminal.notices)")
  }

  @Test func aFollowedFileThatStopsGrowingUnseenIsToldOfOnce() throws {
    let notes = try TemporaryFile(named: "notes.txt", "notes\n")
    let log = try TemporaryFile(named: "build.log", "start\n")
    let pilot = try Pilot(["--follow", notes.path, log.path]) { $0.noticeForm = .osc9 }
    append("step 1\n", to: log.path)
    pilot.waitUntil { _ in pilot.screen.pages[1].hasNews }
    #expect(pilot.terminal.notices.isEmpty, "not still yet")
    // The program wakes when the file will have been still long enough, and not before.
    pilot.waitUntil { _ in (pilot.clock.waits.last ?? -1) >= 0 }
    #expect(
      (TabNotices.quietPeriod - 100...TabNotices.quietPeriod).contains(pilot.clock.waits.last!))
    pilot.pause(TabNotices.quietPeriod)
    #expect(
      pilot.terminal.notices.map(\.notice) == [
        DesktopNotice(title: "TUIPager: build.log", body: "stopped growing")
      ])
    append("step 2\n", to: log.path)
    pilot.waitUntil { _ in (pilot.screen.pages[1].document?.lineCount ?? 0) >= 3 }
    pilot.settle()
    #expect(pilot.clock.waits.last == -1, "asleep: nothing more to tell")
    #expect(pilot.terminal.notices.count == 1, "once until the tab is seen")
    pilot.press(.tab)
    pilot.press(.backTab)
    append("step 3\n", to: log.path)
    pilot.waitUntil { _ in (pilot.screen.pages[1].document?.lineCount ?? 0) >= 4 }
    pilot.waitUntil { _ in (pilot.clock.waits.last ?? -1) >= 0 }
    pilot.pause(TabNotices.quietPeriod)
    #expect(pilot.terminal.notices.count == 2, "seen, then grown again unseen")
  }
}
