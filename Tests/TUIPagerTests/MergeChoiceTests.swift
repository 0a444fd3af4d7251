import Testing

@testable import PagerProgram

/// Which tabs `:merge` takes: the numbers typed or every text, those telling no time and those
/// that are no text of their own left out and named, fewer than two refused.
@Suite struct MergeChoiceTests {
  static let titles = ["web.log", "notes.txt", "app.log", "a + b", "stdin"]
  static let kinds: [MergeChoice.Kind] = [
    .text(tellsTimes: true), .text(tellsTimes: false), .text(tellsTimes: true), .other("a merge"),
    .text(tellsTimes: nil),
  ]

  @Test func noNumbersTakeEveryTextThatTellsTimesOrMayYet() {
    #expect(
      MergeChoice(numbers: [], kinds: Self.kinds, titles: Self.titles)
        == .merge([0, 2, 4], leftOut: "No times in notes.txt: left out"))
  }

  @Test func numbersTakeTheirTabsInTheirOrderOnce() {
    #expect(
      MergeChoice(numbers: [3, 1, 3], kinds: Self.kinds, titles: Self.titles)
        == .merge([2, 0], leftOut: nil))
    #expect(
      MergeChoice(numbers: [4, 1, 2, 5], kinds: Self.kinds, titles: Self.titles)
        == .merge([0, 4], leftOut: "No times in notes.txt; a + b is a merge: left out"))
  }

  @Test func fewerThanTwoAndNumbersPastTheTabsAreRefused() {
    #expect(
      MergeChoice(numbers: [1, 2], kinds: Self.kinds, titles: Self.titles)
        == .refused(
          "Only one tab of those given tells times: :merge needs two logs or more"
            + " (No times in notes.txt: left out)"))
    #expect(
      MergeChoice(numbers: [], kinds: [.text(tellsTimes: false)], titles: ["notes.txt"])
        == .refused(
          "No tab tells times: :merge needs two logs or more (No times in notes.txt: left out)"))
    #expect(
      MergeChoice(numbers: [6], kinds: Self.kinds, titles: Self.titles)
        == .refused("No tab 6: the tabs are 1 to 5"))
  }

  @Test func textsPastTheLimitAreLeftOut() {
    #expect(
      MergeChoice(numbers: [], kinds: Self.kinds, titles: Self.titles, limit: 2)
        == .merge(
          [0, 2], leftOut: "No times in notes.txt; 1 past the first 2 logs: left out"))
  }

  @Test func theCommandLineReadsMergeAndItsNumbers() {
    #expect(CommandLineRequest("merge") == .merge([]))
    #expect(CommandLineRequest("merge ") == .merge([]))
    #expect(CommandLineRequest("merge 1 3 4") == .merge([1, 3, 4]))
    #expect(CommandLineRequest("merge 1,3") == .merge([1, 3]))
    #expect(
      CommandLineRequest("merge 0")
        == .mistake(
          "Not tabs' numbers: 0 (:merge 1 3 4, or :merge for every log)"))
    #expect(ColonCommand("m") == .line("merge "))
  }
}
