/// How a jump across several tabs looks.
public enum JumpStyle: String, Hashable, Sendable, CaseIterable {
  /// The pages slide past, every page between included (the menu and titles presets).
  case slide
  /// The target page slides in next to the current one from the side of its direction, and the
  /// pages between are not shown (the tabbar and floating presets).
  case direct
}

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

/// The pages of a direct jump: the one it leaves and how far along it starts.
struct DirectJump: Hashable, Sendable {
  var from: Int
  var startProgress: Double
  var isForward: Bool
}
