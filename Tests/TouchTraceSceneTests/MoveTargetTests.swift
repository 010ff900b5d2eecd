import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// The delegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` during a
/// reorder drag (issue 33). Apple: "This method allows customization of the target row for a
/// particular row as it is being moved up and down a table view. As the dragged row hovers over
/// another row, the destination row slides downward … this is the location identified by
/// proposedDestinationIndexPath"; "Return proposedDestinationIndexPath if that location is
/// suitable."
@Suite struct MoveTargetTests {
  /// Four 44 pt rows at (0, 100) in an editing table whose delegate is `List`, the first three
  /// movable.
  func scene(_ targets: String, drag: String = "from: [352, 122], to: [352, 262]") -> String {
    let movable = "canMoveRowAt: [[0, 0], [0, 1], [0, 2]]"
    return """
      \(SceneSkeleton.editingList(rows: 4, keys: [movable, targets]))
      touches:
        - drag: {\(drag), duration: 0.8, hold: 0.2}
      """
  }

  let keepLast = "targetIndexPathForMoveFromRowAt: [{proposed: [0, 3], returns: [0, 2]}]"

  func delegateCalls(_ log: [String]) -> [String] {
    log.filter { $0.hasPrefix("List ") || $0.contains("indexPath =") }
  }

  /// Asked each time the proposed row changes, in order; the last answer is where the row lands,
  /// and moveRowAt gets that row.
  @Test func eachNewProposalIsAskedAndTheLastAnswerWins() throws {
    let (trace, log) = try tracedRun(scene(keepLast))
    #expect(
      delegateCalls(log) == [
        "List targetIndexPathForMoveFromRowAt [0, 0] to [0, 1] returns [0, 1]",
        "List targetIndexPathForMoveFromRowAt [0, 0] to [0, 2] returns [0, 2]",
        "List targetIndexPathForMoveFromRowAt [0, 0] to [0, 3] returns [0, 2]",
        "List moveRowAt [0, 0] to [0, 2]", "row0 indexPath = [0, 2]",
      ])
    let rows = trace.events.last { $0.kind == .change }?.objects
    #expect(rows?.first { $0.id == "row3" }?.indexPath == [0, 3])
    #expect(rows?.first { $0.id == "row0" }?.frame?.y == 88)
  }

  /// Without the method, the row lands where it was let go (the proposed row) and nothing is
  /// asked.
  @Test func withoutItTheProposedRowIsTaken() throws {
    let (_, log) = try tracedRun(scene(""))
    #expect(delegateCalls(log) == ["List moveRowAt [0, 0] to [0, 3]", "row0 indexPath = [0, 3]"])
  }

  /// `from` limits an answer to one dragged row; a move back to where the row began is a new
  /// proposal too, and a retarget back to the source moves nothing.
  @Test func fromLimitsTheAnswerAndASourceTargetMovesNothing() throws {
    let other =
      "targetIndexPathForMoveFromRowAt: [{from: [0, 1], proposed: [0, 3], returns: [0, 2]}]"
    let (_, log) = try tracedRun(scene(other))
    #expect(delegateCalls(log).last == "row0 indexPath = [0, 3]")
    let stay = "targetIndexPathForMoveFromRowAt: [{proposed: [0, 1], returns: [0, 0]}]"
    let (_, short) = try tracedRun(scene(stay, drag: "from: [352, 122], to: [352, 170]"))
    #expect(
      delegateCalls(short) == [
        "List targetIndexPathForMoveFromRowAt [0, 0] to [0, 1] returns [0, 0]"
      ])
  }

  /// Bad input: another section, a missing key, a misspelt key.
  @Test func badAnswersAreLocated() {
    let across = controlErrors(
      scene("targetIndexPathForMoveFromRowAt: [{proposed: [0, 3], returns: [1, 0]}]"))
    #expect(across.count == 1)
    #expect(across.first?.contains("another section") == true)
    #expect(across.first?.contains(":13:") == true)
    let missing = controlErrors(scene("targetIndexPathForMoveFromRowAt: [{proposed: [0, 3]}]"))
    #expect(missing.first?.contains("needs the 'proposed' row and the row it 'returns'") == true)
    let misspelt = controlErrors(
      scene("targetIndexPathForMoveFromRowAt: [{proposd: [0, 3], returns: [0, 2]}]"))
    #expect(misspelt.contains { $0.contains("did you mean 'proposed'") })
  }
}
