/// A dump of every window (`UIApplication.shared.windows`, or `po` on each) prints the keyboard's
/// window as a second tree at the top while the keyboard is up: `UIRemoteKeyboardWindow` (iOS 9
/// and later) or `UITextEffectsWindow`, holding `UIInputSetContainerView` → `UIInputSetHostView`
/// (github.com/n-studio/BetterKeyboardSDK, UIViewController+extension.swift; zssz/MessageInput,
/// UIWindowScene+InputSetHostView.swift) and, since the keyboard left the app's process (WWDC
/// 2023 "Keep up with the keyboard"), a `_UIRemoteKeyboardPlaceholderView`. The scene format makes
/// that window itself (`application: {softwareKeyboard: true}`), so its tree is read as that key
/// and not as views.
extension DumpParser {
  static let keyboardWindowClasses: Set<String> = ["UIRemoteKeyboardWindow", "UITextEffectsWindow"]

  /// Whether `view` is the keyboard window at the top after the app's tree, or one of its
  /// subviews: skipped, and the keyboard noted.
  mutating func skipsKeyboardTree(_ view: DumpView, level: Int) -> Bool {
    if let top = keyboardTreeLevel {
      if level > top { return true }
      keyboardTreeLevel = nil
    }
    guard level == 0, !views.isEmpty, Self.keyboardWindowClasses.contains(view.className) else {
      return false
    }
    sawKeyboardWindow = true
    keyboardTreeLevel = level
    return true
  }
}
