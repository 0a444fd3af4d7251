import Glibc

/// Which of the features that reach outside the pager are allowed, as less 704 decides it:
/// `LESSSECURE` set and not empty turns them all off, `LESSSECURE_ALLOW` turns the ones it names
/// back on, and `LESSSECURE_DISALLOW` turns the ones it names off whether or not `LESSSECURE` is
/// set.
///
/// less also lets `LESSSECURE_ALLOW` alone (without `LESSSECURE`) turn off what it does not name;
/// its manual says the list is for secure mode, and here it is only that: it allows, never
/// forbids.
struct SecureMode: Equatable, Sendable {
  /// One feature, by less 704's name for it (its manual's SECURITY section).
  enum Feature: String, CaseIterable, Sendable {
    /// `v`, the editor.
    case edit
    /// `:e` and `E`, another file opened.
    case examine
    /// Completing a file's name (Tab).
    case glob
    /// The history file: prompts' history, marks and last positions kept across runs.
    case history
    /// lesskey files, and the `LESSKEY…` variables.
    case lesskey
    /// The input preprocessor (`LESSOPEN`).
    case lessopen
    /// `s`, the text saved to a file.
    case logfile
    /// `^O^O`, a hyperlink opened.
    case osc8
    /// `|` and `||`, text piped into a command.
    case pipe
    /// `!` and `#`, a shell command run.
    case shell
    /// Ctrl-Z, the pager stopped to the shell.
    case stop
    /// `-t`, `:t`, `t` and `T`, tags files read.
    case tags
  }

  /// The features allowed.
  private(set) var allowed: Set<Feature>
  /// Whether `LESSSECURE` asked for secure mode (else only `LESSSECURE_DISALLOW` forbids).
  private(set) var isSecure = false
  /// What was wrong in the lists, one message each, as less words them: `LESSSECURE_ALLOW:
  /// invalid name "x"`. A wrong name changes nothing.
  private(set) var problems: [String] = []

  /// Everything allowed: no variable set.
  static let open = SecureMode(allowed: Set(Feature.allCases))
  /// Nothing allowed: `LESSSECURE=1` alone.
  static let strict = SecureMode(allowed: [])

  private init(allowed: Set<Feature>) {
    self.allowed = allowed
    isSecure = allowed.isEmpty
  }

  /// The mode the three variables' values ask for (nil where unset).
  init(secure: String?, allow: String?, disallow: String?) {
    isSecure = !(secure ?? "").isEmpty
    allowed = isSecure ? [] : Set(Feature.allCases)
    if isSecure, let allow {
      allowed.formUnion(features(in: allow, variable: "LESSSECURE_ALLOW"))
    }
    if let disallow {
      allowed.subtract(features(in: disallow, variable: "LESSSECURE_DISALLOW"))
    }
  }

  /// The mode this process's environment asks for (none, as in less, where `LESSNOCONFIG`
  /// ignores the variables).
  static func fromProcessEnvironment() -> SecureMode {
    SecureMode(
      secure: LessNoConfig.variable("LESSSECURE"), allow: LessNoConfig.variable("LESSSECURE_ALLOW"),
      disallow: LessNoConfig.variable("LESSSECURE_DISALLOW"))
  }

  /// Whether `feature` may be used.
  func allows(_ feature: Feature) -> Bool {
    allowed.contains(feature)
  }

  /// What a command needing `feature` says when it is not allowed, as less begins it; nil when
  /// it is allowed.
  func refusal(of feature: Feature) -> String? {
    guard !allows(feature) else { return nil }
    let why = isSecure ? "LESSSECURE is set" : "LESSSECURE_DISALLOW names \(feature.rawValue)"
    return "\(Self.refusalStart): \(why)"
  }

  /// How every refusal begins, as less's.
  static let refusalStart = "Command not available"

  /// The features `list` names: names divided by commas (spaces around them passed over), each
  /// cut short as far as it stays unambiguous, as less reads them.
  private mutating func features(in list: String, variable: String) -> Set<Feature> {
    var found: Set<Feature> = []
    for word in list.split(separator: ",") {
      var trimmed = word.drop { $0 == " " }
      while trimmed.last == " " { trimmed = trimmed.dropLast() }
      guard !trimmed.isEmpty else { continue }
      let matches = Feature.allCases.filter { $0.rawValue.hasPrefix(trimmed) }
      guard matches.count == 1 else {
        let kind = matches.isEmpty ? "invalid" : "ambiguous"
        problems.append("\(variable): \(kind) name \"\(trimmed)\"")
        continue
      }
      found.insert(matches[0])
    }
    return found
  }
}
