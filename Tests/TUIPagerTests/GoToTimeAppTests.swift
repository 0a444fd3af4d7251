import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `:goto TIME` in the program: a log goes to the first line of that time or later, by a date
/// and time, a time on the top line's day, or a span from the end; text that is no log, or a
/// time past the end, is told.
@Suite struct GoToTimeAppTests {
  /// A web server's log: a line every 30 seconds from 08:00:00 on 2024-01-26, in UTC, with
  /// an error and its stack trace every twentieth line.
  static func log(lines: Int = 400) -> String {
    var text = ""
    for index in 0..<lines {
      let seconds = index * 30
      let time = "\(pad(8 + seconds / 3600)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))"
      text += "2024-01-26T\(time)Z INFO request \(index)\n"
      if index % 20 == 0 { text += "  at handler()\n  at server()\n" }
    }
    return text
  }

  static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  static func goTo(_ time: String, in pilot: Pilot) {
    pilot.press(.character(":"), .character("g"))
    for character in "oto \(time)" { pilot.press(.character(character)) }
    pilot.press(.enter)
  }

  static func top(_ pilot: Pilot) -> String { pilot.lines[pilot.firstTextRow] }

  @Test func aDateAndTimeGoesToItsFirstLine() throws {
    let file = try TemporaryFile(named: "access.log", Self.log())
    let pilot = try Pilot([file.path], size: Size(columns: 80, rows: 12))
    Self.goTo("2024-01-26T09:15:00Z", in: pilot)
    #expect(Self.top(pilot).hasPrefix("2024-01-26T09:15:00Z INFO request 150"), "\(pilot.lines)")
    // Between two lines: the later one.
    Self.goTo("2024-01-26T09:15:10Z", in: pilot)
    #expect(Self.top(pilot).hasPrefix("2024-01-26T09:15:30Z INFO request 151"), "\(pilot.lines)")
  }

  @Test func aTimeOfDayIsOnTheTopLinesDayAndASpanCountsFromTheEnd() throws {
    let file = try TemporaryFile(named: "access.log", Self.log())
    let pilot = try Pilot([file.path], size: Size(columns: 80, rows: 12))
    Self.goTo("08:30", in: pilot)
    #expect(Self.top(pilot).hasPrefix("2024-01-26T08:30:00Z INFO request 60"), "\(pilot.lines)")
    // The last line is at 11:19:30: five minutes before is 11:14:30.
    Self.goTo("-5m", in: pilot)
    #expect(Self.top(pilot).hasPrefix("2024-01-26T11:14:30Z INFO request 389"), "\(pilot.lines)")
  }

  @Test func textThatIsNoLogAndATimePastTheEndAreTold() throws {
    let file = try TemporaryFile(named: "access.log", Self.log())
    let pilot = try Pilot([file.path], size: Size(columns: 80, rows: 12))
    Self.goTo("2024-01-27 00:00", in: pilot)
    #expect(pilot.lines.last?.contains("No line at that time or later") == true, "\(pilot.lines)")
    #expect(Self.top(pilot).hasPrefix("2024-01-26T08:00:00Z"), "the page stays")
    let prose = try TemporaryFile(named: "notes.txt", "Dear reader,\nno times here.\n")
    let other = try Pilot([prose.path], size: Size(columns: 80, rows: 12))
    Self.goTo("08:30", in: other)
    #expect(other.lines.last?.contains("No times in this tab's first lines") == true)
    Self.goTo("soon", in: other)
    #expect(other.lines.last?.contains("Not a time: soon") == true, "\(other.lines)")
  }
}
