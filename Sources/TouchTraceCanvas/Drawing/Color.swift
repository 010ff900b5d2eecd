/// A colour as red, green, blue and alpha components in 0...1 (sRGB, not premultiplied).
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey: 0 is black, 1 is white.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from a 24-bit `0xRRGGBB` value, e.g. `Color(rgb: 0xFF3B30)`.
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let clear = Color(white: 0, alpha: 0)
  public static let gray = Color(white: 0.5)
  public static let lightGray = Color(white: 2.0 / 3.0)
  public static let darkGray = Color(white: 1.0 / 3.0)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)

  /// Components clamped to 0...1, with NaN as 0, as handed to Cairo.
  var clamped: Color {
    func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
  }
}
