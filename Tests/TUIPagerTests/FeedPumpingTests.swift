import Testing

@testable import PagerProgram

/// A feed shown by its own tab and merged by another is pumped once a turn, and what it found
/// goes to both: pumped a second time, it would find nothing, and the merge would not grow.
@Suite struct FeedPumpingTests {
  @Test func aSharedFeedIsPumpedOnceAndBothHearItGrew() throws {
    let web = try TemporaryFile(
      named: "web.log", MergeCommandAppTests.text(Array(MergeAppTests.web.prefix(3))))
    let app = try TemporaryFile(
      named: "app.log", MergeCommandAppTests.text(Array(MergeAppTests.app.prefix(4))))
    let own = DocumentFeed(source: .file(path: FilePath(web.path)), follows: true)
    let other = DocumentFeed(source: .file(path: FilePath(app.path)), follows: true)
    defer {
      own.close()
      other.close()
    }
    let merge = DocumentFeed(merging: [own, other])
    #expect(merge.refusedMembers?.isEmpty == true, "merged at once: both files are whole")
    append(MergeAppTests.web[3] + "\n", to: web.path)
    var pumping = FeedPumping([own, other, merge], filesChanged: true)
    #expect(pumping.change(of: own) == .grew)
    #expect(pumping.change(of: merge) == .grew, "the merge hears what its member's tab found")
    #expect(own.pump() == .none, "nothing more to read: it was read once")
    // A turn with no merge keeps track of nothing.
    append(MergeAppTests.web[4] + "\n", to: web.path)
    var alone = FeedPumping([own], filesChanged: true)
    #expect(alone.change(of: own) == .grew)
    #expect(alone.change(of: own) == .none)
  }
}
