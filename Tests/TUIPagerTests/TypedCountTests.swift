import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The number typed before a command: every sequence of a small alphabet of keys and pauses,
/// with one tab and with several, against a model written apart from it.
@Suite struct TypedCountTests {
  /// What a test does next: a key, or time passing.
  enum Move: Equatable, CustomStringConvertible {
    case key(TypedCount.Press)
    case wait(Double)

    var description: String {
      switch self {
      case .key(.digit(let digit)): "\(digit)"
      case .key(.erase): "⌫"
      case .key(.cancel): "^C"
      case .key(.command(let takes)): takes ? "G" : "x"
      case .wait(let milliseconds): "~\(Int(milliseconds))"
      }
    }
  }

  /// What the run loop sees happen: the step of each key, the jumps digits made on their own.
  enum Seen: Equatable {
    case step(TypedCount.Step)
    case expired(digit: Int)
  }

  static let alphabet: [Move] = [
    .key(.digit(1)), .key(.digit(0)), .key(.digit(7)), .key(.erase), .key(.cancel),
    .key(.command(takesCount: true)), .key(.command(takesCount: false)),
    .wait(TypedCount.moment - 1), .wait(TypedCount.moment),
  ]

  /// Every sequence of `length` moves of the alphabet.
  static func sequences(_ length: Int) -> [[Move]] {
    (0..<length).reduce([[]]) { sequences, _ in
      sequences.flatMap { sequence in alphabet.map { sequence + [$0] } }
    }
  }

  /// Runs `moves` as the loop does: before each key, and as time passes, digits left alone too
  /// long are expired.
  static func run(_ moves: [Move], jumpsToTabs: Bool) -> (seen: [Seen], count: TypedCount) {
    var count = TypedCount()
    var now = Instant.zero
    var seen: [Seen] = []
    func expire() {
      if let digit = count.expire(jumpsToTabs: jumpsToTabs, at: now) {
        seen.append(.expired(digit: digit))
      }
    }
    for move in moves {
      switch move {
      case .wait(let milliseconds):
        // The loop wakes at the deadline, not only at the end of the wait.
        if let due = count.deadline(jumpsToTabs: jumpsToTabs),
          due.milliseconds <= now.milliseconds + milliseconds
        {
          now = due
          expire()
        }
        now = Instant(milliseconds: now.milliseconds + milliseconds)
      case .key(let press):
        expire()
        seen.append(.step(count.take(press, jumpsToTabs: jumpsToTabs, at: now)))
      }
    }
    return (seen, count)
  }

  /// The model: digits as a string with the time of the last, rules as the user guide states them.
  static func model(_ moves: [Move], jumpsToTabs: Bool) -> (seen: [Seen], echo: String?) {
    var typed = ""
    var last = 0.0
    var now = 0.0
    var seen: [Seen] = []
    func tab() -> Int? { typed.last.flatMap { $0 == "0" ? nil : $0.wholeNumberValue } }
    for move in moves {
      if jumpsToTabs, !typed.isEmpty, case .wait(let pause) = move, now + pause >= last + 500 {
        if let tab = tab() { seen.append(.expired(digit: tab)) }
        typed = ""
      }
      switch move {
      case .wait(let pause): now += pause
      case .key(.digit(let digit)):
        typed += String(digit)
        last = now
        seen.append(.step(.typed))
      case .key(.erase):
        seen.append(.step(typed.isEmpty ? .acts(count: nil) : .typed))
        if !typed.isEmpty { typed.removeLast() }
      case .key(.cancel):
        seen.append(.step(typed.isEmpty ? .acts(count: nil) : .cancelled))
        typed = ""
      case .key(.command(let takes)):
        if typed.isEmpty {
          seen.append(.step(.acts(count: nil)))
        } else if takes {
          seen.append(.step(.acts(count: Int(typed))))
        } else {
          seen.append(.step(jumpsToTabs ? .jumpsThenActs(digit: tab()) : .acts(count: nil)))
        }
        typed = ""
      }
    }
    return (seen, typed.isEmpty ? nil : ":" + typed)
  }

  @Test(arguments: [false, true])
  func everySequenceOfFiveMovesActsAsTheModelSays(jumpsToTabs: Bool) {
    var checked = 0
    for sequence in Self.sequences(5) {
      let (seen, count) = Self.run(sequence, jumpsToTabs: jumpsToTabs)
      let model = Self.model(sequence, jumpsToTabs: jumpsToTabs)
      guard seen == model.seen, count.echo == model.echo else {
        Issue.record("\(sequence): \(seen) \(count.echo ?? "-"), model \(model)")
        return
      }
      checked += 1
    }
    #expect(checked == (0..<5).reduce(1) { product, _ in product * Self.alphabet.count })
  }

  @Test func withOneTabDigitsNeverJumpHoweverLongTheyWait() {
    var count = TypedCount()
    _ = count.take(.digit(3), jumpsToTabs: false, at: .zero)
    #expect(count.deadline(jumpsToTabs: false) == nil)
    #expect(count.expire(jumpsToTabs: false, at: Instant(milliseconds: 60_000)) == nil)
    #expect(count.echo == ":3")
    #expect(
      count.take(.command(takesCount: true), jumpsToTabs: false, at: .zero) == .acts(count: 3))
  }

  @Test func withSeveralTabsDigitsJumpAfterTheMomentAndNotBefore() {
    var count = TypedCount()
    _ = count.take(.digit(2), jumpsToTabs: true, at: Instant(milliseconds: 100))
    _ = count.take(.digit(4), jumpsToTabs: true, at: Instant(milliseconds: 300))
    // The moment runs from the last digit.
    #expect(count.deadline(jumpsToTabs: true) == Instant(milliseconds: 300 + TypedCount.moment))
    #expect(count.expire(jumpsToTabs: true, at: Instant(milliseconds: 799)) == nil)
    #expect(count.echo == ":24")
    #expect(count.expire(jumpsToTabs: true, at: Instant(milliseconds: 800)) == 4)
    #expect(count.isEmpty)
  }

  @Test func aLongNumberStopsAtTheLargestCount() {
    var count = TypedCount()
    for _ in 0..<30 { _ = count.take(.digit(9), jumpsToTabs: false, at: .zero) }
    #expect(count.value == TypedCount.largest)
  }
}
