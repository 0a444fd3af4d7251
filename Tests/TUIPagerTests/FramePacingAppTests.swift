import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Frames of a slide through the whole program in-process: the key's own frame is already a
/// frame along, frames fall on deadlines a sixtieth of a second apart whatever drawing takes, a
/// late one is skipped, and the last lands on the target.
@Suite struct FramePacingAppTests {
  /// A frame drawn, and when: the fake clock's time as the drawing began.
  struct Drawn {
    let at: Double
    let lines: [String]
  }

  /// Presses → on the menu preset with a slide of `duration` ms, lets it settle, and returns
  /// the frames drawn from the key's on; drawing takes `drawing` ms of the fake clock.
  static func slide(
    duration: Int, drawing: Double = 0
  ) throws -> (start: [String], drawn: [Drawn], waits: [Double]) {
    let pilot = try Pilot(["--duration", "\(duration)"])
    let start = pilot.lines
    var drawn: [Drawn] = []
    pilot.terminal.whileDrawing = { [clock = pilot.clock, terminal = pilot.terminal] in
      drawn.append(Drawn(at: clock.now().milliseconds, lines: terminal.frames.last!.lines))
      clock.advance(by: drawing)
    }
    let before = pilot.clock.waits.count
    pilot.press(.right)
    pilot.settle()
    return (start, drawn, Array(pilot.clock.waits.dropFirst(before)))
  }

  /// The frames in `drawn` that differ from the one before them (the first from `start`).
  static func distinct(_ drawn: [Drawn], after start: [String]) -> [Drawn] {
    var previous = start
    return drawn.filter { frame in
      defer { previous = frame.lines }
      return frame.lines != previous
    }
  }

  @Test func aSlideOf250MillisecondsShows15FramesTheLastOnTarget() throws {
    let (start, drawn, _) = try Self.slide(duration: 250)
    let shown = Self.distinct(drawn, after: start)
    #expect(shown.count == 15)
    #expect(shown.first?.at == 0, "the key's own frame moves")
    for (index, frame) in shown.enumerated() {
      #expect(abs(frame.at - Double(index) * FramePacer.interval) < 0.001, "frame \(index)")
    }
    #expect(AppTests.showsMenuPage(1, shown.last!.lines))
    #expect(shown.last!.at < 250 - FramePacer.interval + 0.001)
  }

  @Test(arguments: [100, 150, 240, 300])
  func everySlideEndsOnItsTargetInAFrameEvery16Point7Milliseconds(duration: Int) throws {
    let (start, drawn, _) = try Self.slide(duration: duration)
    let shown = Self.distinct(drawn, after: start)
    let frames = (Double(duration) / FramePacer.interval).rounded(.up)
    #expect(Double(shown.count) == frames)
    #expect(AppTests.showsMenuPage(1, shown.last!.lines))
    let gaps = zip(shown, shown.dropFirst()).map { $1.at - $0.at }
    #expect(gaps.allSatisfy { abs($0 - FramePacer.interval) < 0.001 })
  }

  @Test func drawingTimeComesOutOfTheWait() throws {
    let (start, drawn, waits) = try Self.slide(duration: 250, drawing: 5)
    // Each wait is the time left to the next deadline: a frame less the 5 ms of drawing.
    let moving = waits.dropLast()
    #expect(!moving.isEmpty)
    #expect(moving.allSatisfy { abs($0 - (FramePacer.interval - 5)) < 0.001 }, "\(waits)")
    #expect(waits.last == -1, "asleep once the slide is over")
    let shown = Self.distinct(drawn, after: start)
    #expect(shown.count == 15, "still a frame every 16.7 ms, not every 21.7")
    #expect(AppTests.showsMenuPage(1, shown.last!.lines))
  }

  @Test func aFrameThatTakesTooLongIsSkippedNotQueued() throws {
    // Drawing takes 30 ms: every other deadline has passed when a frame is done.
    let (start, drawn, _) = try Self.slide(duration: 250, drawing: 30)
    let shown = Self.distinct(drawn, after: start)
    #expect(shown.count == 8)
    // The key is read once the frame before it is drawn: its own frame starts the deadlines.
    let key = shown[0].at
    for (index, frame) in shown.enumerated() {
      let due = key + Double(2 * index) * FramePacer.interval
      #expect(abs(frame.at - due) < 0.001, "frame \(index)")
    }
    #expect(AppTests.showsMenuPage(1, shown.last!.lines))
  }

  @Test func aClickMovesThePagesInItsOwnFrame() throws {
    let pilot = try Pilot(["--duration", "250"])
    let before = pilot.lines
    pilot.click(column: 37, row: 1)
    #expect(pilot.lines != before && !AppTests.showsMenuPage(0, pilot.lines))
    #expect(!AppTests.showsMenuPage(1, pilot.lines), "a frame along, not there yet")
    pilot.settle()
    #expect(AppTests.showsMenuPage(1, pilot.lines))
  }
}
