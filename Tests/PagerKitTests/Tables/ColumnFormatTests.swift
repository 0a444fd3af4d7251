import Testing

@testable import PagerReader

/// `--columns`' value: the named formats, literal delimiters, patterns, and clear errors.
@Suite struct ColumnFormatTests {
  @Test func namedFormats() throws {
    #expect(try ColumnFormat(parsing: "csv") == .csv)
    #expect(try ColumnFormat(parsing: "tsv") == .tsv)
    #expect(try ColumnFormat(parsing: "space") == .space)
    #expect(try ColumnFormat(parsing: "auto") == .auto)
    #expect(try ColumnFormat(parsing: "none") == .none)
  }

  @Test func literalDelimiters() throws {
    #expect(try ColumnFormat(parsing: ";") == .delimiter(.literal([0x3B])))
    #expect(try ColumnFormat(parsing: "|") == .delimiter(.literal([0x7C])), "one character")
    #expect(try ColumnFormat(parsing: "::") == .delimiter(.literal([0x3A, 0x3A])))
    #expect(try ColumnFormat(parsing: "\\t") == .delimiter(.literal([9])))
    #expect(try ColumnFormat(parsing: "CSV") == .delimiter(.literal(Array("CSV".utf8))))
  }

  @Test func patterns() throws {
    #expect(try ColumnFormat(parsing: "\\s*;\\s*") == .delimiter(.pattern("\\s*;\\s*")))
    #expect(try ColumnFormat(parsing: " {2,}") == .delimiter(.pattern(" {2,}")))
  }

  @Test func withoutTheOptionCSVAndTSVFilesAndStreamsAreAuto() {
    for name in ["a.csv", "B.TSV", "dir/x.csv.gz", "y.tsv.zst"] {
      #expect(ColumnFormat.defaultFormat(forName: name) == .auto, "\(name)")
    }
    for name in ["notes.txt", "csv", "a.csv.txt", "app.log", "x.gz"] {
      #expect(ColumnFormat.defaultFormat(forName: name) == .none, "\(name)")
    }
    #expect(ColumnFormat.defaultFormat(forName: nil) == .auto)
  }

  @Test func badValuesSayWhatIsWrong() {
    #expect(throws: ColumnFormatError.self) { try ColumnFormat(parsing: "") }
    #expect(throws: ColumnFormatError.self) { try ColumnFormat(parsing: "(unclosed") }
    #expect(throws: ColumnFormatError.self) { try ColumnFormat(parsing: "a|") }
    do {
      _ = try ColumnFormat(parsing: "x*")
      Issue.record("a pattern that matches empty text is taken")
    } catch {
      #expect(error.description.contains("--columns x*: the pattern matches empty text"))
      #expect(error.description.contains("expected csv, tsv, space, auto, none, or a delimiter"))
    }
  }
}
