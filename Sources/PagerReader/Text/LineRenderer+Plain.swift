import PagerKit

/// Plain lines, as most lines of a file are: printable ASCII and tabs. Their cells are their
/// bytes' glyphs in the page's style, one column each, so a page lays their bytes into its frame
/// as they are, with no cell made for each.
extension LineRenderer {
  /// The columns of line `bytes` when it is plain: its bytes, each tab expanded to the blanks up
  /// to the next stop; nil for a line with anything else (an escape, a control, UTF-8), whose
  /// cells ``render(_:)`` makes. Every column shows as ``render(_:)`` shows it, in ``base``.
  package func plainColumns(_ bytes: [UInt8]) -> [UInt8]? {
    let tabs = bytes.withUnsafeBufferPointer { bytes -> Int? in
      var tabs = 0
      for byte in bytes where byte < 0x20 || byte >= 0x7F {
        guard byte == 0x09, expandsTabs else { return nil }
        tabs += 1
      }
      return tabs
    }
    guard let tabs else { return nil }
    guard tabs > 0 else { return bytes }
    var columns: [UInt8] = []
    columns.reserveCapacity(bytes.count + tabs * 7)
    for byte in bytes {
      guard byte == 0x09 else {
        columns.append(byte)
        continue
      }
      let stop = tabStops.stop(after: columns.count)
      columns.append(contentsOf: repeatElement(0x20, count: stop - columns.count))
    }
    return columns
  }
}
