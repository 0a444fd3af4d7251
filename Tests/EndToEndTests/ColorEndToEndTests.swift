import Foundation
import Testing

/// `--color auto|always|never` and `NO_COLOR`: without colour nothing is coloured, the selection
/// still stands out (reverse, bold or underline), the indicator is still drawn and the pages are
/// told apart by their labels.
@Suite("Colour")
struct ColorEndToEndTests {
  /// How one preset shows its bar and its pages, for the checks without colour.
  struct PresetLook: CustomTestStringConvertible, Sendable {
    var preset: String
    /// The row (of a 100×30 screen) with the items, and the items as they read there.
    var barRow: Int
    var items: [String]
    var testDescription: String { preset }

    /// True when tab `index` is at rest: its page alone, and its indicator where there is one.
    func isSettled(on index: Int, _ screen: [String]) -> Bool {
      switch preset {
      case "menu":
        return MenuScreen.isSettled(on: index, screen, width: 100)
      case "titles":
        return TitlesScreen.isSettled(on: index, screen)
      case "tabbar":
        return PresetScreen.showsOnly(
          TabbarScreen.labels[index], of: TabbarScreen.labels, in: screen,
          rows: TabbarScreen.pageRows(height: 30), width: 100)
      default:
        return FloatingScreen.shows(
          FloatingScreen.buttons[index], fromLine: 1, barShown: true, screen)
      }
    }

    static let all = [
      PresetLook(preset: "menu", barRow: MenuScreen.menuRow, items: MenuScreen.labels),
      PresetLook(preset: "titles", barRow: TitlesScreen.barRow, items: TitlesScreen.titles),
      PresetLook(
        preset: "tabbar", barRow: TabbarScreen.barRow(height: 30),
        items: TabbarScreen.icons.map(String.init)),
      PresetLook(
        preset: "floating", barRow: FloatingScreen.barRow(height: 30),
        items: FloatingScreen.buttons),
    ]
  }

  @Test(
    "--color never: no colour anywhere, the selection and the pages still told apart",
    arguments: PresetLook.all)
  func never(_ look: PresetLook) async throws {
    let session = try await TmuxSession.start(
      arguments: ["--preset", look.preset, "--color", "never", "--start", "1", "--duration", "0"])
    defer { session.close() }

    for index in [0, 1] {
      if index > 0 { try await session.sendKeys("\(index + 1)") }
      let screen = try await session.waitUntilColored("tab \(index + 1) at rest") {
        look.isSettled(on: index, PresetScreen.plainText($0))
      }
      let colors = MonochromeScreen.colorSequences(screen)
      #expect(colors.isEmpty, "tab \(index + 1): colour sequences \(Set(colors).sorted())")
      let cells = MonochromeScreen.cells(screen)
      let problem = MonochromeScreen.selectionProblem(
        look.items, selected: index, in: cells[look.barRow])
      #expect(problem == nil, "tab \(index + 1): \(problem ?? "")")
    }
  }

  @Test("--color never on a file: no colour, the title underlined by the indicator")
  func neverOnAFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tuipager-colour-\(UUID().uuidString.prefix(8).lowercased())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    try "first line\nsecond line\n".write(to: file, atomically: true, encoding: .utf8)

    let session = try await TmuxSession.start(
      arguments: ["--color", "never", "--command", "echo from a command", file.path])
    defer { session.close() }
    let screen = try await session.waitUntilColored("the command's output") {
      PresetScreen.plainText($0).contains { $0.hasPrefix("from a command") }
    }
    #expect(MonochromeScreen.colorSequences(screen).isEmpty)
    try await session.sendKeys("Right")
    let second = try await session.waitUntilColored("the file's text, the indicator under it") {
      let plain = PresetScreen.plainText($0)
      guard plain.count > 2, plain[2].hasPrefix("first line"),
        let title = ScreenText.columnRanges(of: "notes.txt", in: plain[0]).first,
        let mark = MenuScreen.indicatorSpan(plain[1])
      else { return false }
      return mark.contains(title.lowerBound) && mark.contains(title.upperBound - 1)
    }
    let colors = MonochromeScreen.colorSequences(second)
    #expect(colors.isEmpty, "colour sequences \(Set(colors).sorted())")
  }

  struct Environment: CustomTestStringConvertible, Sendable {
    var variables: [String: String]
    var arguments: [String]
    var colored: Bool
    var testDescription: String {
      (variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + arguments)
        .joined(separator: " ") + (colored ? ": colour" : ": no colour")
    }
  }

  @Test(
    "NO_COLOR (not empty) turns colour off unless --color always; --color wins over it",
    arguments: [
      Environment(variables: ["NO_COLOR": "1"], arguments: [], colored: false),
      Environment(variables: ["NO_COLOR": "1"], arguments: ["--color", "auto"], colored: false),
      Environment(variables: ["NO_COLOR": "1"], arguments: ["--color", "never"], colored: false),
      Environment(variables: ["NO_COLOR": "1"], arguments: ["--color", "always"], colored: true),
      Environment(variables: ["NO_COLOR": ""], arguments: [], colored: true),
      Environment(variables: [:], arguments: ["--color", "auto"], colored: true),
      Environment(variables: [:], arguments: ["--color", "always"], colored: true),
    ])
  func noColorEnvironment(_ environment: Environment) async throws {
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand(
      environment.arguments + ["--duration", "0"], environment: environment.variables)

    let screen = try await session.waitUntilColored("House at rest") {
      MenuScreen.isSettled(on: 0, PresetScreen.plainText($0), width: 100)
    }
    let colors = MonochromeScreen.colorSequences(screen)
    if environment.colored {
      #expect(!colors.isEmpty, "colours expected")
      let page = try await session.restingPageColor()
      #expect(page.isBrown, "House's page should be its brown, not \(page)")
    } else {
      #expect(colors.isEmpty, "no colour expected, got \(Set(colors).sorted())")
      let problem = MonochromeScreen.selectionProblem(
        MenuScreen.labels, selected: 0, in: MonochromeScreen.cells(screen)[MenuScreen.menuRow])
      #expect(problem == nil, "\(problem ?? "")")
    }

    try await session.sendKeys("3")
    let person = try await session.waitUntilColored("Person at rest") {
      MenuScreen.isSettled(on: 2, PresetScreen.plainText($0), width: 100)
    }
    #expect(MonochromeScreen.colorSequences(person).isEmpty == !environment.colored)
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0)
  }

  @Test("On a terminal without colours, --color always draws none and the selection still shows")
  func alwaysOnMonochromeTerminal() async throws {
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand(
      ["--color", "always", "--duration", "0"], term: "xterm-mono")

    let screen = try await session.waitUntilColored("House at rest") {
      MenuScreen.isSettled(on: 0, PresetScreen.plainText($0), width: 100)
    }
    let colors = MonochromeScreen.colorSequences(screen)
    #expect(colors.isEmpty, "colour sequences \(Set(colors).sorted())")
    let problem = MonochromeScreen.selectionProblem(
      MenuScreen.labels, selected: 0, in: MonochromeScreen.cells(screen)[MenuScreen.menuRow])
    #expect(problem == nil, "\(problem ?? "")")
  }
}
