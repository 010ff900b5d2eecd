import Testing
import TouchTraceImport
import TouchTraceTrace

/// An alert and an open context menu in a dump (issue 33): UIKit's views import as views that
/// hit-test as they do, with a note saying what to write instead.
@Suite struct SystemUIImportTests {
  /// The shape of the Cycript `recursiveDescription` of an alert in a public iOS
  /// reverse-engineering note (`UITransitionView` › `_UIAlertControllerView` › a 270-pt panel),
  /// with today's group and action views (iOS 17 runtime headers).
  static let alert = """
    <UIWindow: 0x7f9a1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x1>>
       | <UIView: 0x7f9a2; frame = (0 0; 320 568); layer = <CALayer: 0x2>>
       |    | <UIButton: 0x7f9a3; frame = (20 500; 280 44); opaque = NO; layer = <CALayer: 0x3>>
       | <UITransitionView: 0x7f9a4; frame = (0 0; 320 568); layer = <CALayer: 0x4>>
       |    | <UIDimmingView: 0x7f9a5; frame = (0 0; 320 568); layer = <CALayer: 0x5>>
       |    | <_UIAlertControllerView: 0x7f9a6; frame = (25 235; 270 98); layer = <CALayer: 0x6>>
       |    |    | <_UIAlertControllerInterfaceActionGroupView: 0x7f9a7; frame = (0 54; 270 44); layer = <CALayer: 0x7>>
       |    |    |    | <_UIInterfaceActionCustomViewRepresentationView: 0x7f9a8; frame = (0 0; 135 44); layer = <CALayer: 0x8>>
       |    |    |    | <_UIInterfaceActionCustomViewRepresentationView: 0x7f9a9; frame = (135 0; 135 44); layer = <CALayer: 0x9>>
    """

  @Test func anAlertsViewsGetANoteAndItsButtonsKeepTheirTouches() throws {
    let scene = try imported(Self.alert)
    #expect(
      scene.notes.contains {
        $0.hasPrefix("_UIAlertControllerView (line 6): an alert is on screen")
      })
    // A tap on a button is the button's (a control keeps its touches); one outside the panel is
    // the dimming view's, never the app's button under it.
    let trace = try run(Self.alert, taps: [(100, 310), (160, 520)])
    let buttonID = trace.touches.first?.view
    #expect(trace.object(buttonID ?? "")?.class == "_UIInterfaceActionCustomViewRepresentationView")
    #expect(trace.object(trace.touches.last?.view ?? "")?.class == "UIDimmingView")
  }

  @Test func anOpenContextMenuGetsANote() throws {
    let dump = """
      <UIWindow: 0x7f9b1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x1>>
         | <_UIContextMenuContainerView: 0x7f9b2; frame = (0 0; 375 667); layer = <CALayer: 0x2>>
         |    | <_UIContextMenuView: 0x7f9b3; frame = (20 200; 250 88); layer = <CALayer: 0x3>>
         |    |    | <_UIContextMenuCell: 0x7f9b4; frame = (0 0; 250 44); layer = <CALayer: 0x4>>
      """
    let scene = try imported(dump)
    #expect(scene.notes.contains { $0.contains("a context menu is open") })
  }
}
