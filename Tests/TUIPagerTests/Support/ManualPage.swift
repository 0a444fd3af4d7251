import Glibc
import Testing

@testable import PagerProgram

/// `docs/TUIPager.1`, read as its entries: each `.TP` paragraph with its heading line and text,
/// and the section and subsection it stands in.
struct ManualPage {
  struct Entry {
    var section: String
    var subsection: String
    /// The tagged line, as shown: `-c, --command CMD`.
    var heading: String
    /// The paragraph, as shown, on one line.
    var text: String
  }

  /// The page's source with its escapes undone and fonts dropped.
  let plainText: String
  let entries: [Entry]

  /// The page in the package this file belongs to.
  static func load(sourceLocation: SourceLocation = #_sourceLocation) throws -> ManualPage {
    // This file is <root>/Tests/TUIPagerTests/Support/ManualPage.swift.
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
      .joined(separator: "/")
    let source = try #require(
      readFile(root + "/docs/TUIPager.1"), "no docs/TUIPager.1 under \(root)",
      sourceLocation: sourceLocation)
    return ManualPage(source: source)
  }

  init(source: String) {
    var entries: [Entry] = []
    var section = ""
    var subsection = ""
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
    var plain: [String] = []
    while let line = lines.popFirst() {
      plain.append(Self.shown(line))
      if line.hasPrefix(".SH ") {
        section = Self.shown(line.dropFirst(4))
        subsection = ""
      } else if line.hasPrefix(".SS ") {
        subsection = Self.shown(line.dropFirst(4))
      } else if line == ".TP", let heading = lines.popFirst() {
        plain.append(Self.shown(heading))
        var text: [String] = []
        while let next = lines.first, !next.hasPrefix(".TP"), !next.hasPrefix(".S") {
          text.append(Self.shown(next))
          plain.append(text.last ?? "")
          lines.removeFirst()
        }
        entries.append(
          Entry(
            section: section, subsection: subsection, heading: Self.shown(heading),
            text: text.joined(separator: " ")))
      }
    }
    self.entries = entries
    plainText = plain.joined(separator: "\n")
  }

  /// A source line as the reader sees it: a font macro's arguments joined (`.BR`, `.BI` … with
  /// nothing between them, `.B` and `.I` with spaces), escapes undone.
  static func shown(_ line: Substring) -> String {
    var text = String(line)
    if line.hasPrefix(".") {
      let macro = line.prefix { $0 != " " }
      let arguments = macroArguments(line.dropFirst(macro.count))
      text = arguments.joined(separator: macro.count == 2 ? " " : "")
    }
    for escape in ["\\fB", "\\fI", "\\fR", "\\fP", "\\&"] {
      text = text.split(separator: escape, omittingEmptySubsequences: false).joined()
    }
    return text.split(separator: "\\-", omittingEmptySubsequences: false).joined(separator: "-")
  }

  /// Macro arguments: words, or text in double quotes.
  private static func macroArguments(_ text: Substring) -> [String] {
    var arguments: [String] = []
    var current: String?
    var quoted = false
    for character in text {
      switch character {
      case "\"" where quoted:
        arguments.append(current ?? "")
        current = nil
        quoted = false
      case "\"" where current == nil:
        quoted = true
        current = ""
      case " " where !quoted:
        if let word = current { arguments.append(word) }
        current = nil
      default:
        current = (current ?? "") + String(character)
      }
    }
    if let word = current { arguments.append(word) }
    return arguments
  }

  /// The words of `text` that look like options: `--chop`, `-c`.
  static func optionWords(in text: String) -> Set<String> {
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "-") }
    return Set(
      words.map(String.init).filter {
        $0.hasPrefix("-") && $0.drop { $0 == "-" }.first?.isLetter == true
      })
  }
}

/// The whole of a text file, or nil when it cannot be read.
