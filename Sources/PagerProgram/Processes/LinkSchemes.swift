/// Which links `^O^O` opens, by the scheme of their URI (`--link-schemes`): by default `http`,
/// `https`, `mailto`, `ftp`, and `file` for a file on this machine. A link of another scheme
/// (`javascript:`, `ssh:`, a handler a desktop registers) is not opened, so that a text cannot
/// make the browser start what its author chose.
struct LinkSchemes: Equatable, Sendable {
  /// The schemes allowed, in lower case.
  var allowed: [String]

  /// The schemes allowed unless `--link-schemes` says otherwise.
  static let standard = LinkSchemes(allowed: ["http", "https", "mailto", "ftp", "file"])

  /// The schemes a comma-separated list names (`http,https`); case does not count. An empty
  /// list allows none.
  ///
  /// - Throws: ``UsageError`` when a name is not a scheme (a letter, then letters, digits,
  ///   `+`, `-` or `.`).
  init(list: String, option: String) throws(UsageError) {
    var allowed: [String] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: true) {
      let scheme = String(name.filter { $0 != " " }).lowercased()
      guard Self.isScheme(scheme[...]) else {
        throw UsageError(message: "\(option): '\(name)' is not a URI scheme (such as https)")
      }
      if !allowed.contains(scheme) { allowed.append(scheme) }
    }
    self.allowed = allowed
  }

  init(allowed: [String]) {
    self.allowed = allowed
  }

  /// Why `uri` is not to be opened, or nil when it may be; `hostName` is this machine's name,
  /// which a `file:` link's host must be when it is neither empty nor `localhost`.
  func refusal(of uri: String, hostName: String) -> String? {
    guard let colon = uri.firstIndex(of: ":"), Self.isScheme(uri[..<colon]) else {
      return "the link has no scheme"
    }
    let scheme = uri[..<colon].lowercased()
    guard allowed.contains(scheme) else {
      return "links of scheme \(scheme) are not opened (--link-schemes)"
    }
    guard scheme == "file" else { return nil }
    // `file:/path` and `file:///path` name this machine; `file://HOST/path` names HOST.
    let rest = uri[uri.index(after: colon)...]
    guard rest.hasPrefix("//") else { return nil }
    let host = rest.dropFirst(2).prefix { $0 != "/" }.lowercased()
    guard host.isEmpty || host == "localhost" || host == hostName.lowercased() else {
      return "the file is on another machine (\(host))"
    }
    return nil
  }

  /// Whether `text` is a URI scheme: a letter, then letters, digits, `+`, `-` or `.`, in ASCII.
  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "+-.".unicodeScalars.contains($0)
    }
  }
}
