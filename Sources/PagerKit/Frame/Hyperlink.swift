/// A hyperlink the text carries (OSC 8: `ESC ] 8 ; params ; URI ST` before the text, and
/// `ESC ] 8 ; ; ST` after it), passed on to the terminal around exactly the cells of its text.
///
/// Shared by reference: every cell of a link holds the same one, and a style stays small.
public final class Hyperlink: Hashable, Sendable, CustomStringConvertible {
  /// Where it leads: printable ASCII, at most ``maximumLength`` bytes.
  public let uri: String
  /// Its `id=` parameter, which ties together pieces of one link a terminal shows apart (wrapped
  /// lines), or nil.
  public let id: String?

  /// The longest URI passed on; a longer one is dropped with its link (VTE stops at 2083 too).
  public static let maximumLength = 2083

  /// A link to `uri` with `id`; nil when either holds anything but printable ASCII, or `uri` is
  /// empty or longer than ``maximumLength``: a URI is never a way to send a terminal controls.
  public init?(uri: String, id: String? = nil) {
    guard !uri.isEmpty, uri.utf8.count <= Self.maximumLength, Self.isSafe(uri),
      id.map({ $0.utf8.count <= 250 && Self.isSafe($0) }) ?? true
    else { return nil }
    self.uri = uri
    self.id = id
  }

  private static func isSafe(_ text: String) -> Bool {
    text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
  }

  /// The URI.
  public var description: String { uri }

  /// Whether both lead to the same URI with the same id.
  public static func == (left: Hyperlink, right: Hyperlink) -> Bool {
    left === right || (left.uri == right.uri && left.id == right.id)
  }

  /// Hashes the URI and the id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(uri)
    hasher.combine(id)
  }
}
