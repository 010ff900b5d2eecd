import Testing
import TouchTraceImport
import TouchTraceTestSupport

/// A dump of every window taken with the keyboard up (issue 33, item 4): the keyboard's windows
/// (`UITextEffectsWindow`, `UIRemoteKeyboardWindow` → `UIInputSetContainerView` →
/// `UIInputSetHostView` → `_UIRemoteKeyboardPlaceholderView`) are UIKit's, so the scene says
/// `softwareKeyboard: true` instead of copying them as views.
@Suite struct KeyboardImportTests {
  @Test func theKeyboardWindowsBecomeTheSoftwareKeyboardKey() throws {
    let scene = try imported(Dumps.text("keyboard-windows-lldb.txt"))
    #expect(scene.views.map(\.className) == ["UIWindow", "UIView", "UITextField", "UIButton"])
    #expect(scene.yaml.contains("application: {softwareKeyboard: true}"))
    #expect(scene.warnings.isEmpty)
  }

  /// The imported scene brings the keyboard up: a tap on the field, then a tap where the button
  /// lies under the keyboard goes to the keyboard.
  @Test func theImportedSceneHasTheKeyboard() throws {
    let hits = try hitViews(
      Dumps.text("keyboard-windows-lldb.txt"), taps: [(100, 142), (100, 585)])
    #expect(hits.last == "UIKeyboard")
  }

  /// A dump without the keyboard's window has no keyboard; a second top-level view of another
  /// class is still an error.
  @Test func otherSecondRootsAreStillErrors() throws {
    let app = try Dumps.text("keyboard-windows-lldb.txt")
      .split(separator: "\n").prefix(5).joined(separator: "\n")
    #expect(!(try imported(app).yaml.contains("softwareKeyboard")))
    let other =
      app + "\n<UIView: 0x7f8e4a90a2c0; frame = (0 0; 10 10); layer = <CALayer: 0x6000031e3c00>>"
    #expect(importErrors(other).first?.contains("a second view at the top") == true)
  }
}
