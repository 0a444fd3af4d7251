/// What the user keeps from run to run, weaker than the command line: less's `LESS`, the config
/// file over it, then the `TUIPAGER` variable (as `LESS` holds less's options), then the command
/// line over all of them.
struct Preferences {
  /// A source of options and where its options come from, for error messages.
  struct Layer {
    var given: GivenArguments
    /// Where each option was given: `FILE:LINE`, `TUIPAGER` or `LESS`.
    var origins: [Option: String]
  }

  /// The config file's options, then `TUIPAGER`'s.
  var layers: [Layer] = []
  /// The keys in effect: the key table with the config file's `bind` lines applied.
  var keys = KeyMap.standard
  /// What less's secure mode allows (`LESSSECURE`, `LESSSECURE_ALLOW`, `LESSSECURE_DISALLOW`).
  var secureMode = SecureMode.open
  /// Whether lesskey text is read: not in secure mode, nor where `LESSNOCONFIG` is set.
  var readsLesskey = true

  /// The name of the variable that holds default options.
  static let variable = "TUIPAGER"

  /// Reads the config file and `TUIPAGER` from `variables`, as the command line's options ask:
  /// `--no-config` skips the file, `--config FILE` names it (then it must be readable); the
  /// default file is read only when it is there. Either must be a regular file of at most
  /// ``TextFile/sizeLimit`` bytes. `lessVariable` is `LESS`, whose mistakes are passed over;
  /// `secureMode` what the `LESSSECURE` variables allow. No file is read unless `readsFiles`
  /// (`LESSNOCONFIG`); `LESS`'s options that `unsupported` names are passed over. The lesskey
  /// files are `lesskeyFiles` where they were read already, else read here.
  static func load(
    commandLine: GivenArguments, variables: [String: String],
    lesskeyFiles: LesskeyFile.Files? = nil, lessVariable: String? = nil,
    secureMode: SecureMode = .open, readsFiles: Bool = true,
    unsupported: UnsupportedOptions = UnsupportedOptions(nil)
  ) throws(UsageError) -> Preferences {
    var preferences = Preferences()
    preferences.secureMode = secureMode
    preferences.readsLesskey = secureMode.allows(.lesskey) && readsFiles
    let less = LessVariable.options(lessVariable, unsupported: unsupported)
    preferences.layers.append(Layer(given: less, origins: less.values.mapValues { _ in "LESS" }))
    // The lesskey files' bindings, under the config file's (less reads none in secure mode).
    if preferences.readsLesskey {
      let files = lesskeyFiles ?? LesskeyFile.load(variables: variables)
      LesskeyCommands.apply(files.all, to: &preferences.keys)
    }
    let named = commandLine.values[.config]
    if readsFiles, commandLine.values[.noConfig] == nil,
      let path = named ?? ConfigFile.defaultPath(variables: variables)
    {
      switch TextFile.read(path) {
      case .success(let text):
        let file = try ConfigFile(text: text, path: path)
        preferences.layers.append(
          Layer(given: file.given, origins: file.lines.mapValues { "\(path):\($0)" }))
        for binding in file.bindings { preferences.keys.bind(binding.key, to: binding.command) }
      case .failure(let error):
        if named != nil { throw UsageError(message: "--config: \(error)") }
        // One that is there but no small regular file is a mistake, as a wrong line is.
        if error.code == nil { throw UsageError(message: "\(error)") }
      }
    }
    if let text = variables[variable] {
      let given = try environmentOptions(text)
      preferences.layers.append(
        Layer(given: given, origins: given.values.mapValues { _ in variable }))
    }
    return preferences
  }

  /// The options of `TUIPAGER`'s value: options only, checked as the command line's.
  private static func environmentOptions(_ text: String) throws(UsageError) -> GivenArguments {
    var given = GivenArguments()
    do throws(UsageError) {
      let words = try ShellWords.split(text)
      if try given.read(words) != nil {
        throw UsageError(message: "it can hold only options that change how the pager runs")
      }
      guard given.sources.isEmpty else {
        throw UsageError(message: "it can hold only options, not files or commands")
      }
      if let perCommand = given.perCommandValues.first?.option {
        throw UsageError(
          message: "\(perCommand.spec.long) belongs to a command on the command line")
      }
      for option in [Option.config, .noConfig] where given.values[option] != nil {
        throw UsageError(message: "\(option.spec.long) can be given only on the command line")
      }
      _ = try Options(given, tabsKnown: false)
    } catch {
      throw UsageError(message: "\(variable): \(error.message)", option: error.option)
    }
    return given
  }

  /// The options to run with: these preferences under `commandLine`. Options only the demo has
  /// are left out of the preferences when the command line shows files or commands; a value the
  /// preferences gave that does not fit what the command line asks is blamed on where it was
  /// given.
  func options(under commandLine: GivenArguments) throws(UsageError) -> Options {
    var merged = GivenArguments()
    var origins: [Option: String] = [:]
    for layer in layers {
      merged.override(with: layer.given)
      origins.merge(layer.origins) { _, stronger in stronger }
    }
    if !commandLine.sources.isEmpty { merged.removeOptions { $0.spec.demoOnly } }
    merged.override(with: commandLine)
    do {
      var options = try Options(merged)
      options.keys = keys
      // `--lesskey-content` stands over LESSKEY_CONTENT and the files, as less reads it after.
      if readsLesskey, let content = merged.values[.lesskeyContent] {
        LesskeyCommands.apply(LesskeySource(content: content), to: &options.keys)
      }
      options.secureMode = secureMode
      return options
    } catch {
      guard let option = error.option, commandLine.values[option] == nil,
        let origin = origins[option]
      else { throw error }
      throw UsageError(message: "\(origin): \(error.message)", option: option)
    }
  }
}
