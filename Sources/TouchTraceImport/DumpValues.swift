import Foundation

/// The values of a view description's `key = value` pairs, as UIKit formats them. Each returns
/// nil when the text is not in that form; the parser then says what it expected.
enum DumpValues {
  /// `(0 20; 320 460)`.
  static func frame(_ text: String) -> [Double]? {
    guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
    let parts = text.dropFirst().dropLast().split(separator: ";")
    guard parts.count == 2 else { return nil }
    let numbers = parts.flatMap { $0.split(separator: " ") }.map { number(String($0)) }
    guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else { return nil }
    let frame = numbers.map { $0! }
    return frame[2] >= 0 && frame[3] >= 0 ? frame : nil
  }

  /// The largest coordinate (and transform entry) read: past it a number is a typo, and
  /// arithmetic on it (a scene's 4 decimals, a parent's origin added) could overflow.
  static let maxCoordinate = 1e9

  /// `transform3D = [m11, m12, m13, m14; m21, …; m41, m42, m43, m44]` (CATransform3D, row by
  /// row): its affine part `[m11, m12, m21, m22, m41, m42]`, and whether it holds more than that
  /// (a perspective or a depth, which hit-testing in the screen's plane cannot follow).
  static func affine3D(_ text: String) -> (matrix: [Double], is3D: Bool)? {
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let numbers = text.dropFirst().dropLast().split { $0 == "," || $0 == ";" }.map {
      number($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 16, numbers.allSatisfy({ $0 != nil }) else { return nil }
    let m = numbers.map { $0! }
    let flat = [m[2], m[3], m[6], m[7], m[8], m[9], m[11], m[14]].allSatisfy { $0 == 0 }
    return ([m[0], m[1], m[4], m[5], m[12], m[13]], !(flat && m[10] == 1 && m[15] == 1))
  }

  /// `[1, 0, 0, 1, 10, 0]`.
  static func transform(_ text: String) -> (matrix: [Double], is3D: Bool)? {
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let numbers = text.dropFirst().dropLast().split(separator: ",").map {
      number($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 6, numbers.allSatisfy({ $0 != nil }) else { return nil }
    return (numbers.map { $0! }, false)
  }

  /// `{0, -64}` (a point or a size, as NSStringFromCGPoint prints it).
  static func pair(_ text: String) -> [Double]? {
    guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
    let numbers = text.dropFirst().dropLast().split(separator: ",").map {
      number($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 2, numbers.allSatisfy({ $0 != nil }) else { return nil }
    return numbers.map { $0! }
  }

  /// `YES` / `NO` (and `true` / `false`, `1` / `0`, which some descriptions print).
  static func bool(_ text: String) -> Bool? {
    switch text {
    case "YES", "true", "1": true
    case "NO", "false", "0": false
    default: nil
    }
  }

  /// A finite decimal number (`-0.5`, `1e-05`); `nan` and `inf` are not positions.
  static func number(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  static func integer(_ text: String) -> Int? { Int(text) }

  /// A transform as the scene format writes it: scale first, then rotation (degrees, clockwise on
  /// screen), then translation. `[a, b, c, d, tx, ty]` maps (x, y) to (a·x + c·y + tx,
  /// b·x + d·y + ty) (Apple, CGAffineTransform); scale then rotation by θ is a = sx·cos θ,
  /// b = sx·sin θ, c = −sy·sin θ, d = sy·cos θ. nil for a skew (or a scale to nothing), which a
  /// scale and a rotation cannot make.
  static func decompose(_ t: [Double]) -> (
    rotation: Double, scale: [Double], translation: [Double]
  )? {
    let (a, b, c, d) = (t[0], t[1], t[2], t[3])
    let sx = (a * a + b * b).squareRoot()
    guard sx > 1e-9 else { return nil }
    let angle = atan2(b, a)
    let sy = (a * d - b * c) / sx
    guard abs(sy) > 1e-9, abs(c + sy * sin(angle)) < 1e-6, abs(d - sy * cos(angle)) < 1e-6 else {
      return nil
    }
    return (angle * 180 / .pi, [sx, sy], [t[4], t[5]])
  }

  /// A colour description: `UIExtendedSRGBColorSpace 1 0 0 1`, `UIDeviceRGBColorSpace …`,
  /// `kCGColorSpaceModelRGB 1 1 1 1`, `UIExtendedGrayColorSpace 0 1`, `UIDeviceWhiteColorSpace …`,
  /// `kCGColorSpaceModelMonochrome …`, or a system colour by name (`<UIDynamicSystemColor: 0x…;
  /// name = systemBackgroundColor>`, drawn in its light appearance). Components outside 0…1
  /// (extended sRGB) are clamped: the diagram draws sRGB.
  static func color(_ text: String) -> DumpColor {
    let words = text.split(separator: " ").map(String.init)
    if let space = words.first {
      let values = words.dropFirst().compactMap(number)
      let rgb = [
        "UIExtendedSRGBColorSpace", "UIDeviceRGBColorSpace", "kCGColorSpaceModelRGB",
        "UIDisplayP3ColorSpace", "UIExtendedRGBColorSpace",
      ]
      let gray = [
        "UIExtendedGrayColorSpace", "UIDeviceWhiteColorSpace",
        "kCGColorSpaceModelMonochrome", "UICachedDeviceWhiteColor",
      ]
      if rgb.contains(space), values.count == 4, values.count == words.count - 1 {
        return .hex(hex(values))
      }
      if gray.contains(space), values.count == 2, values.count == words.count - 1 {
        return .hex(hex([values[0], values[0], values[0], values[1]]))
      }
    }
    if let range = text.range(of: "name = ") {
      let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
      if let color = systemColors[String(name)] { return .hex(color) }
    }
    return .unreadable(text)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  static func hex(_ rgba: [Double]) -> String {
    let bytes = rgba.map { Int(saturating: (min(max($0, 0), 1) * 255).rounded()) }
    let digits = (bytes[3] == 255 ? bytes.prefix(3) : bytes[...]).map {
      String(format: "%02X", $0)
    }
    return "#" + digits.joined()
  }

  /// UIKit's system colours in their light appearance (Apple, "UI Element Colors" and "Standard
  /// Colors"), by the names dynamic colours print.
  static let systemColors: [String: String] = [
    "systemBackgroundColor": "#FFFFFF", "secondarySystemBackgroundColor": "#F2F2F7",
    "tertiarySystemBackgroundColor": "#FFFFFF", "systemGroupedBackgroundColor": "#F2F2F7",
    "secondarySystemGroupedBackgroundColor": "#FFFFFF",
    "tertiarySystemGroupedBackgroundColor": "#F2F2F7", "labelColor": "#000000",
    "secondaryLabelColor": "#3C3C4399", "separatorColor": "#3C3C4349",
    "systemFillColor": "#78788033", "systemBlueColor": "#007AFF", "systemRedColor": "#FF3B30",
    "systemGreenColor": "#34C759", "systemOrangeColor": "#FF9500", "systemYellowColor": "#FFCC00",
    "systemGrayColor": "#8E8E93", "systemGray6Color": "#F2F2F7", "clearColor": "#00000000",
    "whiteColor": "#FFFFFF", "blackColor": "#000000",
  ]
}
