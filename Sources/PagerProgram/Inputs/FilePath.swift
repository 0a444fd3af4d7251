/// A path as the system has it: bytes, which need not be UTF-8 (`inv\377.txt`).
///
/// The file is opened by these bytes; titles and messages show the path with `�` for each
/// sequence that is not UTF-8, as the text of a tab shows it.
struct FilePath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The path's bytes, without a terminating NUL.
  let bytes: [UInt8]

  /// The path with these bytes.
  init(bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// The path spelt by `text` in UTF-8.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  init(stringLiteral text: String) {
    self.init(text)
  }

  /// The path to show: bytes that are not UTF-8 become `�`.
  var description: String { String(decoding: bytes, as: UTF8.self) }

  /// Calls `body` with the path as a NUL-terminated C string, for `open`.
  func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }
}
