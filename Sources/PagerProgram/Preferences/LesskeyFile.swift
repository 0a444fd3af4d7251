import Glibc

/// Where less 590's lesskey files are, and what their `#env` sections set. less reads, weakest
/// first:
/// - the old system-wide compiled file, `/usr/bin/.sysless`;
/// - the system-wide source, `LESSKEYIN_SYSTEM`, else `/usr/local/etc/syslesskey` (less built
///   from its sources) or `/etc/syslesskey` (Debian's); only when there is none, the system-wide
///   compiled file, `LESSKEY_SYSTEM`, else `/usr/local/etc/sysless` or `/etc/sysless`;
/// - the user's source, `LESSKEYIN`, else `$XDG_CONFIG_HOME/lesskey`, `~/.config/lesskey` or
///   `~/.lesskey`; only when there is none, the user's compiled file, `LESSKEY`, else
///   `$XDG_CONFIG_HOME/less` or `~/.less`.
///
/// A file that cannot be read, or is no lesskey file, is passed over.
enum LesskeyFile {
  /// The variables less reads before the lesskey file, which its `#env` cannot set.
  static let readBeforeTheFile: Set = [
    "LESSSECURE", "LESSSECURE_ALLOW", "LESSSECURE_DISALLOW", "LESSKEYIN", "LESSKEYIN_SYSTEM",
    "LESSKEY", "LESSKEY_SYSTEM",
  ]

  /// The variables that say where the files are.
  static let locationVariables = [
    "LESSKEYIN", "LESSKEY", "LESSKEYIN_SYSTEM", "LESSKEY_SYSTEM", "XDG_CONFIG_HOME", "HOME",
  ]

  /// Where the system-wide files are when no variable names them, each list in the order they
  /// are looked for: the first that can be read is the one.
  struct SystemPlaces {
    var sources: [String]
    var compiled: [String]
    /// The compiled file of before less 582, read first, and always.
    var old: [String]

    /// Where less 590 looks: built from its sources (`/usr/local/etc`) or as Debian builds it.
    static let standard = SystemPlaces(
      sources: ["/usr/local/etc/syslesskey", "/etc/syslesskey"],
      compiled: ["/usr/local/etc/sysless", "/etc/sysless"], old: ["/usr/bin/.sysless"])
  }

  /// The files read, weakest first.
  struct Files {
    /// The system-wide ones: their `#env` stands under the environment.
    var system: [LesskeySource] = []
    /// The user's: its `#env` stands over the environment.
    var user: LesskeySource?
    /// `LESSKEY_CONTENT`, read after the user's file as less reads it, and so over it.
    var content: LesskeySource?

    /// All of them, weakest first.
    var all: [LesskeySource] {
      // Appended one by one: an array of optional sources had its type's metadata made for it
      // alone, at every start.
      var all = system
      if let user { all.append(user) }
      if let content { all.append(content) }
      return all
    }
  }

  private static func set(_ name: String, in variables: [String: String]) -> String? {
    variables[name].flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func readable(_ path: String?) -> Bool {
    path.map { access($0, R_OK) == 0 } ?? false
  }

  /// The path of the user's lesskey source in `variables`, or nil when there is none.
  static func path(variables: [String: String]) -> String? {
    if let named = set("LESSKEYIN", in: variables) { return named }
    let home = set("HOME", in: variables)
    let config = set("XDG_CONFIG_HOME", in: variables) ?? home.map { $0 + "/.config" }
    // One after the other: an array of optional paths had its type's metadata made for it alone.
    if let path = config.map({ $0 + "/lesskey" }), access(path, R_OK) == 0 { return path }
    if let path = home.map({ $0 + "/.lesskey" }), access(path, R_OK) == 0 { return path }
    return nil
  }

  /// The path of the user's compiled lesskey file in `variables`, or nil when there is none.
  static func compiledPath(variables: [String: String]) -> String? {
    if let named = set("LESSKEY", in: variables) { return named }
    let xdg = set("XDG_CONFIG_HOME", in: variables).map { $0 + "/less" }
    if readable(xdg) { return xdg }
    let home = set("HOME", in: variables).map { $0 + "/.less" }
    return readable(home) ? home : nil
  }

  /// The source file at `path`, nil when it cannot be read.
  static func source(at path: String?) -> LesskeySource? {
    guard let path, case .success(let text) = TextFile.read(path) else { return nil }
    return LesskeySource(text: text)
  }

  /// The compiled file at `path`, nil when it cannot be read or is not one.
  static func compiled(at path: String?) -> LesskeySource? {
    guard let path, case .success(let bytes) = TextFile.bytes(path) else { return nil }
    return LesskeyBinary.source(bytes)
  }

  /// The files less reads, as `variables` (the environment) and `places` say where.
  static func load(
    variables: [String: String], places: SystemPlaces = .standard
  ) -> Files {
    var files = Files()
    if let old = places.old.first(where: { readable($0) }), let file = compiled(at: old) {
      files.system.append(file)
    }
    let systemSource =
      set("LESSKEYIN_SYSTEM", in: variables)
      ?? places.sources.first { readable($0) }
    if let file = source(at: systemSource) {
      files.system.append(file)
    } else {
      let path = set("LESSKEY_SYSTEM", in: variables) ?? places.compiled.first { readable($0) }
      if let file = compiled(at: path) { files.system.append(file) }
    }
    // The system-wide files' variables count where the environment has none (less's lgetenv),
    // so they may say where the user's file is.
    var seen = variables
    for (name, value) in files.system.reversed().flatMap(\.variables)
    where set(name, in: seen) == nil {
      seen[name] = value
    }
    files.user = source(at: path(variables: seen)) ?? compiled(at: compiledPath(variables: seen))
    // less looks LESSKEY_CONTENT up once the files are read: any of them may set it.
    if let user = files.user {
      for variable in environment(user) { seen[variable.name] = variable.value }
    }
    if let content = set(LesskeySource.contentVariable, in: seen) {
      files.content = LesskeySource(content: content)
    }
    return files
  }

  /// The variables the `#env` section of one file sets, the first line of a name winning (as
  /// less looks them up), those less reads before the file left out.
  static func environment(_ source: LesskeySource) -> [(name: String, value: String)] {
    var names: Set<String> = []
    return source.variables.filter {
      !readBeforeTheFile.contains($0.name) && !$0.name.isEmpty && names.insert($0.name).inserted
    }
  }

  /// What the files set in an environment of `variables`: the user's file over the environment,
  /// the system-wide ones under it (a variable set but empty counts as unset, as in less).
  static func environment(
    _ files: Files, over variables: [String: String]
  ) -> [(name: String, value: String)] {
    var result: [(name: String, value: String)] = []
    var names: Set<String> = []
    let user = [files.content, files.user].compactMap { $0 }.flatMap { environment($0) }
    for variable in user where names.insert(variable.name).inserted {
      result.append(variable)
    }
    // The stronger system-wide file is the later one.
    for file in files.system.reversed() {
      for variable in environment(file)
      where set(variable.name, in: variables) == nil && names.insert(variable.name).inserted {
        result.append(variable)
      }
    }
    return result
  }

  /// Sets this process's environment from the lesskey files, before anything reads it (`LESS`,
  /// `LESSHISTFILE`, `LESSOPEN`, `VISUAL`, …); nothing where less's secure mode
  /// (`LESSSECURE`) or `LESSNOCONFIG` turns lesskey files off. Returns the files read, nil
  /// where none may be.
  static func applyToProcessEnvironment() -> Files? {
    guard SecureMode.fromProcessEnvironment().allows(.lesskey), LessNoConfig.current.readsFiles
    else { return nil }
    let variables = Dictionary(
      uniqueKeysWithValues: (locationVariables + [LesskeySource.contentVariable]).compactMap {
        name in getenv(name).map { (name, String(cString: $0)) }
      })
    let files = load(variables: variables)
    guard !files.all.isEmpty else { return files }
    var current: [String: String] = [:]
    for source in files.system {
      for (name, _) in environment(source) {
        current[name] = getenv(name).map { String(cString: $0) }
      }
    }
    for (name, value) in environment(files, over: current) { setenv(name, value, 1) }
    return files
  }
}
