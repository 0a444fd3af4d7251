import Testing

@testable import PagerProgram

/// The heap is trimmed at the first wait with nothing to do, and after that only where a lot is
/// free: keys at a steady pace do not each give back a frame's pages.
@Suite struct IdleHeapTrimTests {
  @Test func theFirstIdleWaitTrimsWhateverIsFree() {
    #expect(IdleHeapTrim.trims(free: 0, hasTrimmed: false))
    #expect(IdleHeapTrim.trims(free: 200_000, hasTrimmed: false))
  }

  @Test func laterOnesTrimOnlyWhereMuchIsFree() {
    #expect(!IdleHeapTrim.trims(free: 0, hasTrimmed: true))
    #expect(!IdleHeapTrim.trims(free: IdleHeapTrim.worthwhile - 1, hasTrimmed: true))
    #expect(IdleHeapTrim.trims(free: IdleHeapTrim.worthwhile, hasTrimmed: true))
  }

  @Test func aTrimLeavesItTrimmedAndTheHeapUsable() {
    var trim = IdleHeapTrim()
    var kept: [[UInt8]] = (0..<64).map { [UInt8](repeating: UInt8($0), count: 16_384) }
    kept.removeSubrange(0..<48)
    trim.waitingWithNothingToDo()
    #expect(
      kept.enumerated().allSatisfy { index, bytes in bytes.allSatisfy { $0 == UInt8(index + 48) } })
    let more = [UInt8](repeating: 9, count: 1 << 16)
    #expect(more.count == 1 << 16 && more.allSatisfy { $0 == 9 })
  }
}
