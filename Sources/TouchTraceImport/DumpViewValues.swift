/// Sets a view's properties from its description's `key = value` pairs.
enum DumpViewValues {
  /// Sets what UIKit printed; the first value not in UIKit's form, as (message, line, column).
  static func apply(
    _ pairs: [(key: String, value: String, offset: Int)], to view: inout DumpView,
    _ record: Record
  ) -> (String, Int, Int)? {
    for (key, value, offset) in pairs {
      func bad(_ expected: String) -> (String, Int, Int) {
        let (l, c) = record.place(of: offset)
        return ("expected \(expected), found '\(value)'", l, c)
      }
      switch key {
      case "frame":
        guard let frame = DumpValues.frame(value) else {
          return bad("'frame = (x y; width height)' with numbers")
        }
        guard frame.allSatisfy({ abs($0) <= DumpValues.maxCoordinate }) else {
          return bad("a frame within ±1e9 points (TouchTrace's limit)")
        }
        view.frame = frame
      case "alpha":
        guard let alpha = DumpValues.number(value) else { return bad("'alpha = ' and a number") }
        view.alpha = min(max(alpha, 0), 1)
      case "hidden", "userInteractionEnabled", "clipsToBounds":
        guard let flag = DumpValues.bool(value) else { return bad("'\(key) = YES' or 'NO'") }
        switch key {
        case "hidden": view.isHidden = flag
        case "userInteractionEnabled": view.isUserInteractionEnabled = flag
        default: view.clipsToBounds = flag
        }
      case "transform", "transform3D":
        let t = key == "transform" ? DumpValues.transform(value) : DumpValues.affine3D(value)
        guard let t else {
          return bad(
            key == "transform"
              ? "'transform = [a, b, c, d, tx, ty]' with numbers"
              : "'transform3D = [m11, m12, m13, m14; …; m41, m42, m43, m44]' with 16 numbers")
        }
        guard t.matrix.allSatisfy({ abs($0) <= DumpValues.maxCoordinate }) else {
          return bad("a transform within ±1e9 (TouchTrace's limit)")
        }
        guard DumpValues.decompose(t.matrix) != nil else {
          return bad(
            "a transform made of a scale, a rotation and a translation (a skew, or a scale to nothing, cannot be simulated)"
          )
        }
        view.transform = t.matrix
        view.transformIs3D = t.is3D
      case "tag":
        guard let tag = DumpValues.integer(value) else { return bad("'tag = ' and a whole number") }
        view.tag = tag
      case "text": view.text = DumpWrappers.unescaped(value)
      case "placeholder": view.placeholder = DumpWrappers.unescaped(value)
      case "baseClass":
        guard !value.isEmpty, value.utf8.allSatisfy(isKeyByte) else {
          return bad("'baseClass = ' and a class name")
        }
        view.baseClass = DumpView.unqualified(value)
      case "backgroundColor": view.backgroundColor = DumpValues.color(value)
      case "gestureRecognizers": view.hasGestureRecognizers = value != "(null)"
      case "contentOffset", "contentSize":
        guard let pair = DumpValues.pair(value),
          pair.allSatisfy({ abs($0) <= DumpValues.maxCoordinate })
        else { return bad("'\(key): {x, y}' with numbers within ±1e9") }
        if key == "contentOffset" { view.contentOffset = pair } else { view.contentSize = pair }
      default: continue  // opaque, autoresize, layer, animations, tintColor…: nothing to simulate
      }
    }
    return nil
  }
}
