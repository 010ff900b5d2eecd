import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Gesture recognizers, as Apple's UIGestureRecognizer documentation and seeds 000 and 002 describe them.
@Suite struct GestureTests {
  /// A box with a child, each able to carry recognizers.
  func scene(_ configure: (_ parent: UIView, _ child: UIView) -> Void) -> TestApp {
    TestApp { root in
      let parent = view("parent", 0, 0, 300, 300, in: root)
      let child = view("child", 50, 50, 100, 100, in: parent)
      configure(parent, child)
    }
  }

  func words(_ trace: Trace, _ ids: Set<String>) -> [String] {
    EventLog.lines(of: trace).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
      .filter { ids.contains(String($0.split(separator: " ")[0])) }
  }

  /// Apple: a touch goes to the recognizers of its hit-test view and its ancestors, up to the window;
  /// not to other views' and not to disabled ones. They get each phase before the view.
  @Test func recognizersOfTheViewAndItsAncestorsSeeTheTouchFirst() {
    let onWindow = UITapGestureRecognizer(id: "onWindow")
    let app = scene { parent, child in
      child.addGestureRecognizer(UITapGestureRecognizer(id: "onChild"))
      parent.addGestureRecognizer(UITapGestureRecognizer(id: "onParent"))
      let off = UITapGestureRecognizer(id: "disabled")
      off.isEnabled = false
      parent.addGestureRecognizer(off)
      view("sibling", 200, 200, 50, 50, in: parent).addGestureRecognizer(
        UITapGestureRecognizer(id: "onSibling"))
    }
    app.window.addGestureRecognizer(onWindow)
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    let began = trace.events.filter {
      ($0.kind == .recognizerTouches || $0.kind == .touches) && $0.phase == .began
    }
    #expect(began.map(\.object).prefix(4) == ["onChild", "onParent", "onWindow", "child"])
    #expect(!trace.events.contains { $0.object == "disabled" || $0.object == "onSibling" })
  }

  /// Seed 000 (the state enum): a tap goes possible → recognized, then resets. Its action comes
  /// before the view's touchesCancelled, from inside the window's dispatch — not "at the next turn
  /// of the run loop" as the header says: the device prints the action first (zhaoName/Notes,
  /// iOS/TouchesEvents-02.md, 0x01: touchesBegan, the action, touchesCancelled).
  @Test func aTapIsRecognizedAndItsActionComesBeforeTheCancellation() {
    let app = scene { _, child in
      child.addGestureRecognizer(UITapGestureRecognizer(id: "tap", target: nil, action: nil))
    }
    let tap = app.root.find("child")!.gestureRecognizers[0]
    tap.addTarget(app.controller, action: "tapped")
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    let log = words(trace, ["tap", "child", "ViewController"])
    #expect(
      log.suffix(4) == [
        "tap recognized", "ViewController tapped", "child touchesCancelled",
        "ViewController touchesCancelled",
      ])
    #expect(
      trace.events.filter { $0.kind == .recognizerState }.map(\.state) == [
        "recognized", "possible",
      ])
    #expect(tap.state == .possible)
  }

  /// Seed 000 2.2, cancelsTouchesInView: YES (default) — the view's touches are cancelled when the
  /// recognizer recognizes, before the action; NO — the view gets its touchesEnded as well.
  @Test(arguments: [true, false])
  func cancelsTouchesInView(cancels: Bool) {
    let app = scene { _, child in
      let tap = UITapGestureRecognizer(id: "tap")
      tap.cancelsTouchesInView = cancels
      child.addGestureRecognizer(tap)
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    let childPhases = trace.events.filter { $0.kind == .touches && $0.object == "child" }
      .compactMap(\.phase)
    #expect(childPhases == (cancels ? [.began, .cancelled] : [.began, .ended]))
    if cancels { #expect(trace.events.first { $0.phase == .cancelled }?.cause == "tap") }
  }

  /// Apple / seed 000 2.1, delaysTouchesBegan: the view gets nothing until the recognizer fails, then
  /// the held touches arrive late; if it recognizes, they never do.
  @Test func delaysTouchesBeganHoldsTheViewsTouches() {
    let app = scene { _, child in
      let press = UILongPressGestureRecognizer(id: "press")
      press.delaysTouchesBegan = true
      child.addGestureRecognizer(press)
    }
    // A quick tap: the long press fails when the finger lifts; that failure settles once the
    // event has been dispatched, so the ended queues behind the held began and both arrive then.
    let quick = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    #expect(
      quick.events.filter { $0.kind == .touchesHeld && $0.object == "child" }.compactMap(\.phase)
        == [.began, .ended])
    let late = quick.events.filter { $0.kind == .touches && $0.object == "child" }
    #expect(late.compactMap(\.phase) == [.began, .ended])
    #expect(late.map(\.heldBy) == ["press", "press"])
    #expect(late.allSatisfy { $0.time == 0.1 })
    // A long press: it begins, and the view never hears of the touch.
    let long = app.run { $0.press(at: CGPoint(x: 60, y: 60), duration: 0.8) }
    #expect(!long.events.contains { $0.kind == .touches && $0.object == "child" })
  }

  /// Apple, delaysTouchesEnded (default YES): while a double-tap recognizer waits for a second tap, the
  /// view's touchesEnded is held; when it fails (no second tap in time) the ended arrives late.
  @Test func delaysTouchesEndedWaitsForTheRecognizerToFail() {
    let app = scene { _, child in
      let double = UITapGestureRecognizer(id: "double")
      double.numberOfTapsRequired = 2
      child.addGestureRecognizer(double)
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    let ended = trace.events.first {
      $0.kind == .touches && $0.object == "child" && $0.phase == .ended
    }
    #expect(ended?.heldBy == "double")
    #expect(ended?.time == SimTime(seconds: 0.1 + TouchConstants.standard.multiTapInterval).seconds)
    #expect(trace.events.contains { $0.kind == .recognizerState && $0.state == "failed" })
  }

  /// Apple: once one recognizer recognizes, the others for the same touches fail, the nearest to the
  /// hit-test view winning; shouldRecognizeSimultaneouslyWith lets both recognize.
  @Test(arguments: [false, true])
  func exclusionAndSimultaneousRecognition(simultaneous: Bool) {
    let app = scene { parent, child in
      let inner = UITapGestureRecognizer(id: "inner")
      if simultaneous {
        inner.fixedAnswers = FixedAnswersDelegate()
        inner.fixedAnswers?.simultaneousWith = .all
      }
      child.addGestureRecognizer(inner)
      parent.addGestureRecognizer(UITapGestureRecognizer(id: "outer"))
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    let states = words(trace, ["inner", "outer"]).filter {
      !$0.contains("touches") && !$0.contains("should")
    }
    #expect(
      states
        == (simultaneous
          ? ["inner recognized", "outer recognized"] : ["inner recognized", "outer failed"]))
  }

  /// Apple, require(toFail:): a single tap that requires a double tap's failure waits for it; a double
  /// tap makes the single tap fail.
  @Test func requireToFailMakesASingleTapWaitForTheDoubleTap() {
    var single: UITapGestureRecognizer!
    let app = scene { _, child in
      let double = UITapGestureRecognizer(id: "double")
      double.numberOfTapsRequired = 2
      single = UITapGestureRecognizer(id: "single")
      single.require(toFail: double)
      child.addGestureRecognizer(single)
      child.addGestureRecognizer(double)
    }
    let once = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    let recognized = once.events.first {
      $0.kind == .recognizerState && $0.object == "single" && $0.state == "recognized"
    }
    #expect(
      recognized?.time == SimTime(seconds: 0.1 + TouchConstants.standard.multiTapInterval).seconds)
    let twice = app.run { $0.tap(at: CGPoint(x: 60, y: 60), count: 2) }
    #expect(
      words(twice, ["single", "double"]).filter {
        $0.hasSuffix("recognized") || $0.hasSuffix("failed")
      } == [
        "double recognized", "single failed",
      ])
  }

  /// Apple: gestureRecognizerShouldBegin NO fails the recognizer; shouldReceiveTouch NO keeps the touch
  /// from it altogether. Every delegate call is logged with its answer.
  @Test func delegateAnswers() {
    let app = scene { parent, child in
      let refused = UITapGestureRecognizer(id: "refused")
      refused.fixedAnswers = FixedAnswersDelegate()
      refused.fixedAnswers?.shouldBegin = false
      child.addGestureRecognizer(refused)
      let blind = UITapGestureRecognizer(id: "blind")
      blind.fixedAnswers = FixedAnswersDelegate()
      blind.fixedAnswers?.shouldReceiveTouch = false
      parent.addGestureRecognizer(blind)
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    let log = EventLog.lines(of: trace).filter { $0.hasPrefix("refused") || $0.hasPrefix("blind") }
    #expect(
      log == [
        "blind shouldReceiveTouch NO", "refused touchesBegan touch 1",
        "refused touchesEnded touch 1",
        "refused gestureRecognizerShouldBegin NO", "refused failed (its delegate said NO)",
      ])
  }

  /// Apple, UILongPressGestureRecognizer: it begins after minimumPressDuration (0.5 s) exactly, and
  /// fails if the finger moves more than allowableMovement (10 pt) first.
  @Test func longPressTiming() {
    let app = scene { _, child in
      child.addGestureRecognizer(UILongPressGestureRecognizer(id: "press"))
    }
    let held = app.run { $0.press(at: CGPoint(x: 60, y: 60), duration: 0.8) }
    let states = held.events.filter { $0.kind == .recognizerState }.map {
      "\($0.state!)@\($0.time)"
    }
    #expect(states == ["began@0.5", "ended@0.8", "possible@0.8"])
    let moved = app.run {
      $0.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 90, y: 60), duration: 0.3)
    }
    #expect(moved.events.filter { $0.kind == .recognizerState }.first?.state == "failed")
  }

  /// A pan begins once the finger has moved past its hysteresis, changes with each move, ends on lift.
  @Test func panBeginsChangesAndEnds() {
    let app = scene { _, child in child.addGestureRecognizer(UIPanGestureRecognizer(id: "pan")) }
    let trace = app.run {
      $0.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 120, y: 60), duration: 0.1)
    }
    let states = trace.events.filter { $0.kind == .recognizerState }.compactMap(\.state)
    #expect(states.first == "began")
    #expect(states.dropFirst().prefix { $0 == "changed" }.count >= 3)
    #expect(states.suffix(2) == ["ended", "possible"])
    let firstBegan = trace.events.first { $0.kind == .recognizerState }!
    let at = trace.touches[0].samples.last { $0.time <= firstBegan.time }!.location
    #expect(at.x - 60 > TouchConstants.standard.panHysteresis)
  }

  /// Apple, "Interacting with other user interface controls" (seed 002, conclusion 4): a single-finger
  /// single tap on a button goes to the button, not to a tap recognizer on its superview.
  @Test func aButtonWinsOverItsSuperviewsTap() {
    let app = TestApp { root in
      let parent = view("parent", 0, 0, 300, 300, in: root)
      parent.addGestureRecognizer(UITapGestureRecognizer(id: "tap"))
      let button = UIButton(id: "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
      parent.addSubview(button)
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 60)) }
    #expect(
      words(trace, ["tap", "button"]).filter {
        !$0.contains("hitTest") && !$0.contains("pointInside")
      } == [
        "tap touchesBegan", "button touchesBegan", "button touchDown", "tap touchesEnded",
        "tap failed",
        "button touchesEnded", "button touchUpInside", "button primaryActionTriggered",
      ])
  }

  /// A swipe in its direction, quickly enough, is recognized; too slow, it fails.
  @Test func swipeNeedsDirectionDistanceAndSpeed() {
    let app = scene { parent, _ in
      parent.addGestureRecognizer(UISwipeGestureRecognizer(id: "swipe"))
    }
    let fast = app.run {
      $0.drag(from: CGPoint(x: 20, y: 250), to: CGPoint(x: 200, y: 250), duration: 0.15)
    }
    #expect(fast.events.contains { $0.kind == .recognizerState && $0.state == "recognized" })
    let left = app.run {
      $0.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 20, y: 250), duration: 0.15)
    }
    #expect(left.events.first { $0.kind == .recognizerState }?.state == "failed")
    let slow = app.run {
      $0.drag(from: CGPoint(x: 20, y: 250), to: CGPoint(x: 200, y: 250), duration: 2)
    }
    #expect(slow.events.first { $0.kind == .recognizerState }?.state == "failed")
  }

  /// Two fingers: a pinch and a rotation begin once the distance or the angle changes enough.
  @Test func pinchAndRotation() {
    let app = scene { parent, _ in
      parent.isMultipleTouchEnabled = true
      parent.addGestureRecognizer(UIPinchGestureRecognizer(id: "pinch"))
    }
    let pinch = app.run {
      $0.pinch(center: CGPoint(x: 150, y: 250), from: 60, to: 160, duration: 0.2)
    }
    #expect(pinch.events.first { $0.kind == .recognizerState }?.state == "began")
    let turn = scene { parent, _ in
      parent.addGestureRecognizer(UIRotationGestureRecognizer(id: "rotation"))
    }
    let rotation = turn.run { $0.rotate(center: CGPoint(x: 150, y: 250), by: 90, duration: 0.2) }
    #expect(rotation.events.first { $0.kind == .recognizerState }?.state == "began")
  }
}
