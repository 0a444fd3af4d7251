/// Where a tab's text comes from.
public enum DocumentSource: Hashable, Sendable {
  /// A file, by the path given on the command line.
  case file(path: String)
  /// Standard input (a pipe, or a file redirected in).
  case standardInput
  /// The output of a shell command line, standard error included.
  case command(String)
}
