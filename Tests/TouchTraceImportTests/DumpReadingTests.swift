import Foundation
import Testing
import TouchTraceImport

// What the import reads in a line beyond its keys: escapes, Swift's names, 3D transforms, and
// what it says when a line cannot be read.

@Suite struct DumpReadingTests {
  /// Cycript and LLDB print a text's non-ASCII characters as `\uXXXX`: decoded, in the text and
  /// the id.
  @Test func unicodeEscapesInTextsAndIds() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UILabel: 0x2; frame = (0 0; 100 20); text = '\\u540c\\u610f \\ud83d\\ude00'>
      """
    let scene = try imported(dump)
    #expect(scene.views[1].text == "同意 😀")
    #expect(scene.yaml.contains("- id: \"label同意\"  # line 2\n"))
    #expect(scene.yaml.contains("text: \"同意 😀\""))
  }

  /// Swift's mangled class names, read by the runtime's demangler (or, where it lacks the old
  /// mangling, by their module and class words), shown short; the printed name stays in a comment.
  @Test func swiftNamesAreDemangledAndShortened() throws {
    let dump = """
      <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_: 0x1; frame = (0 0; 320 480)>
         | <_TtC5MyApp9NotesView: 0x2; frame = (0 0; 10 10)>
         | <$s5MyApp9NotesViewC: 0x3; frame = (0 0; 10 10)>
      """
    let scene = try imported(dump)
    #expect(scene.views.map(\.className) == ["_UIHostingView<…>", "NotesView", "NotesView"])
    // A private class: its `P33_…` discriminator is not part of its name.
    let hidden = try imported(
      "<_TtC7SwiftUIP33_F4B2D9F3B21C7A8F2E6E4D8A2D7A6A1A18ListCollectionView: 0x1; frame = (0 0; 1 1)>"
    )
    #expect(hidden.views[0].className == "ListCollectionView")
    #expect(scene.yaml.contains("# printed as _TtC5MyApp9NotesView (MyApp.NotesView)"))
    #expect(scene.yaml.contains("id: notesView  # line 2"))
  }

  /// `baseClass = UICollectionViewListCell`: the cell behaves as a cell.
  @Test func baseClassOfAListCell() throws {
    let dump = """
      <UICollectionView: 0x1; frame = (0 0; 320 480)>
         | <_TtC5Lists8NoteCell: 0x2; baseClass = UICollectionViewListCell; frame = (0 0; 320 44)>
      """
    let scene = try imported(dump)
    #expect(scene.yaml.contains("class: NoteCell\n"))
    #expect(scene.yaml.contains("baseClass: UICollectionViewCell\n"))
  }

  /// A flat `transform3D` is its affine part; one with depth warns, located, and keeps the flat part.
  @Test func transform3D() throws {
    let flat =
      "<UIView: 0x1; frame = (10 0; 100 100); transform3D = [1, 0, 0, 0; 0, 1, 0, 0; 0, 0, 1, 0; 10, 0, 0, 1]>"
    let scene = try imported(flat)
    #expect(scene.views[0].transform == [1, 0, 0, 1, 10, 0])
    #expect(scene.warnings.isEmpty)
    let deep = flat.replacingOccurrences(of: "1, 0; 10", with: "1, -0.002; 10")
    let warned = try imported(deep)
    #expect(
      warned.warnings.map(\.description) == [
        "dump.txt:1:1: warning: this view's transform3D has a depth or a perspective: only its flat part (scale, rotation, translation) is simulated"
      ])
  }

  /// A line whose frame cannot be read keeps its place with no frame; the note names the taps
  /// that fall on its parent, which its loss could change.
  @Test func aLostFrameNamesTheTapsItCouldChange() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (0 100; 320 100)>
         |    | <UIButton: 0x3; frame = (0 0; fifty 50); alpha = 1>
         |    |    | <UILabel: 0x4; frame = (0 0; 50 20)>
         | <UIButton: 0x5; frame = (0 300; 320 50)>
      """
    let scene = try imported(dump, taps: [(10, 150), (10, 320)], lenient: true)
    #expect(
      scene.views.map(\.className) == ["UIView", "UIView", "UIButton", "UILabel", "UIButton"])
    #expect(scene.views[1].subviews == [2])
    #expect(scene.views[2].subviews == [3])
    #expect(scene.views[2].frame == nil && scene.views[2].isSkipped)
    #expect(
      scene.notes == [
        "line 3 could not be read, nor its frame: the tap at (10, 150) may depend on it"
      ])
  }

  /// Words after a view's `>` and the text view's `<<…>>` form are read, never an error.
  @Test func textViewContainerAndTrailingWords() throws {
    let dump = """
      <UITextView: 0x1; frame = (0 0; 320 200); text = 'Hi'>
         | <<_UITextContainerView: 0x2; frame = (0 0; 320 33)>> minSize = {0, 0}, textContainer = <NSTextContainer: 0x3 size = (320,inf)>
         | <UIVisualEffectView: 0x4; frame = (0 0; 10 10)> effect=none
      """
    let scene = try imported(dump)
    #expect(
      scene.views.map(\.className) == ["UITextView", "_UITextContainerView", "UIVisualEffectView"])
    #expect(scene.views[2].extra == "effect=none")
  }
}

/// The README's example dump, shown whole, imports as pasted and answers its tap.
@Test func theReadmeDumpWorksWhenPasted() throws {
  let readme = try String(
    contentsOf: Dumps.directory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
  // The quick start writes the dump with a here-document, as a reader pastes it.
  let open = try #require(readme.range(of: "cat > login.txt <<'EOF'\n"))
  let close = try #require(readme.range(of: "\nEOF\n", range: open.upperBound..<readme.endIndex))
  let dump = String(readme[open.upperBound..<close.lowerBound])
  #expect(!dump.contains("…"))
  #expect(try hitViews(dump, taps: [(100, 350)]) == ["spinnerOverlayView"])
}

/// Recognizers the dump prints no kind of, on a view under a tap, are a warning naming the tap;
/// UIKit's own (a scroll view's) and those away from every tap are not.
@Test func unknownRecognizersUnderATapAreAWarning() throws {
  let dump = """
    <UIView: 0x1; frame = (0 0; 320 480)>
       | <CardView: 0x2; frame = (0 100; 320 100); gestureRecognizers = <NSArray: 0x9>>
       | <UIScrollView: 0x3; frame = (0 300; 320 100); gestureRecognizers = <NSArray: 0x8>>
       | <BadgeView: 0x4; frame = (0 420; 10 10); gestureRecognizers = <NSArray: 0x7>>
    """
  let scene = try imported(dump, taps: [(10, 150), (10, 350)])
  #expect(
    scene.notes == [
      "CardView (line 2) has gesture recognizers of kinds the dump does not print, and the tap at (10, 150) reaches it: none is simulated, and one could take the touch"
    ])
  #expect(scene.yaml.contains("warnings:\n  - \"CardView (line 2) has"))
}

/// Family 6 of issue 34: which views a tap reaches is the engine's own hit test, so a scroll
/// view's contentOffset counts. The card is at y 300 in content scrolled by 250: on screen at
/// y 50 to 150, under the tap at (10, 100) and away from the one at (10, 320).
@Test func tapWarningsFollowTheScrollOffset() throws {
  let dump = """
    <UIView: 0x1; frame = (0 0; 320 480)>
       | <UIScrollView: 0x2; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x8>; contentOffset: {0, 250}; contentSize: {320, 1000}>
       |    | <CardView: 0x3; frame = (0 300; 320 100); gestureRecognizers = <NSArray: 0x9>>
    """
  let scene = try imported(dump, taps: [(10, 100), (10, 320)])
  #expect(
    scene.notes == [
      "CardView (line 3) has gesture recognizers of kinds the dump does not print, and the tap at (10, 100) reaches it: none is simulated, and one could take the touch"
    ])
}

/// The window's own recognizers are not taken for granted (the published Sentry dump's window
/// prints `gestureRecognizers = <NSArray: …>`).
@Test func theWindowsRecognizersAreAWarning() throws {
  let name = "sentry-tsx-template-literal.txt"
  let scene = try imported(Dumps.text(name), taps: [(200, 300)], file: name)
  #expect(scene.notes.contains { $0.hasPrefix("UIWindow (line 1) has gesture recognizers") })
  #expect(scene.yaml.contains("gesture recognizers of unknown kinds on the window"))
}
