import Testing

/// The README is a pitch for someone deciding to try TUIPager, in at most 12 KB; the user guide
/// and the design notes are under `docs/`.
@Suite struct ReadmeTests {
  @Test func theReadmeStaysShortAndGivesTheTwoCommands() throws {
    let readme = try MarkdownDocument.load("README.md")
    #expect(readme.text.utf8.count <= 12 * 1024, "README.md is \(readme.text.utf8.count) bytes")
    // .ci/run and a fresh machine rely on these two.
    #expect(readme.text.contains("make run ") && readme.text.contains("make test "))
  }
}
