import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `docs/TUIPager.1` is written by hand and installed as it is; it documents every option and
/// every key of the tables, and nothing the tables lack.
@Suite struct ManualPageTests {
  /// The subsection of KEYS for each mode.
  static func keySection(_ mode: InputMode) -> String {
    switch mode {
    case .normal: "Paging"
    case .prompt: "At the search prompt"
    case .help: "In the help"
    case .markName: "Naming a mark"
    case .searching: "While a search goes on"
    case .overview: "In the overview"
    case .timeline: "In the timeline"
    }
  }

  /// The words of an entry's heading: `-c, --command CMD` → `-c`, `--command`, `CMD`.
  static func words(_ heading: String) -> [String] {
    heading.split(separator: " ").map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
  }

  @Test(arguments: Option.allCases)
  func everyOptionIsDocumentedWithItsValueName(_ option: Option) throws {
    let spec = option.spec
    let page = try ManualPage.load()
    let entry = try #require(
      page.entries.first { $0.section == "OPTIONS" && Self.words($0.heading).contains(spec.long) },
      "no entry for \(spec.long)")
    let words = Self.words(entry.heading)
    if let short = spec.short { #expect(words.contains(short), "\(entry.heading)") }
    if let value = spec.kind.valueName { #expect(words.contains(value), "\(entry.heading)") }
    #expect(entry.subsection == spec.group.title, "\(spec.long) is under \(entry.subsection)")
    for choice in spec.choices {
      #expect(entry.text.contains(choice), "\(spec.long): \(entry.text)")
    }
  }

  @Test func thePageNamesNoOptionTheTableLacks() throws {
    let page = try ManualPage.load()
    let known = Set(Option.allCases.flatMap(\.spec.names))
    let named = ManualPage.optionWords(in: page.plainText)
    #expect(named.subtracting(known).isEmpty, "undocumented: \(named.subtracting(known).sorted())")
    // -? -# -~ -" are no words of the text; their entries' headings name them.
    let words = known.filter {
      $0.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }
    #expect(named.isSuperset(of: words), "not named: \(words.subtracting(named).sorted())")
  }

  /// The key names of a heading: `Home / End` → `Home`, `End`; `1 ... 9` → `1 … 9`.
  static func keyNames(_ heading: String) -> Set<String> {
    var parts = [heading]
    for separator in [", ", " / "] {
      parts = parts.flatMap { $0.split(separator: separator).map(String.init) }
    }
    return Set(parts.map { $0.split(separator: "...").joined(separator: "…") })
  }

  @Test(arguments: InputMode.allCases)
  func everyKeyRowIsDocumentedAndNothingElse(_ mode: InputMode) throws {
    let page = try ManualPage.load()
    let entries = page.entries.filter {
      $0.section == "KEYS" && $0.subsection == Self.keySection(mode)
    }
    let rows = KeyTable.rows(in: mode)
    #expect(entries.count == rows.count, "\(entries.map(\.heading))")
    for row in rows {
      let names = Set(row.bindings.flatMap(\.keys).map(\.name))
      let entry = entries.first { Self.keyNames($0.heading) == names }
      #expect(entry != nil, "no entry for \(row.keyNames)")
      #expect(
        entry?.text.lowercased().contains(row.help.lowercased()) == true,
        "\(row.keyNames): \"\(row.help)\" is not in \"\(entry?.text ?? "")\"")
    }
    let subsections = Set(page.entries.filter { $0.section == "KEYS" }.map(\.subsection))
    #expect(subsections == Set(InputMode.allCases.map(Self.keySection)))
  }
}
