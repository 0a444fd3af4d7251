/// A mark as less's history file keeps it (`--save-marks`), in its `.mark` section:
/// `m LETTER LINE BYTE PATH`, the mark's letter (`'` for where `''` goes back to), the screen
/// line its line was on (less counts them from 1, the top), the byte its line starts at, and
/// the file's absolute path.
struct KeptMark: Hashable, Sendable {
  /// The mark's letter, or `'`.
  var name: Character
  /// The page row the marked line was on (0 for the top).
  var row: Int
  /// The byte of the file the marked line starts at.
  var byte: Int
  /// The file's absolute path, as bytes.
  var path: [UInt8]

  /// The mark a line of the section holds; nil for a line that is not one (less skips those).
  init?(line: [UInt8]) {
    var rest = line[...]
    guard rest.popFirst() == UInt8(ascii: "m") else { return nil }
    func skipBlanks() { rest = rest.drop { $0 == 0x20 || $0 == 0x09 } }
    func number() -> Int? {
      skipBlanks()
      let digits = rest.prefix { (0x30...0x39).contains($0) }
      rest = rest.dropFirst(digits.count)
      return digits.isEmpty || digits.count > 18
        ? nil : Int(String(decoding: digits, as: UTF8.self))
    }
    skipBlanks()
    guard let letter = rest.popFirst(), letter < 0x80 else { return nil }
    let name = Character(Unicode.Scalar(letter))
    guard name == "'" || (name.isLetter && name.isASCII) else { return nil }
    guard let screenLine = number(), let byte = number() else { return nil }
    skipBlanks()
    guard !rest.isEmpty else { return nil }
    self.init(name: name, row: max(0, screenLine - 1), byte: byte, path: Array(rest))
  }

  init(name: Character, row: Int, byte: Int, path: [UInt8]) {
    self.name = name
    self.row = row
    self.byte = byte
    self.path = path
  }

  /// The line of the section that keeps it.
  var line: [UInt8] {
    Array("m \(name) \(row + 1) \(byte) ".utf8) + path
  }
}
