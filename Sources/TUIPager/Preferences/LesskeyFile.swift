import Glibc

/// Where the user's lesskey source is, as less finds it (`LESSKEYIN`, else
/// `$XDG_CONFIG_HOME/lesskey` or `~/.config/lesskey`, else `~/.lesskey`), and what its `#env`
/// section sets.
enum LesskeyFile {
  /// The variables less reads before the lesskey file, which its `#env` cannot set.
  static let readBeforeTheFile: Set = [
    "LESSSECURE", "LESSKEYIN", "LESSKEYIN_SYSTEM", "LESSKEY", "LESSKEY_SYSTEM",
  ]

  /// The variables that say where the file is.
  static let locationVariables = ["LESSKEYIN", "XDG_CONFIG_HOME", "HOME"]

  /// The path of the user's lesskey source in `variables`, or nil when there is none.
  static func path(variables: [String: String]) -> String? {
    func set(_ name: String) -> String? { variables[name].flatMap { $0.isEmpty ? nil : $0 } }
    if let named = set("LESSKEYIN") { return named }
    let home = set("HOME")
    let config = set("XDG_CONFIG_HOME") ?? home.map { $0 + "/.config" }
    let candidates = [config.map { $0 + "/lesskey" }, home.map { $0 + "/.lesskey" }]
    return candidates.compactMap { $0 }.first { access($0, R_OK) == 0 }
  }

  /// The user's lesskey source, when there is one that can be read.
  static func load(variables: [String: String]) -> LesskeySource? {
    guard let path = path(variables: variables), case .success(let text) = TextFile.read(path)
    else { return nil }
    return LesskeySource(text: text)
  }

  /// The variables the `#env` section sets, in order, those less reads before the file left
  /// out. As in less, they stand over the environment's own.
  static func environment(_ source: LesskeySource) -> [(name: String, value: String)] {
    source.variables.filter { !readBeforeTheFile.contains($0.name) && !$0.name.isEmpty }
  }

  /// Sets this process's environment from the user's lesskey file, before anything reads it
  /// (`LESS`, `LESSHISTFILE`, `LESSOPEN`, `VISUAL`, …); nothing in less's secure mode
  /// (`LESSSECURE`), where less reads no lesskey file.
  static func applyToProcessEnvironment() {
    let secure = getenv("LESSSECURE").map { $0.pointee != 0 } ?? false
    guard !secure else { return }
    let variables = Dictionary(
      uniqueKeysWithValues: locationVariables.compactMap { name in
        getenv(name).map { (name, String(cString: $0)) }
      })
    guard let source = load(variables: variables) else { return }
    for (name, value) in environment(source) { setenv(name, value, 1) }
  }
}
