import Testing

@testable import PagerProgram

/// less 704's `LESSSECURE`, `LESSSECURE_ALLOW` and `LESSSECURE_DISALLOW`, read as less reads
/// them.
@Suite struct SecureModeTests {
  static let all = Set(SecureMode.Feature.allCases)

  @Test func unsetOrEmptyAllowsEverythingAndSetAllowsNothing() {
    #expect(SecureMode(secure: nil, allow: nil, disallow: nil).allowed == Self.all)
    #expect(SecureMode(secure: "", allow: nil, disallow: nil).allowed == Self.all)
    #expect(SecureMode(secure: "1", allow: nil, disallow: nil).allowed.isEmpty)
    #expect(SecureMode(secure: "0", allow: nil, disallow: nil).allowed.isEmpty, "set is set")
    #expect(SecureMode(secure: "1", allow: nil, disallow: nil) == .strict)
    #expect(SecureMode(secure: nil, allow: nil, disallow: nil) == .open)
  }

  @Test func eachFeatureIsAllowedOnItsOwn() {
    for feature in SecureMode.Feature.allCases {
      let mode = SecureMode(secure: "1", allow: feature.rawValue, disallow: nil)
      #expect(mode.allowed == [feature], "\(feature)")
      let allBut = SecureMode(secure: nil, allow: nil, disallow: feature.rawValue)
      #expect(allBut.allowed == Self.all.subtracting([feature]), "\(feature)")
    }
  }

  @Test func allowTurnsNamedFeaturesBackOnAbbreviatedAsLongAsUnambiguous() {
    // The manual's example.
    let mode = SecureMode(secure: "1", allow: "hist,edit", disallow: nil)
    #expect(mode.allowed == [.history, .edit])
    #expect(mode.problems.isEmpty)
    #expect(
      SecureMode(secure: "1", allow: " pipe , sh ,", disallow: nil).allowed == [.pipe, .shell])
    #expect(
      SecureMode(secure: "1", allow: "osc8,stop,tags,lessk,lesso,log,gl,ex", disallow: nil)
        .allowed == [.osc8, .stop, .tags, .lesskey, .lessopen, .logfile, .glob, .examine])
  }

  @Test func aWrongNameIsReportedAsLessWordsItAndChangesNothing() {
    let mode = SecureMode(secure: "1", allow: "e,browser,pipe,less", disallow: nil)
    #expect(mode.allowed == [.pipe])
    #expect(
      mode.problems == [
        "LESSSECURE_ALLOW: ambiguous name \"e\"", "LESSSECURE_ALLOW: invalid name \"browser\"",
        "LESSSECURE_ALLOW: ambiguous name \"less\"",
      ])
  }

  @Test func disallowTurnsFeaturesOffWithOrWithoutSecureMode() {
    let open = SecureMode(secure: nil, allow: nil, disallow: "pipe,shell")
    #expect(open.allowed == Self.all.subtracting([.pipe, .shell]))
    #expect(open.refusal(of: .pipe) == "Command not available: LESSSECURE_DISALLOW names pipe")
    #expect(open.refusal(of: .edit) == nil)
    let secure = SecureMode(secure: "1", allow: "pipe,edit", disallow: "pipe")
    #expect(secure.allowed == [.edit])
    #expect(secure.refusal(of: .pipe) == "Command not available: LESSSECURE is set")
    #expect(
      SecureMode(secure: nil, allow: nil, disallow: "x").problems == [
        "LESSSECURE_DISALLOW: invalid name \"x\""
      ])
  }

  /// less 704 lets `LESSSECURE_ALLOW` alone turn off what it does not name; its manual says the
  /// list is for secure mode, and here it only ever allows.
  @Test func allowWithoutSecureModeTakesNothingAway() {
    #expect(SecureMode(secure: nil, allow: "edit", disallow: nil).allowed == Self.all)
  }

  @Test func eachCommandThatReachesOutsideNamesItsFeature() {
    let commands: [(KeyCommand, SecureMode.Feature?)] = [
      (.editFile, .edit), (.openLink, .osc8), (.completePath, .glob),
      (.screen(.prompt(.openLine(.shellCommand))), .shell),
      (.screen(.prompt(.openLine(.expandedShellCommand))), .shell),
      (.screen(.prompt(.openLine(.saveFile))), .logfile),
      (.screen(.mark(.begin(.pipe))), .pipe), (.nextTag(forward: true), .tags),
      (.colon(.tag), .tags),
      (.screen(.prompt(.openLine(.optionName(.change)))), nil), (.quit, nil),
    ]
    for (command, feature) in commands {
      #expect(command.secureFeature == feature, "\(command)")
    }
  }
}
