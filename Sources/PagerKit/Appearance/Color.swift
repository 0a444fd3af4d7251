/// A 24-bit colour, as a design names it. The terminal layer shows the nearest colour the
/// terminal has (see ``ColorDepth``).
public struct RGB: Hashable, Sendable {
  /// The red channel, 0–255.
  public var red: UInt8
  /// The green channel, 0–255.
  public var green: UInt8
  /// The blue channel, 0–255.
  public var blue: UInt8

  /// Makes a colour from its three 8-bit channels.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Relative luminance in 0…1 (sRGB weights, gamma ignored), used to keep text readable.
  public var luminance: Double {
    (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
  }

  /// This colour laid over `ground` with `opacity` (0…1).
  public func blended(over ground: RGB, opacity: Double) -> RGB {
    let opacity = min(1, max(0, opacity))
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * opacity + Double(bottom) * (1 - opacity)).rounded())
    }
    return RGB(mix(red, ground.red), mix(green, ground.green), mix(blue, ground.blue))
  }

  func squaredDistance(to other: RGB) -> Int {
    let dr = Int(red) - Int(other.red)
    let dg = Int(green) - Int(other.green)
    let db = Int(blue) - Int(other.blue)
    // Weighted towards green, where the eye is most sensitive.
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db
  }
}

/// A colour a terminal can show.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case standard
  /// An entry of the terminal's palette: 0–7 basic, 8–15 bright, 16–255 the xterm cube and greys.
  case indexed(UInt8)
  /// A direct 24-bit colour, for terminals with true colour.
  case rgb(RGB)
}
