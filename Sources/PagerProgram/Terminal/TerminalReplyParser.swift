import PagerKit
import PagerReader

/// A terminal's answer to a query, sent on its input as a control sequence: a private one
/// (`ESC [ ?` parameters, intermediates, final byte), or a cursor position report.
enum TerminalReply: Equatable, Sendable {
  /// DECRPM, the answer to DECRQM (`ESC [ ? mode ; setting $ y`): 0 the mode is not recognised,
  /// 1 set, 2 reset, 3 permanently set, 4 permanently reset.
  case modeReport(mode: Int, setting: Int)
  /// Primary device attributes (`ESC [ ? … c`), the answer to DA1.
  case deviceAttributes
  /// CPR, the answer to DSR 6 (`ESC [ row ; column R`, both from 1).
  case cursorPosition(row: Int, column: Int)
  /// The terminal's background colour, the answer to OSC 11 (`ESC ] 11 ; rgb:R/G/B`, each
  /// channel 1 to 4 hex digits, ended by BEL or ST).
  case background(RGB)
  /// Another private reply this program asks nothing about.
  case other

  /// Large enough for every mode number; longer digit runs saturate instead of overflowing.
  private static let saturation = 100_000

  /// The reply whose bytes after `ESC [ ?` are `body` (parameters, intermediates, final byte);
  /// nil when `body` is not one complete sequence.
  init?(body: some BidirectionalCollection<UInt8>) {
    guard let final = body.last, TerminalReplyParser.isFinal(final) else { return nil }
    var parameters: [Int] = [0]
    var intermediates: [UInt8] = []
    for byte in body.dropLast() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard intermediates.isEmpty else { return nil }
        let digit = Int(byte - UInt8(ascii: "0"))
        parameters[parameters.count - 1] = min(
          Self.saturation, parameters[parameters.count - 1] * 10 + digit)
      case UInt8(ascii: ";"):
        guard intermediates.isEmpty else { return nil }
        parameters.append(0)
      case 0x20...0x2F:
        intermediates.append(byte)
      default:
        // `:` `<` `=` `>` `?` inside, or anything outside the ranges of a control sequence.
        guard TerminalReplyParser.isParameterOrIntermediate(byte) else { return nil }
        self = .other
        return
      }
    }
    if intermediates == [UInt8(ascii: "$")] && final == UInt8(ascii: "y") && parameters.count == 2 {
      self = .modeReport(mode: parameters[0], setting: parameters[1])
    } else if intermediates.isEmpty && final == UInt8(ascii: "c") {
      self = .deviceAttributes
    } else {
      self = .other
    }
  }

  /// The OSC reply whose bytes between `ESC ]` and its end are `body`: a background colour, or
  /// another reply.
  init(operatingSystemCommandBody body: some Collection<UInt8>) {
    let text = String(decoding: body, as: UTF8.self)
    guard text.hasPrefix("11;rgb:") else {
      self = .other
      return
    }
    let channels = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
    let values: [UInt8] = channels.compactMap { channel in
      guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else {
        return nil
      }
      let top = (1 << (4 * channel.count)) - 1
      return UInt8((value * 255 + top / 2) / top)
    }
    self =
      values.count == 3 && channels.count == 3
      ? .background(RGB(values[0], values[1], values[2])) : .other
  }

  /// The cursor position report whose bytes after `ESC [` are `body` (`row ; column R`); nil
  /// when `body` is anything else.
  init?(cursorReportBody body: some BidirectionalCollection<UInt8>) {
    guard body.last == UInt8(ascii: "R") else { return nil }
    let numbers = body.dropLast().split(
      separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard numbers.count == 2,
      numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } })
    else { return nil }
    let values = numbers.map { $0.reduce(0) { min(Self.saturation, $0 * 10 + Int($1) - 0x30) } }
    self = .cursorPosition(row: values[0], column: values[1])
  }
}

/// Separates a terminal's replies (`ESC [ ?` … final byte, and cursor position reports) from the
/// other bytes on its input (keys typed meanwhile), one byte at a time, so a reply split across
/// reads is still whole.
///
/// No key sends `ESC [ ?`, so those three bytes are taken as the start of a reply. `ESC [` and a
/// digit may begin a key (`ESC [ 2 ~`) as well as a cursor position report: only digits and `;`
/// up to `R` make a report, and anything else passes the bytes held on as input. A reply cut
/// short by a byte that cannot be part of a control sequence, or longer than ``maximumLength``,
/// is dropped rather than passed on: its bytes would otherwise arrive as Escape and stray keys.
struct TerminalReplyParser: Sendable {
  /// What one byte completed.
  enum Outcome: Equatable, Sendable {
    /// The byte is held: it may be the start or the middle of a reply.
    case pending
    /// The byte ended a reply.
    case reply(TerminalReply)
    /// These bytes are not part of a reply (held bytes that turned out not to start one, then
    /// the byte itself): input for the program.
    case input([UInt8])
  }

  /// The most bytes after `ESC [ ?` a reply may have; real replies are far shorter.
  static let maximumLength = 64

  private static let escape: UInt8 = 0x1B

  /// Bytes held that may start a reply: `ESC`, `ESC [`, `ESC [ ?` and what followed, or
  /// `ESC [` and the digits and `;` of what may be a cursor position report.
  private(set) var held: [UInt8] = []
  /// Whether what is held is a private reply (`ESC [ ?`), not a cursor position report.
  private var isPrivate = true
  /// Whether what is held is an OSC reply (`ESC ]`), up to BEL or ST.
  private var isOperatingSystemCommand = false
  /// Whether the rest of an overlong reply is being dropped, up to its final byte.
  private var isDiscarding = false
  /// Whether the OSC reply held has passed ``maximumLength``: it is read on to its end and
  /// dropped.
  private var isOverlong = false

  init() {}

  /// Whether `byte` ends a control sequence.
  static func isFinal(_ byte: UInt8) -> Bool { (0x40...0x7E).contains(byte) }

  /// Whether `byte` is a parameter (`0`–`9` `:` `;` `<` `=` `>` `?`) or an intermediate (space to
  /// `/`) byte of a control sequence.
  static func isParameterOrIntermediate(_ byte: UInt8) -> Bool { (0x20...0x3F).contains(byte) }

  /// Takes the next byte of the input.
  mutating func feed(_ byte: UInt8) -> Outcome {
    if isDiscarding {
      if Self.isParameterOrIntermediate(byte) { return .pending }
      isDiscarding = false
      return Self.isFinal(byte) ? .reply(.other) : feed(byte)
    }
    switch held.count {
    case 0:
      guard byte == Self.escape else { return .input([byte]) }
      held = [byte]
      return .pending
    case 1 where byte == UInt8(ascii: "]"):
      held.append(byte)
      isOperatingSystemCommand = true
      return .pending
    case _ where isOperatingSystemCommand:
      return feedOperatingSystemCommand(byte)
    case 1, 2:
      let expected = held.count == 1 ? UInt8(ascii: "[") : UInt8(ascii: "?")
      if byte == expected {
        held.append(byte)
        isPrivate = true
        return .pending
      }
      if held.count == 2, Self.isDigit(byte) {
        held.append(byte)
        isPrivate = false
        return .pending
      }
      let passed = held
      held = []
      // A new ESC may begin a reply of its own.
      if byte == Self.escape {
        held = [byte]
        return .input(passed)
      }
      return .input(passed + [byte])
    default:
      if !isPrivate { return feedCursorReport(byte) }
      if Self.isFinal(byte) {
        let reply = TerminalReply(body: held.dropFirst(3) + [byte])
        held = []
        return .reply(reply ?? .other)
      }
      guard Self.isParameterOrIntermediate(byte) else {
        held = []
        return feed(byte)
      }
      if held.count - 3 == Self.maximumLength - 1 {
        held = []
        isDiscarding = true
      } else {
        held.append(byte)
      }
      return .pending
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// The next byte after `ESC ]`: the reply ends at BEL or at ST (`ESC \`); one cut by another
  /// control byte is dropped, and so is one longer than ``maximumLength``, read on to its end.
  private mutating func feedOperatingSystemCommand(_ byte: UInt8) -> Outcome {
    let body = held.dropFirst(2)
    let overlong = isOverlong
    if held.last == Self.escape {
      endOperatingSystemCommand()
      guard byte == UInt8(ascii: "\\") else { return feed(byte) }
      return .reply(overlong ? .other : TerminalReply(operatingSystemCommandBody: body.dropLast()))
    }
    switch byte {
    case 0x07:
      endOperatingSystemCommand()
      return .reply(overlong ? .other : TerminalReply(operatingSystemCommandBody: body))
    case Self.escape:
      held.append(byte)
      return .pending
    case 0x20...0x7E:
      if body.count < Self.maximumLength { held.append(byte) } else { isOverlong = true }
      return .pending
    default:
      endOperatingSystemCommand()
      return byte < 0x20 ? feed(byte) : .reply(.other)
    }
  }

  private mutating func endOperatingSystemCommand() {
    isOperatingSystemCommand = false
    isOverlong = false
    held = []
  }

  /// The next byte after `ESC [` and a digit.
  private mutating func feedCursorReport(_ byte: UInt8) -> Outcome {
    if Self.isDigit(byte) || byte == UInt8(ascii: ";"), held.count - 2 < Self.maximumLength {
      held.append(byte)
      return .pending
    }
    let passed = held
    held = []
    if let reply = TerminalReply(cursorReportBody: passed.dropFirst(2) + [byte]) {
      return .reply(reply)
    }
    if byte == Self.escape {
      held = [byte]
      return .input(passed)
    }
    return .input(passed + [byte])
  }
}
