import TouchTraceTrace

/// A laid-out diagram: positioned shapes and text in points, in drawing order. Colours are roles
/// that a theme resolves when drawing, so one layout serves the light and the dark theme.
public struct Diagram: Sendable, Equatable {
  public var size: Size
  public var items: [DiagramItem]
  /// Where each object appears, panel by panel (see ``DiagramRegion``).
  public var regions: [DiagramRegion]
  /// Where the whole screen is drawn (not a detail): for turning a point of the picture back
  /// into a point of the screen (the explorer's "tap anywhere", issue 36).
  public var screens: [DiagramScreen]
  public init(
    size: Size, items: [DiagramItem], regions: [DiagramRegion] = [], screens: [DiagramScreen] = []
  ) {
    self.size = size
    self.items = items
    self.regions = regions
    self.screens = screens
  }
}

/// A screen as a diagram draws it: `rect` in the diagram's points shows `viewport`, in window
/// coordinates, scaled evenly.
public struct DiagramScreen: Sendable, Equatable, Codable {
  public var rect: Rect
  public var viewport: Rect
  public init(rect: Rect, viewport: Rect) {
    self.rect = rect
    self.viewport = viewport
  }

  func offset(by dy: Double) -> DiagramScreen {
    DiagramScreen(rect: Rect(rect.x, rect.y + dy, rect.width, rect.height), viewport: viewport)
  }
}

public enum DiagramItem: Sendable, Equatable {
  case shape(Shape, fill: Paint?, stroke: Stroke?)
  /// Text whose `at` is its top-left (or top-centre, top-right by alignment; middle if `style.middle`).
  case text(String, at: Point, style: TextStyle)
  case arrow([Point], stroke: Stroke, headAtStart: Bool)
  /// Items drawn together at reduced opacity (a faded, skipped view).
  case group(opacity: Double, [DiagramItem])
  /// Items clipped to a shape (the subviews of a view that clips to its bounds).
  case clipped(Shape, [DiagramItem])
}

public enum Shape: Sendable, Equatable {
  case rect(Rect, radius: Double)
  case polygon([Point])
  case circle(center: Point, radius: Double)
  case polyline([Point])
}

/// What a colour means; the theme picks the actual colour.
public enum Role: String, Sendable, Equatable, CaseIterable {
  case background, panel, panelBorder, text, muted, faint
  /// The hit-test view and the path to it.
  case accent, accentSoft
  /// `point(inside:)` said YES / NO; skipped without being asked.
  case inside, outside, skipped
  /// Enlarged or shrunk hit areas.
  case hitArea, hitAreaFill
  case finger, fingerFill
  /// Touches passed on / stopped in the responder chain.
  case chain, stop
  case badgeText
  /// The backdrop behind a label drawn over coloured views.
  case chip
  /// UIKit's own look, for the controls drawn on the screen: the tint (system blue), a switch that
  /// is on (system green), an idle track or segment background, a knob or thumb, a bar's frosted fill.
  case tint, controlOn, controlTrack, controlKnob, frost
  /// A table or collection cell while it is highlighted (UIKit's grey selection background).
  case cellHighlight
}

public enum Paint: Sendable, Equatable {
  case role(Role)
  /// A view's own background colour (`#RRGGBBAA`), softened by the theme so labels stay readable.
  case view(String)
  /// A role drawn over a view's background colour (nil: the diagram's background): the theme picks
  /// the light or the dark theme's colour of the role, whichever reads on that background.
  case on(String?, Role)
}

public struct Stroke: Sendable, Equatable {
  public var paint: Paint
  public var width: Double
  public var dash: [Double]
  public init(_ paint: Paint, width: Double = 1, dash: [Double] = []) {
    self.paint = paint
    self.width = width
    self.dash = dash
  }
}

public struct TextStyle: Sendable, Equatable {
  public enum Alignment: Sendable, Equatable { case left, center, right }
  public var size: Double
  public var bold: Bool
  public var monospaced: Bool
  public var paint: Paint
  public var alignment: Alignment
  /// True: the text's `at` point is its vertical middle rather than its top.
  public var middle: Bool
  public init(
    size: Double, bold: Bool = false, monospaced: Bool = false, paint: Paint = .role(.text),
    alignment: Alignment = .left, middle: Bool = false
  ) {
    self.size = size
    self.bold = bold
    self.monospaced = monospaced
    self.paint = paint
    self.alignment = alignment
    self.middle = middle
  }
}

/// Measures text exactly as drawing will render it (Pango, in the renderer); tests use a stand-in.
public protocol TextMeasuring: Sendable {
  func size(of text: String, style: TextStyle) -> Size
}

extension Rect {
  func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
  func insetBy(_ d: Double) -> Rect { Rect(x + d, y + d, width - 2 * d, height - 2 * d) }
  func contains(_ r: Rect) -> Bool {
    r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
  }

}
