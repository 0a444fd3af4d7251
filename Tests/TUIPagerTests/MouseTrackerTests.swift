import CNcursesw
import Testing

@testable import PagerProgram

/// ncurses' mouse reports, as `getmouse` fills them in, turned into the program's mouse events.
@Suite struct MouseTrackerTests {
  private static let motion = cn_report_mouse_position()

  /// The actions behind a report of `state` at column 7, row 3, every one of them at that cell.
  private static func actions(_ tracker: inout MouseTracker, _ state: mmask_t) -> [MouseAction] {
    let events = tracker.events(for: MEVENT(id: 0, x: 7, y: 3, z: 0, bstate: state))
    #expect(events.allSatisfy { $0.column == 7 && $0.row == 3 })
    return events.map(\.action)
  }

  @Test func pressAndReleaseOfEachButton() {
    var tracker = MouseTracker()
    for (number, button) in [(Int32(1), MouseButton.left), (2, .middle), (3, .right)] {
      #expect(Self.actions(&tracker, cn_button_pressed(number)) == [.press(button)])
      #expect(Self.actions(&tracker, cn_button_released(number)) == [.release(button)])
    }
  }

  @Test func aClickIsAPressThenAReleaseAtItsCell() {
    var tracker = MouseTracker()
    let events = tracker.events(for: MEVENT(id: 0, x: 60, y: 1, z: 0, bstate: cn_button_clicked(1)))
    #expect(
      events == [
        MouseEvent(column: 60, row: 1, action: .press(.left)),
        MouseEvent(column: 60, row: 1, action: .release(.left)),
      ])
  }

  @Test func theWheelIsButtonsFourAndFive() {
    var tracker = MouseTracker()
    #expect(Self.actions(&tracker, cn_button_pressed(4)) == [.wheelUp])
    #expect(Self.actions(&tracker, cn_button_pressed(5)) == [.wheelDown])
  }

  @Test func motionAfterAPressIsADragOfThatButton() {
    var tracker = MouseTracker()
    #expect(Self.actions(&tracker, cn_button_pressed(3)) == [.press(.right)])
    #expect(Self.actions(&tracker, Self.motion) == [.drag(.right)])
    #expect(Self.actions(&tracker, Self.motion) == [.drag(.right)])
  }

  @Test func motionWithNoPressSeenStartsALeftDragThere() {
    var tracker = MouseTracker()
    // ncurses dropped the press that came in the same read as the first motion.
    #expect(Self.actions(&tracker, Self.motion) == [.press(.left), .drag(.left)])
    #expect(Self.actions(&tracker, Self.motion) == [.drag(.left)])
    #expect(Self.actions(&tracker, cn_button_released(1)) == [.release(.left)])
    // Released: the next motion starts over.
    #expect(Self.actions(&tracker, Self.motion) == [.press(.left), .drag(.left)])
  }

  @Test func aReportOfNothingUsedGivesNoEvent() {
    var tracker = MouseTracker()
    #expect(Self.actions(&tracker, 0).isEmpty)
  }
}
