import Testing

@testable import PagerReader

/// The RFC 4180 state machine on its own: states at line ends, fields in one buffer, reuse.
@Suite struct CSVFieldScannerTests {
  @Test func theStateAtALineEndSaysWhetherTheRecordGoesOn() {
    var scanner = CSVFieldScanner()
    scanner.scan(Array(#"1,"a ""b"#.utf8))
    #expect(scanner.isInsideQuotes)
    let first = scanner.endLine(endsWithReturn: true)
    scanner.scan(Array(#"c""",x"#.utf8))
    let second = scanner.endLine(endsWithReturn: false)
    #expect(!first && second)
    #expect(scanner.fields == [Array("1".utf8), Array("a \"b\r\nc\"".utf8), Array("x".utf8)])
    #expect(scanner.fieldCount == 3 && scanner.field(1).first == 0x61)
  }

  @Test func aResetScannerReadsTheNextRecordAlone() {
    var scanner = CSVFieldScanner()
    scanner.scan(Array("a,b,c".utf8))
    _ = scanner.endLine(endsWithReturn: false)
    scanner.reset()
    scanner.scan(Array("d".utf8))
    _ = scanner.endLine(endsWithReturn: false)
    #expect(scanner.fields == [Array("d".utf8)] && scanner.fieldCount == 1)
  }

  @Test func withoutFieldsOnlyTheCountAndStatesAreKept() {
    var scanner = CSVFieldScanner(collectsFields: false)
    scanner.scan(Array(#"a,"b,c",,d"#.utf8))
    let ended = scanner.endLine(endsWithReturn: false)
    #expect(ended && scanner.fieldCount == 4 && scanner.fields.isEmpty)
  }

  @Test func brokenQuotingStopsTheScan() {
    for text in [#"a"b"#, #""a"b"#, #""a" ,b"#] {
      var scanner = CSVFieldScanner()
      scanner.scan(Array(text.utf8))
      let ended = scanner.endLine(endsWithReturn: false)
      #expect(scanner.isMalformed && ended, "\(text)")
    }
  }
}
