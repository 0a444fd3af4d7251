import Testing

@testable import PagerProgram

/// The message of the usage error `arguments` make, or nil when they parse.
func usageError(_ arguments: [String], standardInputIsTerminal: Bool = true) -> String? {
  do {
    _ = try Invocation.parse(arguments, standardInputIsTerminal: standardInputIsTerminal)
    return nil
  } catch {
    return error.message
  }
}

/// The options `arguments` ask to run with, or nil (with a recorded issue) when they do not.
func runOptions(
  _ arguments: [String], standardInputIsTerminal: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Options? {
  do {
    let invocation = try Invocation.parse(
      arguments, standardInputIsTerminal: standardInputIsTerminal)
    guard case .run(let options) = invocation else {
      Issue.record("\(arguments) asked for \(invocation)", sourceLocation: sourceLocation)
      return nil
    }
    return options
  } catch {
    Issue.record("\(arguments): \(error.message)", sourceLocation: sourceLocation)
    return nil
  }
}
