import Testing
import TouchTraceImport
import TouchTraceTrace

/// Recognizers printed after the dump (issue 34, family 9). Their lines are copied as published
/// (Tests/Fixtures/Dumps/SOURCES.md); the dump above them is written for the test, its views at
/// the addresses the published lines name.
@Suite struct RecognizerImportTests {
  static let dump = """
    (lldb) po [[self view] recursiveDescription]
    <UIView: 0x7a6ed000; frame = (0 0; 320 568); layer = <CALayer: 0x1>>
       | <UILayoutContainerView: 0x135dc6100; frame = (0 0; 320 64); gestureRecognizers = <NSArray: 0x2>; layer = <CALayer: 0x3>>
       | <UIWebView: 0x7a62d7e0; frame = (0 64; 320 404); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>
       | <MyTextField: 0x7ff853725f30; frame = (20 480; 280 30); gestureRecognizers = <NSArray: 0x6>; layer = <CALayer: 0x7>>
    (lldb) po [[self view] valueForKeyPath:@"subviews.gestureRecognizers"]

    """

  func text() throws -> String { Self.dump + (try Dumps.text("recognizers-published.txt")) }

  @Test func recognizersGoToTheirViewsByAddress() throws {
    let scene = try imported(text())
    let byClass = Dictionary(
      uniqueKeysWithValues: scene.views.map { view in
        (view.className, view.recognizers.map { $0.printedClass })
      })
    #expect(byClass["UIWebView"] == ["UITapGestureRecognizer"])
    #expect(byClass["UILayoutContainerView"] == ["UIScreenEdgePanGestureRecognizer"])
    #expect(byClass["MyTextField"] == ["UITextTapRecognizer"])
    // The flags UIKit printed (it prints those that differ from the defaults) are kept.
    #expect(scene.yaml.contains("class: UIScreenEdgePanGestureRecognizer\n"))
    #expect(scene.yaml.contains("isEnabled: false\n"))
    #expect(scene.yaml.contains("delaysTouchesBegan: true\n"))
    // A private recognizer is read, said, and not simulated; the view's recognizers are known.
    #expect(scene.yaml.contains("UITextTapRecognizer 0x7ff853734850, line 9: one of UIKit's own"))
    #expect(scene.notes.isEmpty)
  }

  /// The tap (160, 200) is in the web view (0 64; 320 404): its tap recognizer recognizes and
  /// sends its action to the controller that stands in for DetailViewController (not in the dump).
  @Test func anImportedRecognizerTakesTheTap() throws {
    let trace = try run(text(), taps: [(160, 200)])
    #expect(trace.touches.map(\.view) == ["webView"])
    let actions = trace.events.filter { $0.kind == .action }
    #expect(actions.map(\.action) == ["webViewTapped"])
    #expect(actions.map(\.target) == ["ViewController"])
  }

  @Test func aRecognizerWhoseViewIsNotInTheDumpIsAWarning() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 320 480)>
      <UITapGestureRecognizer: 0x9; state = Possible; view = <UIView 0x77>; target= <(action=tap:, target=<X 0x8>)>>
      """
    let scene = try imported(text)
    #expect(
      scene.warnings.map(\.description) == [
        "dump.txt:2:1: warning: this UITapGestureRecognizer's view (0x77) is not in the dump: it is not simulated"
      ])
  }
}

/// A published Cycript session (MonkeyDev's wiki): the window's dump, `pvcs()` (the controllers,
/// `_printHierarchy`), `pactions(#0x1053163b0)` (the button's target and action) and `rp(…)`
/// (the responder chain, its views printed again). The tap (187, 190) is in the button (127.5
/// 175; 120 30), its label's interaction off: the button takes it, and its action goes to the
/// printed controller, which the scene makes its root one (issue 34, families 7 and 9).
@Test func aPublishedCycriptSessionGivesControllerAndActions() throws {
  let name = "monkeydev-cycript-pvcs-pactions.txt"
  let text = try Dumps.text(name)
  let scene = try imported(text, taps: [(187, 190)], file: name)
  #expect(scene.yaml.contains("rootViewController:\n    # <CustomViewController 0x1053133f0>"))
  #expect(
    scene.warnings.filter { $0.message.contains("printed again") }.map(\.line) == [27, 28, 30])
  let trace = try run(text, taps: [(187, 190)])
  #expect(trace.touches.map(\.view) == ["buttonShowChangeLog"])
  let actions = trace.events.filter { $0.kind == .action }
  #expect(actions.map(\.target) == ["CustomViewController"])
  #expect(actions.map(\.action) == ["showChangeLog"])
  #expect(trace.touches.first?.responderChain.contains("CustomViewController") == true)
}

/// Family 7: one app's `recursiveDescription`, `_autolayoutTrace` and `_printHierarchy`, as
/// published. The trace's lines are no views; the controller whose view is the dump's root
/// (`DetailViewController`, in a navigation controller, which is not made) is the scene's root
/// controller. The tap (180, 330) is in the button (164.5 318.5; 46 30); its label's
/// interaction is off.
@Test func publishedTraceAndHierarchyAfterTheDump() throws {
  let name = "qiita-lldb-trace-hierarchy.txt"
  let text = try Dumps.text(name)
  let scene = try imported(text, taps: [(180, 330)], file: name)
  #expect(scene.views.count == 7)
  #expect(scene.warnings.isEmpty)
  #expect(scene.yaml.contains("    id: DetailViewController\n"))
  let trace = try run(text, taps: [(180, 330)])
  #expect(trace.touches.map(\.view) == ["button"])
  #expect(trace.touches.first?.responderChain.contains("DetailViewController") == true)
}

/// `_autolayoutTrace`'s `AMBIGUOUS LAYOUT` is a warning naming the view, at the trace's line.
@Test func anAmbiguousLayoutIsAWarning() throws {
  let dump = """
    <UIView: 0x1; frame = (0 0; 320 480)>
       | <UIView: 0x2a; frame = (0 0; 10 10)>
    *<UIView:0x1>
    |   *<UIView:0x2a> - AMBIGUOUS LAYOUT for UIView:0x2a.minX{id: 12}
    """
  let scene = try imported(dump)
  #expect(
    scene.warnings.map(\.description) == [
      "dump.txt:4:1: warning: _autolayoutTrace marks the layout of UIView (line 2) ambiguous: on another run it may not be where its printed frame says"
    ])
}
