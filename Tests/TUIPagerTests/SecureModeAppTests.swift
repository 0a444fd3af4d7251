import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `LESSSECURE`, as less has it: the keys and commands that reach outside the pager say they are
/// not available, and nothing runs or is written.
@Suite struct SecureModeAppTests {
  @Test func vBangPipeSaveAndColonEAreRefused() throws {
    let file = try TemporaryFile(named: "notes.txt", "text\n")
    let pilot = try Pilot([file.path], editor: "touch /nonexistent/never") {
      $0.secureMode = .strict
    }
    for key in ["v", "!", "s", "|"] {
      pilot.press(.character(Character(key)))
      #expect(
        pilot.lines.last?.contains(SecureMode.refusalStart) == true,
        "\(key): \(pilot.lines.last ?? "")")
      #expect(pilot.terminal.handOvers == 0)
      #expect(!(pilot.lines.last?.hasPrefix(" !") ?? false), "no prompt opened")
    }
    for line in ["e " + file.path, "!echo hi"] {
      pilot.press(.character(":"))
      ShellKeysAppTests.type(line, into: pilot)
      pilot.press(.enter)
      #expect(pilot.lines.last?.contains(SecureMode.refusalStart) == true, ":\(line)")
      #expect(pilot.lines.last?.contains("1/1") != false, "no tab opened")
    }
    #expect(!pilot.lines[0].contains("echo hi"))
  }

  @Test func theVariableTurnsItOnAsLessReadsIt() throws {
    let file = try TemporaryFile(named: "notes.txt", "text\n")
    let invocation = try Invocation.parse(
      [file.path],
      preferences: { given throws(UsageError) in
        try Preferences.load(
          commandLine: given, variables: [:],
          secureMode: SecureMode(secure: "1", allow: nil, disallow: nil))
      })
    guard case .run(let options) = invocation else {
      Issue.record("\(invocation) does not run the pager")
      return
    }
    #expect(options.secureMode == .strict)
  }
}

/// less 704's lists: `LESSSECURE_ALLOW` names what secure mode still lets through,
/// `LESSSECURE_DISALLOW` what is off without it.
@Suite struct SecureModeListsAppTests {
  static func pilot(secure: String?, allow: String?, disallow: String?) throws -> Pilot {
    let file = try TemporaryFile(named: "notes.txt", "text\n")
    return try Pilot([file.path], editor: "touch /nonexistent/never") {
      $0.secureMode = SecureMode(secure: secure, allow: allow, disallow: disallow)
    }
  }

  @Test func anAllowedFeatureWorksInSecureModeAndTheRestStayOff() throws {
    let pilot = try Self.pilot(secure: "1", allow: "shell", disallow: nil)
    pilot.press(.character("v"))
    #expect(pilot.lines.last?.contains("Command not available: LESSSECURE is set") == true)
    pilot.press(.character("!"))
    #expect(pilot.lines.last?.hasPrefix(" !  ") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.escape)
    pilot.press(.character("|"))
    #expect(pilot.lines.last?.contains(SecureMode.refusalStart) == true)
  }

  @Test func aDisallowedFeatureIsOffWithoutSecureMode() throws {
    let pilot = try Self.pilot(secure: nil, allow: nil, disallow: "pipe,edit")
    pilot.press(.character("|"))
    #expect(
      pilot.lines.last?.contains("Command not available: LESSSECURE_DISALLOW names pipe") == true,
      "\(pilot.lines.last ?? "")")
    pilot.press(.character("v"))
    #expect(pilot.lines.last?.contains("LESSSECURE_DISALLOW names edit") == true)
    #expect(pilot.terminal.handOvers == 0)
    pilot.press(.character("!"))
    #expect(pilot.lines.last?.hasPrefix(" !  ") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func optionsCanStillBeChangedInSecureMode() throws {
    let pilot = try Self.pilot(secure: "1", allow: nil, disallow: nil)
    pilot.press(.character("-"))
    pilot.press(.character("-"))
    #expect(pilot.lines.last?.hasPrefix(" --  ") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func examineAllowedStillNeedsTheShellForACommandsTab() throws {
    let other = try TemporaryFile(named: "other.txt", "other\n")
    let pilot = try Self.pilot(secure: "1", allow: "examine", disallow: nil)
    pilot.press(.character(":"))
    ShellKeysAppTests.type("!echo hi", into: pilot)
    pilot.press(.enter)
    #expect(pilot.lines.last?.contains(SecureMode.refusalStart) == true)
    pilot.press(.character(":"))
    ShellKeysAppTests.type("e " + other.path, into: pilot)
    pilot.press(.enter)
    #expect(pilot.lines.last?.contains("2/2") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func aWrongNameIsShownAtTheStart() throws {
    let pilot = try Self.pilot(secure: "1", allow: "edit,browser", disallow: nil)
    #expect(
      pilot.lines.last?.contains("LESSSECURE_ALLOW: invalid name \"browser\"") == true,
      "\(pilot.lines.last ?? "")")
  }
}
