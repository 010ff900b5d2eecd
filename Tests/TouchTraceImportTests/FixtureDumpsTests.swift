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
    file: "lldb-objc-po-ios12.txt", tap: (100, 220), hit: "button",
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
    file: "nslog-timestamps-ios7.txt", tap: (100, 130), hit: "tableViewCellBob.contentView",
    tree:
      "UIView@0 UITableView@1 UITableViewWrapperView@2 UITableViewCell@3 "
      + "UITableViewCellScrollView@4 UITableViewCellContentView@5 UILabel@6 "
      + "UITableViewCell@3 UITableViewCellScrollView@4 UITableViewCellContentView@5 "
      + "UILabel@6 UIImageView@2", flags: [6: (false, false, true), 1: (false, true, true)]),
  FixtureCase(
    file: "cycript-backticks.txt", tap: (160, 320), hit: "button",
    tree:
      "UIWindow@0 UILayoutContainerView@1 UINavigationTransitionView@2 "
      + "UIViewControllerWrapperView@3 UIView@4 UIButton@5 UIButtonLabel@6 "
      + "UINavigationBar@2 _UINavigationBarBackground@3 UINavigationItemView@3 UILabel@4"),
  FixtureCase(
    file: "cycript-nsstring-escapes.txt", tap: (160, 282), hit: "button2",
    tree:
      "UIView@0 UILabel@1 UIButton@1 UIButtonLabel@2 UIButton@1 UIButtonLabel@2"),
  FixtureCase(
    file: "frida-quoted.txt", tap: (100, 200), hit: "button",
    tree:
      "UIWindow@0 UITransitionView@1 UIView@2 UIScrollView@3 UIView@4 UIButton@5 "
      + "UIButtonLabel@6 UIButton@5 UIButtonLabel@6"),
  FixtureCase(
    file: "flex-copy.txt", tap: (100, 500), hit: "button",
    tree:
      "UIView@0 UIView@1 CardView@1 UIButton@2 UIButtonLabel@3"),
  FixtureCase(
    file: "comment-slashes.txt", tap: (100, 520), hit: "button",
    tree:
      "UIView@0 UIButton@1 UIButtonLabel@2 UIView@1", flags: [3: (false, false, false)]),
  FixtureCase(
    file: "comment-block.txt", tap: (160, 440), hit: "button",
    tree:
      "UIView@0 UIImageView@1 UIButton@1 UIView@1"),
  FixtureCase(
    file: "markdown-indented.txt", tap: (200, 690), hit: "button2",
    tree:
      "UIWindow@0 UIView@1 UIView@2 UIButton@3 UIButton@3 UIButtonLabel@4",
    flags: [3: (true, true, false)]),
  FixtureCase(
    file: "ios9-layer-lines-table.txt", tap: (100, 128), hit: "tableViewCellWiFi.contentView",
    tree:
      "UITableView@0 UITableViewWrapperView@1 UITableViewCell@2 "
      + "UITableViewCellContentView@3 UITableViewLabel@4 _UITableViewCellSeparatorView@3 "
      + "UITableViewCell@2 UITableViewCellContentView@3 UITableViewLabel@4 "
      + "_UITableViewCellSeparatorView@3 UIImageView@1"),
  FixtureCase(
    file: "ios13-navigation-effect.txt", tap: (370, 66), hit: "buttonBarButton",
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
