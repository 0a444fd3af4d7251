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

    /// Its bit among a mode's features.
    fileprivate var bit: UInt16 {
      switch self {
      case .edit: 1 << 0
      case .examine: 1 << 1
      case .glob: 1 << 2
      case .history: 1 << 3
      case .lesskey: 1 << 4
      case .lessopen: 1 << 5
      case .logfile: 1 << 6
      case .osc8: 1 << 7
      case .pipe: 1 << 8
      case .shell: 1 << 9
      case .stop: 1 << 10
      case .tags: 1 << 11
      }
    }

    /// Every feature's bit.
    fileprivate static let allBits: UInt16 = (1 << 12) - 1
  }

  /// The features allowed, a bit each: a set of them, which the runtime makes types for at the
  /// start, is made only when asked (``allowed``).
  private var allowedBits: UInt16

  /// The features allowed.
  var allowed: Set<Feature> { Set(Feature.allCases.filter(allows)) }
  /// Whether `LESSSECURE` asked for secure mode (else only `LESSSECURE_DISALLOW` forbids).
  private(set) var isSecure = false
  /// What was wrong in the lists, one message each, as less words them: `LESSSECURE_ALLOW:
  /// invalid name "x"`. A wrong name changes nothing.
  private(set) var problems: [String] = []

  /// Everything allowed: no variable set.
  static let open = SecureMode(allowedBits: Feature.allBits)
  /// Nothing allowed: `LESSSECURE=1` alone.
  static let strict = SecureMode(allowedBits: 0)

  private init(allowedBits: UInt16) {
    self.allowedBits = allowedBits
    isSecure = allowedBits == 0
  }

  /// The mode the three variables' values ask for (nil where unset).
  init(secure: String?, allow: String?, disallow: String?) {
    isSecure = !(secure ?? "").isEmpty
    allowedBits = isSecure ? 0 : Feature.allBits
    if isSecure, let allow {
      allowedBits |= features(in: allow, variable: "LESSSECURE_ALLOW")
    }
    if let disallow {
      allowedBits &= ~features(in: disallow, variable: "LESSSECURE_DISALLOW")
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
    allowedBits & feature.bit != 0
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

  /// The bits of the features `list` names: names divided by commas (spaces around them passed
  /// over), each cut short as far as it stays unambiguous, as less reads them.
  private mutating func features(in list: String, variable: String) -> UInt16 {
    var found: UInt16 = 0
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
      found |= matches[0].bit
    }
    return found
  }
}
