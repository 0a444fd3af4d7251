import PagerKit

extension Option {
  /// The one declaration of each option; a switch, so that no option can go without one.
  var spec: OptionSpec {
    switch self {
    case .command:
      OptionSpec(
        long: "--command", short: "-c", kind: .command("CMD"), group: .tabsOfText,
        help: "a tab showing the output of `/bin/sh -c CMD` (repeatable)")
    case .watch:
      OptionSpec(
        long: "--watch", short: "-w", kind: .perCommand("SECONDS"), group: .tabsOfText,
        help: "rerun the commands after it every SECONDS (after all commands: each one)")
    case .follow:
      OptionSpec(
        long: "--follow", kind: .flag, group: .tabsOfText,
        help: "start at the end of every tab and follow it as text arrives (as F does)")
    case .followName:
      OptionSpec(
        long: "--follow-name", kind: .flag, group: .tabsOfText,
        help: "follow files by name as tail -F: reopen when replaced, await when missing")
    case .lineNumbers:
      OptionSpec(
        long: "--line-numbers", short: "-N", kind: .flag, group: .tabsOfText,
        help: "number the lines in a dim gutter (# turns them on and off)")
    case .header:
      OptionSpec(
        long: "--header", kind: .value("N"), group: .tabsOfText,
        help: "keep the first N lines of each tab at its top while the rest scrolls")
    case .searchTab:
      OptionSpec(
        long: "--search-tab", kind: .flag, group: .tabsOfText,
        help: "search the shown tab only (by default n and N go on through every tab)")
    case .chop:
      OptionSpec(
        long: "--chop", short: "-S", kind: .flag, group: .tabsOfText,
        help: "cut long lines instead of wrapping them (then < and > scroll)")
    case .quitIfOneScreen:
      OptionSpec(
        long: "--quit-if-one-screen", short: "-F", kind: .flag, group: .tabsOfText,
        help: "one file or standard input that fits on the screen: print it and exit",
        repeatable: true)
    case .color:
      OptionSpec(
        long: "--color", kind: .value("WHEN"), choices: Self.names(of: ColorChoice.self),
        defaultValue: ColorChoice.auto.rawValue, group: .tabsOfText,
        help: "auto (default; NO_COLOR turns it off), always or never")
    case .spoolLimit:
      OptionSpec(
        long: "--spool-limit", kind: .value("SIZE"), defaultValue: "1G", group: .tabsOfText,
        help: "text kept from pipes and commands, such as 512M (default 1G); older text goes")
    case .rawControlChars:
      OptionSpec(
        long: "--raw-control-chars", short: "-R", kind: .flag, group: .lessFlags,
        help: "taken and ignored: colours always show, as less -R shows them", repeatable: true)
    case .noInit:
      OptionSpec(
        long: "--no-init", short: "-X", kind: .flag, group: .lessFlags,
        help: "taken and ignored: the screen is always given back as it was", repeatable: true)
    case .quitOnInterrupt:
      OptionSpec(
        long: "--quit-on-intr", short: "-K", kind: .flag, group: .lessFlags,
        help: "taken and ignored: Ctrl-C always quits", repeatable: true)
    case .preset:
      OptionSpec(
        long: "--preset", kind: .value("NAME"), choices: Preset.all.map(\.name),
        defaultValue: Preset.menu.name, group: .demoAndLooks,
        help: "menu (default), titles, tabbar or floating", demoOnly: true)
    case .tabs:
      OptionSpec(
        long: "--tabs", kind: .value("A,B,C"), group: .demoAndLooks,
        help: "tabs with these titles (any number, at least one)", demoOnly: true)
    case .title:
      OptionSpec(
        long: "--title", kind: .value("TEXT"), group: .demoAndLooks,
        help: "a title row above everything (\"\" for none)")
    case .bar:
      OptionSpec(
        long: "--bar", kind: .value("PLACE"), choices: Self.names(of: BarPlacement.self),
        group: .demoAndLooks, help: "top, bottom or floating")
    case .indicator:
      OptionSpec(
        long: "--indicator", kind: .value("STYLE"),
        choices: Self.names(of: IndicatorStyle.self).filter { $0 != IndicatorStyle.none.rawValue },
        group: .demoAndLooks, help: "line, block or dot")
    case .jump:
      OptionSpec(
        long: "--jump", kind: .value("STYLE"), choices: Self.names(of: JumpStyle.self),
        group: .demoAndLooks,
        help: "slide (through the pages between) or direct")
    case .wrap:
      OptionSpec(
        long: "--wrap", kind: .flag, group: .demoAndLooks,
        help: "next from the last tab goes on to the first")
    case .start:
      OptionSpec(
        long: "--start", kind: .value("N"), group: .demoAndLooks,
        help: "open on tab N (1 is the first)")
    case .duration:
      OptionSpec(
        long: "--duration", kind: .value("MS"),
        defaultValue: String(Int(Pager.defaultAnimationDuration)), group: .demoAndLooks,
        help: "animation length in milliseconds, 0 to 60000 (default 250; 0 = instant)")
    case .reduceMotion:
      OptionSpec(
        long: "--reduce-motion", kind: .flag, group: .demoAndLooks,
        help: "make every change instant (the same as --duration 0)")
    case .status:
      OptionSpec(
        long: "--status", kind: .flag, group: .demoAndLooks,
        help: "show the status line (\"k/n Title\")")
    case .noStatus:
      OptionSpec(
        long: "--no-status", kind: .flag, group: .demoAndLooks, help: "hide the status line",
        contradicts: .status)
    case .help:
      OptionSpec(
        long: "--help", short: "-h", kind: .request(.help), group: .demoAndLooks,
        help: "show this help and exit")
    case .version:
      OptionSpec(
        long: "--version", short: "-V", kind: .request(.version), group: .demoAndLooks,
        help: "show the version and exit")
    case .config:
      OptionSpec(
        long: "--config", kind: .value("FILE"), group: .setup,
        help: "read preferences from FILE (default ~/.config/tuipager/config)")
    case .noConfig:
      OptionSpec(
        long: "--no-config", kind: .flag, group: .setup, help: "read no config file",
        contradicts: .config)
    case .completion:
      OptionSpec(
        long: "--completion", kind: .requestWithValue("SHELL"),
        choices: Self.names(of: Shell.self), group: .setup,
        help: "print the completion script for bash, zsh or fish and exit")
    }
  }

  /// The names of `T`'s cases, as the command line spells them, in their order.
  private static func names<T: CaseIterable & RawRepresentable>(of type: T.Type) -> [String]
  where T.RawValue == String {
    T.allCases.map(\.rawValue)
  }
}
