import Testing
import TouchTraceImport
import TouchTraceTrace

/// A navigation bar's large title and a hidden bar in a dump (issue 33): a navigation
/// controller's keys in a scene, which the import does not make (the dump holds its views), so
/// the bar is written as printed and a comment names the key.
@Suite struct NavigationBarImportTests {
  /// iOS 13's bar with its large title on screen, and the content under it.
  static let largeTitle = """
    <UIView: 0x7fa1; frame = (0 0; 414 896); layer = <CALayer: 0x1>>
       | <UIView: 0x7fa2; frame = (0 0; 414 896); layer = <CALayer: 0x2>>
       | <UINavigationBar: 0x7fa3; frame = (0 44; 414 96); opaque = NO; autoresize = W; layer = <CALayer: 0x3>>
       |    | <_UINavigationBarContentView: 0x7fa4; frame = (0 0; 414 44); layer = <CALayer: 0x4>>
       |    | <_UINavigationBarLargeTitleView: 0x7fa5; frame = (0 44; 414 52); clipsToBounds = YES; layer = <CALayer: 0x5>>
       |    |    | <UILabel: 0x7fa6; frame = (20 3.5; 200 40.5); text = 'Settings'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>
    """

  @Test func aLargeTitleOnScreenIsSaidAndHitTestsAsPrinted() throws {
    let scene = try imported(Self.largeTitle)
    #expect(
      scene.yaml.contains(
        "# a large title is shown (line 5): on its navigation controller, "
          + "navigationBar: {prefersLargeTitles: true}"))
    #expect(!scene.yaml.contains("isNavigationBarHidden"))
    // A tap on the large title is its view's, as on the device (its label takes no touches).
    #expect(try hitViews(Self.largeTitle, taps: [(100, 110)]) == ["navigationBarLargeTitleView"])
  }

  /// A published dump (sentry-tsx-template-literal.txt) whose large title view is hidden, at
  /// alpha 0 and zero wide: the title is small, nothing is said.
  @Test func aHiddenLargeTitleViewIsNoLargeTitle() throws {
    let scene = try imported(try Dumps.text("sentry-tsx-template-literal.txt"))
    #expect(scene.yaml.contains("class: _UINavigationBarLargeTitleView"))
    #expect(!scene.yaml.contains("a large title is shown"))
  }

  /// A hidden bar: said, and a tap where it would be reaches the content under it.
  @Test func aHiddenBarIsSaidAndTapsReachTheContent() throws {
    let dump = Self.largeTitle.replacingOccurrences(
      of: "frame = (0 44; 414 96); opaque = NO;", with: "frame = (0 44; 414 96); hidden = YES;")
    let scene = try imported(dump)
    #expect(
      scene.yaml.contains(
        "# the bar is hidden: on its navigation controller, isNavigationBarHidden: true"))
    #expect(try hitViews(dump, taps: [(100, 60)]) == ["view2"])
  }
}
