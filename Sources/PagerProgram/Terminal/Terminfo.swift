import CNcursesw

/// The program's one lookup in the loaded terminfo entry: every capability TUIPager reads, or
/// empties, goes through here.
enum Terminfo {
  /// Where the entry keeps the string capability `name`, or nil when it lacks it: ncurses
  /// answers nil for a capability the entry does not have, and `(char *)-1` for a name that is
  /// not a string capability.
  static func stringStorage(_ name: String) -> UnsafeMutablePointer<CChar>? {
    guard let value = name.withCString({ tigetstr($0) }), Int(bitPattern: value) != -1 else {
      return nil
    }
    return value
  }

  /// The string capability `name`, or nil when the entry lacks it; without its padding.
  static func string(_ name: String) -> String? {
    stringStorage(name).map { withoutPadding(String(cString: $0)) }
  }

  /// `text` without the delays terminfo writes into a capability for slow terminals (`$<5>`,
  /// `$<2*/>`), which `tputs` would turn into waits or pad characters and are text to the
  /// terminal otherwise: every terminal of today keeps up without them, as `xon` entries say.
  private static let paddingBytes = Set(".*/0123456789".utf8)

  static func withoutPadding(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
    var kept: [UInt8] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "<"),
        let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
        end > index + 2,
        bytes[(index + 2)..<end].allSatisfy({ Self.paddingBytes.contains($0) })
      {
        index = end + 1
        continue
      }
      kept.append(bytes[index])
      index += 1
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// Whether the entry has the string capability `name`, and it is not empty.
  static func hasString(_ name: String) -> Bool {
    stringStorage(name).map { $0.pointee != 0 } ?? false
  }

  /// The numeric capability `name`, or -1 when the entry lacks it.
  static func number(_ name: String) -> Int {
    Int(name.withCString { tigetnum($0) })
  }

  /// Whether the entry has the boolean capability `name` set.
  static func flag(_ name: String) -> Bool {
    name.withCString { tigetflag($0) } > 0
  }
}
