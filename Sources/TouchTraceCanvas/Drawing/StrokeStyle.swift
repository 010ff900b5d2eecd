/// How the ends of open stroked lines look.
public enum LineCap: Sendable, Hashable {
  case butt, round, square
}

/// How stroked segments meet.
public enum LineJoin: Sendable, Hashable {
  case miter, round, bevel
}

/// Which parts of a self-intersecting or nested path a fill covers.
public enum FillRule: Sendable, Hashable {
  case nonZero, evenOdd
}

/// Colour, width, dashes, caps and joins of a stroke.
public struct StrokeStyle: Sendable, Hashable {
  public var color: Color
  /// Line width in points.
  public var width: Double
  /// Alternating on/off lengths in points; empty for a solid line. A pattern with a negative
  /// length, or whose lengths are all zero, is drawn solid.
  public var dash: [Double]
  /// How far into the dash pattern the line starts.
  public var dashPhase: Double
  public var cap: LineCap
  public var join: LineJoin
  public var miterLimit: Double

  public init(
    color: Color = .black, width: Double = 1, dash: [Double] = [], dashPhase: Double = 0,
    cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10
  ) {
    self.color = color
    self.width = width
    self.dash = dash
    self.dashPhase = dashPhase
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
  }

  /// The dash pattern as Cairo accepts it, or nil for a solid line.
  var validDash: [Double]? {
    guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }),
      dash.contains(where: { $0 > 0 })
    else { return nil }
    return dash
  }
}
