import PagerKit
import TestSupport
import Testing

@testable import PagerProgram

/// The input decoder's table of key sequences, searched by halves: checked against a plain
/// look through every entry on random tables of short sequences over a small alphabet, where
/// sequences that begin others are common.
@Suite struct KeySequenceTableTests {
  static let keys: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown]

  @Test func findsWholeSequencesAndTellsTheStartsOfLongerOnes() {
    var generator = SeededGenerator(seed: 20_261_204)
    for _ in 0..<200 {
      let pairs = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        (
          sequence: (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            UInt8.random(in: 0x41...0x43, using: &generator)
          },
          key: Self.keys.randomElement(using: &generator)!
        )
      }
      let table = KeySequenceTable(pairs)
      #expect(table.longest == (pairs.map(\.sequence.count).max() ?? 0))
      // Every sequence of up to five letters of the alphabet, and the empty one.
      var probes: [[UInt8]] = [[]]
      for length in 1...5 {
        probes += probes.filter { $0.count == length - 1 }.flatMap { start in
          (0x41...0x43).map { start + [UInt8($0)] }
        }
      }
      for probe in probes {
        let expectedKey = pairs.last { $0.sequence == probe }?.key
        #expect(table.key(of: probe[...]) == expectedKey, "\(probe) in \(pairs)")
        let expectedLonger = pairs.contains {
          $0.sequence.count > probe.count && $0.sequence.starts(with: probe)
        }
        #expect(table.hasLonger(startingWith: probe) == expectedLonger, "\(probe) in \(pairs)")
      }
    }
  }
}
