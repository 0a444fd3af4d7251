import CPCRE2
import PagerKit
import Synchronization

/// A regular expression compiled once by PCRE2 (with its JIT where the machine has one), which
/// every search, filter, count and highlight of a pattern shares, from any thread.
///
/// - Patterns and subjects are UTF-8; bytes that are not (a raw line's) never match, but do not
///   stop a match elsewhere in the line (`PCRE2_MATCH_INVALID_UTF`).
/// - Every match is bounded: past ``matchLimit`` steps or ``depthLimit`` of nesting (the JIT's
///   stack, for compiled code) a line's match ends as ``Match/tooComplex`` instead of spinning,
///   so a pattern such as `(a+)+$` can never freeze the program.
/// - Empty matches are never found (`PCRE2_NOTEMPTY`): they would show nothing.
final class RegularExpression: Sendable {
  /// The characters that make a pattern a regular expression rather than plain text.
  static let metacharacters: Set<Character> = [
    ".", "^", "$", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "\\",
  ]

  /// Steps one match may take: about 4 ms of backtracking (measured with `(a+)+$` on 30 `a`),
  /// far more than any line of text needs for an ordinary pattern, and well inside a frame.
  static let matchLimit: UInt32 = 1_000_000
  /// Nesting one match may reach when interpreted (not compiled by the JIT).
  static let depthLimit: UInt32 = 10_000
  /// The JIT's stack, most of which only patterns that nest deeply on long lines touch.
  static let jitStackSize = 1 << 20

  /// How one match attempt ended.
  enum Match: Hashable, Sendable {
    /// The bytes `range` of the subject match.
    case found(Range<Int>)
    /// Nothing matches from the start given.
    case none
    /// The pattern took more than the limits allow on this subject.
    case tooComplex
  }

  // The compiled code is only read once made: PCRE2 documents it as shareable between threads.
  nonisolated(unsafe) private let code: OpaquePointer
  /// Match data, contexts and JIT stacks not in use: each match takes one, and gives it back.
  private let spare = Mutex<[MatchScratch]>([])
  /// Whether the JIT compiled the pattern.
  let isCompiled: Bool

  /// Compiles `pattern`, matching case when `caseSensitive`.
  ///
  /// - Throws: ``SearchPatternError`` when the pattern has no metacharacter (it is plain text)
  ///   or PCRE2 refuses it: its message, and the offset in the pattern where it stopped.
  convenience init(_ pattern: String, caseSensitive: Bool) throws(SearchPatternError) {
    guard pattern.contains(where: Self.metacharacters.contains) else {
      throw SearchPatternError(reason: "plain text")
    }
    try self.init(compiling: pattern, caseSensitive: caseSensitive, options: 0)
  }

  /// The form of a search's pattern that finds, in a buffer of many lines, the places where a
  /// line may match (``ChunkScan``): `pattern` as a regular expression whose `^` and `$` hold
  /// at every line's start and end (`\r\n` ends a line too), or, `literal`, as plain text. Nil
  /// for a regular expression whose verdict on a line may depend on the lines around it (`\z`,
  /// lookaround), or whose cost may grow without bound (``NestedRepetition``), which is matched
  /// a line at a time instead.
  static func acrossLines(_ pattern: String, caseSensitive: Bool, literal: Bool)
    -> RegularExpression?
  {
    if !literal,
      ["\\z", "\\Z", "\\A", "\\G", "(?=", "(?!", "(?<"].contains(where: pattern.containsUTF8)
        || NestedRepetition.isIn(pattern)
    {
      return nil
    }
    let options = literal ? UInt32(PCRE2_LITERAL) : UInt32(PCRE2_MULTILINE)
    return try? RegularExpression(
      compiling: pattern, caseSensitive: caseSensitive, options: options,
      newline: UInt32(PCRE2_NEWLINE_ANYCRLF))
  }

  /// `pattern` compiled as it is, plain text too: for a pattern that is always a regular
  /// expression (`--split`'s).
  static func compiling(_ pattern: String) throws(SearchPatternError) -> RegularExpression {
    try RegularExpression(compiling: pattern, caseSensitive: true, options: 0)
  }

  /// The first match in `subject` and the bytes of its first capture group, when the pattern
  /// has one and it took part; nil when nothing matches (or the pattern is too complex).
  func firstMatchAndGroup(in subject: UnsafeBufferPointer<UInt8>) -> (
    match: Range<Int>, group: Range<Int>?
  )? {
    firstMatchAndGroups(in: subject, from: 0, upTo: 1).map { ($0.match, $0.groups.first ?? nil) }
  }

  /// The first match in `subject` from byte `start`, and the bytes of each of its first
  /// `count` capture groups (nil for one that took no part, and none past the pattern's own);
  /// nil when nothing matches (or the pattern is too complex).
  func firstMatchAndGroups(in subject: UnsafeBufferPointer<UInt8>, from start: Int, upTo count: Int)
    -> (match: Range<Int>, groups: [Range<Int>?])?
  {
    withScratch { scratch in
      scratch.firstMatchAndGroups(of: code, in: subject, from: start, upTo: count)
    }
  }

  /// How many capture groups (parenthesised sub-patterns) the pattern has.
  var groupCount: Int {
    var count: UInt32 = 0
    pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
    return Int(count)
  }

  private init(
    compiling pattern: String, caseSensitive: Bool, options extra: UInt32, newline: UInt32? = nil
  ) throws(SearchPatternError) {
    var options = UInt32(PCRE2_UTF | PCRE2_MATCH_INVALID_UTF) | extra
    if !caseSensitive { options |= UInt32(PCRE2_CASELESS) }
    var errorCode: Int32 = 0
    var errorOffset = 0
    let bytes = Array(pattern.utf8)
    let context = newline.map { newline in
      let context = pcre2_compile_context_create_8(nil)
      pcre2_set_newline_8(context, newline)
      return context
    }
    defer { if let context { pcre2_compile_context_free_8(context) } }
    let compiled = bytes.withUnsafeBufferPointer { buffer in
      pcre2_compile_8(
        buffer.baseAddress, buffer.count, options, &errorCode, &errorOffset, context ?? nil)
    }
    guard let compiled else {
      throw SearchPatternError(
        reason: Self.message(errorCode), offset: Self.characterOffset(errorOffset, in: bytes))
    }
    code = compiled
    // Partial matching too: a long line is matched a piece at a time.
    isCompiled =
      pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE | PCRE2_JIT_PARTIAL_SOFT)) == 0
  }

  deinit {
    pcre2_code_free_8(code)
    for scratch in spare.withLock({ $0 }) { scratch.free() }
  }

  /// The first match in `subject` starting at or after byte `start`. `^` holds only at the
  /// subject's start, whatever `start` is.
  func firstMatch(in subject: UnsafeBufferPointer<UInt8>, from start: Int) -> Match {
    withScratch { scratch in scratch.firstMatch(of: code, in: subject, from: start) }
  }

  /// The first match in `subject`, an empty one too (`^`, `x*` match every line so): for
  /// `--split`, where a pattern cuts at every line grep would print.
  func firstMatchAllowingEmpty(in subject: UnsafeBufferPointer<UInt8>) -> Match {
    withScratch { scratch in
      switch scratch.firstMatch(of: code, inPiece: subject, from: 0, partial: false, empty: true) {
      case .found(let range): .found(range)
      case .tooComplex: .tooComplex
      case .none, .partial: .none
      }
    }
  }

  /// Runs `body` with match data and limits of its own: for many matches in a row on one thread.
  func withScratch<Result>(_ body: (MatchScratch) -> Result) -> Result {
    let scratch = spare.withLock { $0.popLast() } ?? MatchScratch()
    defer { spare.withLock { $0.append(scratch) } }
    return body(scratch)
  }

  /// The first match in `subject` from byte `start`, with `scratch` (from ``withScratch(_:)``).
  func firstMatch(in subject: UnsafeBufferPointer<UInt8>, from start: Int, scratch: MatchScratch)
    -> Match
  {
    scratch.firstMatch(of: code, in: subject, from: start)
  }

  /// How a match in a piece of a line that goes on after it ended.
  enum PieceMatch: Hashable, Sendable {
    /// The bytes `range` of the piece match.
    case found(Range<Int>)
    /// No match ends in the piece, but one may start at this byte and go on into the next.
    case partial(from: Int)
    /// Nothing matches from the start given, nor could with more text.
    case none
    /// The pattern took more than the limits allow.
    case tooComplex
  }

  /// The first match in `subject`, a piece of a line that goes on after it, from byte `start`,
  /// with `scratch`; or, when none ends in it, where one may start that the rest of the line
  /// could finish (PCRE2's soft partial matching).
  func firstMatch(
    inPiece subject: UnsafeBufferPointer<UInt8>, from start: Int, scratch: MatchScratch
  ) -> PieceMatch {
    scratch.firstMatch(of: code, inPiece: subject, from: start)
  }

  /// PCRE2's message for `code`.
  private static func message(_ code: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let length = buffer.withUnsafeMutableBufferPointer {
      pcre2_get_error_message_8(code, $0.baseAddress, $0.count)
    }
    guard length > 0 else { return "not a regular expression" }
    return String(decoding: buffer[..<Int(length)], as: UTF8.self)
  }

  /// The number of the character that byte `offset` of `bytes` (UTF-8) starts or is inside.
  private static func characterOffset(_ offset: Int, in bytes: [UInt8]) -> Int {
    bytes.prefix(offset).count { $0 & 0xC0 != 0x80 }
  }
}

/// What one thread needs to run matches: match data for the match's bounds, and a match context
/// that holds the limits and the JIT's stack.
final class MatchScratch: @unchecked Sendable {
  // Each is used by one thread at a time: ``RegularExpression/withScratch(_:)`` hands it out.
  private let data: OpaquePointer
  private let context: OpaquePointer
  private let stack: OpaquePointer?

  init() {
    data = pcre2_match_data_create_8(1, nil)
    context = pcre2_match_context_create_8(nil)
    stack = pcre2_jit_stack_create_8(32 * 1024, RegularExpression.jitStackSize, nil)
    pcre2_set_match_limit_8(context, RegularExpression.matchLimit)
    pcre2_set_depth_limit_8(context, RegularExpression.depthLimit)
    if let stack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack)) }
  }

  /// Frees what PCRE2 allocated; the scratch is not used again.
  func free() {
    pcre2_match_data_free_8(data)
    pcre2_match_context_free_8(context)
    if let stack { pcre2_jit_stack_free_8(stack) }
  }

  fileprivate func firstMatchAndGroups(
    of code: OpaquePointer, in subject: UnsafeBufferPointer<UInt8>, from start: Int,
    upTo count: Int
  ) -> (match: Range<Int>, groups: [Range<Int>?])? {
    guard start <= subject.count else { return nil }
    // Room for the groups: the scratch's own match data holds the whole match only.
    let groups = pcre2_match_data_create_from_pattern_8(code, nil)
    defer { pcre2_match_data_free_8(groups) }
    let result = withUnsafePointer(to: 0 as UInt8) { empty in
      pcre2_match_8(
        code, subject.baseAddress ?? empty, subject.count, start, UInt32(PCRE2_NOTEMPTY), groups,
        context)
    }
    guard result > 0, let vector = pcre2_get_ovector_pointer_8(groups) else { return nil }
    let match = vector[0]..<max(vector[0], vector[1])
    let pairs = Int(pcre2_get_ovector_count_8(groups))
    let found = (1..<max(1, min(count + 1, pairs))).map { group -> Range<Int>? in
      // An unset group's offsets are both PCRE2_UNSET.
      let lower = vector[2 * group]
      let upper = vector[2 * group + 1]
      return lower <= upper && upper <= subject.count ? lower..<upper : nil
    }
    return (match, found)
  }

  fileprivate func firstMatch(
    of code: OpaquePointer, in subject: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> RegularExpression.Match {
    switch firstMatch(of: code, inPiece: subject, from: start, partial: false) {
    case .found(let range): return .found(range)
    case .tooComplex: return .tooComplex
    case .none, .partial: return .none
    }
  }

  fileprivate func firstMatch(
    of code: OpaquePointer, inPiece subject: UnsafeBufferPointer<UInt8>, from start: Int,
    partial: Bool = true, empty: Bool = false
  ) -> RegularExpression.PieceMatch {
    guard start <= subject.count else { return .none }
    let options =
      (empty ? 0 : UInt32(PCRE2_NOTEMPTY)) | (partial ? UInt32(PCRE2_PARTIAL_SOFT) : 0)
    // An empty subject has no base address; PCRE2 takes any pointer for no bytes.
    let result = withUnsafePointer(to: 0 as UInt8) { empty in
      pcre2_match_8(
        code, subject.baseAddress ?? empty, subject.count, start, options, data, context)
    }
    if result == PCRE2_ERROR_PARTIAL {
      return .partial(from: pcre2_get_ovector_pointer_8(data)![0])
    }
    if result >= 0 {
      let vector = pcre2_get_ovector_pointer_8(data)!
      let lower = vector[0]
      return .found(lower..<max(lower, vector[1]))
    }
    switch result {
    case PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_JIT_STACKLIMIT,
      PCRE2_ERROR_HEAPLIMIT:
      return .tooComplex
    default:
      return .none
    }
  }
}

/// Why a search pattern cannot be used: its regular expression does not compile.
package struct SearchPatternError: Error, Hashable, Sendable {
  /// The reason, in PCRE2's words.
  package let reason: String
  /// The character of the pattern where PCRE2 stopped, counted from 0; nil when it is not one
  /// place.
  package let offset: Int?

  /// A pattern refused for `reason`, at character `offset`.
  package init(reason: String, offset: Int? = nil) {
    self.reason = reason
    self.offset = offset
  }

  /// "missing closing parenthesis (at 9)", as the prompt says it.
  package var description: String {
    offset.map { "\(reason) (at \($0))" } ?? reason
  }
}
