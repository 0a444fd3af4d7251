/// A lesskey source file, as less 590 reads it (`lesskey_parse.c`, `man lesskey`): sections
/// `#command` (keys and the less command they run), `#line-edit` (keys at a prompt) and `#env`
/// (`NAME = VALUE`); `#` starts a comment, `\#` is a `#`.
///
/// Keys are written as lesskey writes them: a character, `^X` for Ctrl-X, `\e` Esc, `\t` `\n`
/// `\r` `\b`, `\NNN` in octal, `\ku` `\kd` `\kl` `\kr` `\kU` `\kD` `\kh` `\ke` `\kx` for the arrows,
/// PgUp, PgDn, Home, End and Delete, `\` before any other character for itself.
struct LesskeySource: Equatable {
  /// One line of `#command` or `#line-edit`: the keys, the action's name, and what less would
  /// type after it (nil for nothing).
  struct Binding: Equatable {
    var keys: [Key]
    var action: String
    var extra: String?
    /// The line of the file, counted from 1.
    var line: Int
  }

  /// The `#command` lines, in order.
  private(set) var commands: [Binding] = []
  /// The `#line-edit` lines, in order.
  private(set) var editing: [Binding] = []
  /// The `#env` lines, in order.
  private(set) var variables: [(name: String, value: String)] = []
  /// Whether `#stop` ends the `#command` section: less's own keys go, and so do those of any
  /// file read before this one; lines after it in the section are never reached.
  private(set) var stopsCommands = false
  /// Whether `#stop` ends the `#line-edit` section, as ``stopsCommands`` the `#command` one.
  private(set) var stopsEditing = false
  /// The lines that could not be read (a key or `=` missing, an unknown `\k`), counted from 1.
  private(set) var skippedLines: [Int] = []

  static func == (left: LesskeySource, right: LesskeySource) -> Bool {
    left.commands == right.commands && left.editing == right.editing
      && left.variables.map(\.name) == right.variables.map(\.name)
      && left.variables.map(\.value) == right.variables.map(\.value)
      && left.stopsCommands == right.stopsCommands && left.stopsEditing == right.stopsEditing
      && left.skippedLines == right.skippedLines
  }

  /// A file of these lines, as a compiled (binary) lesskey file holds them.
  init(
    commands: [Binding], editing: [Binding], variables: [(name: String, value: String)],
    stopsCommands: Bool = false, stopsEditing: Bool = false
  ) {
    self.commands = commands
    self.editing = editing
    self.variables = variables
    self.stopsCommands = stopsCommands
    self.stopsEditing = stopsEditing
  }

  private enum Section { case command, lineEdit, env }

  /// The file's text.
  init(text: String) {
    var section = Section.command
    // less marks the end of a section's table at `#stop`: a line after it is never reached.
    var stopped: Set<Section> = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = Array(raw.unicodeScalars.prefix { $0 != "\r" })
      // Control lines are looked for before blanks are skipped, as less does.
      let text = String(String.UnicodeScalarView(line))
      if text.hasPrefix("#line-edit") {
        section = .lineEdit
        continue
      }
      if text.hasPrefix("#command") {
        section = .command
        continue
      }
      if text.hasPrefix("#env") {
        section = .env
        continue
      }
      if text.hasPrefix("#stop") {
        stopped.insert(section)
        if section == .command { stopsCommands = true }
        if section == .lineEdit { stopsEditing = true }
        continue
      }
      let content = Self.cleaned(line)
      guard !content.isEmpty, !stopped.contains(section) else { continue }
      switch section {
      case .env:
        guard let variable = Self.variable(content) else {
          skippedLines.append(number)
          continue
        }
        variables.append(variable)
      case .command, .lineEdit:
        guard var binding = Self.binding(content) else {
          skippedLines.append(number)
          continue
        }
        binding.line = number
        if section == .command { commands.append(binding) } else { editing.append(binding) }
      }
    }
  }

  /// The line without the blanks before it and from an unescaped `#` on.
  private static func cleaned(_ line: [Unicode.Scalar]) -> [Unicode.Scalar] {
    let start = line.drop { $0 == " " || $0 == "\t" }
    var kept: [Unicode.Scalar] = []
    for scalar in start {
      if scalar == "#" && kept.last != "\\" { break }
      kept.append(scalar)
    }
    return kept
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  /// One element of a key string, as less's `tstr()`: what it stands for, and where it ends.
  private enum Piece {
    case scalar(Unicode.Scalar)
    case key(Key)
    case invalid
  }

  private static func piece(
    _ line: [Unicode.Scalar], at start: Int, keys: Bool
  ) -> (Piece, next: Int) {
    let scalar = line[start]
    if scalar == "^", start + 1 < line.count {
      let value = line[start + 1].value & 0x1F
      return (.scalar(Unicode.Scalar(UInt8(value))), start + 2)
    }
    guard scalar == "\\", start + 1 < line.count else { return (.scalar(scalar), start + 1) }
    let next = line[start + 1]
    switch next {
    case "0"..."7":
      var value: UInt32 = 0
      var index = start + 1
      while index < line.count, index < start + 4, ("0"..."7").contains(line[index]) {
        value = value * 8 + (line[index].value - 0x30)
        index += 1
      }
      return (.scalar(Unicode.Scalar(UInt8(truncatingIfNeeded: value))), index)
    case "b": return (.scalar("\u{08}"), start + 2)
    case "e": return (.scalar("\u{1B}"), start + 2)
    case "n": return (.scalar("\n"), start + 2)
    case "r": return (.scalar("\r"), start + 2)
    case "t": return (.scalar("\t"), start + 2)
    case "k" where keys:
      guard start + 2 < line.count else { return (.invalid, start + 2) }
      let named: [Unicode.Scalar: Key] = [
        "u": .up, "d": .down, "r": .right, "l": .left, "U": .pageUp, "D": .pageDown,
        "h": .home, "e": .end, "x": .delete,
      ]
      guard let key = named[line[start + 2]] else { return (.invalid, start + 3) }
      return (.key(key), start + 3)
    default: return (.scalar(next), start + 2)
    }
  }

  /// The key a scalar of a key string is, as the terminal reports it.
  static func key(_ scalar: Unicode.Scalar) -> Key {
    switch scalar.value {
    case 0x09: .tab
    case 0x0A, 0x0D: .enter
    case 0x1B: .escape
    case 0x08, 0x7F: .backspace
    default: .character(Character(scalar))
    }
  }

  /// `KEYS ACTION [EXTRA]`.
  private static func binding(_ line: [Unicode.Scalar]) -> Binding? {
    var keys: [Key] = []
    var index = 0
    while index < line.count, !isBlank(line[index]) {
      let (piece, next) = piece(line, at: index, keys: true)
      index = next
      switch piece {
      case .scalar(let scalar): keys.append(key(scalar))
      case .key(let key): keys.append(key)
      case .invalid: return nil
      }
    }
    let rest = line[min(index, line.count)...].drop(while: isBlank)
    let action = String(String.UnicodeScalarView(rest.prefix { !isBlank($0) }))
    guard !keys.isEmpty, !action.isEmpty else { return nil }
    let extra = Array(rest.drop { !isBlank($0) }.drop(while: isBlank))
    return Binding(
      keys: keys, action: action, extra: extra.isEmpty ? nil : text(extra, keys: false), line: 0)
  }

  /// `NAME = VALUE`.
  private static func variable(_ line: [Unicode.Scalar]) -> (name: String, value: String)? {
    guard let equals = line.firstIndex(of: "=") else { return nil }
    let nameEnd = line[..<equals].firstIndex(where: isBlank) ?? equals
    guard line[nameEnd..<equals].allSatisfy(isBlank), nameEnd > 0 else { return nil }
    let value = Array(line[(equals + 1)...].drop(while: isBlank))
    return (text(Array(line[..<nameEnd]), keys: false), text(value, keys: false))
  }

  /// A string with lesskey's escapes read.
  private static func text(_ line: [Unicode.Scalar], keys: Bool) -> String {
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < line.count {
      let (piece, next) = piece(line, at: index, keys: keys)
      if case .scalar(let scalar) = piece { scalars.append(scalar) }
      index = next
    }
    return String(scalars)
  }
}
