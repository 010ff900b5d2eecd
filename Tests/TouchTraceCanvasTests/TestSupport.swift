import Foundation

@testable import TouchTraceCanvas

extension Canvas {
  /// The bounding box, in pixels, of pixels whose colour differs from `background`
  /// (by more than `tolerance` in any component); nil if there are none.
  func inkBounds(background: Color = .clear, tolerance: Double = 0.02) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
  )? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<pixelHeight {
      for x in 0..<pixelWidth {
        guard let p = pixel(x: x, y: y), p.differs(from: background, by: tolerance) else {
          continue
        }
        if let b = box {
          box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
        } else {
          box = (x, y, x, y)
        }
      }
    }
    return box
  }

  /// How many pixels differ from `background`.
  func inkCount(background: Color = .clear, tolerance: Double = 0.02) -> Int {
    var count = 0
    for y in 0..<pixelHeight {
      for x in 0..<pixelWidth where pixel(x: x, y: y)!.differs(from: background, by: tolerance) {
        count += 1
      }
    }
    return count
  }
}

extension Color {
  func differs(from other: Color, by tolerance: Double) -> Bool {
    if alpha < tolerance && other.alpha < tolerance { return false }
    return abs(red - other.red) > tolerance || abs(green - other.green) > tolerance
      || abs(blue - other.blue) > tolerance || abs(alpha - other.alpha) > tolerance
  }

  func isClose(to other: Color, tolerance: Double = 0.02) -> Bool {
    !differs(from: other, by: tolerance)
  }
}

extension Data {
  func contains(_ string: String) -> Bool {
    range(of: Data(string.utf8)) != nil
  }

  /// Big-endian UInt32 at `offset`.
  func uint32(at offset: Int) -> UInt32 {
    self[startIndex + offset..<startIndex + offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
