import Foundation
import Testing
import TouchTraceImport

/// One dump of the corpus in Tests/Fixtures/Dumps (each written for these tests in the shape one
/// printer or one iOS era gives), the tap it is about, and what the import must read from it.
struct FixtureCase: CustomTestStringConvertible, Sendable {
  var file: String
  var tap: (Double, Double)
  /// The id of the view the tap goes to.
  var hit: String
  /// Every view, `class@depth`, in the dump's order, separated by spaces.
  var tree: String
  /// Views by index: (hidden, user interaction, clips) where the dump printed a flag.
  var flags: [Int: (Bool, Bool, Bool)] = [:]
  var testDescription: String { file }
}

let fixtureCases: [FixtureCase] = [
  FixtureCase(
    file: "lldb-objc-po-ios12.txt", tap: (100, 220), hit: "buttonLogOut",
    tree:
      "UIWindow@0 UIView@1 UILabel@2 UISwitch@2 UISwitchModernVisualElement@3 UIView@4 "
      + "UIImageView@4 UIButton@2 UIButtonLabel@3",
    flags: [5: (false, true, true), 2: (false, false, false)]),
  FixtureCase(
    file: "lldb-swift-po-optional.txt", tap: (100, 120), hit: "saveButton",
    tree:
      "UIView@0 UIStackView@1 SaveButton@2 UIButtonLabel@3 UIButton@2 UIButtonLabel@3",
    flags: [4: (true, true, false)]),
  FixtureCase(
    file: "lldb-expr-objc.txt", tap: (100, 337), hit: "textFieldContentView",
    tree:
      "UIView@0 UIImageView@1 UITextField@1 _UITextFieldRoundedRectBackgroundViewNeue@2 "
      + "UIFieldEditor@2 _UITextFieldContentView@3"),
  FixtureCase(
    file: "nslog-timestamps-ios7.txt", tap: (100, 130), hit: "tableViewCellContentView",
    tree:
      "UIView@0 UITableView@1 UITableViewWrapperView@2 UITableViewCell@3 "
      + "UITableViewCellScrollView@4 UITableViewCellContentView@5 UILabel@6 "
      + "UITableViewCell@3 UITableViewCellScrollView@4 UITableViewCellContentView@5 "
      + "UILabel@6 UIImageView@2", flags: [6: (false, false, true), 1: (false, true, true)]),
  FixtureCase(
    file: "cycript-backticks.txt", tap: (160, 320), hit: "buttonUnlock",
    tree:
      "UIWindow@0 UILayoutContainerView@1 UINavigationTransitionView@2 "
      + "UIViewControllerWrapperView@3 UIView@4 UIButton@5 UIButtonLabel@6 "
      + "UINavigationBar@2 _UINavigationBarBackground@3 UINavigationItemView@3 UILabel@4"),
  FixtureCase(
    file: "cycript-nsstring-escapes.txt", tap: (160, 282), hit: "button不同意",
    tree:
      "UIView@0 UILabel@1 UIButton@1 UIButtonLabel@2 UIButton@1 UIButtonLabel@2"),
  FixtureCase(
    file: "frida-quoted.txt", tap: (100, 200), hit: "buttonPinNote",
    tree:
      "UIWindow@0 UITransitionView@1 UIView@2 UIScrollView@3 UIView@4 UIButton@5 "
      + "UIButtonLabel@6 UIButton@5 UIButtonLabel@6"),
  FixtureCase(
    file: "flex-copy.txt", tap: (100, 500), hit: "buttonOK",
    tree:
      "UIView@0 UIView@1 CardView@1 UIButton@2 UIButtonLabel@3"),
  FixtureCase(
    file: "comment-slashes.txt", tap: (100, 520), hit: "buttonSignIn",
    tree:
      "UIView@0 UIButton@1 UIButtonLabel@2 UIView@1", flags: [3: (false, false, false)]),
  FixtureCase(
    file: "comment-block.txt", tap: (160, 440), hit: "button",
    tree:
      "UIView@0 UIImageView@1 UIButton@1 UIView@1"),
  FixtureCase(
    file: "markdown-indented.txt", tap: (200, 690), hit: "buttonBuy",
    tree:
      "UIWindow@0 UIView@1 UIView@2 UIButton@3 UIButton@3 UIButtonLabel@4",
    flags: [3: (true, true, false)]),
  FixtureCase(
    file: "ios9-layer-lines-table.txt", tap: (100, 128), hit: "tableViewCellContentView",
    tree:
      "UITableView@0 UITableViewWrapperView@1 UITableViewCell@2 "
      + "UITableViewCellContentView@3 UITableViewLabel@4 _UITableViewCellSeparatorView@3 "
      + "UITableViewCell@2 UITableViewCellContentView@3 UITableViewLabel@4 "
      + "_UITableViewCellSeparatorView@3 UIImageView@1"),
  FixtureCase(
    file: "ios13-navigation-effect.txt", tap: (370, 66), hit: "buttonBarButtonDone",
    tree:
      "UIWindow@0 UILayoutContainerView@1 UINavigationTransitionView@2 "
      + "UIViewControllerWrapperView@3 UIView@4 UIButton@5 UINavigationBar@2 "
      + "_UIBarBackground@3 UIVisualEffectView@4 _UIVisualEffectBackdropView@5 "
      + "_UIBarBackgroundShadowView@4 _UINavigationBarContentView@3 "
      + "_UIButtonBarStackView@4 _UIButtonBarButton@5 _UIModernBarButton@6 "
      + "UIButtonLabel@7 UIView@3"),
  FixtureCase(
    file: "ios15-collection-list.txt", tap: (100, 146), hit: "listContentView",
    tree:
      "UICollectionView@0 NoteCell@1 _UISystemBackgroundView@2 UIView@3 UIView@2 "
      + "UIListContentView@3 UILabel@4 NoteCell@1 UIView@2 UIListContentView@3 UILabel@4"),
  FixtureCase(
    file: "ios17-sheet-textview.txt", tap: (100, 100), hit: "textContainerView",
    tree:
      "UIWindow@0 UITransitionView@1 UIDimmingView@2 UIDropShadowView@2 UIView@3 "
      + "UITextView@4 _UITextContainerView@5 UIButton@4 UIButtonLabel@5"),
  FixtureCase(
    file: "swiftui-hosting.txt", tap: (100, 102), hit: "cellHostingView",
    tree:
      "_UIHostingView<…>@0 ListCollectionView@1 ListCollectionViewCell@2 UIView@3 "
      + "CellHostingView<…>@4 _UIGraphicsView@5"),
  FixtureCase(
    file: "transform3d.txt", tap: (200, 333), hit: "button",
    tree:
      "UIView@0 UIView@1 UIButton@2 UIView@1"),
  FixtureCase(
    file: "truncated.txt", tap: (100, 120), hit: "button",
    tree:
      "UIView@0 UIButton@1 UIView@1", flags: [2: (false, false, false)]),
  FixtureCase(
    file: "elided.txt", tap: (100, 720), hit: "button",
    tree:
      "UIWindow@0 UITransitionView@1 UIView@2 UIButton@3 UILabel@3"),
]

@Suite struct FixtureDumpsTests {
  /// Every dump imports without `--lenient`, its tree and flags as printed, and its tap answered.
  @Test(arguments: fixtureCases)
  func importsAndAnswersItsTap(_ c: FixtureCase) throws {
    let scene = try imported(Dumps.text(c.file), taps: [c.tap], file: c.file)
    #expect(scene.views.map { "\($0.className)@\($0.depth)" }.joined(separator: " ") == c.tree)
    for (index, (hidden, interaction, clips)) in c.flags {
      let v = scene.views[index]
      #expect(
        (v.isHidden, v.isUserInteractionEnabled, v.clipsToBounds) == (hidden, interaction, clips),
        "view \(index)")
    }
    let hits = try hitViews(Dumps.text(c.file), taps: [c.tap])
    #expect(hits == [c.hit], "\(c.file): \(hits)")
  }
}

/// Dumps copied as published (Tests/Fixtures/Dumps/SOURCES.md gives each one's address), one
/// per family of issue 34, each with a tap worked by hand from its frames.
let publishedCases: [FixtureCase] = [
  // Family 1: an ivar's name and `$3 = 0x… 'RootViewController:0x…'` before the `<`. The tap
  // (100, 330) is (100, 310) in the root (frame y 20): inside _myButton (46 295; 204 44), whose
  // subviews all have interaction off, and outside _greyBlob (46 96; 227 136).
  FixtureCase(
    file: "hou-ivar-names-ios6.txt", tap: (100, 330), hit: "myButton",
    tree:
      "UIView@0 UIView@1 UIRoundedRectButton@1 UIGroupTableViewCellBackground@2 UIImageView@2 "
      + "UIButtonLabel@2 UIView@1 UIRoundedRectButton@2 UIGroupTableViewCellBackground@3 "
      + "UIImageView@3 UIButtonLabel@3 UIImageView@2"),
  // Family 2: a TypeScript template literal after `export const … = `. The tap (200, 300):
  // the navigation bar (y 20 to 64) and the hidden toolbar are not there; in the wrapper, the
  // front UIView (0x7f893fe58e80) holds a dimming view holding UIView 0x7f893fc47fd0, whose
  // image view has interaction off: that UIView is hit.
  FixtureCase(
    file: "sentry-tsx-template-literal.txt", tap: (200, 300), hit: "view4",
    tree: ""),
  // Cycript's backticks, closed. The tap (100, 205) is in the button (8 191; 304 30), left of
  // its label (133 6; 38 18).
  FixtureCase(
    file: "owasp-cycript-keywindow.txt", tap: (100, 205), hit: "buttonVerify", tree: ""),
  // Family 4: UISearchResultsTableView is a UITableView; its cell sits in its wrapper view. The
  // tap (100, 300): the container view's front subview (0 64; 320 504) holds the dimming view
  // (alpha 0.4, hit).
  FixtureCase(
    file: "lyroger-search-results-table-ios8.txt", tap: (100, 300),
    hit: "searchDisplayControllerDimmingView", tree: ""),
]

@Suite struct PublishedDumpsTests {
  /// Each imports without `--lenient` and answers its tap; no line with a frame is left unread.
  @Test(arguments: publishedCases)
  func importsAndAnswersItsTap(_ c: FixtureCase) throws {
    let text = try Dumps.text(c.file)
    let scene = try imported(text, taps: [c.tap], file: c.file)
    if !c.tree.isEmpty {
      #expect(scene.views.map { "\($0.className)@\($0.depth)" }.joined(separator: " ") == c.tree)
    }
    let framed = text.components(separatedBy: "\n").filter { $0.contains("frame = (") }.count
    let skipped = scene.warnings.filter { $0.message.contains("holds a frame") }.count
    #expect(scene.views.count + skipped == framed, "every line with a frame is a view or a warning")
    let hits = try hitViews(text, taps: [c.tap])
    #expect(hits == [c.hit], "\(c.file): \(hits)")
  }
}

/// A cell's content view keeps its printed frame and address (issue 34, family 5): the search
/// results cell (320 × 44) prints its content view at (0 0; 320 43.5).
@Test func aContentViewKeepsWhatWasPrinted() throws {
  let name = "lyroger-search-results-table-ios8.txt"
  let yaml = try imported(Dumps.text(name), file: name).yaml
  #expect(yaml.contains("address: \"0x178196b30\"\n"))
  let after = try #require(yaml.range(of: "address: \"0x178196b30\"\n"))
  #expect(yaml[after.upperBound...].contains("frame: [0, 0, 320, 43.5]\n"))
}

/// Family 3: the same published Cycript paste cut before its last line, so its opening backtick
/// never closes: a warning at the end of the paste, as for a `...` line, and the tap still
/// answered from what is there.
@Test func aBacktickNeverClosedIsACut() throws {
  let lines = try Dumps.text("owasp-cycript-keywindow.txt").split(separator: "\n")
  let cut = lines.dropLast().joined(separator: "\n") + "\n"
  let scene = try imported(cut, taps: [(100, 205)])
  #expect(
    scene.warnings.map(\.description).contains {
      $0.hasPrefix("dump.txt:10:")
        && $0.contains("warning: the string that holds the dump is never closed")
    })
  #expect(scene.notes.first?.hasPrefix("the dump was cut at line 10") == true)
  #expect(try hitViews(cut, taps: [(100, 205)]) == ["buttonVerify"])
}
