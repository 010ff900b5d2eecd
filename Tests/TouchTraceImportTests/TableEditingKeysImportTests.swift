import Testing
import TouchTraceImport
import TouchTraceTrace

/// A table in editing mode in a dump (issue 33): the scene says it with the table's keys
/// (`isEditing`, `editingStyleForRowAt`, `canMoveRowAt`) and the engine makes the rows' controls,
/// at the dump's frames (their widths become the scene's `constants`).
@Suite struct TableEditingKeysImportTests {
  static func dump() throws -> String { try Dumps.text("table-editing-lldb-ios15.txt") }

  @Test func theTableIsEditingAndItsRowsSayTheirControls() throws {
    let scene = try imported(try Self.dump())
    #expect(scene.yaml.contains("isEditing: true"))
    #expect(scene.yaml.contains("delegate: ListViewController"))
    // Row 2 printed no editing control; rows 0 to 2 printed a reorder control.
    #expect(scene.yaml.contains("  - {row: [0, 2], returns: none}"))
    #expect(scene.yaml.contains("canMoveRowAt: [[0, 0], [0, 1], [0, 2]]"))
    // Its controls are the engine's widths: no constants.
    #expect(!scene.yaml.contains("constants:"))
    // The printed controls are the engine's: not written as views of their own.
    #expect(!scene.yaml.contains("class: UIControl"))
    #expect(scene.notes.contains { $0.hasPrefix("UITableView (line 5) is in editing mode") })
  }

  /// The engine's rows are the dump's: each control and content view at its printed frame.
  @Test func theBuiltRowsHaveTheDumpsFrames() throws {
    let trace = try run(try Self.dump())
    func onScreen(_ address: String) -> Rect? {
      trace.objects.first { $0.address == address }?.windowFrame
    }
    let edit = trace.objects.filter { $0.class == "UITableViewCellEditControl" }
    let reorder = trace.objects.filter { $0.class == "UITableViewCellReorderControl" }
    #expect(edit.map(\.windowFrame) == [0, 44, 132].map { Rect(0, 91 + $0, 47, 44) })
    #expect(reorder.map(\.windowFrame) == [0, 44, 88].map { Rect(344, 91 + $0, 46, 44) })
    // The printed content views, written inside the engine's: where the dump printed them.
    #expect(onScreen("0x7fb1c8e0f7a0") == Rect(47, 91, 297, 44))
    #expect(onScreen("0x7fb1c8e161f0") == Rect(0, 179, 344, 44))
    #expect(onScreen("0x7fb1c8e17e30") == Rect(47, 223, 343, 44))
  }

  /// A tap on a row's grip is its reorder control's, on a row without a minus or a grip its
  /// content's, on a row's minus its editing control's (last: it reveals the row's Delete).
  @Test func tapsReachTheControlsTheDumpShows() throws {
    let hits = try hitViews(try Self.dump(), taps: [(370, 113), (20, 201), (370, 245), (20, 157)])
    #expect(hits[0]?.hasSuffix(".reorderControl") == true)
    #expect(hits.dropFirst().dropLast().allSatisfy { $0?.hasSuffix("Control") == false })
    #expect(hits[3]?.hasSuffix(".editControl") == true)
  }

  /// Controls of other widths than the engine's (an older iOS, a wider screen): the scene's
  /// `constants` say the dump's.
  @Test func otherWidthsBecomeTheScenesConstants() throws {
    let dump = """
      <UITableView: 0x7f8a1; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x7f8a2>; contentOffset: {0, 0}; contentSize: {320, 44}>
         | <UITableViewCell: 0x7f8a3; frame = (0 0; 320 44); layer = <CALayer: 0x7f8a4>>
         |    | <UITableViewCellContentView: 0x7f8a5; frame = (38 0; 244 44); layer = <CALayer: 0x7f8a6>>
         |    | <UITableViewCellEditControl: 0x7f8a7; frame = (0 0; 38 44); layer = <CALayer: 0x7f8a8>>
         |    | <UITableViewCellReorderControl: 0x7f8a9; frame = (282 0; 38 44); layer = <CALayer: 0x7f8aa>>
      """
    let scene = try imported(dump)
    #expect(
      scene.yaml.contains("constants: {tableEditControlWidth: 38, tableReorderControlWidth: 38}"))
    // The content view goes into the engine's, which the editing control's width moves in.
    #expect(scene.yaml.contains("frame: [0, 0, 244, 44]"))
    let trace = try run(dump)
    // The scene builder sizes the controls with the scene's constants (the table is not yet in
    // its window when they are made).
    let edit = trace.objects.first { $0.class == "UITableViewCellEditControl" }
    #expect(edit?.windowFrame == Rect(0, 0, 38, 44))
    let grip = trace.objects.first { $0.class == "UITableViewCellReorderControl" }
    #expect(grip?.windowFrame == Rect(282, 0, 38, 44))
  }

  /// A dump that starts at a window, with no controller printed after it: no responder can be
  /// the table's delegate, so the rows' answers are not written, and a warning says so.
  @Test func withoutAControllerTheRowsAnswersAreSaidNotWritten() throws {
    let dump = try Self.dump().components(separatedBy: "\n(lldb) po [[[[UIApplication")[0]
    let scene = try imported(dump)
    #expect(scene.yaml.contains("isEditing: true"))
    #expect(!scene.yaml.contains("canMoveRowAt: ["))
    #expect(
      scene.notes.contains {
        $0.hasSuffix(
          "no controller was printed after the dump to answer for its rows, so every "
            + "row shows a red minus and none its grip")
      })
  }

  /// A row's revealed Delete button (iOS 8 to 10: `UITableViewCellDeleteConfirmationView`), from
  /// a published dump: the format has no key for a row that starts revealed, so a note says so.
  @Test func aRevealedDeleteButtonGetsANote() throws {
    let scene = try imported(try Dumps.text("sma11case-delete-confirmation-ios9.txt"))
    #expect(
      scene.notes.contains {
        $0.hasPrefix("UITableViewCellDeleteConfirmationView (line 2): a row's Delete button")
      })
  }
}
