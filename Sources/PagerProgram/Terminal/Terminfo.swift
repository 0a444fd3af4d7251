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

  /// The string capability `name`, or nil when the entry lacks it.
  static func string(_ name: String) -> String? {
    stringStorage(name).map { String(cString: $0) }
  }

  /// Whether the entry has the string capability `name`, and it is not empty.
  static func hasString(_ name: String) -> Bool {
    stringStorage(name).map { $0.pointee != 0 } ?? false
  }

  /// Whether the entry has the boolean capability `name` set.
  static func flag(_ name: String) -> Bool {
    name.withCString { tigetflag($0) } > 0
  }
}
