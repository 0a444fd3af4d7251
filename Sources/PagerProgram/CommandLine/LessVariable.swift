/// `LESS`: the options less takes from the environment, which programs set for their pager
/// (git `LESS=FRX` when it is unset, systemd `FRSXMK`, dpkg `-FRSXMQ`, man-db `-ix8RmPm…$PM…$`).
/// It is read as less reads it, through the same option table as the command line, and weaker
/// than everything else: every option of less counts, a prompt or another string ends at a `$`,
/// and what TUIPager cannot take (an option less lacks, a value out of range, TUIPager's own
/// options) is passed over, never an error, as a drop-in less must.
enum LessVariable {
  /// The options of `value`, every one of them valid, but those `unsupported` names
  /// (`LESS_UNSUPPORT`).
  static func options(
    _ value: String?, unsupported: UnsupportedOptions = UnsupportedOptions(nil)
  ) -> GivenArguments {
    var given = GivenArguments()
    guard let value else { return given }
    var scanner = OptionScanner(fromEnvironment: true)
    for found in scanner.scan(value) {
      switch found {
      case .option(let option, _, _) where unsupported.contains(option),
        .reset(let option) where unsupported.contains(option):
        continue
      case .option(let option, let value, let spelling):
        // In LESS, less takes -r as -R.
        let option = option == .rawControlChars ? .rawColors : option
        switch option.spec.kind {
        case .flag, .value: break
        default: continue
        }
        guard isValid(option, value) else { continue }
        try? given.record(option, value, as: spelling)
      case .reset(let option):
        given.forget(option)
      case .startCommand(let text):
        given.addStartCommand(Substring(text))
      case .needsValue, .unknown, .valueForAFlag:
        continue
      }
    }
    return given
  }

  /// Whether `option` takes `value`: the command line's checks, made on it alone.
  private static func isValid(_ option: Option, _ value: String) -> Bool {
    var alone = GivenArguments()
    do {
      try alone.record(option, value, as: option.spec.long)
      _ = try Options(alone, tabsKnown: false)
      return true
    } catch {
      return false
    }
  }
}
