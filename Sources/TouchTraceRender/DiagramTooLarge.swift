import TouchTraceCanvas

/// A diagram whose view tree alone is taller than any canvas may be (`Canvas.maximumDimension`
/// points, the limit of SVG and PDF and of PNG at 1x): refused before it is laid out, which for a
/// 100,000-view tree took minutes only to fail at the canvas (issue 14).
public struct DiagramTooLarge: Error, Equatable, Sendable, CustomStringConvertible {
  /// At least this many points tall.
  public var minimumHeight: Double
  /// The rows of its view tree: one per view hit-testing entered, and one per collapsed subtree.
  public var treeRows: Int
  public var maximum: Int

  public var description: String {
    "diagram too large: its view tree has \(treeRows) rows, so it is at least "
      + "\(Int(saturating: minimumHeight.rounded(.up))) points tall; the maximum is \(maximum) points in any "
      + "format (hit-testing entered too many views to draw in one picture: a view with thousands "
      + "of subviews under the touch; tap where fewer views lie, or split the scene)"
  }
}
