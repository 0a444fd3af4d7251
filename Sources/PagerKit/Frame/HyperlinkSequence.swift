/// OSC 8 hyperlink sequences in a line's bytes: `ESC ] 8 ; params ; URI` ended by BEL or by
/// ST (`ESC \`). One with a URI starts a link, one without ends it; `params` are `key=value`
/// pairs split by `:`, of which `id` is kept.
///
/// A sequence with no end within ``longest`` bytes is not one (the caller shows it as text). One
/// whose URI or id holds anything but printable ASCII, or is too long, is read whole and shows
/// nothing, and its text goes unlinked.
package enum HyperlinkSequence {
  /// What a whole sequence says.
  package struct Parsed: Equatable {
    /// The index just past its end.
    package var end: Int
    /// The link the text after it belongs to: nil when the sequence ends a link, or was dropped.
    package var link: Hyperlink?
  }

  /// The most bytes a sequence may take: the longest URI and some parameters.
  package static let longest = Hyperlink.maximumLength + 512

  /// The sequence whose ESC is at `start`, or nil when the bytes there are not a whole one.
  package static func parse(in bytes: UnsafeBufferPointer<UInt8>, escapeAt start: Int) -> Parsed? {
    let prefix = start + 4
    guard prefix <= bytes.count, bytes[start + 1] == UInt8(ascii: "]"),
      bytes[start + 2] == UInt8(ascii: "8"), bytes[start + 3] == UInt8(ascii: ";")
    else { return nil }
    var index = prefix
    var separator: Int?
    let limit = min(bytes.count, start + longest)
    while index < limit {
      let byte = bytes[index]
      if byte == 0x07 {
        return parsed(bytes, from: prefix, separator: separator, to: index, end: index + 1)
      }
      if byte == 0x1B {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") else { return nil }
        return parsed(bytes, from: prefix, separator: separator, to: index, end: index + 2)
      }
      if byte == UInt8(ascii: ";"), separator == nil { separator = index }
      index += 1
    }
    return nil
  }

  /// The end of the sequence at `start`, when there is a whole one.
  package static func end(in bytes: UnsafeBufferPointer<UInt8>, escapeAt start: Int) -> Int? {
    parse(in: bytes, escapeAt: start)?.end
  }

  private static func parsed(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, separator: Int?, to stop: Int, end: Int
  ) -> Parsed {
    guard let separator else { return Parsed(end: end, link: nil) }
    let uri = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[(separator + 1)..<stop]), as: UTF8.self)
    guard !uri.isEmpty else { return Parsed(end: end, link: nil) }
    var id: String?
    for parameter in UnsafeBufferPointer(rebasing: bytes[start..<separator]).split(
      separator: UInt8(ascii: ":"))
    {
      if parameter.starts(with: Array("id=".utf8)) {
        id = String(decoding: parameter.dropFirst(3), as: UTF8.self)
      }
    }
    // Bytes that are not UTF-8 decode as U+FFFD, which is not printable ASCII: the link goes.
    return Parsed(end: end, link: Hyperlink(uri: uri, id: id))
  }
}
