import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// The finger's speed decides a sheet's dismissal, a swipe back and a full swipe (issue 31, item
/// 13): each is judged where the velocity at lift would carry it (`releaseProjectionRate`, Apple's
/// WWDC 2018 "Designing Fluid Interfaces" projection). The same short drag decides one way let
/// go moving and the other let go still (`hold`).
@Suite struct FlickDecisionTests {
  /// A drag step of 0.1 s, let go moving (`hold` 0) or after standing still.
  func drag(_ from: (Int, Int), _ to: (Int, Int), hold: Double) -> String {
    "  - drag: {from: [\(from.0), \(from.1)], to: [\(to.0), \(to.1)], duration: 0.1, hold: \(hold)}"
  }

  /// A sheet at its large detent (top 40) dragged down 150 pt: still, it springs back (short of
  /// half-way down); flicked, it is dismissed.
  @Test(arguments: [(0.0, true), (0.2, false)])
  func aFlickDismissesASheet(hold: Double, dismissed: Bool) throws {
    let sheets = SheetTests()
    let (trace, log) = try sheets.run(
      sheets.scene(
        "sheetPresentationController: {delegate: {id: Presenter}}",
        touches: drag((187, 100), (187, 250), hold: hold)))
    #expect(log.contains("Presenter presentationControllerDidDismiss Sheet") == dismissed)
    #expect(trace.warnings == nil)
  }

  /// A swipe back let go a third of the way across: still, it cancels back; flicked, it pops.
  @Test(arguments: [(0.0, true), (0.2, false)])
  func aFlickPops(hold: Double, pops: Bool) throws {
    let back = SwipeBackTests()
    let lines = try back.log(back.scene(touches: drag((6, 300), (125, 300), hold: hold)))
    #expect(lines.contains("nav popViewController Top") == pops)
  }

  /// A row swiped 120 pt across: still, it stays open on its actions; flicked, the swipe is full
  /// and the first action is performed (Apple, UISwipeActionsConfiguration).
  @Test(arguments: [(0.0, true), (0.2, false)])
  func aFlickSwipesFully(hold: Double, performs: Bool) throws {
    let swipes = SwipeActionTests()
    let (_, log) = try swipes.run(swipes.scene(touches: drag((300, 190), (180, 190), hold: hold)))
    let calls = swipes.calls(log)
    #expect(calls.contains("Inbox handler Delete [0, 1]") == performs)
    #expect((calls.last == "row1 addSubview row1.swipeActionPullView") == !performs)
  }

  /// A trace without a release keeps its old bytes: the speed fields are absent.
  @Test func aTapTraceHasNoSpeedFields() throws {
    let trace = try controlTrace(
      SheetTests().scene(
        "sheetPresentationController: {detents: [large]}", touches: "  - tap: [187, 300]"))
    let json = String(decoding: try JSONEncoder().encode(trace), as: UTF8.self)
    #expect(!json.contains("velocity") && !json.contains("targetContentOffset"))
  }

  /// A scroll view flicked up 200 pt in 0.1 s, with a `decelerationRate` key.
  func scrollScene(_ rate: String) -> String {
    """
    \(SceneSkeleton.controllerView("VC"))
            - {id: list, class: UIScrollView, frame: [0, 100, 375, 300], contentSize: [375, 3000], decelerationRate: \(rate)}
    touches:
      - drag: {from: [50, 380], to: [50, 180], duration: 0.1}
    """
  }

  /// `decelerationRate: fast` (UIScrollView.DecelerationRate.fast, 0.99 a millisecond) coasts
  /// 198 pt where `normal` (0.998) coasts 998; a rate UIKit does not name is a located error.
  @Test func theSceneChoosesTheDecelerationRate() throws {
    /// The target offset's y, in hundredths of a point.
    func target(_ rate: String) throws -> Double? {
      let release = try controlTrace(scrollScene(rate)).events.first {
        $0.method == "scrollViewWillEndDragging"
      }
      return release?.targetContentOffset.map { ($0.y * 100).rounded() }
    }
    #expect(try target("fast") == 36467)
    #expect(try target("normal") == 116468)
    #expect(
      parseErrors(scrollScene("slow"))
        == "7:114: expected one of normal, fast for 'decelerationRate', found the string \"slow\"")
  }
}
