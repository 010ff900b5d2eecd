import Foundation
import Testing
import TouchTraceImport
import TouchTraceScene
import TouchTraceTrace

// The scenes an import writes: they validate, and hit-testing in them agrees with UIKit for every
// flag the dump printed (Apple, hitTest(_:with:): hidden, alpha below 0.01 and user interaction
// off are skipped with their subviews).

/// Every flag the description prints, each on a view over a `target` view at (0 0; 100 100).
private let flags = """
  <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
     | <UIView: 0x3; frame = (0 0; 320 100); tag = 1; layer = <CALayer: 0x4>>
     | <UIView: 0x5; frame = (0 0; 40 100); hidden = YES; layer = <CALayer: 0x6>>
     | <UIView: 0x7; frame = (40 0; 40 100); alpha = 0.005; layer = <CALayer: 0x8>>
     | <UIView: 0x9; frame = (80 0; 40 100); alpha = 0.01; layer = <CALayer: 0xa>>
     | <UIView: 0xb; frame = (120 0; 40 100); userInteractionEnabled = NO; layer = <CALayer: 0xc>>
     | <UILabel: 0xd; frame = (160 0; 40 100); text = 'Tap me'; layer = <_UILabelLayer: 0xe>>
     | <UIImageView: 0xf; frame = (200 0; 40 100); userInteractionEnabled = NO; layer = <CALayer: 0x10>> - (null)
     | <UIView: 0x11; frame = (240 0; 40 100); clipsToBounds = YES; layer = <CALayer: 0x12>>
     |    | <UIView: 0x13; frame = (0 50; 80 20); layer = <CALayer: 0x14>>
  """

@Suite struct ImportedSceneTests {
  @Test func flagsDecideTheHitViewAsInUIKit() throws {
    let hits = try hitViews(
      flags, taps: [(20, 50), (60, 50), (100, 50), (140, 50), (180, 50), (220, 50), (290, 60)])
    #expect(
      hits == [
        "view2",  // hidden: skipped
        "view2",  // alpha 0.005 < 0.01: skipped
        "view5",  // alpha exactly 0.01: hit
        "view2",  // user interaction off: skipped
        "labelTapMe",  // a label that did not print `userInteractionEnabled = NO` has it on
        "view2",  // an image view that printed it has it off
        "view2",  // outside its superview's bounds: never reached (clipsToBounds or not)
      ])
  }

  @Test func transformedViewsKeepTheirHitArea() throws {
    // A 100×20 bar turned 90° about its centre (150, 150): its printed frame is the bounding box.
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (140 100; 20 100); transform = [0, 1, -1, 0, 0, 0]; layer = <CALayer: 0x3>>
         | <UIView: 0x4; frame = (0 300; 100 100); transform = [2, 0, 0, 2, 50, 0]; layer = <CALayer: 0x5>>
      """
    let scene = try imported(dump)
    #expect(scene.yaml.contains("center: [150, 150]\n"))
    #expect(scene.yaml.contains("size: [100, 20]\n"))
    #expect(scene.yaml.contains("transform: {rotation: 90}"))
    #expect(scene.yaml.contains("center: [0, 350]\n"))
    #expect(scene.yaml.contains("size: [50, 50]\n"))
    #expect(scene.yaml.contains("transform: {scale: [2, 2], translation: [50, 0]}"))
    let hits = try hitViews(dump, taps: [(150, 105), (110, 150), (10, 350), (99, 399), (101, 350)])
    #expect(hits == ["view2", "view", "view3", "view3", "view"])
  }

  @Test func scrolledContentIsWhereTheOffsetPutsIt() throws {
    let dump = """
      <UIScrollView: 0x1; frame = (0 0; 320 480); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x2>; layer = <CALayer: 0x3>; contentOffset: {0, 100}; contentSize: {320, 1000}>
         | <UIView: 0x4; frame = (0 150; 320 50); layer = <CALayer: 0x5>>
      """
    #expect(try hitViews(dump, taps: [(10, 60), (10, 160)]) == ["view", "scrollView"])
  }

  @Test func aDumpFromTheWindowIsTheWindow() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x2>; layer = <UIWindowLayer: 0x3>>
         | <UITransitionView: 0x4; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x5>>
         |    | <UIDropShadowView: 0x6; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x7>>
      """
    let scene = try imported(dump)
    #expect(scene.yaml.contains("screen: {width: 390, height: 844}\nwindow:\n  # line 1: UIWindow"))
    #expect(!scene.yaml.contains("rootViewController"))
    #expect(try hitViews(dump, taps: [(5, 5)]) == ["dropShadowView"])
  }

  @Test func screenAndTaps() throws {
    let dump = "<UIView: 0x1; frame = (0 20; 320 460)>"
    let plain = try imported(dump).yaml
    #expect(plain.contains("screen: {width: 320, height: 480}\n"))
    #expect(!plain.contains("touches:"))
    var options = ImportOptions()
    options.screen = (width: 375, height: 667)
    options.taps = [(x: 10, y: 30), (x: 1.5, y: 2)]
    let yaml = try DumpImport.scene(from: dump, file: "d.txt", options: options).yaml
    #expect(yaml.contains("screen: {width: 375, height: 667}\n"))
    #expect(yaml.hasSuffix("touches:\n  - tap: [10, 30]\n  - tap: [1.5, 2]\n"))
  }

  @Test func idsFromClassAndText() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIButton: 0x2; frame = (0 0; 10 10)>
         |    | <UIButtonLabel: 0x3; frame = (0 0; 10 10); text = 'Sign in — now!'>
         | <UIButton: 0x4; frame = (0 0; 10 10)>
         | <_UIBarBackground: 0x5; frame = (0 0; 10 10)>
         | <MyApp.NotesView: 0x6; frame = (0 0; 10 10)>
         | <UITextField: 0x7; frame = (0 0; 10 10); text = ''; placeholder = E-mail address here>
         | <URLPreview: 0x8; frame = (0 0; 10 10)>
         | <UIImageView: 0x9; frame = (0 0; 10 10)> - hero.png
      """
    let ids = try imported(dump).yaml.split(separator: "\n").compactMap { line -> String? in
      guard let r = line.range(of: "id: ") else { return nil }
      return String(line[r.upperBound...].prefix { $0 != " " })
    }
    #expect(
      ids == [
        "ViewController", "view", "buttonSignInNow", "buttonLabelSignInNow", "button",
        "barBackground",
        "notesView", "textFieldEMailAddress", "urlPreview", "imageViewHeroPng",
      ])
  }

  @Test func gestureRecognizersAreSaidToBeUnknown() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <NotesView: 0x2; frame = (0 0; 10 10); gestureRecognizers = <NSArray: 0x3>>
         | <UIScrollView: 0x4; frame = (0 0; 10 10); gestureRecognizers = <NSArray: 0x5>>
      """
    let yaml = try imported(dump).yaml
    #expect(
      yaml.contains(
        "title: \"dump.txt · imported · gesture recognizers of unknown kinds on notesView\""))
    #expect(
      yaml.contains(
        "# gestureRecognizers = <NSArray …>: their kinds are not printed; none is simulated"))
    #expect(yaml.contains("# gestureRecognizers: UIKit's own for a UIScrollView"))
  }

  @Test(arguments: ["login-lldb-objc.txt", "settings-lldb-swift.txt", "buttons-nslog-ios6.txt"])
  func fixturesValidate(name: String) throws {
    let dump = try Dumps.text(name)
    let scene = try imported(dump, file: name)
    let app = try SceneBuilder.build(SceneParser.parse(scene.yaml, file: name), file: name)
    // Every view the dump printed (one frame each) is in the built window; the scene may add
    // UIKit's own (a cell's content view), never drop one.
    let printed = dump.components(separatedBy: "frame = (").count - 1
    let window = try #require(app.keyWindow)
    #expect(printed > 3)
    #expect(Self.descendants(of: window) + 1 >= printed, "\(name)")
  }

  static func descendants(of view: UIView) -> Int {
    view.subviews.reduce(view.subviews.count) { $0 + descendants(of: $1) }
  }

  @Test func theLoginOverlayTakesTheTap() throws {
    // The classic: a nearly transparent overlay (alpha 0.02, not below 0.01) over the button.
    let hits = try hitViews(Dumps.text("login-lldb-objc.txt"), taps: [(100, 350), (100, 270)])
    #expect(hits == ["spinnerOverlayView", "textFieldPassword"])
  }
}

/// `samples/import-login.yaml` (drawn in the README and the DocC article) is the import of the
/// login dump with its tap, as the import writes it today.
@Test func theLoginSampleIsTheCurrentImport() throws {
  let sample = Dumps.directory.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("samples/import-login.yaml")
  let scene = try imported(
    Dumps.text("login-lldb-objc.txt"), taps: [(100, 350)], file: "login-lldb-objc.txt")
  #expect(try String(contentsOf: sample, encoding: .utf8) == scene.yaml)
}

/// `ImportOptions.sceneBased` (`touchtrace import --scene-based`): the scene says the app is
/// scene-based, and the imported window's next responder is its UIWindowScene.
@Suite struct SceneBasedImportTests {
  @Test func theSceneSaysSo() throws {
    let dump = "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>"
    var options = ImportOptions()
    options.sceneBased = true
    let scene = try DumpImport.scene(from: dump, file: "dump.txt", options: options)
    #expect(scene.yaml.contains("\napplication: {sceneBased: true}\n"))
    let document = try SceneParser.parse(scene.yaml, file: "imported.yaml")
    let trace = try SceneRunner.run(document, title: "imported")
    #expect(trace.object("UIWindowScene")?.next == "UIApplication")
    #expect(try imported(dump).yaml.contains("sceneBased") == false)
  }
}
