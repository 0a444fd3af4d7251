import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Rebinding keys: the command names, the key map in effect, and the program, the help and
/// `--help` following it.
@Suite struct KeyMapTests {
  @Test func everyCommandOfNormalModeHasOneStableName() {
    let commands = KeyTable.rows(in: .normal).flatMap(\.bindings).compactMap { binding in
      if case .command(let command) = binding.action { return command }
      return nil
    }
    for command in commands {
      #expect(command.name != nil, "\(command) has no name for bind lines")
    }
    let names = commands.compactMap(\.name)
    #expect(Set(names).count == names.count, "two commands share a name: \(names)")
    #expect(KeyMap.commands.count == names.count)
    for name in names {
      #expect(name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name)")
      #expect(KeyMap.commands[name]?.name == name)
    }
    #expect(KeyMap.commands["next-tab"] == .screen(.pager(.next)))
    #expect(KeyMap.commands["quit"] == .quit)
  }

  @Test func theManualPageListsEveryCommandName() throws {
    let page = try ManualPage.load()
    for name in KeyMap.commands.keys {
      #expect(page.plainText.contains(name), "\(name)")
    }
    // And names nothing else in its list of them.
    let list = try #require(
      page.plainText.split(separator: "The commands are:", maxSplits: 1).last?
        .split(separator: " and quit.", maxSplits: 1).first,
      "the manual page has no list of commands")
    let listed = list.split(whereSeparator: { ", \n".contains($0) }).map(String.init)
      .filter { !$0.isEmpty }
    #expect(Set(listed + ["quit"]) == Set(KeyMap.commands.keys), "\(listed)")
  }

  /// What the table's rows say `key` does in `mode`: the first binding of the mode that has it,
  /// else the mode it falls back to.
  static func tableCommand(for key: Key, in mode: InputMode) -> KeyCommand? {
    for row in KeyTable.rows where row.mode == mode {
      for binding in row.bindings {
        if let command = binding.command(for: key) { return command }
      }
    }
    return mode.fallback.flatMap { tableCommand(for: key, in: $0) }
  }

  @Test func theStandardMapIsTheKeyTable() {
    // Less a binding without keys (the `:` line of old, there for `bind` lines to name).
    let keyed = KeyTable.rows.map { row in
      var row = row
      row.bindings.removeAll { $0.keys.isEmpty }
      return row
    }
    #expect(KeyMap.standard.rows == keyed)
    for mode in InputMode.allCases {
      for key in KeyTableTests.probes {
        #expect(
          KeyMap.standard.command(for: key, in: mode) == Self.tableCommand(for: key, in: mode))
      }
    }
  }

  @Test func aReboundKeyLeavesItsOldCommandAndJoinsTheNewOne() {
    var map = KeyMap.standard
    map.bind(.character("q"), to: .screen(.pager(.next)))
    #expect(map.command(for: .character("q"), in: .normal) == .screen(.pager(.next)))
    #expect(map.command(for: .character("Q"), in: .normal) == .quit, "the other keys stay")
    let rows = map.rows(in: .normal)
    #expect(rows.first?.keyNames == "Right  l  Tab  q")
    #expect(rows.last?.keyNames == "Q  ZZ  Ctrl-C  V")
    // In the prompt q still types itself.
    #expect(map.command(for: .character("q"), in: .prompt) == .screen(.prompt(.insert("q"))))
  }

  @Test func mapsAreEqualByTheirRowsNotByWhetherTheyKeepTheirOwn() {
    // The standard map keeps no rows of its own until a key is bound. Unbinding a key that does
    // nothing makes it keep its own, the same as the table's: it still equals the standard one.
    var same = KeyMap.standard
    same.unbind(.key(.character("€")), in: .normal)
    #expect(same == KeyMap.standard)
    #expect(same.rows == KeyMap.standard.rows)
    var rebound = KeyMap.standard
    rebound.bind(.character("q"), to: .screen(.pager(.next)))
    #expect(rebound != KeyMap.standard)
    #expect(rebound != same)
  }

  @Test func aCommandLeftWithoutKeysLeavesTheHelpAndCanComeBack() {
    var map = KeyMap.standard
    for key in [Key.right, .character("l"), .tab] { map.bind(key, to: .quit) }
    #expect(!map.rows(in: .normal).contains { $0.help.hasPrefix("next tab") })
    #expect(map.rows.count == KeyTable.rows.count - 1)
    map.bind(.character("s"), to: .screen(.pager(.next)))
    #expect(map.command(for: .character("s"), in: .normal) == .screen(.pager(.next)))
    #expect(map.rows(in: .normal).first { $0.help.hasPrefix("next tab") }?.keyNames == "s")
  }

  @Test func theProgramFollowsTheConfigFile() throws {
    let config = try TemporaryFile(named: "config", "bind x next-tab\nbind q help\nbind Q quit\n")
    let pilot = try Pilot(["--config", config.path, "--duration", "0"])
    #expect(AppTests.showsMenuPage(0, pilot.lines))
    pilot.press(.character("x"))
    #expect(AppTests.showsMenuPage(1, pilot.lines))
    // q shows the help now, and the help lists the keys in effect.
    pilot.press(.character("q"))
    #expect(pilot.status == nil)
    let overlay = pilot.lines.joined(separator: "\n")
    #expect(overlay.contains("Right  l  Tab  x"), "\(overlay)")
    // The help scrolls where it does not fit: its last rows are at its end.
    pilot.press(.character("G"))
    let end = pilot.lines.joined(separator: "\n")
    #expect(end.contains("H  F1  h  q "), "\(end)")
    #expect(end.contains("ZZ  Q  Ctrl-C"), "\(end)")
    pilot.press(.escape)
    pilot.press(.character("Q"))
    #expect(pilot.status == 0)
  }
}
