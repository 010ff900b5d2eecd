import TouchTraceCanvas
import TouchTraceLayout

/// Light and dark colours for every role of a diagram, and how views' own colours are softened so
/// that labels drawn over them stay readable. (The enum itself is in TouchTraceLayout, so the
/// commands that draw nothing parse `--theme` without Cairo.)
extension Theme {
  func color(_ role: Role) -> Color {
    switch self {
    case .light: Self.lightColor(role)
    case .dark: Self.darkColor(role)
    }
  }

  static func lightColor(_ role: Role) -> Color {
    switch role {
    case .background: Color(rgb: 0xFFFFFF)
    case .panel: Color(rgb: 0xF6F8FA)
    case .panelBorder: Color(rgb: 0x8C959F)
    case .text: Color(rgb: 0x1F2328)
    case .muted: Color(rgb: 0x59636E)
    case .faint: Color(rgb: 0xAFB8C1)
    case .accent: Color(rgb: 0x0969DA)
    case .accentSoft: Color(rgb: 0xDDF4FF)
    case .inside: Color(rgb: 0x1A7F37)
    case .outside: Color(rgb: 0xCF222E)
    case .skipped: Color(rgb: 0x9A6700)
    case .hitArea: Color(rgb: 0x8250DF)
    case .hitAreaFill: Color(rgb: 0x8250DF, alpha: 0.12)
    case .finger: Color(rgb: 0xBF3989)
    case .fingerFill: Color(rgb: 0xBF3989, alpha: 0.22)
    case .chain: Color(rgb: 0x0969DA)
    case .stop: Color(rgb: 0xCF222E)
    case .badgeText: Color(rgb: 0xFFFFFF)
    case .chip: Color(rgb: 0xFFFFFF, alpha: 0.82)
    case .tint: Color(rgb: 0x007AFF)
    case .controlOn: Color(rgb: 0x34C759)
    case .controlTrack: Color(rgb: 0x787880, alpha: 0.24)
    case .controlKnob: Color(rgb: 0xFFFFFF)
    // A material (a blur, a bar) is tinted blue, so it is not taken for the grey of a view that
    // hit-testing skips (issue 36).
    case .frost: Color(rgb: 0xD9E6F5, alpha: 0.9)
    // UIKit's systemGray4, the default selected background of a cell.
    case .cellHighlight: Color(rgb: 0xD1D1D6)
    }
  }

  static func darkColor(_ role: Role) -> Color {
    switch role {
    case .background: Color(rgb: 0x0D1117)
    case .panel: Color(rgb: 0x161B22)
    case .panelBorder: Color(rgb: 0x6E7681)
    case .text: Color(rgb: 0xE6EDF3)
    case .muted: Color(rgb: 0x9198A1)
    case .faint: Color(rgb: 0x484F58)
    case .accent: Color(rgb: 0x58A6FF)
    case .accentSoft: Color(rgb: 0x14304F)
    case .inside: Color(rgb: 0x3FB950)
    case .outside: Color(rgb: 0xF85149)
    case .skipped: Color(rgb: 0xD29922)
    case .hitArea: Color(rgb: 0xBC8CFF)
    case .hitAreaFill: Color(rgb: 0xBC8CFF, alpha: 0.16)
    case .finger: Color(rgb: 0xFF80C8)
    case .fingerFill: Color(rgb: 0xFF80C8, alpha: 0.25)
    case .chain: Color(rgb: 0x58A6FF)
    case .stop: Color(rgb: 0xF85149)
    case .badgeText: Color(rgb: 0x0D1117)
    case .chip: Color(rgb: 0x0D1117, alpha: 0.78)
    case .tint: Color(rgb: 0x0A84FF)
    case .controlOn: Color(rgb: 0x30D158)
    case .controlTrack: Color(rgb: 0x787880, alpha: 0.36)
    case .controlKnob: Color(rgb: 0xF2F2F7)
    case .frost: Color(rgb: 0x24344A, alpha: 0.9)
    case .cellHighlight: Color(rgb: 0x3A3A3C)
    }
  }

  /// A view's colour (`#RRGGBBAA`), mixed with the background so text over it stays readable.
  func softened(_ hex: String) -> Color {
    let c = Self.parse(hex) ?? Color(white: 0.5)
    let bg = color(.background)
    let keep = self == .light ? 0.55 : 0.42
    func mix(_ a: Double, _ b: Double) -> Double { a * keep + b * (1 - keep) }
    return Color(
      red: mix(c.red, bg.red), green: mix(c.green, bg.green), blue: mix(c.blue, bg.blue),
      alpha: c.alpha)
  }

  static func parse(_ hex: String) -> Color? {
    guard hex.hasPrefix("#"), hex.count == 9, let v = UInt32(hex.dropFirst(), radix: 16) else {
      return nil
    }
    return Color(rgb: v >> 8, alpha: Double(v & 0xFF) / 255)
  }

  func resolve(_ paint: Paint) -> Color {
    switch paint {
    case .role(let role): color(role)
    case .view(let hex): softened(hex)
    case .on(let hex, let role): readable(role, over: hex)
    }
  }
}
