import Glibc
import PagerKit
import PagerReader

/// What less does on the terminal and with the text itself: `v` edits the file, `!` runs a shell
/// command on the terminal, `s` saves a pipe's or a command's text to a file.
extension App {
  /// Takes a line typed at one of the program's own prompts.
  mutating func carryOut(_ line: SubmittedLine, at now: Instant) {
    switch line.prompt {
    case .shellCommand: runShellCommand(line.text, at: now)
    case .expandedShellCommand: runExpandedShellCommand(line.text, at: now)
    case .pipeBetween(let first, let second):
      pipe(between: first, and: second, into: line.text, at: now)
    case .saveFile: save(to: line.text, overwriting: false, at: now)
    case .shownColumns: screen.update(.table(.showColumns(matching: line.text)), at: now)
    case .confirmOverwrite(let path):
      if line.text.lowercased().hasPrefix("y") {
        save(to: path, overwriting: true, at: now)
      } else {
        screen.update(.notice("Not saved: \(path) is left as it was"), at: now)
      }
    case .pipe(let mark): pipe(toMark: mark, into: line.text, at: now)
    case .optionName(let use): changeOption(named: line.text, use, at: now)
    case .optionValue(let name, _): changeOption(named: name, to: line.text, at: now)
    case .tag: goToTag(line.text, at: now)
    }
  }

  /// `v`: the editor (`$VISUAL`, else `$EDITOR`, else `vi`) on the shown file at the middle line
  /// of the page, as less opens it, through `LESSEDIT` when set; then the file read again in
  /// place.
  mutating func editFile(at now: Instant) {
    let tab = screen.pager.selectedIndex
    if let (path, line) = diffTarget(ofTab: tab) {
      // The diff shown stays as it was: it is no copy of the file.
      runEditor(on: path, lines: ["t": line, "m": line, "b": line], rereading: false, at: now)
      return
    }
    guard feeds.indices.contains(tab), case .file(let path) = feeds[tab].source else {
      screen.update(
        .notice(feeds.isEmpty ? "No file to edit" : "Cannot edit this tab: it is not a file"),
        at: now)
      return
    }
    // The lines' own numbers: under a filter or -s the page's lines are a view of the file's.
    var lines: [Character: Int] = [:]
    if let document = screen.pages[tab].document, document.lineCount > 0 {
      let count = document.lineCount
      let top = screen.pages[tab].viewport.topLine
      let bottom = screen.shownLines?.upperBound ?? top
      let middle = screen.middleLine(ofTab: tab) ?? top
      for (letter, line) in [("t", top), ("m", middle), ("b", bottom)] where line < count {
        lines[Character(letter)] = document.lineNumber(ofLine: line)
      }
    }
    runEditor(
      on: path, lines: lines.isEmpty ? ["t": 1, "m": 1, "b": 1] : lines, rereading: true, at: now)
  }

  /// The file a diff's section shows, and the line of it at the top of the page, when the tab
  /// is one and the file is in the working tree (`v` then edits it there).
  private func diffTarget(ofTab tab: Int) -> (path: FilePath, line: Int)? {
    guard let split, split.isSplit,
      let section = screen.tabList.id(at: tab).flatMap(split.sections.index(ofTab:)),
      split.splitter.sections.indices.contains(section),
      let path = split.splitter.sections[section].path.map({ FilePath(bytes: $0) }),
      path.withCString({ access($0, F_OK) }) == 0
    else { return nil }
    let top = screen.pages[tab].viewport.topLine
    let line = DiffPosition.newFileLine(at: top, in: split.sections.document(at: section)) ?? 1
    return (path, max(1, line))
  }

  /// The editor on `path` at `lines` (by less's letters: `t`, `m`, `b`), through the
  /// `LESSEDIT` template, on the terminal; then the shown file read again when `rereading`.
  private mutating func runEditor(
    on path: FilePath, lines: [Character: Int], rereading: Bool, at now: Instant
  ) {
    let values = EditCommandTemplate.Values(
      editor: openingOptions.editor, file: path.bytes, lines: lines)
    let (status, failure) = runOnTerminal(openingOptions.editTemplate.expand(values))
    if rereading { reloadInPlace(at: now) }
    if let failure {
      screen.update(.notice("Cannot edit: \(failure)"), at: now)
    } else if status != 0 {
      screen.update(.notice("The editor exited with status \(status)"), at: now)
    }
  }

  /// Runs `command` through the user's shell with the terminal handed over to it (an editor, a
  /// browser); its exit status, or why it could not run.
  func runOnTerminal(_ command: [UInt8]) -> (status: Int32, failure: String?) {
    let line = openingOptions.userShell.commandLine(command)
    return runOnTerminal { input, output throws(DocumentError) in
      try ShellCommand.runOnTerminal(line, input: input, output: output)
    }
  }

  /// Runs what `run` starts (given the terminal's input and output) with the terminal handed
  /// over to it; its exit status, or why it could not run.
  func runOnTerminal(
    _ run: (_ input: Int32, _ output: Int32) throws(DocumentError) -> Int32
  ) -> (status: Int32, failure: String?) {
    var status: Int32 = 0
    var failure: String?
    terminal.handOver { input, output in
      do throws(DocumentError) {
        status = try run(input, output)
      } catch {
        failure = error.reason
      }
    }
    return (status, failure)
  }

  /// `!cmd`: runs `cmd` through the shell on the terminal, as less does (`%` is the shown file,
  /// `!!` the command before), and waits for Return before the pages come back.
  mutating func runShellCommand(_ typed: String, at now: Instant) {
    switch ShellLine.expand(typed, previous: lastShellCommand, file: shownFilePath) {
    case .success(let expanded): runOnTerminalAndWait(expanded, sign: "!", at: now)
    case .failure(let problem): screen.update(.notice(problem.message), at: now)
    }
  }

  /// `#cmd`: runs `cmd` as `!` does once it is expanded as less expands a prompt (less 704's
  /// `#`): `%f` the shown file (quoted for the shell, as every name is), `%F` its last part,
  /// `%lt` `%lm` `%lb` the top, middle and bottom line, `%L` the last, `%i` of `%m` the tab,
  /// `%B` the bytes, `?f…:….` conditions.
  mutating func runExpandedShellCommand(_ typed: String, at now: Instant) {
    let tab = screen.pager.selectedIndex
    var values = EditCommandTemplate.Values(
      editor: openingOptions.editor, file: shownFilePath?.bytes ?? [], lines: [:])
    if let document = screen.pages[tab].document, document.lineCount > 0 {
      let top = screen.pages[tab].viewport.topLine
      let bottom = screen.shownLines?.upperBound ?? top
      let middle = screen.middleLine(ofTab: tab) ?? top
      for (letter, line) in [("t", top), ("m", middle), ("b", bottom)]
      where line < document.lineCount {
        values.lines[Character(letter)] = document.lineNumber(ofLine: line)
      }
      if document.isComplete {
        values.lastLine = document.lineNumber(ofLine: document.lineCount - 1)
      }
      values.byteTotal = document.byteTotal
    }
    values.tabNumber = tab + 1
    values.tabCount = screen.pager.tabCount
    runOnTerminalAndWait(EditCommandTemplate(typed).expand(values), sign: "#", at: now)
  }

  /// Runs `command` through the shell on the terminal, echoed after `sign`, and waits for
  /// Return before the pages come back, as less's `!` does; `!!` runs it again.
  private mutating func runOnTerminalAndWait(_ command: [UInt8], sign: String, at now: Instant) {
    lastShellCommand = command
    runOnTerminal(command, shownAfter: sign, done: "!done", at: now)
  }

  /// Runs `command` through the user's shell on the terminal, as less's `lsystem` does: shown
  /// after `sign` first unless that is nil, then `done` and a wait for Return unless that is nil.
  mutating func runOnTerminal(
    _ command: [UInt8], shownAfter sign: String?, done: String?, at now: Instant
  ) {
    var failure: String?
    let line = openingOptions.userShell.commandLine(command)
    terminal.handOver { input, output in
      let out = StandardStream(descriptor: output)
      // The echo only: a file's name in it may hold control bytes, which must not reach the
      // terminal as they are.
      if let sign {
        out.writeAll(
          sign + PrintableMessages.printable(String(decoding: command, as: UTF8.self)) + "\n")
      }
      do throws(DocumentError) {
        _ = try ShellCommand.runOnTerminal(line, input: input, output: output)
      } catch {
        failure = error.reason
        out.writeAll(error.reason + "\n")
      }
      if let done {
        out.writeAll(done + "  (press RETURN)")
        Self.awaitReturn(on: input)
      }
    }
    if let failure { screen.update(.notice("Cannot run the command: \(failure)"), at: now) }
  }

  /// The shown tab's file, for `%`.
  private var shownFilePath: FilePath? {
    let tab = screen.pager.selectedIndex
    guard feeds.indices.contains(tab), case .file(let path) = feeds[tab].source else { return nil }
    return path
  }

  /// Reads the terminal, in the line mode the program left it in, up to the end of a line.
  private static func awaitReturn(on input: Int32) {
    var byte: UInt8 = 0
    while true {
      let count = SystemCall.read(input, &byte, 1)
      if count <= 0 || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return }
    }
  }

  /// `|` and a mark (`.` for the screen), then a command: the lines from the top line to the
  /// mark, or those on the screen, are the standard input of `command`, whose output opens as a
  /// command tab after the last.
  mutating func pipe(toMark mark: Character, into command: String, at now: Instant) {
    pipe(between: ":", and: mark == "." ? ";" : mark, into: command, at: now)
  }

  /// `||`, two marks, then a command: the lines between the two marks, in either order, are
  /// the standard input of `command`, as `|` pipes them.
  mutating func pipe(
    between first: Character, and second: Character, into command: String, at now: Instant
  ) {
    let tab = screen.pager.selectedIndex
    guard command.contains(where: { !$0.isWhitespace }) else {
      screen.update(.notice("Give a command to pipe into"), at: now)
      return
    }
    guard let document = screen.pages[tab].document, let shown = screen.shownLines else {
      screen.update(.notice("No text to pipe"), at: now)
      return
    }
    let ends = [first, second].map { line(ofPipeEnd: $0, in: document, shown: shown) }
    guard let from = ends[0], let to = ends[1] else {
      screen.update(.notice("No mark \(ends[0] == nil ? first : second)"), at: now)
      return
    }
    pipe(min(from, to)...max(from, to), of: document, into: command, at: now)
  }

  /// The line a pipe's end names: a mark's, `^` the first, `$` the last (read to the end), `:`
  /// the top line shown and `;` the bottom one.
  private func line(
    ofPipeEnd name: Character, in document: any TextDocument, shown: ClosedRange<Int>
  ) -> Int? {
    switch name {
    case "^": return 0
    case "$": return max(0, document.prepareLines(through: .max) - 1)
    case ":": return shown.lowerBound
    case ";": return shown.upperBound
    default: return screen.marks.places[name].map(\.line)
    }
  }

  /// Pipes `lines` of `document` into `command`, whose output opens as a command tab.
  private mutating func pipe(
    _ lines: ClosedRange<Int>, of document: any TextDocument, into command: String,
    at now: Instant
  ) {
    switch TextSaver.saveToTemporaryFile(lines, of: document) {
    case .success(let path):
      // The shell takes the text as its input and removes the file at once, so that nothing is
      // left behind whatever becomes of the tab.
      let quoted = ShellQuoting.quoted(path)
      // The command itself runs in the user's shell, as `!` does.
      let line = String(
        decoding: openingOptions.userShell.commandLine(Array(command.utf8)), as: UTF8.self)
      open(
        .command("exec < \(quoted); rm -f \(quoted)\n" + line), titled: "|" + command, at: now)
    case .failure(let problem):
      screen.update(.notice("Cannot pipe the text: \(problem.reason)"), at: now)
    }
  }

  /// `s FILE`: writes the shown pipe's or command's text to `name`, asking first when it is
  /// there already.
  mutating func save(to name: String, overwriting: Bool, at now: Instant) {
    let tab = screen.pager.selectedIndex
    let path = PathCompletion.expandingHome(name.drop { $0 == " " }.description)
    guard feeds.indices.contains(tab), let document = screen.pages[tab].document else {
      screen.update(.notice("No text to save"), at: now)
      return
    }
    let isTable = screen.table(ofTab: tab) != nil
    if !isTable, case .file(let file) = feeds[tab].source {
      screen.update(.notice("Nothing to save: the tab shows the file \(file)"), at: now)
      return
    }
    guard !path.isEmpty else {
      screen.update(.notice("Give a file name to save to"), at: now)
      return
    }
    if !overwriting, access(path, F_OK) == 0 {
      screen.update(.prompt(.openLine(.confirmOverwrite(path))), at: now)
      return
    }
    if isTable {
      saveTable(tab: tab, document, to: path, at: now)
      return
    }
    switch TextSaver.save(document, to: path) {
    case .success(let lines): screen.update(.notice("Saved \(lines) lines to \(path)"), at: now)
    case .failure(let problem):
      screen.update(.notice("Cannot save to \(path): \(problem.reason)"), at: now)
    }
  }

  /// `s` on a table: its view as shown (the rows kept, in their order; the columns shown) saved
  /// as CSV, once it is all read.
  private mutating func saveTable(
    tab: Int, _ view: any TextDocument, to path: String, at now: Instant
  ) {
    guard view.isComplete else {
      screen.update(.notice("The table is still being read: save it once it is all in"), at: now)
      return
    }
    let saved = TextSaver.save(count: view.lineCount, to: path) {
      screen.tableRecord(ofLine: $0, inTab: tab)
    }
    switch saved {
    case .success(let rows):
      screen.update(.notice("Saved \(rows) rows as CSV to \(path)"), at: now)
    case .failure(let problem):
      screen.update(.notice("Cannot save to \(path): \(problem.reason)"), at: now)
    }
  }
}
