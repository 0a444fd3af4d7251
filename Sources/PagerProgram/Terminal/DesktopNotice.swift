/// A notice for the desktop, which the terminal turns into a notification: a command tab ended,
/// or a followed file stopped growing, while the user read another tab. It goes as an OSC
/// sequence, in the form the terminal takes (``Form``).
struct DesktopNotice: Hashable, Sendable {
  /// What it is about: the program and the tab's title.
  var title: String
  /// What happened.
  var body: String

  /// How a terminal takes notices.
  enum Form: String, CaseIterable, Sendable {
    /// `OSC 777 ; notify ; TITLE ; BODY`, rxvt-unicode's: foot, Ghostty, WezTerm take it too.
    case osc777
    /// `OSC 9 ; TEXT`, iTerm2's: kitty takes it too.
    case osc9
  }

  /// The variables that tell which terminal the program runs in.
  static let identifyingVariables = ["TERM", "TERM_PROGRAM", "LC_TERMINAL", "TMUX"]

  /// The form `choice` asks for; with `auto`, the one the terminal named by `variables` takes
  /// (nil where none is known to: a terminal that knows no OSC would print it).
  static func form(_ choice: NoticeChoice, variables: [String: String]) -> Form? {
    switch choice {
    case .never: return nil
    case .osc777: return .osc777
    case .osc9: return .osc9
    case .auto:
      let program = variables["TERM_PROGRAM"] ?? ""
      let term = variables["TERM"] ?? ""
      if ["WezTerm", "ghostty"].contains(program) || term == "xterm-ghostty"
        || term.hasPrefix("rxvt-unicode") || term.hasPrefix("foot")
      {
        return .osc777
      }
      // iTerm2 names itself in LC_TERMINAL, which tmux and ssh pass on.
      if program == "iTerm.app" || variables["LC_TERMINAL"] == "iTerm2" || term == "xterm-kitty" {
        return .osc9
      }
      return nil
    }
  }

  /// The sequence that sends it in `form`; inside tmux, wrapped for tmux to pass through to the
  /// terminal outside (with `allow-passthrough on`). Controls in the title and the body (a file
  /// name may hold an ESC) are dropped, so nothing but the notice reaches the terminal.
  func sequence(_ form: Form, insideTmux: Bool) -> String {
    let title = Self.cleaned(title)
    let body = Self.cleaned(body)
    let sequence =
      switch form {
      // The title is a field of its own: a semicolon in it would end it.
      case .osc777:
        "\u{1B}]777;notify;" + title.replacingUTF8(";", with: ",") + ";" + body + "\u{07}"
      case .osc9: "\u{1B}]9;" + title + ": " + body + "\u{07}"
      }
    guard insideTmux else { return sequence }
    // In a passthrough every ESC of the sequence is doubled: it has one, its first.
    return "\u{1B}Ptmux;\u{1B}" + sequence + "\u{1B}\\"
  }

  /// The most characters of a title or a body sent.
  static let longest = 200

  /// `text` without C0 and C1 controls or DEL, at most ``longest`` characters.
  private static func cleaned(_ text: String) -> String {
    let kept = text.unicodeScalars.filter {
      !($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
    }
    return String(String.UnicodeScalarView(kept).prefix(longest))
  }
}

/// `--notify`: whether and how the desktop is told of tabs that ended or stopped growing unseen.
enum NoticeChoice: String, CaseIterable, Equatable, Sendable {
  /// In the form the terminal is known to take, where it is known.
  case auto
  /// As OSC 777 (rxvt-unicode, foot, Ghostty, WezTerm).
  case osc777
  /// As OSC 9 (iTerm2, kitty).
  case osc9
  /// Never.
  case never
}
