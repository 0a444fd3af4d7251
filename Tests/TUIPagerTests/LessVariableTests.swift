import Testing

@testable import TUIPager

/// `LESS`, as programs set it for their pager: only its `F` is heeded.
@Suite struct LessVariableTests {
  @Test(
    arguments: [
      ("FRX", true), ("-FRX", true), ("-R -F", true), ("FRXMK", true),
      ("--quit-if-one-screen", true),
      ("-R", nil), ("", nil), ("--mouse -R", nil),
      ("-F -+F", false), ("F +F", false), ("-+F -F", true),
    ] as [(String, Bool?)])
  func theFlagIsReadAsLessReadsIt(value: String, expected: Bool?) {
    #expect(LessVariable.quitsIfOneScreen(value) == expected, "\(value)")
  }

  @Test func readingStopsAtAnOptionWithAValue() {
    // man-db adds a prompt: its words are text, not options.
    #expect(LessVariable.quitsIfOneScreen("-ix8RmPm Manual page From here") == nil)
    #expect(LessVariable.quitsIfOneScreen("-R -Ps From") == nil)
    #expect(LessVariable.quitsIfOneScreen("-FRXj5") == true)
    #expect(LessVariable.quitsIfOneScreen("-F -x4 +F") == true)
  }

  @Test func noVariableSaysNothing() {
    #expect(LessVariable.quitsIfOneScreen(nil) == nil)
  }
}
