import Testing
import TouchTraceImport
import TouchTraceTrace

/// A popover and a sheet in a dump (issue 33, item 10): UIKit's views import as views that
/// hit-test as they do, with a note saying what to write instead.
@Suite struct PopoverImportTests {
  /// The shape of an iPad popover in a `recursiveDescription`: `UITransitionView` › `UIDimmingView`
  /// and `_UIPopoverView` (runtime headers: its `_backgroundView`, a
  /// `_UIPopoverStandardChromeView`, and its content).
  static let popover = """
    <UIWindow: 0x7f9c1; frame = (0 0; 820 1180); layer = <UIWindowLayer: 0x1>>
       | <UIView: 0x7f9c2; frame = (0 0; 820 1180); layer = <CALayer: 0x2>>
       |    | <UIButton: 0x7f9c3; frame = (660 30; 120 44); opaque = NO; layer = <CALayer: 0x3>>
       | <UITransitionView: 0x7f9c4; frame = (0 0; 820 1180); layer = <CALayer: 0x4>>
       |    | <UIDimmingView: 0x7f9c5; frame = (0 0; 820 1180); layer = <CALayer: 0x5>>
       |    | <_UIPopoverView: 0x7f9c6; frame = (490 74; 320 413); layer = <CALayer: 0x6>>
       |    |    | <_UIPopoverStandardChromeView: 0x7f9c7; frame = (0 0; 320 413); layer = <CALayer: 0x7>>
       |    |    | <UIView: 0x7f9c8; frame = (0 13; 320 400); layer = <CALayer: 0x8>>
    """

  /// A note names the popover; a tap outside it is the dimming view's (the app's button under it
  /// gets nothing), one in it the content's.
  @Test func aPopoverGetsANoteAndTheDimmingViewTakesTapsOutside() throws {
    let scene = try imported(Self.popover)
    #expect(
      scene.notes.contains { $0.hasPrefix("_UIPopoverView (line 6): a popover is on screen") })
    let trace = try run(Self.popover, taps: [(720, 52), (600, 300)])
    #expect(trace.object(trace.touches.first?.view ?? "")?.class == "UIDimmingView")
    #expect(trace.object(trace.touches.last?.view ?? "")?.class == "UIView")
  }

  @Test func aSheetsGrabberGetsANote() throws {
    let dump = """
      <UIWindow: 0x7f9d1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x1>>
         | <UITransitionView: 0x7f9d2; frame = (0 0; 375 667); layer = <CALayer: 0x2>>
         |    | <UIDimmingView: 0x7f9d3; frame = (0 0; 375 667); layer = <CALayer: 0x3>>
         |    | <UIDropShadowView: 0x7f9d4; frame = (0 40; 375 627); layer = <CALayer: 0x4>>
         |    |    | <_UIGrabber: 0x7f9d5; frame = (169.5 5; 36 5); layer = <CALayer: 0x5>>
      """
    let scene = try imported(dump)
    #expect(scene.notes.contains { $0.hasPrefix("_UIGrabber (line 5): a sheet is on screen") })
  }
}
