import Foundation
import TouchTraceCanvas
import TouchTraceLayout

/// Colours for what UIKit draws inside a view (a label's text, a plain button's tinted title): they
/// must read over the view's own colour, which the theme softens towards its background, so a white
/// cell is light in the light theme and mid-grey in the dark one.
extension Theme {
  /// `role` in the light theme's colour over a light background, the dark theme's over a dark one;
  /// text and tint that would still read poorly (under 3:1, WCAG's minimum for large text) are
  /// moved towards black or white until they read.
  func readable(_ role: Role, over hex: String?) -> Color {
    let under = composite(hex)
    let light = Self.luminance(under) > 0.18
    var c = light ? Self.lightColor(role) : Self.darkColor(role)
    guard [.text, .muted, .tint].contains(role) else { return c }
    let target = light ? 0.0 : 1.0
    var step = 0
    while Self.contrast(c, under) < 3, step < 5 {
      func mix(_ a: Double) -> Double { a * 0.75 + target * 0.25 }
      c = Color(red: mix(c.red), green: mix(c.green), blue: mix(c.blue), alpha: c.alpha)
      step += 1
    }
    return c
  }

  /// The view's softened colour over the diagram's background (the background itself for nil).
  private func composite(_ hex: String?) -> Color {
    let bg = color(.background)
    guard let hex else { return bg }
    let c = softened(hex)
    func over(_ a: Double, _ b: Double) -> Double { a * c.alpha + b * (1 - c.alpha) }
    return Color(
      red: over(c.red, bg.red), green: over(c.green, bg.green), blue: over(c.blue, bg.blue))
  }

  /// WCAG relative luminance.
  static func luminance(_ c: Color) -> Double {
    func linear(_ v: Double) -> Double {
      v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }

  /// WCAG contrast ratio, 1…21.
  static func contrast(_ a: Color, _ b: Color) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }
}
