/// The colours the reference articles name, as UIKit defines them.
enum UIKitColor {
  static let brown = RGB(153, 102, 51)
  static let blue = RGB(0, 0, 255)
  static let darkGray = RGB(85, 85, 85)
  static let red = RGB(255, 0, 0)
  static let white = RGB(255, 255, 255)
  static let black = RGB(0, 0, 0)
  static let yellow = RGB(255, 255, 0)
  static let gray = RGB(128, 128, 128)
  static let lightGray = RGB(170, 170, 170)
  static let systemBlue = RGB(0, 122, 255)
  /// `UIColor(white: 0.9, alpha: 1)`, the menu article's indicator.
  static let lightGrey = RGB(230, 230, 230)
}
