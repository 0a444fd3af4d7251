/// A kind of table `--columns auto` can find in a text.
package enum TableKind: Hashable, Sendable, CaseIterable {
  /// Comma-separated values (RFC 4180).
  case csv
  /// Tab-separated values.
  case tsv
  /// Whitespace-aligned command output under a header line.
  case space
  /// A psql table: `----+----` or box-drawing rules, `(N rows)` footer.
  case psql
  /// A mysql table: `+----+` rules, `| a | b |` rows, `N rows in set` footer.
  case mysql
}
