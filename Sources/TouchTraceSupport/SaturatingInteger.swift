/// A number from the input as an integer without a trap: `Int(1e308)` stops the program ("Double
/// value cannot be converted to Int"), so a scene's, a trace's or a dump's number that becomes an
/// integer goes through `init(saturating:)` (issue 35; a test scans Sources for the rest).
extension FixedWidthInteger {
  /// `value` rounded toward zero, as `init(_:)` does, but clamped to the type's range; NaN is 0.
  @inlinable
  public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value <= Double(Self.min) {
      self = .min
    } else if value >= Double(Self.max) {
      self = .max
    } else {
      self.init(value)
    }
  }
}
