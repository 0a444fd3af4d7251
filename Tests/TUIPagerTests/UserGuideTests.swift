import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `docs/guide.md` is written by hand; its tables of options and keys are checked against the
/// option and key tables, as the manual page is, so that none of the three copies drifts. A
/// failure names the option or the keys, and where in the guide they are missing.
@Suite struct UserGuideTests {
  static let path = "docs/guide.md"

  /// The body rows of the tables under `titles` in the guide.
  static func rows(under titles: [String]) throws -> [[String]] {
    let guide = try MarkdownDocument.load(path)
    let lines = try #require(
      guide.lines(under: titles), "\(path) has no section \(titles.joined(separator: " › "))")
    return MarkdownDocument.tableRows(lines)
  }

  /// The words of a row's first cell: its code spans cut at blanks, commas dropped
  /// (`` `-S`, `--chop-long-lines` `` → `-S`, `--chop-long-lines`).
  static func words(_ row: [String]) -> [String] {
    MarkdownDocument.codeSpans(row.first ?? "").flatMap { $0.split(separator: " ") }
      .map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
  }

  @Test(arguments: Option.allCases)
  func everyOptionHasARowUnderItsGroup(_ option: Option) throws {
    let spec = option.spec
    let section = ["Options", spec.group.title]
    let rows = try Self.rows(under: section)
    guard let row = rows.first(where: { Self.words($0).contains(spec.long) }) else {
      let elsewhere = try Self.rows(under: ["Options"]).contains {
        Self.words($0).contains(spec.long)
      }
      let note = elsewhere ? " (it has one under another group)" : ""
      Issue.record(
        "\(Self.path), \(section.joined(separator: " › ")): no row for \(spec.long)\(note)")
      return
    }
    let words = Self.words(row)
    let place = "\(Self.path), the row of \(spec.long)"
    for name in spec.names where !words.contains(name) {
      Issue.record("\(place) does not name \(name)")
    }
    if let value = spec.kind.valueName {
      #expect(words.contains(value), "\(place) does not name its value \(value)")
    }
    for choice in spec.choices {
      #expect(row.joined(separator: " ").contains(choice), "\(place) does not name \(choice)")
    }
  }

  @Test func theOptionsSectionNamesNoOptionTheTableLacks() throws {
    let guide = try MarkdownDocument.load(Self.path)
    let lines = try #require(guide.lines(under: ["Options"]), "\(Self.path) has no Options")
    let known = Set(Option.allCases.flatMap(\.spec.names))
    // Options in prose, and in the rows' first cells those that are no words (-? -# -~ -").
    let named = ManualPage.optionWords(in: lines.joined(separator: "\n")).union(
      MarkdownDocument.tableRows(lines).flatMap(Self.words).filter {
        $0.count > 1 && $0.hasPrefix("-")
      })
    #expect(
      named.subtracting(known).isEmpty,
      "\(Self.path), Options names what the option table lacks: \(named.subtracting(known).sorted())"
    )
  }

  @Test(arguments: InputMode.allCases)
  func everyKeyRowHasARowOfItsKeysSayingItsHelp(_ mode: InputMode) throws {
    let section = ["Keys and mouse", ManualPageTests.keySection(mode)]
    let place = "\(Self.path), \(section.joined(separator: " › "))"
    var rows = try Self.rows(under: section)
    for keyRow in KeyTable.rows(in: mode) {
      let names = Set(keyRow.bindings.flatMap(\.keys).map(\.name))
      guard let index = rows.firstIndex(where: { Set(MarkdownDocument.codeSpans($0[0])) == names })
      else {
        Issue.record("\(place): no row for the keys \(names.sorted().joined(separator: " "))")
        continue
      }
      let row = rows.remove(at: index)
      #expect(
        row.count > 1 && row[1].lowercased().contains(keyRow.help.lowercased()),
        "\(place), the row of \(row[0]) does not say \"\(keyRow.help)\"")
    }
    #expect(rows.isEmpty, "\(place): rows for keys the key table lacks: \(rows.map(\.[0]))")
  }

  /// The config file's `bind` lines name commands; the guide lists those names in one sentence,
  /// which must name each command the key map knows, and nothing else.
  @Test func theGuideNamesEveryCommandOfBindLines() throws {
    let guide = try MarkdownDocument.load(Self.path)
    let start = try #require(
      guide.text.firstRange(of: "The commands are named once"), "\(Self.path) has no list of names")
    let end = try #require(
      guide.text[start.upperBound...].firstRange(of: "A rebound key"),
      "the list of names has no end")
    let listed = Set(
      MarkdownDocument.codeSpans(String(guide.text[start.upperBound..<end.lowerBound])))
    let known = Set(KeyMap.commands.keys)
    #expect(
      known.subtracting(listed).isEmpty,
      "\(Self.path) does not name: \(known.subtracting(listed).sorted())")
    #expect(
      listed.subtracting(known).isEmpty,
      "\(Self.path) names what no key does: \(listed.subtracting(known).sorted())")
  }
}
