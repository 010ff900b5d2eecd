import Foundation

// CGPoint, CGSize and CGRect come from Foundation. UIKit's CGAffineTransform is CoreGraphics',
// which Linux lacks, so the engine has its own with the same name and meaning.
#if !canImport(CoreGraphics)
  /// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as in CoreGraphics.
  public struct CGAffineTransform: Equatable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }
  }
#endif

extension CGAffineTransform {
  /// Scale first, then rotate (radians, clockwise on screen since y points down), then translate:
  /// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`.
  public init(
    scaleX sx: Double, y sy: Double, rotation angle: Double, translationX tx: Double, y ty: Double
  ) {
    let (cs, sn) = (cos(angle), sin(angle))
    self.init(a: cs * sx, b: sn * sx, c: -sn * sy, d: cs * sy, tx: tx, ty: ty)
  }

  func apply(_ p: CGPoint) -> CGPoint {
    CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// nil when the transform squashes the plane flat (a zero scale): nothing maps back.
  var inverse: CGAffineTransform? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }
}

extension CGRect {
  /// UIKit's `CGRectContainsPoint`: the minimum edges are inside, the maximum edges are not.
  func containsHalfOpen(_ p: CGPoint) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  var corners: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY),
      CGPoint(x: minX, y: maxY),
    ]
  }
}
