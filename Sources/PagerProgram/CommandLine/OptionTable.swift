import PagerKit
import PagerReader

/// TUIPager's own options. None takes a name less gives another meaning: they have no short
/// names, and their long ones are not less's.
extension Option {
  /// The declaration of each of TUIPager's own options, nil for less's (``lessSpec``); a switch,
  /// so that no option can go without one.
  var ownSpec: OptionSpec? {
    switch self {
    case .command:
      OptionSpec(
        long: "--command", kind: .command("CMD"), ownGroup: .tabsOfText,
        help: "a tab showing the output of `/bin/sh -c CMD` (repeatable)")
    case .watch:
      OptionSpec(
        long: "--watch", kind: .perCommand("SECONDS"), ownGroup: .tabsOfText,
        help: "rerun the commands after it every SECONDS (after all commands: each one)")
    case .follow:
      OptionSpec(
        long: "--follow", kind: .flag, ownGroup: .tabsOfText,
        help: "start at the end of every tab and follow it as text arrives (as F does)")
    case .searchTab:
      OptionSpec(
        long: "--search-tab", kind: .flag, ownGroup: .tabsOfText,
        help: "search the shown tab only (by default n and N go on through every tab)")
    case .highlight:
      OptionSpec(
        long: "--highlight", kind: .repeated("PATTERN"), ownGroup: .tabsOfText,
        help: "highlight PATTERN on every page in a colour of its own (repeatable)")
    case .notify:
      OptionSpec(
        long: "--notify", kind: .value("HOW"), choices: Self.names(of: NoticeChoice.self),
        defaultValue: NoticeChoice.auto.rawValue, ownGroup: .tabsOfText,
        help: "desktop notices of unseen tabs ending: auto (default), osc777, osc9, never")
    case .columns:
      OptionSpec(
        long: "--columns", kind: .value("FORMAT"), ownGroup: .tabsOfText,
        help: "show tables as columns: csv, tsv, space, auto, none or a DELIMITER")
    case .merge:
      OptionSpec(
        long: "--merge", kind: .flag, ownGroup: .tabsOfText,
        help: "the files and streams given in one tab, their lines merged by their times",
        contradicts: .split)
    case .spoolLimit:
      OptionSpec(
        long: "--spool-limit", kind: .value("SIZE"), defaultValue: "1G", ownGroup: .tabsOfText,
        help: "text kept from pipes and commands, such as 512M (default 1G); older text goes")
    case .preset:
      OptionSpec(
        long: "--preset", kind: .value("NAME"), choices: Preset.all.map(\.name),
        defaultValue: Preset.menu.name, ownGroup: .demoAndLooks,
        help: "menu (default), titles, tabbar or floating", demoOnly: true)
    case .tabTitles:
      OptionSpec(
        long: "--tab-titles", kind: .value("A,B,C"), ownGroup: .demoAndLooks,
        help: "tabs with these titles (any number, at least one)", demoOnly: true)
    case .title:
      OptionSpec(
        long: "--title", kind: .value("TEXT"), ownGroup: .demoAndLooks,
        help: "a title row above everything (\"\" for none)")
    case .bar:
      OptionSpec(
        long: "--bar", kind: .value("PLACE"), choices: Self.names(of: BarPlacement.self),
        ownGroup: .demoAndLooks, help: "top, bottom or floating")
    case .indicator:
      OptionSpec(
        long: "--indicator", kind: .value("STYLE"),
        choices: Self.names(of: IndicatorStyle.self).filter { $0 != IndicatorStyle.none.rawValue },
        ownGroup: .demoAndLooks, help: "line, block or dot")
    case .jump:
      OptionSpec(
        long: "--jump", kind: .value("STYLE"), choices: Self.names(of: JumpStyle.self),
        ownGroup: .demoAndLooks,
        help: "slide (through the pages between) or direct")
    case .wrap:
      OptionSpec(
        long: "--wrap", kind: .flag, ownGroup: .demoAndLooks,
        help: "next from the last tab goes on to the first")
    case .start:
      OptionSpec(
        long: "--start", kind: .value("N"), ownGroup: .demoAndLooks,
        help: "open on tab N (1 is the first)")
    case .duration:
      OptionSpec(
        long: "--duration", kind: .value("MS"),
        defaultValue: String(Int(Pager.defaultAnimationDuration)), ownGroup: .demoAndLooks,
        help: "animation length in milliseconds, 0 to 60000 (default 250; 0 = instant)")
    case .reduceMotion:
      OptionSpec(
        long: "--reduce-motion", kind: .flag, ownGroup: .demoAndLooks,
        help: "make every change instant (the same as --duration 0)")
    case .status:
      OptionSpec(
        long: "--status", kind: .flag, ownGroup: .demoAndLooks,
        help: "show the status line (\"k/n Title\")")
    case .noStatus:
      OptionSpec(
        long: "--no-status", kind: .flag, ownGroup: .demoAndLooks, help: "hide the status line",
        contradicts: .status)
    case .split:
      OptionSpec(
        long: "--split", kind: .value("MODE"), ownGroup: .tabsOfText,
        help: "a tab per section: diff, commit, auto (commits, else files), none, PATTERN")
    case .splitLimit:
      OptionSpec(
        long: "--split-limit", kind: .value("N"), defaultValue: "100000", ownGroup: .tabsOfText,
        help: "sections cut into tabs at most (default 100000); the rest joins the last")
    case .tint:
      OptionSpec(
        long: "--tint", kind: .flag, ownGroup: .tabsOfText,
        help: "paint each text tab in a dark tint of its colour (else the terminal's own)")
    case .noMouse:
      OptionSpec(
        long: "--no-mouse", kind: .flag, ownGroup: .tabsOfText,
        help: "leave the mouse to the terminal, to select text its own way",
        twin: .mouse)
    case .linkSchemes:
      OptionSpec(
        long: "--link-schemes", kind: .value("LIST"),
        defaultValue: LinkSchemes.standard.allowed.joined(separator: ","), ownGroup: .tabsOfText,
        help: "the URI schemes ^O^O opens (default http,https,mailto,ftp,file)")
    case .config:
      OptionSpec(
        long: "--config", kind: .value("FILE"), ownGroup: .setup,
        help: "read preferences from FILE (default ~/.config/tuipager/config)")
    case .noConfig:
      OptionSpec(
        long: "--no-config", kind: .flag, ownGroup: .setup, help: "read no config file",
        contradicts: .config)
    case .completion:
      OptionSpec(
        long: "--completion", kind: .requestWithValue("SHELL"),
        choices: Self.names(of: Shell.self), ownGroup: .setup,
        help: "print the completion script for bash, zsh or fish and exit")
    default: nil
    }
  }

  /// The names of `T`'s cases, as the command line spells them, in their order.
  private static func names<T: CaseIterable & RawRepresentable>(of type: T.Type) -> [String]
  where T.RawValue == String {
    T.allCases.map(\.rawValue)
  }
}
