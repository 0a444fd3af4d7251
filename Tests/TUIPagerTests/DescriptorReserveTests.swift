import Glibc
import Testing

@testable import PagerProgram

/// Descriptors are held back for the terminal only where the tabs could take them all.
@Suite struct DescriptorReserveTests {
  @Test func aLowLimitWithManyTabsHoldsAReserve() {
    #expect(DescriptorReserve.isNeeded(forTabs: 100, limit: 16))
    #expect(DescriptorReserve.isNeeded(forTabs: 1, limit: 16))
    #expect(DescriptorReserve.isNeeded(forTabs: 200, limit: 1024))
  }

  @Test func anAmpleLimitHoldsNone() {
    #expect(!DescriptorReserve.isNeeded(forTabs: 1, limit: 1024))
    #expect(!DescriptorReserve.isNeeded(forTabs: 100, limit: 1024))
    #expect(!DescriptorReserve.isNeeded(forTabs: 0, limit: 64))
  }

  @Test func anUnknownLimitHoldsOne() {
    #expect(DescriptorReserve.isNeeded(forTabs: 1, limit: nil))
  }

  @Test func theLimitIsTheProcesss() throws {
    var limits = rlimit()
    try #require(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0)
    #expect(DescriptorReserve.processLimit == Int(min(limits.rlim_cur, 1 << 30)))
  }
}
