/// The shell command less 704 opens a link with (`^O^O`): the value of `LESS_OSC8_OPEN_` and
/// the URI's scheme in lower case (`LESS_OSC8_OPEN_https`), `LESS_OSC8_OPEN_NONE` for a URI with
/// no scheme, else `LESS_OSC8_OPEN_ANY`; the URI, quoted for the shell, after it and a space.
///
/// A handler that begins with `^P` runs without "link done" and the wait for Return after it;
/// then one that begins with `-` runs without its command line shown before it.
struct LinkHandler: Equatable, Sendable {
  /// The command line the shell runs: bytes, the URI quoted through ``ShellQuoting``.
  var command: [UInt8]
  /// Whether the command line is shown before it runs.
  var isShown: Bool
  /// Whether "link done" waits for Return after it.
  var awaitsReturn: Bool
  /// Whether it is the handler of the URI's own scheme (or of no scheme), which the user chose
  /// for it by name, rather than `LESS_OSC8_OPEN_ANY`.
  var isTheSchemesOwn: Bool

  /// The start of every variable's name.
  static let prefix = "LESS_OSC8_OPEN_"

  /// The handler `handlers` (each variable's value by the name after ``prefix``) give `uri`;
  /// nil when none is set, or the scheme's own is `-` and there is no `ANY`.
  init?(for uri: String, handlers: [String: String]) {
    // As less: whatever is before the first `:`; a name no variable can have finds none.
    let own =
      uri.firstIndex(of: ":").flatMap { $0 > uri.startIndex ? uri[..<$0] : nil }?
      .lowercased() ?? "NONE"
    var isOwn = true
    var chosen = handlers[own].flatMap { $0.isEmpty || $0 == "-" ? nil : $0 }
    if chosen == nil {
      isOwn = false
      chosen = handlers["ANY"].flatMap { $0.isEmpty ? nil : $0 }
    }
    guard var handler = chosen?.utf8[...] else { return nil }
    awaitsReturn = handler.first != 0x10
    if !awaitsReturn { handler = handler.dropFirst() }
    isShown = handler.first != UInt8(ascii: "-")
    if !isShown { handler = handler.dropFirst() }
    command = Array(handler) + [UInt8(ascii: " ")] + ShellQuoting.quoted(uri.utf8)
    isTheSchemesOwn = isOwn
  }

  /// The handlers this process's environment sets, by the name after ``prefix``.
  static func fromProcessEnvironment(_ environment: [String]) -> [String: String] {
    var handlers: [String: String] = [:]
    for entry in environment where entry.hasPrefix(prefix) {
      guard let equals = entry.firstIndex(of: "=") else { continue }
      let name = entry[entry.index(entry.startIndex, offsetBy: prefix.count)..<equals]
      handlers[String(name)] = String(entry[entry.index(after: equals)...])
    }
    return handlers
  }
}
