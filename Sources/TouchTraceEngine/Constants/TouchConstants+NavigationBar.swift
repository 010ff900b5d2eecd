import Foundation

extension TouchConstants {
  /// The navigation bar's constants by name (TouchConstants.swift says where each comes from).
  static var navigationBarFields: [Field] {
    [
      Field(
        "largeTitleHeight", .points, 0...200, \.largeTitleHeight,
        "What a large title adds under the navigation bar's 44 pt row.")
    ]
  }
}
