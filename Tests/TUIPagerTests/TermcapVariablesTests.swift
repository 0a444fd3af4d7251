import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `LESS_TERMINFO_…` over `LESS_TERMCAP_…`, as less 704 looks a capability up.
@Suite struct TermcapVariablesTests {
  @Test func theTerminfoNameGoesFirst() {
    let variables = [
      "LESS_TERMINFO_bold": "\u{1B}[1;31m", "LESS_TERMCAP_md": "\u{1B}[1;32m",
      "LESS_TERMCAP_us": "\u{1B}[4;33m", "LESS_TERMINFO_smso": "", "LESS_TERMCAP_so": "\u{1B}[7m",
    ]
    let looks = TermcapVariables.looks { variables[$0] }
    let expected = TermcapLooks(
      bold: "\u{1B}[1;31m", underline: "\u{1B}[4;33m", standout: "\u{1B}[7m")
    #expect(looks == expected, "an empty LESS_TERMINFO_smso counts as none")
    #expect(TermcapVariables.looks { _ in nil } == TermcapLooks())
  }
}
