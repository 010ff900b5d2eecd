/// A point in canvas coordinates (points, y down, origin top-left).
///
/// The canvas has its own small geometry types so it depends on nothing else in the project;
/// the names are prefixed so they never clash with the trace's `Point` / `Size` / `Rect`.
public struct CanvasPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  public init(x: Double, y: Double) {
    self.init(x, y)
  }

  public static let zero = CanvasPoint(0, 0)
}

/// A size in points.
public struct CanvasSize: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }

  public init(width: Double, height: Double) {
    self.init(width, height)
  }

  public static let zero = CanvasSize(0, 0)
}

/// An axis-aligned rectangle in points.
public struct CanvasRect: Hashable, Sendable {
  public var origin: CanvasPoint
  public var size: CanvasSize

  public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    origin = CanvasPoint(x, y)
    size = CanvasSize(width, height)
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(x, y, width, height)
  }

  public init(origin: CanvasPoint, size: CanvasSize) {
    self.origin = origin
    self.size = size
  }

  public var x: Double { origin.x }
  public var y: Double { origin.y }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var center: CanvasPoint { CanvasPoint(midX, midY) }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
  /// (negative values shrink it).
  public func insetBy(dx: Double, dy: Double) -> CanvasRect {
    CanvasRect(x + dx, y + dy, width - 2 * dx, height - 2 * dy)
  }

  /// Whether the two rectangles overlap with a non-empty area.
  public func intersects(_ other: CanvasRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  public func contains(_ point: CanvasPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
