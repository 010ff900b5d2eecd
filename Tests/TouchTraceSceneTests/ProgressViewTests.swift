import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// UIProgressView: the class added through its declaration alone (issue 32). Apple,
/// UIProgressView: a plain UIView subclass whose `progress` is 0…1, 0 by default.
@Suite struct ProgressViewTests {
  let card = """
    \(SceneSkeleton.controllerView("ViewController"))
            - id: card
              frame: [0, 100, 300, 80]
              gestureRecognizers:
                - {id: cardTap, class: UITapGestureRecognizer, target: ViewController, action: open}
              subviews:
                - {id: bar, class: UIProgressView, frame: [10, 30, 200, 20], progress: 0.25}
    touches:
      - tap: [50, 140]
    """

  /// Not a control: hit-tested as any view, its touch goes up the chain and the card's tap wins.
  @Test func aTapOnTheBarIsTheCards() throws {
    let (trace, log) = try tracedRun(card)
    #expect(trace.touches.first?.view == "bar")
    #expect(
      withoutHitTesting(log).prefix(4) == [
        "cardTap touchesBegan touch 1", "bar touchesBegan touch 1", "card touchesBegan touch 1",
        "root touchesBegan touch 1",
      ])
    #expect(log.contains("ViewController open from cardTap"))
    #expect(trace.object("bar")?.progress == 0.25)
  }

  /// UIKit pins a progress outside 0…1; a scene may not give one (every number has its range).
  @Test func aProgressOutsideItsRangeIsAnError() {
    let errors = controlErrors(
      card.replacingOccurrences(of: "progress: 0.25", with: "progress: 1.5"))
    #expect(errors.count == 1)
    #expect(errors.first?.contains("'progress'") == true)
  }

  /// Only a progress view takes `progress`.
  @Test func progressIsOnlyForAProgressView() {
    let errors = controlErrors(
      card.replacingOccurrences(of: "class: UIProgressView, ", with: ""))
    #expect(errors.first?.contains("'progress' is only for a UIProgressView") == true)
  }
}
