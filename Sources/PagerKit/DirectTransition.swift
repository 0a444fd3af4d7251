/// A direct jump under way: two pages side by side, the target coming in from the side of its
/// direction, and none of the pages between.
public struct DirectTransition: Hashable, Sendable {
  /// The page being left.
  public let from: Int
  /// The page coming in.
  public let to: Int
  /// How far the jump has got, 0…1.
  public let progress: Double
  /// Whether the target comes in from the right (a higher index) or the left.
  public let isForward: Bool
}
