import TouchTraceEngine
import TouchTraceTrace
import Yams

/// The scene's `constants:` mapping: the numbers UIKit does not document (`TouchConstants`), each
/// overridden by its name, within the range that makes sense for it.
extension SceneReader {
  func constants(_ node: Node) -> TouchConstants {
    var out = TouchConstants.standard
    let fields = TouchConstants.fields
    guard let f = yaml.mapping(node, what: "'constants'", keys: fields.map(\.name)) else {
      return out
    }
    for field in fields {
      guard let n = f[field.name] else { continue }
      let values: [Double]?
      if field.isSize {
        values = yaml.numbers(n, field.name, ["width", "height"])
      } else {
        values = yaml.number(n, field.name).map { [$0] }
      }
      guard let values else { continue }
      guard values.allSatisfy(field.range.contains) else {
        let low = Self.exact(field.range.lowerBound)
        let high = Self.exact(field.range.upperBound)
        let found = values.map(Self.exact).joined(separator: ", ")
        yaml.error(
          "'\(field.name)' must be from \(low) to \(high) (\(field.unit.rawValue))\(field.isSize ? " for both width and height" : ""), found \(found)",
          at: n)
        continue
      }
      out.set(field, to: values)
    }
    return out
  }

  /// A number as written, without the log's rounding: `0.001`, `10000`.
  static func exact(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(saturating: v)) : String(v)
  }
}
