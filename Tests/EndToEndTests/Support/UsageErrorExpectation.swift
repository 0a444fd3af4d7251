import Testing

/// What every usage error must look like: status 2, at once, exactly one line on stderr that
/// mentions `--help`, nothing on stdout, and the message naming what was wrong — one of `named`,
/// or all of them when `namesAll`.
func expectUsageError(
  _ result: ProcessOutput, named: [String], namesAll: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.status == 2, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
  #expect(!result.timedOut, sourceLocation: sourceLocation)
  let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(
    lines.count == 2 && lines[1].isEmpty && !lines[0].isEmpty,
    "stderr should be exactly one line, got: \(result.standardError.debugDescription)",
    sourceLocation: sourceLocation)
  #expect(result.standardError.contains("--help"), sourceLocation: sourceLocation)
  #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
  let found = named.filter { result.standardError.contains($0) }
  #expect(
    namesAll ? found.count == named.count : !found.isEmpty,
    "the message should name \(named): \(result.standardError)", sourceLocation: sourceLocation)
}
