import Testing
import TouchTraceImport

// Lines that cannot be read: each is an error with its file, line and column, and nothing is
// imported; `lenient` skips them with a warning each.

@Suite struct DumpErrorTests {
  @Test func notAViewLine() {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (0 0; 10 10)>
         | hello
      """
    #expect(
      importErrors(dump) == [
        "dump.txt:3:6: error: expected a view's description ('<ClassName: 0x…; frame = …>'), after one '|' per level"
      ])
  }

  @Test func badValuesPointAtTheValue() {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (0 zero; 10 10)>
         | <UIView: 0x3; frame = (0 0; 10 10); alpha = half>
         | <UIView: 0x4; frame = (0 0; 10 10); transform = [1, 2, 3]>
         | <UIView: 0x5; frame = (0 0; 10 10); transform = [1, 1, 0, 1, 0, 0]>
         | <UIView: 0x6; frame = (0 0; 10 10); hidden = MAYBE>
      """
    let errors = importErrors(dump)
    #expect(errors.count == 5)
    #expect(
      errors[0]
        == "dump.txt:2:28: error: expected 'frame = (x y; width height)' with numbers, found '(0 zero; 10 10)'"
    )
    #expect(errors[1].hasPrefix("dump.txt:3:50: error: expected 'alpha = ' and a number"))
    #expect(
      errors[2].hasPrefix("dump.txt:4:54: error: expected 'transform = [a, b, c, d, tx, ty]'"))
    #expect(
      errors[3].hasPrefix("dump.txt:5:54: error: expected a transform made of a scale, a rotation"))
    #expect(errors[4].hasPrefix("dump.txt:6:51: error: expected 'hidden = YES' or 'NO'"))
  }

  @Test func columnsCountTheNSLogPrefix() {
    let dump = "2013-08-17 21:04:53.358 App[60940:11303] <UIView: 0x1; frame = (0 0; x 480)>"
    #expect(importErrors(dump).first?.hasPrefix("dump.txt:1:64: error: expected 'frame") == true)
  }

  @Test func unclosedDescription() {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (0 0; 10 10); layer = <CALayer: 0x3>
         | <UIView: 0x4; frame = (0 0; 10 10)>
      """
    #expect(
      importErrors(dump) == [
        "dump.txt:2:64: error: expected '>' closing the view's description (in 'layer')"
      ])
  }

  @Test func nestingJumpsAndSecondRoot() {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         |    |    | <UIView: 0x2; frame = (0 0; 10 10)>
      <UIView: 0x3; frame = (0 0; 10 10)>
      """
    let errors = importErrors(dump)
    #expect(errors.count == 2)
    #expect(errors[0].hasPrefix("dump.txt:2:16: error: this view has 3 '|' marks, 2 more than"))
    #expect(errors[1].hasPrefix("dump.txt:3:1: error: a second view at the top of the dump"))
  }

  /// UIKit prints words after some views' `>` (`effect=none`, a text view's `minSize = …`):
  /// kept in a comment, never an error.
  @Test func wordsAfterTheDescription() throws {
    let scene = try imported("<UIView: 0x1; frame = (0 0; 320 480)> oops")
    #expect(scene.views[0].extra == "oops")
    #expect(scene.views[0].trailing == nil)
  }

  @Test func emptyDump() {
    #expect(
      importErrors("(lldb) po view\n\n", file: "-") == [
        "<stdin>:1:1: error: no view in the dump (expected lines like '<UIView: 0x…; frame = (0 0; 375 667); …>')"
      ])
  }

  @Test func lenientSkipsWithWarnings() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 320 480)>
         | garbage
         | <UIView: 0x2; frame = (0 0; 10 10); alpha = half>
         |    |    | <UILabel: 0x3; frame = (0 0; 10 10)>
         | <UIButton: 0x4; frame = (0 0; 10 10)>
      """
    let scene = try imported(dump, lenient: true)
    #expect(scene.views.map(\.className) == ["UIView", "UIView", "UILabel", "UIButton"])
    #expect(
      scene.warnings.map(\.description) == [
        "dump.txt:2:6: warning: expected a view's description ('<ClassName: 0x…; frame = …>'), after one '|' per level; the line is skipped",
        "dump.txt:3:50: warning: expected 'alpha = ' and a number, found 'half'; the view keeps its place in the tree as a plain UIView with its frame; its other properties are not read",
        "dump.txt:4:16: warning: this view has 3 '|' marks, 1 more than a subview of the view before it (expected at most 2); it is read as a subview of the view before it",
      ])
    // The unreadable view keeps its place: the label stays under it, never moves to the root.
    #expect(scene.views[0].subviews == [1, 3])
    #expect(scene.views[1].subviews == [2])
    #expect(scene.views[1].isSkipped && scene.views[1].frame == [0, 0, 10, 10])
    #expect(scene.notes.contains { $0.hasPrefix("line 3 could not be read") })
  }

  @Test func depthLimitIsAnErrorEvenLeniently() {
    var lines = ["<UIView: 0x0; frame = (0 0; 10 10)>"]
    for depth in 1...1001 {
      lines.append(String(repeating: "|", count: depth) + "<UIView: 0x1; frame = (0 0; 10 10)>")
    }
    var options = ImportOptions()
    options.lenient = true
    #expect(throws: ImportErrors.self) {
      try DumpImport.scene(from: lines.joined(separator: "\n"), file: "deep.txt", options: options)
    }
  }
}
