import Foundation

extension TouchConstants {
  /// The navigation bar's and the bottom edge's constants by name (TouchConstants.swift says
  /// where each comes from).
  static var navigationBarFields: [Field] {
    [
      Field(
        "largeTitleHeight", .points, 0...200, \.largeTitleHeight,
        "What a large title adds under the navigation bar's 44 pt row."),
      Field(
        "navigationSearchBarHeight", .points, 30...120, \.navigationSearchBarHeight,
        "A navigation item's search controller's search bar, under the bar's row and large title."),
      Field(
        "systemGestureGateEdgeHeight", .points, 0...200, \.systemGestureGateEdgeHeight,
        "On a phone with a home indicator, touches this near the bottom edge begin late."),
      Field(
        "systemGestureGateDelay", .seconds, 0.01...10, \.systemGestureGateDelay,
        "How long a held touch at the bottom edge waits before touchesBegan."),
    ]
  }
}
