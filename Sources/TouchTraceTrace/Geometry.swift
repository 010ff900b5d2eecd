/// Points, sizes and rectangles as the trace stores them: JSON arrays, like the scene format
/// (`[x, y]`, `[width, height]`, `[x, y, width, height]`), so traces stay short and readable.
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
  public init(from decoder: any Decoder) throws {
    let v = try numbers(decoder, count: 2)
    self.init(v[0], v[1])
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(x)
    try c.encode(y)
  }
}

public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }
  public init(from decoder: any Decoder) throws {
    let v = try numbers(decoder, count: 2)
    self.init(v[0], v[1])
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(width)
    try c.encode(height)
  }
}

public struct Rect: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The smallest axis-aligned rectangle holding every point.
  public static func bounding(_ points: [Point]) -> Rect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return Rect(minX, minY, (xs.max() ?? 0) - minX, (ys.max() ?? 0) - minY)
  }
  public init(from decoder: any Decoder) throws {
    let v = try numbers(decoder, count: 4)
    self.init(v[0], v[1], v[2], v[3])
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    for v in [x, y, width, height] { try c.encode(v) }
  }
}

private func numbers(_ decoder: any Decoder, count: Int) throws -> [Double] {
  var c = try decoder.unkeyedContainer()
  var out: [Double] = []
  while !c.isAtEnd { out.append(try c.decode(Double.self)) }
  guard out.count == count, out.allSatisfy(\.isFinite) else {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "expected \(count) finite numbers"))
  }
  return out
}
