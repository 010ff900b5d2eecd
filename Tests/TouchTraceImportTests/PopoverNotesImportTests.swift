import Testing
import TouchTraceImport
import TouchTraceTrace

/// A popover in a dump (issue 33): its views import as printed, and its warning says what the
/// dump shows of it (the presented controller's view, its size and place; its dimming view) and,
/// in one sentence, what the scene format's popover needs that no dump prints (its source view,
/// its passthrough views).
@Suite struct PopoverNotesImportTests {
  @Test func theWarningSaysWhatTheDumpShowsAndWhatItCannot() throws {
    let scene = try imported(PopoverImportTests.popover)
    let note = try #require(scene.notes.first { $0.hasPrefix("_UIPopoverView (line 6)") })
    // The content view (0 13; 320 400) in the popover at (490 74): the chrome is not content.
    #expect(note.contains("the presented controller's view 320 × 400 at (490, 87)"))
    #expect(note.contains("a tap outside it is the printed UIDimmingView's"))
    #expect(
      note.contains("does not print the view it points at (sourceView) nor its passthroughViews"))
    #expect(note.contains("`preferredContentSize: [320, 400]`"))
    #expect(scene.notes.filter { $0.contains("popover") }.count == 1)
  }

  /// A popover whose chrome is an app's `UIPopoverBackgroundView` subclass, with no dimming view
  /// printed: a tap outside goes where the printed views send it (here the UITransitionView
  /// covering the window, as printed, not the button under it).
  @Test func withoutADimmingViewATapOutsideReachesTheViewsUnderIt() throws {
    let dump = """
      <UIWindow: 0x7f9e1; frame = (0 0; 820 1180); layer = <UIWindowLayer: 0x1>>
         | <UIView: 0x7f9e2; frame = (0 0; 820 1180); layer = <CALayer: 0x2>>
         |    | <UIButton: 0x7f9e3; frame = (40 600; 120 44); opaque = NO; layer = <CALayer: 0x3>>
         | <UITransitionView: 0x7f9e4; frame = (0 0; 820 1180); layer = <CALayer: 0x4>>
         |    | <_UIPopoverView: 0x7f9e6; frame = (40 100; 300 213); layer = <CALayer: 0x6>>
         |    |    | <FancyPopoverBackgroundView: 0x7f9e7; baseClass = UIPopoverBackgroundView; frame = (0 0; 300 213); layer = <CALayer: 0x7>>
         |    |    | <UIView: 0x7f9e8; frame = (0 13; 300 200); layer = <CALayer: 0x8>>
      """
    let scene = try imported(dump)
    let note = try #require(scene.notes.first { $0.hasPrefix("_UIPopoverView (line 5)") })
    #expect(note.contains("300 × 200 at (40, 113)"))
    #expect(note.contains("no UIDimmingView was printed"))
    let hits = try hitViews(dump, taps: [(100, 622), (100, 200)])
    #expect(hits[0] == "transitionView")
    #expect(hits[1] == "view2")
  }
}
