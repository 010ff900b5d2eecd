import Testing
import TouchTraceCanvas
import TouchTraceLayout

@testable import TouchTraceRender

/// UIKit's text and controls drawn inside a view read over the view's colour in both themes.
@Suite struct ReadableColorTests {
  let backgrounds: [String?] = [
    nil, "#FFFFFFFF", "#F2F2F7FF", "#0A84FFFF", "#FF9F0AFF", "#000000FF",
  ]

  /// Text, muted text and the tint reach 3:1 over every background, light and dark.
  @Test func textAndTintReadOverEveryViewColour() {
    for theme in Theme.allCases {
      for hex in backgrounds {
        // Every colour here is opaque, so the softened view colour is what lies under the text.
        let under = hex.map { theme.softened($0) } ?? theme.color(.background)
        for role in [Role.text, .muted, .tint] {
          let contrast = Theme.contrast(theme.readable(role, over: hex), under)
          #expect(contrast >= 3, "\(role) over \(hex ?? "background") in \(theme)")
        }
      }
    }
  }

  /// Over a light view the light theme's colours are used as they are; over the dark theme's
  /// background, the dark theme's.
  @Test func theSideFollowsTheBackground() {
    #expect(Theme.light.readable(.tint, over: "#FFFFFFFF") == Theme.lightColor(.tint))
    #expect(Theme.dark.readable(.text, over: nil) == Theme.darkColor(.text))
    #expect(Theme.light.readable(.controlOn, over: nil) == Theme.lightColor(.controlOn))
  }
}
