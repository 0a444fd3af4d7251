/// How `--columns` cuts lines into cells: a named format, a delimiter, `auto` or `none`.
public enum ColumnFormat: Hashable, Sendable {
  /// Comma-separated values as RFC 4180 has them: quoted fields may hold commas, quotes and line
  /// ends, so a record may span lines.
  case csv
  /// Tab-separated values as IANA has them: no quoting, a tab always ends a field.
  case tsv
  /// Whitespace-aligned command output (`ps aux`, `df -h`, `docker ps`): columns where the
  /// header and the lines below it leave a gap.
  case space
  /// Fields split on a delimiter the user gave.
  case delimiter(ColumnDelimiter)
  /// A table where a sample of the text is clearly one, and plain text everywhere else.
  case auto
  /// Plain text: no columns.
  case none

  /// The format `--columns TEXT` names: `csv`, `tsv`, `space`, `auto`, `none`, or else a
  /// delimiter, literal when it is one character or has no pattern syntax, a pattern otherwise.
  public init(parsing text: String) throws(ColumnFormatError) {
    switch text {
    case "csv": self = .csv
    case "tsv": self = .tsv
    case "space": self = .space
    case "auto": self = .auto
    case "none": self = .none
    default: self = .delimiter(try ColumnDelimiter(parsing: text))
    }
  }

  /// The format a text gets when `--columns` is not given: `auto` for a file named `.csv` or
  /// `.tsv` (any case, compressed too) and for a stream (`name` nil), where the first lines
  /// decide; `none` for any other file.
  public static func defaultFormat(forName name: String?) -> ColumnFormat {
    guard let name else { return .auto }
    var base = Substring(name.lowercased())
    for suffix in [".gz", ".bz2", ".xz", ".zst"] where base.hasSuffix(suffix) {
      base = base.dropLast(suffix.count)
    }
    return base.hasSuffix(".csv") || base.hasSuffix(".tsv") ? .auto : .none
  }
}

/// A delimiter given to `--columns`: literal bytes, or a pattern whose matches separate cells.
public enum ColumnDelimiter: Hashable, Sendable {
  /// These bytes, wherever they occur, end a cell.
  case literal([UInt8])
  /// A PCRE2 pattern, already checked to compile and to match no empty text.
  case pattern(String)

  /// Characters that make the text a pattern rather than a literal delimiter.
  private static let patternSyntax: Set<Character> = [
    "\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}",
  ]

  /// The delimiter `text` stands for; `\t` is a tab, as shells make it hard to type one.
  public init(parsing text: String) throws(ColumnFormatError) {
    if text.isEmpty { throw ColumnFormatError(text: text, reason: "an empty delimiter") }
    if text == "\\t" {
      self = .literal([9])
      return
    }
    if text.count == 1 || !text.contains(where: Self.patternSyntax.contains) {
      self = .literal(Array(text.utf8))
      return
    }
    let expression: RegularExpression
    do {
      expression = try RegularExpression(text, caseSensitive: true)
    } catch {
      throw ColumnFormatError(text: text, reason: error.reason)
    }
    // A pattern that matches nothing at all would cut every line between every byte.
    let empty: [UInt8] = []
    let matchesEmpty = empty.withUnsafeBufferPointer {
      expression.firstMatchAllowingEmpty(in: $0) != .none
    }
    if matchesEmpty {
      throw ColumnFormatError(text: text, reason: "the pattern matches empty text")
    }
    self = .pattern(text)
  }
}

/// Why `--columns` could not take its value, in words for the user.
public struct ColumnFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value given.
  public let text: String
  /// What is wrong with it.
  public let reason: String

  /// What the user reads: the value, what is wrong, and what would be right.
  public var description: String {
    "--columns \(text): \(reason) (expected csv, tsv, space, auto, none, or a delimiter)"
  }
}
