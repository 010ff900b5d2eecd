import Foundation

extension TouchConstants {
  /// The keyboard's and the status bar's constants by name (TouchConstants.swift says where each
  /// comes from).
  static var keyboardFields: [Field] {
    [
      Field(
        "keyboardHeight", .points, 50...1000, \.keyboardHeight,
        "The software keyboard's height, from the bottom of the screen."),
      Field(
        "keyboardKeysHeight", .points, 50...1000, \.keyboardKeysHeight,
        "The part of the software keyboard, from its top, that holds the keys."),
      Field(
        "keyboardReturnKeyWidth", .points, 20...400, \.keyboardReturnKeyWidth,
        "The width of the keyboard's Return key, at the right of its bottom row."),
      Field(
        "statusBarHeight", .points, 1...100, \.statusBarHeight,
        "The status bar's height, from the top of the screen."),
    ]
  }
}
