import CLinuxCalls
import CNcursesw
import Glibc
import Testing

@testable import PagerProgram

/// What terminfo says of a terminal type, its entry loaded on a stack of its own; and that stack.
@Suite(.serialized) struct TerminalTypeTests {
  /// Drops the entry a verdict left loaded: no other test reads terminfo.
  private static func unload() {
    if let entry = set_curterm(nil) { del_curterm(entry) }
  }

  @Test func aTerminalThatMovesTheCursorIsUsedAndItsEntryStaysLoaded() {
    defer { Self.unload() }
    let verdict = TerminalType.verdict("xterm-256color")
    #expect(verdict == TerminalType.Verdict(problem: nil, hasAlternateScreen: true))
    #expect(termname().map { String(cString: $0) } == "xterm-256color")
    #expect(Terminfo.hasString("cup"))
  }

  @Test func aTerminalWithoutAnAlternateScreenSaysSo() {
    defer { Self.unload() }
    #expect(TerminalType.verdict("vt100") == TerminalType.Verdict(problem: nil))
  }

  @Test func eachTypeThatCannotBeUsedSaysWhy() {
    defer { Self.unload() }
    #expect(TerminalType.verdict(nil).problem == "TERM is not set")
    #expect(TerminalType.verdict("").problem == "TERM is not set")
    #expect(
      TerminalType.verdict("dumb").problem
        == "\"dumb\" cannot move the cursor (its terminfo entry has no cup)")
    #expect(
      TerminalType.verdict("no-such-terminal-here").problem
        == "unknown terminal type \"no-such-terminal-here\" (no terminfo entry)")
  }

  /// The body runs once, with its context, on a stack other than the caller's, and the call
  /// returns after it.
  @Test func aCallRunsOnAStackOfItsOwn() {
    struct Call {
      var runs = 0
      var stackAddress = 0
    }
    var call = Call()
    var callerLocal = 0
    let callerAddress = withUnsafePointer(to: &callerLocal) { Int(bitPattern: $0) }
    let result = linux_calls_on_own_stack(
      { context in
        let call = context!.assumingMemoryBound(to: Call.self)
        var local = 0
        call.pointee.runs += 1
        call.pointee.stackAddress = withUnsafePointer(to: &local) { Int(bitPattern: $0) }
      }, &call, 64 * 1024)
    #expect(result == 0)
    #expect(call.runs == 1)
    #expect(call.stackAddress != 0)
    // The main stack lies far from any mapping made for the call.
    #expect(abs(call.stackAddress - callerAddress) > 8 << 20)
  }
}
